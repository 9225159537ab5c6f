import type { DB } from '../../db/connect';
import { isPostgres } from '../../db/dialect';

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
