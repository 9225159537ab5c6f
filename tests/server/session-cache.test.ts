import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/schema';
import { FEED_APPLICATION_NAME } from '../../src/server/http/session-feed';
import { usersContract as users } from '../../src/shared/users/contract';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

/** Polls `check` until it holds or `ms` pass (the feed is asynchronous; no fixed sleeps). */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = performance.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (performance.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Issue 22, Sessions at the speed of a cache: two server instances on one PostgreSQL database. The
 * second counts its queries (a Kysely log on its own pool), so "no query while nothing changed" is seen.
 */
describe.skipIf(!dbKinds().includes('postgres'))('session cache across instances (postgres)', () => {
  let a: TestServer;
  let b: BuiltApp;
  let queries = 0;
  let admin: pg.Client;
  let adminToken: string;

  const me = (token: string) =>
    b.app.inject({ method: 'GET', url: '/api/Account/Me', headers: { authorization: `Bearer ${token}` } });
  /** How many queries instance b runs for one signed-in request. */
  async function queriesOf(token: string) {
    const before = queries;
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    return queries - before;
  }
  const deactivate = (id: number) =>
    a.client(adminToken).call(users.updateStatus, { params: { id }, body: { id, isActive: false } });
  const database = () => new URL(a.config.databaseUrl!).pathname.slice(1);
  const setConnections = (allowed: boolean) =>
    admin.query(`ALTER DATABASE ${database()} WITH ALLOW_CONNECTIONS ${allowed}`);

  beforeAll(async () => {
    a = await startTestServer('postgres');
    const pool = new pg.Pool({ connectionString: a.config.databaseUrl, max: 4 });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (event.level === 'query') queries++;
      },
    });
    b = await buildApp(a.config, { db });
    await b.app.ready();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    adminToken = await setupAdmin(a);
  });
  afterAll(async () => {
    await setConnections(true).catch(() => {});
    await admin?.end();
    await b?.close();
    await a?.close();
  });

  it('a signed-in request costs no database query while nothing changed', async () => {
    const user = await registerUser(a);
    await queriesOf(user.token);
    expect(await queriesOf(user.token)).toBe(0);
    expect(await queriesOf(user.token)).toBe(0);
  });

  it('a deactivation on one instance is refused by the other within a second', async () => {
    const user = await registerUser(a);
    await queriesOf(user.token);
    expect(await queriesOf(user.token)).toBe(0);
    await deactivate(user.id);
    expect(await within(1000, async () => (await me(user.token)).statusCode === 401)).toBe(true);
  });

  it('a sign-out on one instance is refused by the other within a second', async () => {
    const user = await registerUser(a);
    await queriesOf(user.token);
    const out = await a.inject({
      method: 'POST',
      url: '/api/Account/Logout',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(await within(1000, async () => (await me(user.token)).statusCode === 401)).toBe(true);
  });

  it('with its listener lost, an instance checks each request in the database until the listener is back', async () => {
    const user = await registerUser(a);
    const other = await registerUser(a);
    await queriesOf(user.token);
    await queriesOf(other.token);
    expect(await queriesOf(user.token)).toBe(0);
    // Lose both instances' listeners and keep them from coming back (the pools' open connections stay).
    await setConnections(false);
    try {
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2`,
        [database(), FEED_APPLICATION_NAME],
      );
      expect(killed.rowCount).toBe(2);
      // The fallback: every request is checked in the database again.
      expect(await within(1000, async () => (await queriesOf(user.token)) > 0)).toBe(true);
      expect(await queriesOf(user.token)).toBeGreaterThan(0);
      // A deactivation made while nobody listens is still refused.
      await deactivate(user.id);
      expect(await within(1000, async () => (await me(user.token)).statusCode === 401)).toBe(true);
    } finally {
      await setConnections(true);
    }
    // Back, with a fresh cache: requests cost no query again.
    expect(await within(10_000, async () => (await queriesOf(other.token)) === 0)).toBe(true);
  });
});
