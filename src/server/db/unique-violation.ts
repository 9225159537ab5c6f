/**
 * True when a query failed on a unique index or primary key: SQLite's "UNIQUE constraint failed"
 * (better-sqlite3 codes SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY) or PostgreSQL's 23505. Two requests
 * that both pass a "does it exist?" check meet here, and answer 409 rather than 500 (issue 10).
 */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    return true;
  return typeof message === 'string' && message.startsWith('UNIQUE constraint failed');
}
