/** One page of a visitors (or leads) list: paging, a date range and, where the list has one, a search. */
export interface VisitorQuery {
  PageNumber: number;
  pagesize: number;
  StartDate?: string;
  EndDate?: string;
  Search?: string;
}

/** The list query for visitors, newest first by the list's own date column; empty filters left out. */
export const visitorListQuery = <S extends string>(SortColumn: S, q: VisitorQuery) => ({
  PageNumber: q.PageNumber,
  pagesize: q.pagesize,
  SortColumn,
  SortType: 'Desc' as const,
  ...(q.StartDate ? { StartDate: q.StartDate } : {}),
  ...(q.EndDate ? { EndDate: q.EndDate } : {}),
  ...(q.Search ? { Search: q.Search } : {}),
});
