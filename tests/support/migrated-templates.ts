import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../src/server/db/connect';

/**
 * Vitest's global setup: one database brought up to date before the tests start, which every test
 * server then starts from (tests/helpers/server.ts) instead of running the 40-odd migrations again.
 * On PostgreSQL a test database is a copy of the migrated one (`CREATE DATABASE … TEMPLATE`): the
 * migrations were a second of each server's start and most of the PostgreSQL tests' set-up time.
 * On SQLite the migrated file is copied into each server's data folder. The server still runs its
 * migrator on start, which finds nothing to do, as on any restart. The workers inherit the two
 * variables below.
 */
export async function setup() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bizsuite-migrated-'));
  const sqlite = openDatabase({ dataDir: folder });
  await migrateToLatest(sqlite);
  await sqlite.destroy();
  process.env.TEST_SQLITE_TEMPLATE = path.join(folder, 'platform.sqlite');

  const admin = process.env.TEST_DATABASE_URL;
  const name = `t_migrated_${process.pid}`;
  if (admin) {
    await adminQuery(admin, `DROP DATABASE IF EXISTS ${name}`);
    await adminQuery(admin, `CREATE DATABASE ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const db = openDatabase({ dataDir: folder, databaseUrl: url.toString() });
    await migrateToLatest(db);
    // A template must have no connections while it is copied.
    await db.destroy();
    process.env.TEST_PG_TEMPLATE = name;
  }

  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (admin) await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}

/** One statement on the PostgreSQL server's admin connection (databases are made and dropped there). */
export async function adminQuery(admin: string, sql: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
