import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/server/config';
import { openDatabase, type DB } from '../../src/server/db/connect';
import { dbKinds, freshDatabaseUrl } from '../helpers/server';

const onPostgres = dbKinds().includes('postgres');

/** What the server's connections hold prepared, by statement text. */
const preparedTexts = async (db: DB) =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
    (r) => r.statement,
  );

/**
 * Issue 25: on PostgreSQL the statements the server sends again and again are prepared once per
 * connection (db/pg-prepared.ts), answer as before, and survive a table changing shape under them.
 */
describe.runIf(onPostgres)('prepared statements on PostgreSQL', () => {
  let db: DB;
  let drop: () => Promise<void>;
  let url: string;

  beforeAll(async () => {
    const fresh = await freshDatabaseUrl('postgres');
    drop = fresh.drop;
    url = fresh.url!;
    // Statements one after the other: the pool hands back the connection it was just given, so each
    // meets the statements the one before prepared.
    db = openDatabase({ dataDir: '', databaseUrl: url });
    await sql`create table prepared_probe (id integer primary key, name text)`.execute(db);
    await sql`insert into prepared_probe values (1, 'one'), (2, 'two')`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  const byId = (id: number, on: Pick<DB, 'selectFrom'> = db) =>
    on
      .selectFrom('prepared_probe' as never)
      .selectAll()
      .where('id' as never, '=', id as never)
      .execute() as Promise<Record<string, unknown>[]>;

  it('prepares a statement asked for a second time, and answers each call with its own values', async () => {
    expect(await byId(1)).toEqual([{ id: 1, name: 'one' }]);
    expect(await preparedTexts(db)).not.toContainEqual(expect.stringContaining('prepared_probe'));
    expect(await byId(2)).toEqual([{ id: 2, name: 'two' }]);
    expect(await byId(1)).toEqual([{ id: 1, name: 'one' }]);
    expect(await preparedTexts(db)).toContainEqual(expect.stringContaining('"prepared_probe"'));
  });

  it('answers with the new shape after the table changed under the prepared statement', async () => {
    await byId(1);
    await sql`alter table prepared_probe add column city text default 'Pune'`.execute(db);
    expect(await byId(2)).toEqual([{ id: 2, name: 'two', city: 'Pune' }]);
    expect(await byId(1)).toEqual([{ id: 1, name: 'one', city: 'Pune' }]);
  });

  it('inside a transaction, a changed table fails that transaction only; the next one works', async () => {
    await byId(1);
    await sql`alter table prepared_probe add column pin text`.execute(db);
    await expect(db.transaction().execute((trx) => byId(1, trx))).rejects.toThrow(/cached plan/);
    expect(await db.transaction().execute((trx) => byId(1, trx))).toEqual([
      { id: 1, name: 'one', city: 'Pune', pin: null },
    ]);
  });

  it('prepares nothing when DATABASE_PREPARED_STATEMENTS is off (a pooler in transaction mode)', async () => {
    const config = configFromEnv({ DATABASE_PREPARED_STATEMENTS: 'off' });
    expect(config.preparedStatements).toBe(false);
    const plain = openDatabase({
      dataDir: '',
      databaseUrl: url,
      preparedStatements: config.preparedStatements,
    });
    try {
      for (let i = 0; i < 3; i++) await byId(2, plain);
      expect(await preparedTexts(plain)).toEqual([]);
    } finally {
      await plain.destroy();
    }
  });
});
