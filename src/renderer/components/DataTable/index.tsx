import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Result, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { z } from 'zod';
import { PAGE_SIZES } from '../../../shared/http/list';
import { api } from '../../lib/api';
import { endpointPrefix } from '../../lib/queryKeys';
import { DateRangeFilter } from '../DateRangeFilter';
import { errorText } from '../feedback/errorText';
import { MESSAGES } from '../messages';
import { ExportButton } from './ExportButton';
import { acceptedQuery, type ListEndpoint, type ListFilterName, type SortColumnOf } from './listEndpoint';
import { ListSearch } from './ListSearch';
import { lastPage, type ListFilters, type ListQueryConfig } from './listQuery';
import { sortFromTable, withSortOrder } from './sorting';
import { useListQuery } from './useListQuery';

export interface ListFilterContext<F extends string = string> {
  /** The list's own filters as the URL holds them. */
  values: Readonly<ListFilters<F>>;
  /** Sets (or, with undefined or '', clears) filters; the list goes back to page 1. */
  setFilters: (patch: Partial<Record<F, string | undefined>>) => void;
}

/** The filter context of an endpoint's list, for filter components that live in their own file. */
export type EndpointFilterContext<E extends ListEndpoint> = ListFilterContext<ListFilterName<E['query']>>;

export interface DataTableProps<Q extends z.ZodType, R extends object> {
  /**
   * The contract's list endpoint: the table derives its query key (area first), its fetcher, its
   * export and its filter names from it (issue 9 section 4).
   */
  endpoint: ListEndpoint<Q, R>;
  /** The path's parameters of a list under a record (`/Contact/Messages/:id` → `{ id }`). */
  params?: Readonly<Record<string, string | number>>;
  /**
   * Sortable columns set `sorter: true` and a `key` that is the server's SortColumn name
   * (or a string `dataIndex`, used when there is no key).
   */
  columns: ColumnsType<NoInfer<R>>;
  rowKey: TableProps<NoInfer<R>>['rowKey'];
  /** Defaults, the list's own filter names and its day filters (held in the URL too), typed by the endpoint. */
  query?: ListQueryConfig<ListFilterName<Q>, SortColumnOf<Q>>;
  /** Hide the search box with false. */
  search?: false | { label?: string; placeholder?: string };
  /** Hide the date range with false; shown by default (StartDate/EndDate). */
  dateRange?: boolean;
  /** Export (xlsx of the current query) is offered when the endpoint is exportable; false hides it. */
  exportable?: boolean;
  /** The list's own filter controls, between the date range and the actions. */
  renderFilters?: (ctx: ListFilterContext<ListFilterName<Q>>) => ReactNode;
  /** Actions at the right of the toolbar (an Add button…). */
  actions?: ReactNode;
  /** Other antd Table props (row selection, expandable rows, onRow…). */
  tableProps?: Omit<
    TableProps<NoInfer<R>>,
    'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'loading' | 'onChange'
  >;
}

/**
 * A server-side list of a contract endpoint: paging, sorting, search, day range and the list's own
 * filters live in the URL under the spec's parameter names (PageNumber, pagesize, Search, SortColumn,
 * SortType, StartDate, EndDate…), page sizes 10/30/50/80/100, "No Data Available" when empty, an
 * error state with retry, and xlsx export. Needs a react-query QueryClientProvider and a router above it.
 *
 * `<DataTable endpoint={catalogContract.subCategories} query={{ filters: ['categoryId'] }} …/>`
 */
export function DataTable<Q extends z.ZodType, R extends object>({
  endpoint,
  params,
  columns,
  rowKey,
  query: config = {},
  search = {},
  dateRange = true,
  exportable = true,
  renderFilters,
  actions,
  tableProps,
}: DataTableProps<Q, R>) {
  const { query, apiQuery, change } = useListQuery<ListFilterName<Q>>(config);
  const sent = useMemo(() => acceptedQuery(endpoint.query, apiQuery), [endpoint.query, apiQuery]);
  const result = useQuery({
    // The endpoint's own prefix (area first): a change in the area invalidates every page of the list.
    queryKey: [...endpointPrefix(endpoint), { params, query: sent }],
    queryFn: () => api.list(endpoint, sent, params),
    // Keep the previous page on screen while the next one loads, instead of flashing an empty table.
    placeholderData: keepPreviousData,
  });
  const data = result.data;

  // A delete or a narrower filter elsewhere can leave the URL on a page past the end.
  useEffect(() => {
    if (!data || result.isPlaceholderData || data.records.length > 0 || query.PageNumber === 1) return;
    if (data.total_Record_Count > 0)
      change({ PageNumber: lastPage(data.total_Record_Count, query.pagesize) });
  }, [data, result.isPlaceholderData, query.PageNumber, query.pagesize, change]);

  const handleChange: TableProps<R>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') change({ sort: sortFromTable(sorter) });
  };

  const loadingFirstPage = result.isPending;
  const toolbar = (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
      {search !== false && (
        <ListSearch
          value={query.Search ?? ''}
          onSearch={(text) => change({ Search: text })}
          label={search.label}
          placeholder={search.placeholder}
        />
      )}
      {dateRange && (
        <DateRangeFilter
          value={{ startDate: query.StartDate, endDate: query.EndDate }}
          onChange={(range) => change({ dates: { StartDate: range?.startDate, EndDate: range?.endDate } })}
        />
      )}
      {renderFilters?.({ values: query.filters, setFilters: (filters) => change({ filters }) })}
      <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
        {actions}
        {exportable && endpoint.exportable && (
          <ExportButton exportFile={() => api.exportList(endpoint, sent, params)} />
        )}
      </Flex>
    </Flex>
  );

  if (result.isError && !data) {
    return (
      <div>
        {toolbar}
        <Result
          status="error"
          title={MESSAGES.somethingWentWrong}
          subTitle={errorText(result.error, 'The list could not be loaded.')}
          extra={
            <Button type="primary" onClick={() => void result.refetch()}>
              Try again
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div>
      {toolbar}
      <Table<R>
        size="middle"
        scroll={{ x: 'max-content' }}
        {...tableProps}
        rowKey={rowKey}
        columns={withSortOrder(columns, query)}
        dataSource={data?.records ?? []}
        loading={result.isFetching}
        // With a default sort there is always an order; cycling to "none" would just come back to it.
        sortDirections={config.SortColumn ? ['ascend', 'descend', 'ascend'] : ['ascend', 'descend']}
        onChange={handleChange}
        locale={{
          emptyText: loadingFirstPage ? (
            <div style={{ height: 120 }} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MESSAGES.noData} />
          ),
        }}
        pagination={{
          current: query.PageNumber,
          pageSize: query.pagesize,
          total: data?.total_Record_Count ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          hideOnSinglePage: false,
          showTotal: (total, [from, to]) => (total ? `${from}-${to} of ${total}` : ''),
          onChange: (page, size) =>
            size !== query.pagesize ? change({ pagesize: size }) : change({ PageNumber: page }),
        }}
      />
    </div>
  );
}
