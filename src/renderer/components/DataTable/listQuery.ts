import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../shared/http/list';
import { API_DATE } from '../format/dates';
import { readUrlPage, writeUrlPatch } from '../urlPage';

dayjs.extend(customParseFormat);

export type SortType = 'Asc' | 'Desc';

/** A list's own filter values by name (platform, status, isLead…); days are YYYY-MM-DD here. */
export type ListFilters<F extends string = string> = Partial<Record<F, string>>;

/** A list's state, as the URL holds it and the table shows it. Dates are YYYY-MM-DD here. */
export interface ListQuery<F extends string = string> {
  PageNumber: number;
  pagesize: number;
  Search?: string;
  SortColumn?: string;
  SortType?: SortType;
  StartDate?: string;
  EndDate?: string;
  /** The list's own filters, by the names the caller declares. */
  filters: ListFilters<F>;
}

/**
 * What a list declares about its query. `F` names its own filters and `S` its sort columns; DataTable
 * takes both from the endpoint's query schema, so a renamed parameter breaks the list at compile time.
 */
export interface ListQueryConfig<F extends string = string, S extends string = string> {
  pagesize?: number;
  /** The sort when the URL names none, e.g. registrationDate Desc for users (spec 00 section 2). */
  SortColumn?: S;
  SortType?: SortType;
  /** Names of the list's own filter parameters. */
  filters?: readonly F[];
  /**
   * Filters that hold a day (e.g. invoiceStartDate): URL and API formats like StartDate/EndDate. A
   * name ending in `EndDate` is the end of its range.
   */
  dateFilters?: readonly F[];
  /** Values a filter has when the URL omits it. */
  filterDefaults?: Readonly<ListFilters<F>>;
  /**
   * Log lists send their days as `YYYY-MM-DD HH:mm:ss` (spec 00 sections 7 and 9, spec 03): the start
   * of a range at 00:00:00, its end at 23:59:59. Other lists send `YYYY-MM-DD`.
   */
  dateTimes?: boolean;
}

/** The query the API takes (shared/http/list.ts listQuery): strings and numbers, empty values left out. */
export type ApiListQuery = Record<string, string | number>;

/**
 * The URL carries days as DD-MM-YYYY (spec 01 "Dates are DD-MM-YYYY in the URL and YYYY-MM-DD on
 * the server", spec 03 "URL format DD-MM-YYYY"). Reading accepts YYYY-MM-DD as well, so links
 * written either way open the same list.
 */
export const URL_DATE = 'DD-MM-YYYY';

/** The parameters every list has; the rest of a list's query schema are its own filters. */
export const OWNED_PARAMS = [
  'PageNumber',
  'pagesize',
  'Search',
  'SortColumn',
  'SortType',
  'StartDate',
  'EndDate',
  'IsExport',
] as const;
export type OwnedParam = (typeof OWNED_PARAMS)[number];

/** The entries of a filter record under their declared names (Object.entries widens them to string). */
const filterEntries = <F extends string>(filters: Partial<Record<F, string | undefined>>) =>
  Object.entries(filters) as [F, string | undefined][];

function parseDay(value: string | null): string | undefined {
  if (!value) return undefined;
  for (const format of [URL_DATE, API_DATE]) {
    const d = dayjs(value.trim(), format, true);
    if (d.isValid()) return d.format(API_DATE);
  }
  return undefined;
}

function urlDay(apiDay: string): string {
  return dayjs(apiDay, API_DATE, true).format(URL_DATE);
}

function parseSortType(value: string | null): SortType | undefined {
  const v = value?.trim().toLowerCase();
  return v === 'asc' ? 'Asc' : v === 'desc' ? 'Desc' : undefined;
}

function defaultPageSize(config: ListQueryConfig<string>): number {
  return config.pagesize && (PAGE_SIZES as readonly number[]).includes(config.pagesize)
    ? config.pagesize
    : DEFAULT_PAGE_SIZE;
}

/** Reads a list's state from a location's query string; anything missing or malformed takes its default. */
export function listQueryFromSearch<F extends string = string>(
  search: string | URLSearchParams,
  config: ListQueryConfig<F> = {},
): ListQuery<F> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = readUrlPage(params, defaultPageSize(config));
  const column = params.get('SortColumn')?.trim() || undefined;
  const dateFilters = new Set<F>(config.dateFilters ?? []);

  let start = parseDay(params.get('StartDate'));
  let end = parseDay(params.get('EndDate'));
  // The end never precedes the start (spec 03); a hand-edited URL gets the days swapped.
  if (start && end && start > end) [start, end] = [end, start];

  const filters: ListFilters<F> = {};
  for (const name of [...(config.filters ?? []), ...dateFilters]) {
    const raw = params.get(name);
    const value = dateFilters.has(name) ? parseDay(raw) : raw?.trim() || undefined;
    const fallback = config.filterDefaults?.[name];
    if (value !== undefined) filters[name] = value;
    // `name=` with no value is a filter the user cleared; only an absent one takes the default.
    else if (raw === null && fallback) filters[name] = fallback;
  }

  return {
    ...page,
    SortColumn: column ?? config.SortColumn,
    SortType: column
      ? (parseSortType(params.get('SortType')) ?? 'Asc')
      : config.SortColumn
        ? config.SortType
        : undefined,
    StartDate: start,
    EndDate: end,
    filters,
  };
}

/**
 * Writes a list's state into a query string, leaving out what equals the defaults so that links stay
 * short; parameters the list does not own (a tab, a log id) are kept from `base`.
 */
export function searchFromListQuery<F extends string = string>(
  query: ListQuery<F>,
  config: ListQueryConfig<F> = {},
  base?: string | URLSearchParams,
): URLSearchParams {
  const dateFilters = new Set<F>(config.dateFilters ?? []);
  const owned = [...OWNED_PARAMS, ...(config.filters ?? []), ...dateFilters];
  const params = writeUrlPatch(new URLSearchParams(base), {
    ...Object.fromEntries(owned.map((key) => [key, undefined])),
    PageNumber: query.PageNumber > 1 ? query.PageNumber : undefined,
    pagesize: query.pagesize !== defaultPageSize(config) ? query.pagesize : undefined,
    Search: query.Search?.trim(),
  });
  const isDefaultSort = query.SortColumn === config.SortColumn && query.SortType === config.SortType;
  if (query.SortColumn && !isDefaultSort) {
    params.set('SortColumn', query.SortColumn);
    params.set('SortType', query.SortType ?? 'Asc');
  }
  if (query.StartDate) params.set('StartDate', urlDay(query.StartDate));
  if (query.EndDate) params.set('EndDate', urlDay(query.EndDate));
  for (const [name, value] of filterEntries(query.filters)) {
    if (!value || value === config.filterDefaults?.[name]) continue;
    params.set(name, dateFilters.has(name) ? urlDay(value) : value);
  }
  for (const [name, fallback] of filterEntries(config.filterDefaults ?? {})) {
    if (fallback && !query.filters[name]) params.set(name, '');
  }
  return params;
}

/** A day as the API takes it: YYYY-MM-DD, or for log lists with the first or last second of the day. */
function apiDay(day: string, rangeEnd: boolean, dateTimes: boolean | undefined): string {
  return dateTimes ? `${day} ${rangeEnd ? '23:59:59' : '00:00:00'}` : day;
}

/** The query sent to the server: the spec's parameter names, days as YYYY-MM-DD, empty values left out. */
export function toApiListQuery<F extends string = string>(
  query: ListQuery<F>,
  config: Pick<ListQueryConfig<F>, 'dateFilters' | 'dateTimes'> = {},
): ApiListQuery {
  const out: ApiListQuery = { PageNumber: query.PageNumber, pagesize: query.pagesize };
  if (query.Search) out.Search = query.Search;
  if (query.SortColumn) {
    out.SortColumn = query.SortColumn;
    out.SortType = query.SortType ?? 'Asc';
  }
  if (query.StartDate) out.StartDate = apiDay(query.StartDate, false, config.dateTimes);
  if (query.EndDate) out.EndDate = apiDay(query.EndDate, true, config.dateTimes);
  const dateFilters = new Set<F>(config.dateFilters ?? []);
  for (const [name, value] of filterEntries(query.filters)) {
    if (!value) continue;
    out[name] = dateFilters.has(name) ? apiDay(value, name.endsWith('EndDate'), config.dateTimes) : value;
  }
  return out;
}

/** A change the user makes to a list. Filters set to undefined or '' are removed. */
export interface ListChange<F extends string = string> {
  PageNumber?: number;
  pagesize?: number;
  Search?: string;
  sort?: { SortColumn?: string; SortType?: SortType };
  dates?: { StartDate?: string; EndDate?: string };
  filters?: Partial<Record<F, string | undefined>>;
}

/** Applies a change; anything but a page turn starts again at page 1, since the old page may not exist. */
export function applyListChange<F extends string = string>(
  query: ListQuery<F>,
  change: ListChange<F>,
): ListQuery<F> {
  const next: ListQuery<F> = { ...query, filters: { ...query.filters } };
  if (change.pagesize !== undefined) next.pagesize = change.pagesize;
  if (change.Search !== undefined) next.Search = change.Search.trim() || undefined;
  if (change.sort) {
    next.SortColumn = change.sort.SortColumn || undefined;
    next.SortType = next.SortColumn ? (change.sort.SortType ?? 'Asc') : undefined;
  }
  if (change.dates) {
    next.StartDate = change.dates.StartDate || undefined;
    next.EndDate = change.dates.EndDate || undefined;
  }
  for (const [name, value] of filterEntries(change.filters ?? {})) {
    if (value === undefined || value === '') delete next.filters[name];
    else next.filters[name] = value;
  }
  const onlyPage = Object.keys(change).every((key) => key === 'PageNumber');
  next.PageNumber = change.PageNumber ?? (onlyPage ? query.PageNumber : 1);
  return next;
}

/** The last page that has rows, for a list that shrank under the current page (a delete, a filter elsewhere). */
export function lastPage(total: number, pagesize: number): number {
  return Math.max(1, Math.ceil(total / pagesize));
}
