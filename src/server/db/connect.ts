import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index';
import { PreparingClient } from './pg-prepared';
import type { Database } from './schema';

export type DB = Kysely<Database>;

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string;
  /** On PostgreSQL: prepare the statements sent again and again (default on, see pg-prepared.ts). */
  preparedStatements?: boolean;
}

// PostgreSQL returns BIGINT (count(*)) as text by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export function openDatabase({ dataDir, databaseUrl, preparedStatements = true }: DbOptions): DB {
  if (databaseUrl) {
    // Connections are kept once opened: the pool's default closed the idle ones after 10 s, and
    // their backends exiting together stalled requests for 100-200 ms (the inbox bench's p99).
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      idleTimeoutMillis: 0,
      ...(preparedStatements ? { Client: PreparingClient } : {}),
    });
    // An idle connection closed by the server (restart, failover) is dropped by the pool, which opens
    // a new one on demand; unhandled, the 'error' event would end the process.
    pool.on('error', () => {});
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'platform.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Kysely's SQLite driver prepares every statement on every call; preparing costs more than running
 * a small query. Keep the prepared statements of the most recent distinct SQL texts.
 */
function withStatementCache(sqlite: SQLite.Database, size = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop !== 'prepare') {
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (sqlText: string) => {
        let stmt = cache.get(sqlText);
        if (stmt) {
          // Re-insert to keep the map in least-recently-used order.
          cache.delete(sqlText);
        } else {
          stmt = prepare(sqlText);
          if (cache.size >= size) cache.delete(cache.keys().next().value!);
        }
        cache.set(sqlText, stmt);
        return stmt;
      };
    },
  });
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date. Kysely's migrator records each run in `kysely_migration` and
 * refuses to go on when the database holds a migration this code does not know (a newer server
 * wrote it): starting an older server against it would corrupt data.
 */
export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
