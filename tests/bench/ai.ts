import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { AI_HOURLY_LIMIT } from '../../src/shared/ai/contract';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { startAiFake } from '../fakes/ai/openai';
import { seedSettings } from '../helpers/server';
import { benchDatabases, type BenchDatabase } from './databases';

/**
 * The AI writer's own overhead (issue 11): POST /api/AI/Description against a fake that answers at
 * once, so the figures are ours (token check, validation, settings, the hourly limit's count, the
 * call, the zod check, the AI log row). The hourly limit stays on: the calls are spread over enough
 * users that each makes exactly its 20. The fake alone is measured too, for reference.
 */
export async function benchAi(options: { users?: number; connections?: number } = {}) {
  const users = options.users ?? Number(process.env.BENCH_AI_USERS ?? 100);
  const connections = options.connections ?? 10;
  const fake = await startAiFake({
    models: ['bench-model'],
    reply: JSON.stringify({ content: 'Sweet Crumbs is a family bakery in Pune that bakes custom cakes.' }),
  });
  try {
    const direct = await autocannon({
      url: `${fake.url}/v1/chat/completions`,
      method: 'POST',
      connections,
      duration: 3,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'bench-model', messages: [{ role: 'user', content: 'Write.' }] }),
    });
    const results = [];
    for (const database of await benchDatabases()) {
      try {
        results.push(await benchAiOn(database, fake.url, users, connections, direct));
      } finally {
        await database.drop();
      }
    }
    return results;
  } finally {
    await fake.close();
  }
}

/** Over the whole run (autocannon's own average is per whole second, wrong for a short run). */
const perSecond = (r: autocannon.Result) =>
  r.requests.total / ((new Date(r.finish).getTime() - new Date(r.start).getTime()) / 1000);

async function benchAiOn(
  database: BenchDatabase,
  fakeUrl: string,
  users: number,
  connections: number,
  direct: autocannon.Result,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ai-'));
  const config = configFromEnv({
    DATA_DIR: dataDir,
    PORT: '0',
    // The limits on (the hourly count is part of the cost); registrations come from many addresses.
    RATE_LIMIT: 'on',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const built = await buildApp(config, { logger: pino({ level: 'silent' }) });
  const { app, close } = built;
  await seedSettings(built, { ai: { baseUrl: `${fakeUrl}/v1`, model: 'bench-model' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;

  const tokens: string[] = [];
  for (let i = 0; i < users; i += 10) {
    const batch = Array.from({ length: Math.min(10, users - i) }, async (_, k) => {
      const n = i + k;
      const res = await app.inject({
        method: 'POST',
        url: '/api/Account/Register',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}` },
        payload: {
          companyName: `Bench Bakery ${n}`,
          email: `bench-ai-${n}@example.com`,
          countryCode: '91',
          mobileNumber: String(9100000000 + n),
          password: 'secret123',
          acceptTerms: true,
        },
      });
      if (res.statusCode !== 201) throw new Error(`register ${n}: ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    });
    tokens.push(...(await Promise.all(batch)));
  }

  let next = 0;
  const result = await autocannon({
    url: `${base}/api/AI/Description`,
    method: 'POST',
    connections,
    // Each user exactly its hourly allowance, round robin.
    amount: users * AI_HOURLY_LIMIT,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      one_line_explain: 'A family bakery making custom cakes and fresh bread every morning',
      keywords: ['custom cakes', 'bakery in Pune'],
      location: 'Pune, Maharashtra, India',
    }),
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
        }),
      },
    ],
  });
  const logged = await built.ctx.db
    .selectFrom('ai_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const figures = {
    database: database.kind,
    calls: result.requests.total,
    callsPerSecond: Math.round(perSecond(result)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    logRows: Number(logged.n),
    fakePerSecond: Math.round(perSecond(direct)),
    fakeP99Ms: direct.latency.p99,
  };
  console.log(
    [
      `\n== AI writer (${figures.database}): POST /api/AI/Description against an instant fake (${connections} connections, ${users} users × ${AI_HOURLY_LIMIT}) ==`,
      `POST /api/AI/Description   ${String(figures.callsPerSecond).padStart(6)} calls/s   p50 ${figures.p50Ms} ms   p99 ${figures.p99Ms} ms   errors ${figures.errors}   AI log rows ${figures.logRows}/${figures.calls}`,
      `the fake alone             ${String(figures.fakePerSecond).padStart(6)} calls/s   p99 ${figures.fakeP99Ms} ms`,
    ].join('\n'),
  );
  return figures;
}
