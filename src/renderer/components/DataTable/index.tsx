import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Result, Table, type TableProps } from 'antd';
import type { ColumnsType, ColumnType, SorterResult } from 'antd/es/table/interface';
import { useEffect, type ReactNode } from 'react';
import type { ListData } from '../../../shared/http/envelope';
import { PAGE_SIZES } from '../../../shared/http/list';
import { DateRangeFilter } from '../DateRangeFilter';
import { errorText } from '../feedback/errorText';
import { MESSAGES } from '../messages';
import { ExportButton, type ExportedFile } from './ExportButton';
import { ListSearch } from './ListSearch';
import { lastPage, type ApiListQuery, type ListQueryConfig, type SortType } from './listQuery';
import { useListQuery } from './useListQuery';

export interface ListFilterContext {
  /** The list's own filters as the URL holds them. */
  values: Readonly<Record<string, string>>;
  /** Sets (or, with undefined or '', clears) filters; the list goes back to page 1. */
  setFilters: (patch: Record<string, string | undefined>) => void;
}

export interface DataTableProps<T extends object> {
  /**
   * Sortable columns set `sorter: true` and a `key` that is the server's SortColumn name
   * (or a string `dataIndex`, used when there is no key).
   */
  columns: ColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  /** react-query key prefix of the list; the current query is appended. Invalidate the prefix after a change. */
  queryKey: readonly unknown[];
  /** Fetches one page: the spec's list parameters, days as YYYY-MM-DD. */
  fetchPage: (query: ApiListQuery) => Promise<ListData<T>>;
  /** Defaults, the list's own filter names and its day filters (held in the URL too). */
  query?: ListQueryConfig;
  /** Hide the search box with false. */
  search?: false | { label?: string; placeholder?: string };
  /** Hide the date range with false; shown by default (StartDate/EndDate). */
  dateRange?: boolean;
  /** Offers Export when given: fetch the xlsx for the current query (shared http client `download()`). */
  exportFile?: (query: ApiListQuery) => Promise<ExportedFile>;
  /** The list's own filter controls, between the date range and the actions. */
  renderFilters?: (ctx: ListFilterContext) => ReactNode;
  /** Actions at the right of the toolbar (an Add button…). */
  actions?: ReactNode;
  /** Other antd Table props (row selection, expandable rows, onRow…). */
  tableProps?: Omit<
    TableProps<T>,
    'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'loading' | 'onChange'
  >;
}

const toOrder = (type?: SortType) => (type === 'Asc' ? 'ascend' : type === 'Desc' ? 'descend' : null);

function sortKeyOf<T>(column: ColumnType<T>): string | undefined {
  if (typeof column.key === 'string') return column.key;
  return typeof column.dataIndex === 'string' ? column.dataIndex : undefined;
}

/**
 * A server-side list: paging, sorting, search, day range and the list's own filters live in the URL
 * under the spec's parameter names (PageNumber, pagesize, Search, SortColumn, SortType, StartDate,
 * EndDate…), page sizes 10/30/50/80/100, "No Data Available" when empty, an error state with retry,
 * and xlsx export. Needs a react-query QueryClientProvider and a router above it.
 */
export function DataTable<T extends object>({
  columns,
  rowKey,
  queryKey,
  fetchPage,
  query: config = {},
  search = {},
  dateRange = true,
  exportFile,
  renderFilters,
  actions,
  tableProps,
}: DataTableProps<T>) {
  const { query, apiQuery, change } = useListQuery(config);
  const result = useQuery({
    queryKey: [...queryKey, apiQuery],
    queryFn: () => fetchPage(apiQuery),
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

  const withSortOrder = (cols: ColumnsType<T>): ColumnsType<T> =>
    cols.map((col) => {
      if ('children' in col && col.children) return { ...col, children: withSortOrder(col.children) };
      const leaf = col as ColumnType<T>;
      if (!leaf.sorter) return leaf;
      const key = sortKeyOf(leaf);
      return { ...leaf, key, sortOrder: key && key === query.SortColumn ? toOrder(query.SortType) : null };
    });

  const handleChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const column = s?.order ? (typeof s.columnKey === 'string' ? s.columnKey : undefined) : undefined;
    change({ sort: { SortColumn: column, SortType: s?.order === 'descend' ? 'Desc' : 'Asc' } });
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
        {exportFile && <ExportButton exportFile={() => exportFile(apiQuery)} />}
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
      <Table<T>
        size="middle"
        scroll={{ x: 'max-content' }}
        {...tableProps}
        rowKey={rowKey}
        columns={withSortOrder(columns)}
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
