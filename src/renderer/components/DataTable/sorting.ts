import { formatDateTime } from '../format/dates';
import type { ColumnsType, ColumnType, SorterResult } from 'antd/es/table/interface';
import type { SortType } from './listQuery';

/** A list's order as the server takes it (`SortColumn` is the column's `key`, else its dataIndex). */
export interface ListSort {
  SortColumn?: string;
  SortType?: SortType;
}

const toOrder = (type?: SortType) => (type === 'Asc' ? 'ascend' : type === 'Desc' ? 'descend' : null);

function sortKeyOf<T>(column: ColumnType<T>): string | undefined {
  if (typeof column.key === 'string') return column.key;
  return typeof column.dataIndex === 'string' ? column.dataIndex : undefined;
}

/** The columns with the header arrows showing `sort` (sortable columns set `sorter: true`). */
export function withSortOrder<R>(cols: ColumnsType<R>, sort: ListSort): ColumnsType<R> {
  return cols.map((col) => {
    if ('children' in col && col.children) return { ...col, children: withSortOrder(col.children, sort) };
    const leaf = col as ColumnType<R>;
    if (!leaf.sorter) return leaf;
    const key = sortKeyOf(leaf);
    return { ...leaf, key, sortOrder: key && key === sort.SortColumn ? toOrder(sort.SortType) : null };
  });
}

/** The order a header click asks for; no column when the click cleared the order. */
export function sortFromTable<R>(sorter: SorterResult<R> | SorterResult<R>[]): ListSort {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  const column = s?.order ? (typeof s.columnKey === 'string' ? s.columnKey : undefined) : undefined;
  return { SortColumn: column, SortType: s?.order === 'descend' ? 'Desc' : 'Asc' };
}

/** A column the server sorts by: `key` is its SortColumn, the dataIndex unless named apart. */
export function sortedColumn(title: string, dataIndex: string, key: string = dataIndex) {
  return { title, dataIndex, key, sorter: true as const };
}

/** A sorted column of dates shown with their time, as DD/MM/YYYY hh:mm A. */
export const sortedDateTimeColumn = (title: string, dataIndex: string) => ({
  ...sortedColumn(title, dataIndex),
  render: (v: string) => formatDateTime(v),
});
