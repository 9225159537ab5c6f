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
