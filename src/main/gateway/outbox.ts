import type { OutboxConflict } from '../../shared/desktop-contract';
import type { HttpMethod } from '../../shared/http/endpoint';
import type { TransportFile } from '../../shared/http/transport';
import type { OfflineDb } from './offline-db';

export interface OutboxEntry {
  id: number;
  server: string;
  user: string;
  method: HttpMethod;
  url: string;
  body: unknown;
  /** A queued form's files, replayed as form data as they were first sent. */
  files?: TransportFile[];
  idempotencyKey: string;
  createdAt: string;
}

interface Row {
  id: number;
  server: string;
  user: string;
  method: string;
  url: string;
  body: string | null;
  files: string | null;
  idempotency_key: string;
  state: string;
  status: number | null;
  message: string | null;
  created_at: string;
}

const toEntry = (row: Row): OutboxEntry => ({
  id: row.id,
  server: row.server,
  user: row.user,
  method: row.method as HttpMethod,
  url: row.url,
  body: row.body === null ? undefined : (JSON.parse(row.body) as unknown),
  ...(row.files ? { files: filesFrom(row.files) } : {}),
  idempotencyKey: row.idempotency_key,
  createdAt: row.created_at,
});

/** Files kept as JSON with their bytes in base64 (the outbox row is text). */
function filesText(files: TransportFile[]): string {
  return JSON.stringify(
    files.map((f) => ({
      field: f.field,
      name: f.name,
      type: f.type,
      base64: Buffer.from(f.data instanceof Uint8Array ? f.data : new Uint8Array()).toString('base64'),
    })),
  );
}

function filesFrom(text: string): TransportFile[] {
  return (JSON.parse(text) as { field: string; name: string; type: string; base64: string }[]).map((f) => ({
    field: f.field,
    name: f.name,
    type: f.type,
    data: new Uint8Array(Buffer.from(f.base64, 'base64')),
  }));
}

/**
 * Offline-capable mutations made while the server could not be reached, in the order they were
 * made (the autoincrement id). Each keeps the Idempotency-Key it was given when queued, so a replay
 * that is cut off and sent again is applied once. A replay the server refuses becomes a conflict
 * the user sees and dismisses; nothing is dropped silently.
 */
export function createOutbox(db: OfflineDb) {
  const insert = db.prepare(
    `INSERT INTO outbox (server, user, method, url, body, files, idempotency_key, state, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
  );
  const pendingOf = db.prepare<[string, string], Row>(
    "SELECT * FROM outbox WHERE server = ? AND user = ? AND state = 'pending' ORDER BY id",
  );
  const usersWithPending = db.prepare<[string], { user: string }>(
    "SELECT DISTINCT user FROM outbox WHERE server = ? AND state = 'pending' ORDER BY user",
  );
  const conflictsOf = db.prepare<[string, string], Row>(
    "SELECT * FROM outbox WHERE server = ? AND user = ? AND state = 'conflict' ORDER BY id",
  );
  const counts = db.prepare<[string, string], { pending: number; conflicts: number }>(
    `SELECT COALESCE(SUM(state = 'pending'), 0) AS pending, COALESCE(SUM(state = 'conflict'), 0) AS conflicts
     FROM outbox WHERE server = ? AND user = ?`,
  );
  const remove = db.prepare('DELETE FROM outbox WHERE id = ?');
  const toConflict = db.prepare("UPDATE outbox SET state = 'conflict', status = ?, message = ? WHERE id = ?");
  const dismiss = db.prepare(
    "DELETE FROM outbox WHERE id = ? AND server = ? AND user = ? AND state = 'conflict'",
  );
  const clear = db.prepare('DELETE FROM outbox WHERE server = ? AND user = ?');

  return {
    add(entry: Omit<OutboxEntry, 'id'>): number {
      const body = entry.body === undefined ? null : JSON.stringify(entry.body);
      const info = insert.run(
        entry.server,
        entry.user,
        entry.method,
        entry.url,
        body,
        entry.files ? filesText(entry.files) : null,
        entry.idempotencyKey,
        entry.createdAt,
      );
      return Number(info.lastInsertRowid);
    },
    pending: (server: string, user: string): OutboxEntry[] => pendingOf.all(server, user).map(toEntry),
    usersWithPending: (server: string): string[] => usersWithPending.all(server).map((r) => r.user),
    counts(server: string, user: string): { pending: number; conflicts: number } {
      const row = counts.get(server, user);
      return { pending: Number(row?.pending ?? 0), conflicts: Number(row?.conflicts ?? 0) };
    },
    delivered: (id: number) => void remove.run(id),
    markConflict: (id: number, status: number, message: string) => void toConflict.run(status, message, id),
    conflicts: (server: string, user: string): OutboxConflict[] =>
      conflictsOf.all(server, user).map((row) => ({
        id: row.id,
        method: row.method,
        url: row.url,
        status: row.status ?? 0,
        message: row.message ?? '',
        createdAt: row.created_at,
      })),
    dismissConflict: (id: number, server: string, user: string): boolean =>
      dismiss.run(id, server, user).changes > 0,
    clearUser: (server: string, user: string) => void clear.run(server, user),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
