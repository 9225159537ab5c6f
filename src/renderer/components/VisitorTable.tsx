import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Result, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type ReactNode } from 'react';
import type { ListData } from '../../shared/http/envelope';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../shared/http/list';
import { sortFromTable, withSortOrder, type ListSort } from './DataTable/sorting';
import { errorText } from './feedback/errorText';

export interface VisitorPage extends ListSort {
  PageNumber: number;
  pagesize: number;
}

/** The table's page, held by the screen (not the URL); a new filter goes back to page 1. */
export function useVisitorPage() {
  const [page, setPage] = useState<VisitorPage>({ PageNumber: 1, pagesize: DEFAULT_PAGE_SIZE });
  const toFirstPage = () => setPage((p) => ({ ...p, PageNumber: 1 }));
  return { page, setPage, toFirstPage };
}

export interface VisitorTableProps<R> {
  list: UseQueryResult<ListData<R>>;
  columns: ColumnsType<R>;
  /** The table's page and its setter (useVisitorPage). */
  pager: Pick<ReturnType<typeof useVisitorPage>, 'page' | 'setPage'>;
  /** Not a number in the address: the table answers 404 with this title rather than "error". */
  notFound?: string;
  /** The list's name in its error title ("The visitors could not be loaded."). */
  noun: string;
  emptyText: string;
  /** Above the table, hidden with it when the list fails (the visits chart, a date filter). */
  above?: ReactNode;
  /** The row's unique field ("id" unless the rows have none). */
  rowKey?: Extract<keyof R, string>;
  /** The order the server uses when none is chosen, shown on its header until another is. */
  defaultSort?: ListSort;
}

/**
 * A card's or a campaign's visitors (§2, §7): newest first unless a sortable column's header chose
 * another order (back to page 1), paged with a total, the error with Try
 * again in place of the table, "No Data Available" when empty.
 */
export function VisitorTable<R extends object>({
  list,
  columns,
  pager: { page, setPage: onPage },
  notFound,
  noun,
  emptyText,
  above,
  rowKey = 'id' as Extract<keyof R, string>,
  defaultSort,
}: VisitorTableProps<R>) {
  if (list.isError && !list.data)
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ?? `The ${noun} could not be loaded.`}
        subTitle={errorText(list.error, 'Something went wrong')}
        extra={<Button onClick={() => void list.refetch()}>Try again</Button>}
      />
    );
  return (
    <>
      {above}
      <Table<R>
        size="middle"
        rowKey={rowKey}
        scroll={{ x: 'max-content' }}
        columns={withSortOrder(columns, page.SortColumn || !defaultSort ? page : defaultSort)}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: list.isPending ? (
            <div style={{ height: 120 }} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
          ),
        }}
        pagination={{
          current: page.PageNumber,
          pageSize: page.pagesize,
          total: list.data?.total_Record_Count ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total, [from, to]) => (total ? `${from}-${to} of ${total}` : ''),
          onChange: (PageNumber, pagesize) =>
            onPage({ ...page, PageNumber: pagesize !== page.pagesize ? 1 : PageNumber, pagesize }),
        }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') onPage({ ...page, ...sortFromTable(sorter), PageNumber: 1 });
        }}
      />
    </>
  );
}
