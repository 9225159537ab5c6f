import {
  sql,
  type ExpressionBuilder,
  type Selectable,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  type StringReference,
} from 'kysely';
import type { ListData } from '../../shared/http/envelope';
import type { BusinessClock, DayRange } from '../../shared/time/business-clock';
import type { DB } from './connect';
import { isPostgres } from './dialect';

/** The most rows an export answers in one file. */
export const MAX_EXPORT_ROWS = 100_000;

export interface PageQuery {
  PageNumber: number;
  pagesize: number;
  IsExport?: boolean;
}

/**
 * One page of a filtered list and the total count, as every list answers (`records`,
 * `total_Record_Count`). `base` holds the joins and filters; `rows` adds the selection and order.
 * An export takes every row (up to MAX_EXPORT_ROWS) instead of one page.
 */
export async function pageOf<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, {}>,
  rows: (qb: SelectQueryBuilder<DB, TB, {}>) => SelectQueryBuilder<DB, TB, O>,
  query: PageQuery,
  map: (row: O) => R,
): Promise<ListData<R>> {
  const limit = query.IsExport ? MAX_EXPORT_ROWS : query.pagesize;
  const offset = query.IsExport ? 0 : (query.PageNumber - 1) * query.pagesize;
  const [count, page] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst() as Promise<{ n: number } | undefined>,
    rows(base).limit(limit).offset(offset).execute(),
  ]);
  return { records: page.map(map), total_Record_Count: Number(count?.n ?? 0) };
}

/**
 * A page of a list and the list's total. A page that is not full tells the total (what came before
 * and what it holds); only a full page, or one past the end, needs the list counted. On PostgreSQL
 * the count runs beside the page on a second connection, so the answer waits for the slower of the
 * two rather than both; SQLite's one connection counts only when it must.
 */
export async function pagedList<T>(
  db: DB,
  at: { offset: number; size: number },
  page: () => Promise<T[]>,
  count: () => Promise<number>,
): Promise<{ rows: T[]; total: number }> {
  const counted = isPostgres(db as never) ? count() : undefined;
  // Awaited later: a rejection before then is not left unhandled.
  counted?.catch(() => {});
  const rows = await page();
  const known = rows.length < at.size && (rows.length > 0 || at.offset === 0);
  return { rows, total: known ? at.offset + rows.length : await (counted ?? count()) };
}

/**
 * The column a list's `SortColumn` names (the contract whitelists the names), else the list's
 * default: one table per list instead of a chain of conditions.
 */
export function sortedOn<C extends string>(
  sortColumn: string | undefined,
  columns: Record<string, C>,
  fallback: C,
): C {
  return sortColumn !== undefined && Object.hasOwn(columns, sortColumn) ? columns[sortColumn] : fallback;
}

/** A search term as a case-insensitive LIKE pattern, with the LIKE wildcards in it taken literally. */
export const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `lower(column) LIKE '%term%' ESCAPE '\'`: the term's `_`, `%` and `\` match themselves on both
 * databases. SQLite has no default LIKE escape character, so the ESCAPE clause is needed (issue 10).
 */
export function containsText<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: StringReference<DB, TB>,
  term: string,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${eb.ref(column)}) like ${likePattern(term)} escape '\\'`;
}

/**
 * A list's `Search` and `StartDate`/`EndDate` filters, as most lists have them: any of `search.in`
 * contains the term (containsText), and `dates.on` lies in the business clock's day range.
 */
export function filteredList<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  search: { term?: string | null; in: readonly StringReference<DB, TB>[] },
  dates: { range: DayRange; on: StringReference<DB, TB> },
): SelectQueryBuilder<DB, TB, O> {
  let out = qb;
  const { term } = search;
  if (term) out = out.where((eb) => eb.or(search.in.map((c) => containsText(eb, c, term))));
  return inDayRange(out, dates.range, dates.on);
}

/** `on` lies in the business clock's day range: filteredList's date half, for a list without `Search`. */
export function inDayRange<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  range: DayRange,
  on: StringReference<DB, TB>,
): SelectQueryBuilder<DB, TB, O> {
  let out = qb;
  const { from, to } = range;
  if (from) out = out.where((eb) => sql<SqlBool>`${eb.ref(on)} >= ${from}`);
  if (to) out = out.where((eb) => sql<SqlBool>`${eb.ref(on)} <= ${to}`);
  return out;
}

/** A list's `Search`, `StartDate`/`EndDate` and `SortType` beside its page. */
export interface DatedListQuery extends PageQuery {
  Search?: string | null;
  StartDate?: string;
  EndDate?: string;
  SortType?: 'asc' | 'desc';
}

/**
 * The list most record tables answer (card visitors and leads, bot visitors, a website's form entries
 * and subscribers): `Search` over `searched`, `created_at` within the business days, whole rows ordered
 * by `sortedOn` (newest first unless SortType says) with the id breaking ties the same way, so rows
 * keep one order from page to page; one page or, with IsExport, every row.
 */
export function datedRowsPage<DB, TB extends keyof DB, R>(
  from: SelectQueryBuilder<DB, TB, {}>,
  list: {
    clock: BusinessClock;
    searched: readonly StringReference<DB, TB>[];
    sortedOn: StringReference<DB, TB>;
  },
  q: DatedListQuery,
  map: (row: Selectable<DB[TB]>) => R,
): Promise<ListData<R>> {
  // Every such table has `id` and `created_at`; Kysely cannot see that through the generic table.
  const createdAt = 'created_at' as StringReference<DB, TB>;
  const id = 'id' as StringReference<DB, TB>;
  const base = filteredList(
    from,
    { term: q.Search, in: list.searched },
    { range: list.clock.dayRange(q.StartDate, q.EndDate), on: createdAt },
  );
  const direction = q.SortType ?? 'desc';
  return pageOf(
    base,
    (b) =>
      b.selectAll().orderBy(list.sortedOn, direction).orderBy(id, direction) as unknown as SelectQueryBuilder<
        DB,
        TB,
        Selectable<DB[TB]>
      >,
    q,
    map,
  );
}
