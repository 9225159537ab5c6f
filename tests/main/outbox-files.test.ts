import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openOfflineDb } from '../../src/main/gateway/offline-db';
import { createOutbox } from '../../src/main/gateway/outbox';

/** Issue 22: a queued form keeps its files, so its replay sends them as form data as first sent. */
describe('outbox with files', () => {
  it('a queued form keeps its files byte for byte, in an outbox made before files were kept', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-files-')), 'offline.sqlite');
    // An outbox table as it was before (no files column), with an entry waiting in it.
    const old = new Database(file);
    old.exec(`CREATE TABLE outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT, server TEXT NOT NULL, user TEXT NOT NULL, method TEXT NOT NULL,
      url TEXT NOT NULL, body TEXT, idempotency_key TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('pending', 'conflict')), status INTEGER, message TEXT,
      created_at TEXT NOT NULL)`);
    old
      .prepare(
        "INSERT INTO outbox (server, user, method, url, body, idempotency_key, state, created_at) VALUES ('s', 'u', 'PUT', '/a', '{}', 'k0', 'pending', 't')",
      )
      .run();
    old.close();

    const outbox = createOutbox(openOfflineDb(file));
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    outbox.add({
      server: 's',
      user: 'u',
      method: 'POST',
      url: '/api/FrameLayout/FrameImage',
      body: { id: 3 },
      files: [{ field: 'file', name: 'frame.png', type: 'image/png', data: bytes }],
      idempotencyKey: 'k1',
      createdAt: 't',
    });
    const [before, queued] = outbox.pending('s', 'u');
    expect(before.files).toBeUndefined();
    expect(queued.body).toEqual({ id: 3 });
    expect(queued.files).toHaveLength(1);
    expect(queued.files![0]).toMatchObject({ field: 'file', name: 'frame.png', type: 'image/png' });
    expect(Array.from(queued.files![0].data as Uint8Array)).toEqual(Array.from(bytes));
  });
});
