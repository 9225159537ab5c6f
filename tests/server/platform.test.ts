import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { LOG_REDACT, buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { migrateToLatest, openDatabase } from '../../src/server/db/connect';
import { registerUser } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

describe.each(dbKinds())('platform behaviour (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('migrations are recorded and a second start applies nothing', async () => {
    expect(await migrateToLatest(server.ctx.db)).toEqual([]);
    const rows = await server.ctx.db.selectNoFrom((eb) => eb.val(1).as('x')).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses to run against a database with migrations the code does not know', async () => {
    await server.ctx.db
      .insertInto('kysely_migration' as never)
      .values({ name: '29991231000000_from_the_future', timestamp: new Date().toISOString() } as never)
      .execute();
    await expect(migrateToLatest(server.ctx.db)).rejects.toThrow(/from_the_future/);
    await server.ctx.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '29991231000000_from_the_future' as never)
      .execute();
  });

  it('malformed JSON is a 400 envelope, an unknown API path a 404 envelope', async () => {
    const bad = await server.inject({
      method: 'POST',
      url: '/api/Account/Login',
      payload: '{"login":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, error: { errorCode: 'MalformedJson' } });
    const missing = await server.inject({ method: 'GET', url: '/api/Nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
  });

  it('a repeated Idempotency-Key replays the first answer instead of applying twice', async () => {
    const user = await registerUser(server);
    const send = (key: string, password: string) =>
      server.inject({
        method: 'POST',
        url: '/api/Account/SetPassword',
        headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': key },
        payload: { password, confirmPassword: password },
      });
    await server.ctx.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
    const first = await send('k-1', 'first-pass');
    expect(first.statusCode).toBe(200);
    const replay = await send('k-1', 'first-pass');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // Without the key the second call would have been refused (a password is already set).
    expect((await send('k-2', 'first-pass')).statusCode).toBe(409);
    // The same key on another endpoint is refused.
    const other = await server.inject({
      method: 'POST',
      url: '/api/Account/VerifyPassword',
      headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': 'k-1' },
      payload: { password: 'first-pass' },
    });
    expect(other.statusCode).toBe(422);
  });

  it('an anonymous call to a signed-in endpoint is refused before its body is read', async () => {
    const malformed = await server.inject({
      method: 'POST',
      url: '/api/Account/SetPassword',
      headers: { 'content-type': 'application/json' },
      payload: '{ not json',
    });
    expect(malformed.statusCode).toBe(401);
    const huge = await server.inject({
      method: 'POST',
      url: '/api/Files',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'A'.repeat(9 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(401);
  });

  it('a public endpoint reads at most 64 KB of body', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/Account/Login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'a@example.com', password: 'x'.repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });

  it('the same Idempotency-Key with another body is refused, not answered with the first result', async () => {
    const user = await registerUser(server);
    const send = (key: string, password: string) =>
      server.inject({
        method: 'POST',
        url: '/api/Account/VerifyPassword',
        headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': key },
        payload: { password },
      });
    expect((await send('body-1', 'secret123')).statusCode).toBe(200);
    const other = await send('body-1', 'another-password');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was used for a different request');
  });

  it('answers that carry a session token are never stored for replay', async () => {
    const user = await registerUser(server);
    const login = await server.inject({
      method: 'POST',
      url: '/api/Account/Login',
      headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': 'login-1' },
      payload: { login: user.email, password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    const stored = await server.ctx.db.selectFrom('idempotency_keys').selectAll().execute();
    expect(stored.map((r) => r.key)).not.toContain('login-1');
    expect(JSON.stringify(stored)).not.toContain(token);
  });
});

describe('rate limits and logs', () => {
  it('login is rate limited with a 429 envelope', async () => {
    const server = await startTestServer('sqlite', { RATE_LIMIT: 'on' });
    try {
      let last = 0;
      for (let i = 0; i < 12; i++) {
        const res = await server.inject({
          method: 'POST',
          url: '/api/Account/Login',
          payload: { login: 'a@example.com', password: 'whatever1' },
        });
        last = res.statusCode;
        if (last === 429) {
          expect(res.json()).toMatchObject({ success: false, error: { errorCode: 'TooManyRequests' } });
          break;
        }
      }
      expect(last).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('a new X-Forwarded-For on each try does not get around the login limit', async () => {
    const server = await startTestServer('sqlite', { RATE_LIMIT: 'on' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 50; i++) {
        const res = await server.inject({
          method: 'POST',
          url: '/api/Account/Login',
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
          payload: { login: 'a@example.com', password: 'whatever1' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.filter((c) => c === 429).length).toBeGreaterThan(30);
    } finally {
      await server.close();
    }
  });

  it('behind a trusted proxy (TRUST_PROXY) each client address is limited on its own', async () => {
    const server = await startTestServer('sqlite', { RATE_LIMIT: 'on', TRUST_PROXY: '127.0.0.1' });
    try {
      // A different account each time, so only the per-address limit applies.
      let n = 0;
      const login = (ip: string) =>
        server.inject({
          method: 'POST',
          url: '/api/Account/Login',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': ip },
          payload: { login: `b${n++}@example.com`, password: 'whatever1' },
        });
      for (let i = 0; i < 12; i++) await login('198.51.100.7');
      expect((await login('198.51.100.7')).statusCode).toBe(429);
      expect((await login('198.51.100.8')).statusCode).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('logs never contain passwords, tokens or OTPs', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const logger = pino({ level: 'debug', redact: { paths: LOG_REDACT, censor: '[redacted]' } }, sink);
    const dataDir = (await import('node:fs')).mkdtempSync(
      (await import('node:path')).join((await import('node:os')).tmpdir(), 'log-'),
    );
    const config = configFromEnv({ DATA_DIR: dataDir, RATE_LIMIT: 'off', LOG_LEVEL: 'debug' });
    const built = await buildApp(config, { logger, db: openDatabase(config) });
    try {
      const reg = await built.app.inject({
        method: 'POST',
        url: '/api/Account/Register',
        payload: {
          companyName: 'Log Co',
          email: 'log@example.com',
          countryCode: '91',
          mobileNumber: '9123456780',
          password: 'hunter2-secret',
          acceptTerms: true,
        },
      });
      const token = reg.json().data.token as string;
      await built.app.inject({
        method: 'GET',
        url: '/api/Account/Me',
        headers: { authorization: `Bearer ${token}` },
      });
      logger.info({ body: { password: 'hunter2-secret', otp: '123456', token } }, 'a careless log line');
      const all = lines.join('\n');
      expect(all.length).toBeGreaterThan(0);
      expect(all).not.toContain('hunter2-secret');
      expect(all).not.toContain(token);
      expect(all).not.toContain('123456');
    } finally {
      await built.close();
    }
  });
});
