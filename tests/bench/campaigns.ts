import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { givePlan } from '../helpers/plans';
import type { TestServer } from '../helpers/server';
import { campaignForm } from '../server/campaign-support';
import { benchDatabases, type BenchDatabase } from './databases';

/**
 * Campaign public pages (issue 15, Benchmark), server side: the page's HTML shell and its JSON
 * (req/s and p99), and visitor POSTs/s, 10 connections on loopback for BENCH_SECONDS (5) each; on
 * SQLite, and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. The
 * composed images/s in Chromium belong to the public page script's benchmark.
 */
export async function benchCampaigns(seconds = Number(process.env.BENCH_SECONDS ?? 5)) {
  const results = [];
  for (const database of await benchDatabases()) {
    try {
      results.push(await benchOn(database, seconds));
    } finally {
      await database.drop();
    }
  }
  return results;
}

async function benchOn(database: BenchDatabase, seconds: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-campaigns-'));
  const config = configFromEnv({
    DATA_DIR: dataDir,
    PORT: '0',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const built = await buildApp(config, { logger: pino({ level: 'silent' }) });
  const { app, close } = built;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  try {
    const reg = await fetch(`${base}/api/Account/Register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyName: 'Bench Sweets',
        email: 'bench-campaigns@example.com',
        countryCode: '91',
        mobileNumber: '9000000002',
        password: 'secret123',
        acceptTerms: true,
      }),
    });
    const token = ((await reg.json()) as { data: { token: string } }).data.token;
    const me = (await (
      await fetch(`${base}/api/Account/Me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { id: number } };
    await givePlan(built as unknown as TestServer, me.data.id, { 5: 5 });
    const created = await fetch(`${base}/api/Campaign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(campaignForm({ url: 'bench-diwali', campaignName: 'Diwali <Bench>' })),
    });
    if (created.status !== 201) throw new Error(`campaign not created: ${await created.text()}`);

    const run = (opts: Partial<autocannon.Options>) =>
      autocannon({ url: `${base}/p/bench-diwali`, connections: 10, duration: seconds, ...opts });
    // Warm up (JIT, the database's cache) so the first figure is not the slowest by accident.
    await run({ duration: 1 });
    const page = await run({});
    const json = await run({ url: `${base}/api/Campaign/Public/bench-diwali` });
    const visits = await run({
      url: `${base}/api/Campaign/Public/bench-diwali/Visitor`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'bench' },
      body: JSON.stringify({ txt1: 'Asha Patil', txt3: '+91 98765 43210' }),
    });

    const row = (name: string, r: autocannon.Result) =>
      `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
    console.log(`\n== Campaign public page (${database.kind}, 10 connections, ${seconds} s each) ==`);
    console.log(row('GET /p/{url} (HTML shell)', page));
    console.log(row('GET /api/Campaign/Public/{url}', json));
    console.log(row('POST …/Visitor', visits));
    return {
      database: database.kind,
      pageReqPerSecond: page.requests.average,
      pageP99Ms: page.latency.p99,
      jsonReqPerSecond: json.requests.average,
      jsonP99Ms: json.latency.p99,
      visitorPostsPerSecond: visits.requests.average,
    };
  } finally {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
