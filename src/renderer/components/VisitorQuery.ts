import type { ListSort } from './DataTable/sorting';

/**
 * One page of a visitors (or leads) list: paging, the order a header click chose, a date range and,
 * where the list has one, a search.
 */
export interface VisitorQuery extends ListSort {
  PageNumber: number;
  pagesize: number;
  StartDate?: string;
  EndDate?: string;
  Search?: string;
}

/**
 * The list query for visitors: the chosen order, else newest first by the list's own date column;
 * empty filters left out.
 */
export const visitorListQuery = <S extends string>(dateColumn: S, q: VisitorQuery) => ({
  PageNumber: q.PageNumber,
  pagesize: q.pagesize,
  ...(q.SortColumn
    ? { SortColumn: q.SortColumn as S, SortType: q.SortType ?? 'Asc' }
    : { SortColumn: dateColumn, SortType: 'Desc' as const }),
  ...(q.StartDate ? { StartDate: q.StartDate } : {}),
  ...(q.EndDate ? { EndDate: q.EndDate } : {}),
  ...(q.Search ? { Search: q.Search } : {}),
});
