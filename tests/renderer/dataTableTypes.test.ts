import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { billingContract } from '../../src/shared/billing/contract';
import { catalogContract } from '../../src/shared/catalog/contract';
import { logsContract } from '../../src/shared/logs/contract';
import { usersContract } from '../../src/shared/users/contract';
import type { DataTableProps } from '../../src/renderer/components/DataTable';

/**
 * DataTable's filter names, sort columns and rows come from the contract endpoint (issue 9 section
 * 4): renaming a query parameter breaks the list at compile time. `npm run typecheck` checks the
 * `@ts-expect-error` lines below; if a wrong name ever compiled, the typecheck would fail here.
 */
const table = <Q extends z.ZodType, R extends object>(props: DataTableProps<Q, R>) => props;

describe('a list typed by its contract endpoint', () => {
  it('accepts the filters, sort columns and rows its endpoint declares', () => {
    const props = table({
      endpoint: catalogContract.subCategories,
      rowKey: 'id',
      columns: [{ title: 'Category', dataIndex: 'categoryName', key: 'categoryName', sorter: true }],
      query: { SortColumn: 'categoryName', SortType: 'Asc', filters: ['categoryId'] },
      renderFilters: ({ values, setFilters }) => {
        setFilters({ categoryId: values.categoryId });
        return null;
      },
    });
    expect(props.query?.filters).toEqual(['categoryId']);

    table({
      endpoint: billingContract.paymentLogs,
      rowKey: 'id',
      columns: [],
      query: {
        filters: ['status', 'Plan'],
        dateFilters: ['invoiceStartDate', 'invoiceEndDate'],
        dateTimes: true,
      },
    });
  });

  it('refuses a filter, a sort column or a filter value the endpoint does not declare', () => {
    table({
      endpoint: catalogContract.subCategories,
      rowKey: 'id',
      columns: [],
      // @ts-expect-error `category` is not a query parameter of SubCategory (it is `categoryId`).
      query: { filters: ['category'] },
    });
    table({
      endpoint: usersContract.list,
      rowKey: 'id',
      columns: [],
      // @ts-expect-error users sort by registrationDate, not createdDate.
      query: { SortColumn: 'createdDate' },
    });
    table({
      endpoint: logsContract.cronLogs,
      rowKey: 'id',
      columns: [],
      // @ts-expect-error Search, StartDate… belong to every list; they are not the list's own filters.
      query: { filters: ['Search'] },
      renderFilters: ({ values }) => {
        // @ts-expect-error the cron log has no `status` filter (it is `isSuccess`).
        return values.status ?? null;
      },
    });
    table({
      endpoint: catalogContract.categories,
      rowKey: 'id',
      // @ts-expect-error a category row has no `email`.
      columns: [{ title: 'Email', dataIndex: 'email', render: (_: unknown, row) => row.email }],
    });
    expect(true).toBe(true);
  });
});
