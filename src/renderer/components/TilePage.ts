import type { UrlPage } from './urlPage';

/** The list query for a page of tiles (My Cards, My Campaigns): newest first. */
export const tilePageQuery = ({ PageNumber, pagesize, Search }: UrlPage) => ({
  PageNumber,
  pagesize,
  SortColumn: 'createdDate' as const,
  SortType: 'Desc' as const,
  ...(Search ? { Search } : {}),
});
