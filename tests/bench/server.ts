import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { benchDatabases, type BenchDatabase } from './databases';

/**
 * GET /api/Account/Me (token check, session and user lookup, plan entitlements) against a bare
 * Fastify route in the same server process, 10 s each on loopback; on SQLite, and on PostgreSQL
 * too when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
 */
export async function benchAccountMe(seconds = 10) {
  const results = [];
  for (const database of await benchDatabases()) {
    try {
      results.push(await benchAccountMeOn(database, seconds));
    } finally {
      await database.drop();
    }
  }
  return results;
}

async function benchAccountMeOn(database: BenchDatabase, seconds: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const config = configFromEnv({
    DATA_DIR: dataDir,
    PORT: '0',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const { app, close } = await buildApp(config, { logger: pino({ level: 'silent' }) });
  app.get('/__bench/bare', async () => ({ success: true, data: { ok: true } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;

  const reg = await fetch(`${base}/api/Account/Register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: 'Bench Co',
      email: 'bench@example.com',
      countryCode: '91',
      mobileNumber: '9000000001',
      password: 'secret123',
      acceptTerms: true,
    }),
  });
  const token = ((await reg.json()) as { data: { token: string } }).data.token;

  // The load comes from a worker thread: in this process's own thread it would share the server's
  // event loop, and the larger Me answers would cost the client time that was counted as the server's.
  const run = (url: string, headers: Record<string, string> = {}) =>
    autocannon({ url, connections: 10, duration: seconds, headers, workers: 1 });
  const bare = await run(`${base}/__bench/bare`);
  const me = await run(`${base}/api/Account/Me`, { authorization: `Bearer ${token}` });
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(24)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  console.log(`\n== Server (${database.kind}): GET /api/Account/Me vs a bare route (10 connections) ==`);
  console.log(row('bare Fastify route', bare));
  console.log(row('GET /api/Account/Me', me));
  const ratio = me.requests.average / bare.requests.average;
  // Issue 22: the session cache (invalidated by the change feed on PostgreSQL) makes Me cost no query.
  const target = database.kind === 'sqlite' ? 0.9 : 0.7;
  console.log(`ratio Me / bare: ${ratio.toFixed(2)} (target ≥ ${target.toFixed(2)})`);
  return { database: database.kind, bare: bare.requests.average, me: me.requests.average, ratio };
}
