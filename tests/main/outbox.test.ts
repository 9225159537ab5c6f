import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerTarget } from '../../src/main/gateway/api-gateway';
import { NOT_LOADED_OFFLINE } from '../../src/main/gateway/api-gateway';
import type { SessionUser } from '../../src/main/vault';
import { accountContract as account } from '../../src/shared/account/contract';
import { z } from 'zod';
import { endpointById } from '../../src/shared/api';
import { endpoint, type EndpointDef } from '../../src/shared/http/endpoint';
import type { TransportRequest } from '../../src/shared/http/transport';
import { gatewayFor, lastEvent } from './gateway-harness';
import { recordingServer } from './recording-server';
import { eventually, freePort, startServerProcess, tempDir, type RunningServer } from './server-process';

const USER: SessionUser = { id: '7', userName: 'Asha', role: 'User' };

/**
 * Offline-capable endpoints. None of the contract is offline-capable yet (frame layouts and post
 * drafts will be), so the gateway is given these through its endpoint resolver, the way it reads
 * the contract's.
 */
const OFFLINE_ENDPOINTS: Record<string, EndpointDef> = {
  'frames.saveLayout': endpoint({
    method: 'PUT',
    path: '/api/Frames/:id/Layout',
    access: 'user',
    summary: 'Save a frame layout (test)',
    response: z.unknown(),
    offline: true,
  }),
  'account.changePasswordOffline': { ...account.changePassword, offline: true },
};
const resolveEndpoint = (id: string) => OFFLINE_ENDPOINTS[id] ?? endpointById(id);

const edit = (step: number, extra: Record<string, unknown> = {}): TransportRequest => ({
  method: 'PUT',
  url: '/api/Frames/3/Layout',
  body: { step, ...extra },
  endpoint: 'frames.saveLayout',
});

describe('outbox against a server that is stopped and restarted', () => {
  let port: number;
  let remote: ReturnType<typeof recordingServer>;
  const stops: (() => void)[] = [];

  beforeAll(async () => {
    port = await freePort();
  });
  afterEach(async () => {
    stops.splice(0).forEach((stop) => stop());
    await remote?.stop();
  });

  /** A gateway signed in as USER, talking to the recording server (down until the test starts it). */
  async function setup() {
    remote = recordingServer(port);
    let n = 0;
    const target = (): ServerTarget => ({ id: remote.origin, origin: remote.origin });
    const harness = gatewayFor(target, { newIdempotencyKey: () => `key-${++n}`, resolveEndpoint });
    await harness.vault.save(remote.origin, USER, 'token-asha');
    const edits = () => remote.received.filter((r) => r.method === 'PUT');
    return { ...harness, edits };
  }

  it('edits made while it is down are answered "queued", then arrive exactly once, in order, when it is back', async () => {
    const { gateway, events, edits } = await setup();
    const queued = [];
    for (let step = 1; step <= 5; step++) queued.push(await gateway.request(edit(step)));
    expect(queued.map((q) => q.status)).toEqual([202, 202, 202, 202, 202]);
    const ids = queued.map((q) => q.queued!.outboxId);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(lastEvent(events, 'outbox:changed')).toEqual({ pending: 5, conflicts: 0 });
    expect(lastEvent(events, 'connectivity')).toEqual({ online: false });

    await remote.start();
    // The next successful request sends what waited.
    expect((await gateway.request({ method: 'GET', url: '/api/Frames/3' })).status).toBe(200);
    await eventually(() => lastEvent(events, 'outbox:changed')?.pending === 0, 10_000, 'the outbox to empty');

    expect(edits().map((r) => (r.body as { step: number }).step)).toEqual([1, 2, 3, 4, 5]);
    expect(edits().map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-2', 'key-3', 'key-4', 'key-5']);
    expect(edits().every((r) => r.authorization === 'Bearer token-asha')).toBe(true);
    expect(lastEvent(events, 'connectivity')).toEqual({ online: true });

    await gateway.replay();
    expect(edits()).toHaveLength(5);
  });

  it('a new edit made while earlier ones still wait goes after them, not before', async () => {
    const { gateway, edits } = await setup();
    await gateway.request(edit(1));
    await gateway.request(edit(2));
    await remote.start();
    const third = await gateway.request(edit(3));
    expect(third.status).toBe(200);
    expect(third.queued).toBeUndefined();
    expect(edits().map((r) => (r.body as { step: number }).step)).toEqual([1, 2, 3]);
  });

  it('the periodic probe of /readyz replays without any user action', async () => {
    const { gateway, events, edits } = await setup();
    await gateway.request(edit(1));
    await gateway.request(edit(2));
    stops.push(gateway.startProbe(100));
    await remote.start();
    await eventually(() => edits().length === 2, 10_000, 'the replay');
    await eventually(() => lastEvent(events, 'outbox:changed')?.pending === 0, 5000, 'the outbox event');
    expect(lastEvent(events, 'connectivity')).toEqual({ online: true });
  });

  it('an edit the server refuses on replay becomes a conflict the user sees; the edits after it still go', async () => {
    const { gateway, events, edits } = await setup();
    remote.answerWith((req) =>
      (req.body as { reject?: boolean } | undefined)?.reject
        ? {
            status: 422,
            body: {
              success: false,
              message: 'Name is required',
              error: { errorCode: 'ValidationFailed', errorMessage: 'Name is required' },
            },
          }
        : { status: 200, body: { success: true, data: null } },
    );
    await gateway.request(edit(1));
    const refused = await gateway.request(edit(2, { reject: true }));
    await gateway.request(edit(3));
    await remote.start();
    await gateway.replay();

    expect(edits().map((r) => (r.body as { step: number }).step)).toEqual([1, 2, 3]);
    const conflicts = await gateway.conflicts();
    expect(conflicts).toEqual([
      {
        id: refused.queued!.outboxId,
        method: 'PUT',
        url: '/api/Frames/3/Layout',
        status: 422,
        message: 'Name is required',
        createdAt: expect.any(String),
      },
    ]);
    expect(lastEvent(events, 'outbox:changed')).toEqual({ pending: 0, conflicts: 1 });

    // A replay never re-sends a conflict; only the user dismisses it.
    await gateway.replay();
    expect(edits()).toHaveLength(3);
    await gateway.dismissConflict(refused.queued!.outboxId);
    expect(await gateway.conflicts()).toEqual([]);
    expect(lastEvent(events, 'outbox:changed')).toEqual({ pending: 0, conflicts: 0 });
  });

  it('a replay cut off mid-way is sent again with the same Idempotency-Key; a 5xx waits and keeps the order', async () => {
    const { gateway, edits } = await setup();
    const seen = new Map<string, number>();
    remote.answerWith((req) => {
      const times = (seen.get(req.idempotencyKey ?? '') ?? 0) + 1;
      seen.set(req.idempotencyKey ?? '', times);
      if (req.idempotencyKey === 'key-1' && times <= 2) return 'drop';
      if (req.idempotencyKey === 'key-2' && times === 1) {
        return {
          status: 500,
          body: {
            success: false,
            message: 'Something went wrong',
            error: { errorCode: 'ServerError', errorMessage: 'x' },
          },
        };
      }
      return { status: 200, body: { success: true, data: null } };
    });
    for (let step = 1; step <= 3; step++) await gateway.request(edit(step));
    await remote.start();

    // key-1 is cut off, tried once more on a fresh connection, cut off again: nothing else is tried.
    await gateway.replay();
    expect(edits().map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-1']);
    await gateway.replay(); // key-1 again (same key), then key-2 answers 500: stop
    await gateway.replay(); // key-2 again, key-3
    expect(edits().map((r) => r.idempotencyKey)).toEqual([
      'key-1',
      'key-1',
      'key-1',
      'key-2',
      'key-2',
      'key-3',
    ]);
    expect(await gateway.conflicts()).toEqual([]);
  });

  it('a 401 on replay keeps the edits until the user signs in again', async () => {
    const { gateway, vault, edits } = await setup();
    remote.answerWith((req) =>
      req.authorization === 'Bearer token-asha'
        ? {
            status: 401,
            body: {
              success: false,
              message: 'Please sign in again',
              error: { errorCode: 'Unauthorized', errorMessage: 'x' },
            },
          }
        : { status: 200, body: { success: true, data: null } },
    );
    await gateway.request(edit(1));
    await gateway.request(edit(2));
    await remote.start();
    await gateway.replay();
    expect(await vault.current(remote.origin)).toBeNull();
    expect(edits()).toHaveLength(1);

    await vault.save(remote.origin, USER, 'token-asha-2');
    await gateway.replay();
    expect(edits().map((r) => [r.idempotencyKey, r.authorization])).toEqual([
      ['key-1', 'Bearer token-asha'],
      ['key-1', 'Bearer token-asha-2'],
      ['key-2', 'Bearer token-asha-2'],
    ]);
  });

  it('file answers come back as bytes with their name and are not cached', async () => {
    const { gateway } = await setup();
    await remote.start();
    remote.answerWith(() => ({
      status: 200,
      body: new Uint8Array([0x50, 0x4b, 3, 4]),
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': "attachment; filename*=UTF-8''Users%20list.xlsx",
      },
    }));
    const file = await gateway.request({ method: 'GET', url: '/api/Users?IsExport=true' });
    expect(file.body).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    expect(file.fileName).toBe('Users list.xlsx');
    await remote.stop();
    expect((await gateway.request({ method: 'GET', url: '/api/Users?IsExport=true' })).body).toMatchObject({
      message: NOT_LOADED_OFFLINE,
    });
  });
});

describe('outbox against the real platform server process, stopped and restarted', () => {
  let dataDir: string;
  let port: number;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    dataDir = tempDir('outbox-server');
    port = await freePort();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('password changes made while it is down arrive exactly once, in order, and a repeated key is not applied again', async () => {
    server = await startServerProcess(dataDir, port);
    const target = (): ServerTarget => ({
      id: 'embedded',
      origin: server ? `http://127.0.0.1:${port}` : null,
    });
    let n = 0;
    const { gateway, events, vault } = gatewayFor(target, {
      newIdempotencyKey: () => `pw-${++n}`,
      resolveEndpoint,
    });

    const setup = await gateway.request({
      method: account.setup.method,
      url: account.setup.path,
      body: { userName: 'Admin', email: 'admin@example.com', password: 'start-0' },
      endpoint: 'account.setup',
    });
    expect(setup.status).toBe(201);
    const token = (await vault.current('embedded'))!.token;

    await server.stop();
    server = undefined;

    // Each change needs the previous one applied first: out of order or twice, the server refuses it.
    const passwords = ['start-0', 'first-1', 'second-2', 'third-3'];
    for (let i = 1; i < passwords.length; i++) {
      const queued = await gateway.request({
        method: account.changePassword.method,
        url: account.changePassword.path,
        body: { currentPassword: passwords[i - 1], newPassword: passwords[i], confirmPassword: passwords[i] },
        endpoint: 'account.changePasswordOffline',
      });
      expect(queued.status).toBe(202);
    }
    expect(lastEvent(events, 'outbox:changed')).toEqual({ pending: 3, conflicts: 0 });

    server = await startServerProcess(dataDir, port);
    const stopProbe = gateway.startProbe(150);
    try {
      await eventually(() => lastEvent(events, 'outbox:changed')?.pending === 0, 30_000, 'the replay');
    } finally {
      stopProbe();
    }
    expect(await gateway.conflicts()).toEqual([]);

    const login = (password: string) =>
      fetch(`${server!.origin}${account.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'admin@example.com', password }),
      }).then((r) => r.status);
    expect(await login('third-3')).toBe(200);
    expect(await login('start-0')).toBe(401);
    expect(await login('second-2')).toBe(401);

    // Exactly once: the server stored one answer per key.
    const db = new Database(path.join(dataDir, 'platform.sqlite'), { readonly: true });
    const keys = db.prepare('SELECT key, status FROM idempotency_keys ORDER BY key').all();
    db.close();
    expect(keys).toEqual([
      { key: 'pw-1', status: 200 },
      { key: 'pw-2', status: 200 },
      { key: 'pw-3', status: 200 },
    ]);

    // The outbox sending pw-1 again (its answer lost on the way) gets the stored answer; nothing is re-applied.
    const again = await fetch(`${server.origin}${account.changePassword.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': 'pw-1',
      },
      body: JSON.stringify({
        currentPassword: 'start-0',
        newPassword: 'first-1',
        confirmPassword: 'first-1',
      }),
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await login('third-3')).toBe(200);
  }, 90_000);
});
