import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { webContract as web } from '../../src/shared/web/contract';
import { dbKinds, startTestServer, type DbKind } from '../helpers/server';
import { createSite, userWithBrand } from '../server/web/support';
import { freePort, startServerProcess, type RunningServer } from '../main/server-process';
import { benchNginx } from './nginx';

/** 5 fixed pages and the 404 one, plus 4 categories of 11 product pages: 50 pages. */
const CATEGORIES = 4;
const PRODUCTS = 11;
const PUBLISHES = 5;

/**
 * Websites (issue 24, Benchmark): the publish time of a 50-page site (median of 5), then a
 * published page's requests/s and p99 (autocannon, 10 connections, BENCH_WEB_SECONDS (10) on
 * loopback) from the server in its own process beside nginx serving the same file (skipped, saying why, without nginx); the ratio is
 * printed against the target of 0.5. On SQLite, and on PostgreSQL too when TEST_DATABASE_URL names
 * a server.
 */
export async function benchWeb(seconds = Number(process.env.BENCH_WEB_SECONDS ?? 10)) {
  const results = [];
  for (const kind of dbKinds()) results.push(await benchOn(kind, seconds));
  return results;
}

async function benchOn(kind: DbKind, seconds: number) {
  const server = await startTestServer(kind);
  let served: RunningServer | undefined;
  try {
    const user = await userWithBrand(server, {
      company: { companyName: 'Bench Web Bakery' },
      products: Array.from({ length: CATEGORIES }, (_, c) => ({
        categoryName: `Range ${c + 1}`,
        products: Array.from({ length: PRODUCTS }, (_, p) => ({
          productName: `Cake ${c + 1}-${p + 1}`,
          productPageTitle: `Cake ${c + 1}-${p + 1}, baked fresh every morning`,
        })),
      })),
    });
    const site = await createSite(server, user);

    const times: number[] = [];
    for (let i = 0; i < PUBLISHES; i++) {
      const start = performance.now();
      await user.c.call(web.publishWebsite, { params: { id: site.id } });
      times.push(performance.now() - start);
    }
    const versions = (await user.c.call(web.websiteVersions, { params: { id: site.id } })).data;
    const pages = versions[0]?.pageCount ?? 0;

    // The published site served by the server in a process of its own, as in production and as
    // nginx runs beside it: this process only sends the requests and reads the answers.
    const port = await freePort();
    const secret = crypto.randomBytes(48).toString('base64');
    served = await startServerProcess(server.dataDir, port, 60_000, {
      JOBS: 'off',
      LOG_LEVEL: 'warn',
      ...(server.config.databaseUrl
        ? {
            DATABASE_URL: server.config.databaseUrl,
            JWT_SECRET: server.config.jwtSecret ?? secret,
            SECRETS_KEY: secret,
          }
        : {}),
    });
    const url = `${served.origin}/s/${site.slug}/`;
    const home = await fetch(url);
    if (home.status !== 200) throw new Error(`the published home page answered ${home.status}`);
    const html = await home.text();
    await autocannon({ url, connections: 10, duration: 1 });
    const page = await autocannon({ url, connections: 10, duration: seconds });
    const nginx = await benchNginx(html, seconds);

    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
    const row = (name: string, r: autocannon.Result) =>
      `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
    console.log(`\n== Websites (${kind}) ==`);
    console.log(
      `publish, ${pages} pages (median of ${PUBLISHES})    ${median.toFixed(0).padStart(8)} ms   (${times.map((t) => t.toFixed(0)).join(', ')})`,
    );
    console.log(`-- a published page, 10 connections, ${seconds} s --`);
    console.log(row('GET /s/{slug}/', page));
    const ratio = nginx ? page.requests.average / nginx.requests.average : null;
    if (nginx) {
      console.log(row('nginx, the same page as a file', nginx));
      console.log(`ratio to nginx (target ≥ 0.5)            ${ratio?.toFixed(2)}`);
    }
    return {
      database: kind,
      pages,
      publishMedianMs: median,
      pageReqPerSecond: page.requests.average,
      pageP99Ms: page.latency.p99,
      nginxReqPerSecond: nginx?.requests.average ?? null,
      ratioToNginx: ratio,
    };
  } finally {
    await served?.stop();
    await server.close();
  }
}
