import { Card } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { DataTable } from '../components/DataTable';
import type { ListEndpoint, SortColumnOf } from '../components/DataTable/listEndpoint';
import { sortedColumn } from '../components/DataTable/sorting';
import { formatDate } from '../components/format/dates';
import { PageHeading } from './PageHeading';

/** What every admin manage list shows first (issue 6: company name and created date). */
export interface ManageRow {
  id: number | string;
  companyName: string | null;
  createdDate: string;
}

export interface ManageListProps<Q extends z.ZodType, T extends ManageRow> {
  /** The page title, e.g. "Posts". */
  title: string;
  /** The area's list endpoint: searchable by user name and sortable by its rows' created date. */
  endpoint: ListEndpoint<Q, T>;
  /** The area's own columns, after Company Name and Created Date. */
  columns: ColumnsType<NoInfer<T>>;
  /** At the right of the toolbar: an Add button where an Admin makes something for a user (§6). */
  actions?: ReactNode;
}

/**
 * The shared layout of the admin manage lists (admin/manage/post, website, web, card, bot,
 * campaign): Company Name and Created Date, newest first, and `Search` by user name, which the
 * Update User page's tabs fill in (spec 00 section 2: manage/{type}?Search={userName}).
 */
export function ManageList<Q extends z.ZodType, T extends ManageRow>({
  title,
  endpoint,
  columns,
  actions,
}: ManageListProps<Q, T>) {
  return (
    <>
      <PageHeading title={title} />
      <Card>
        <DataTable
          endpoint={endpoint}
          rowKey="id"
          // Every manage row has a createdDate (ManageRow), and every manage list sorts by it.
          query={{ SortColumn: 'createdDate' as SortColumnOf<Q>, SortType: 'Desc' }}
          search={{ label: 'Search by user name', placeholder: 'Search by user name' }}
          actions={actions}
          columns={[
            { ...sortedColumn('Company Name', 'companyName'), render: (v: string | null) => v || '—' },
            { ...sortedColumn('Created Date', 'createdDate'), render: (v: string) => formatDate(v) },
            ...columns,
          ]}
        />
      </Card>
    </>
  );
}
