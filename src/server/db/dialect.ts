import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Selected as a column on PostgreSQL (no round trip of its own): this transaction's commit does not
 * wait for its WAL to reach the disk (synchronous_commit off, for this transaction alone). A crash
 * in the next fraction of a second may forget the transaction, never half of it. For chat steps,
 * which a visitor simply sends again; not for money or anything a user was told is kept for good.
 */
export const commitWithoutWaitingForDisk = sql<string>`set_config('synchronous_commit', 'off', true)`;

/** An auto-numbered integer primary key on either database. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
