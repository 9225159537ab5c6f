import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../shared/http/list';

/** One page of a grid of tiles (My Cards, My Campaigns) as the URL holds it (§2: filter params and a page size). */
export interface TilePage {
  PageNumber: number;
  pagesize: number;
  Search?: string;
}

/** A change to the URL: a value sets its parameter, `undefined` removes it. */
export type TilePagePatch = Partial<Record<keyof TilePage, string | undefined>>;

const positive = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The page the URL asks for (anything malformed takes its default) and a way to change it. */
export function useTilePage() {
  const [params, setParams] = useSearchParams();
  const size = positive(params.get('pagesize'), DEFAULT_PAGE_SIZE);
  const page: TilePage = {
    PageNumber: positive(params.get('PageNumber'), 1),
    pagesize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    Search: params.get('Search')?.trim() || undefined,
  };

  const go = (patch: TilePagePatch) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };

  return { page, go };
}

/** The list query for a page of tiles: newest first. */
export const tilePageQuery = ({ PageNumber, pagesize, Search }: TilePage) => ({
  PageNumber,
  pagesize,
  SortColumn: 'createdDate' as const,
  SortType: 'Desc' as const,
  ...(Search ? { Search } : {}),
});
