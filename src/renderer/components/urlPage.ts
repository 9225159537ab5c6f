import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../shared/http/list';

/**
 * A paged list's place in the URL (spec 00 section 2: PageNumber, pagesize, Search), read and
 * written one way for every list: DataTable's query, the tile grids, frames, posts, web templates.
 */
export interface UrlPage {
  PageNumber: number;
  pagesize: number;
  Search?: string;
}

/** A change to the URL: a value sets its parameter, `undefined` (or '') removes it. */
export type UrlPatch = Record<string, string | number | undefined>;

/** A whole number of at least 1 from the URL; anything else takes the fallback. */
export function positiveParam(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** The page the URL asks for; a page size the lists do not offer takes the list's default. */
export function readUrlPage(params: URLSearchParams, defaultSize: number = DEFAULT_PAGE_SIZE): UrlPage {
  const size = Number(params.get('pagesize'));
  return {
    PageNumber: positiveParam(params.get('PageNumber'), 1),
    pagesize: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
    Search: params.get('Search')?.trim() || undefined,
  };
}

/** `base` with the patch applied; other parameters (a tab, a filter) are kept. */
export function writeUrlPatch(base: URLSearchParams, patch: UrlPatch): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined && value !== '') next.set(key, String(value));
    else next.delete(key);
  }
  return next;
}

export interface UrlPageOptions {
  /** Replace the history entry rather than push one (typing a search should not fill Back). */
  replace?: boolean;
  /** The page size when the URL names none. */
  pagesize?: number;
}

/**
 * The URL's page and a way to change it. A change that does not name PageNumber goes back to
 * page 1 (a new search or filter starts at the first page) unless `keepPage` is set.
 */
export function useUrlPage(options: UrlPageOptions = {}) {
  const [params, setParams] = useSearchParams();
  const page = readUrlPage(params, options.pagesize);
  const update = (patch: UrlPatch, { keepPage = false }: { keepPage?: boolean } = {}) =>
    setParams(
      (prev) =>
        writeUrlPatch(prev, keepPage || 'PageNumber' in patch ? patch : { ...patch, PageNumber: undefined }),
      { replace: options.replace },
    );
  return { params, page, update };
}
