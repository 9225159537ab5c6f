import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type OfflineDb = Database.Database;

/**
 * The desktop's own SQLite file (offline cache and outbox), separate from the embedded server's
 * data: it belongs to this machine and survives switching servers. WAL so a read of the cache never
 * waits for an outbox write.
 */
export function openOfflineDb(file: string): OfflineDb {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 3000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS response_cache (
      server TEXT NOT NULL,
      user TEXT NOT NULL,
      url TEXT NOT NULL,
      status INTEGER NOT NULL,
      content_type TEXT,
      body TEXT NOT NULL,
      cached_at TEXT NOT NULL,
      PRIMARY KEY (server, user, url)
    );
    CREATE TABLE IF NOT EXISTS outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      server TEXT NOT NULL,
      user TEXT NOT NULL,
      method TEXT NOT NULL,
      url TEXT NOT NULL,
      body TEXT,
      idempotency_key TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('pending', 'conflict')),
      status INTEGER,
      message TEXT,
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS outbox_by_user ON outbox (server, user, state, id);
  `);
  // A queued form's files (issue 22), added to outboxes made before it.
  const columns = db.prepare('PRAGMA table_info(outbox)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'files')) db.exec('ALTER TABLE outbox ADD COLUMN files TEXT');
  return db;
}
