import autocannon from 'autocannon';
import { campaignForm, jpeg } from '../server/campaign-support';
import type { RunningServer } from '../main/server-process';
import { benchAppWithUser, servedBenchApp } from './bench-app';
import { benchDatabases, type BenchDatabase } from './databases';

/** Issue 28 targets: the campaign page at ≥ 0.8 of the card page's rate in the same run; visits. */
const PAGE_RATIO_TARGET = 0.8;
const VISITS_TARGET_PER_SECOND = 1_500;
const VISITS_P99_TARGET_MS = 20;

/**
 * Campaign public pages (issue 15, Benchmark), server side: the page's HTML shell beside the card
 * page (issue 28: its rate over the card page's, both served from memory), the campaign's JSON
 * (req/s and p99), and visitor POSTs/s, 10 connections on loopback for BENCH_SECONDS (5) each; on
 * SQLite, and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. As in
 * the cards' benchmark the server runs as a separate process, as in production: the campaign and
 * the card are made in this process, then the server bundle serves them from its own. The composed
 * images/s in Chromium belong to the public page script's benchmark.
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
  const {
    base: setupBase,
    token,
    stop,
    dataDir,
    built,
  } = await benchAppWithUser(
    database,
    { companyName: 'Bench Sweets', email: 'bench-campaigns@example.com', mobileNumber: '9000000002' },
    { 4: 5, 5: 5 },
  );
  let served: RunningServer | undefined;
  try {
    // The image goes first as form data (issue 22); the form carries its path.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg(1080, 1080))]), 'diwali.jpg');
    const image = await fetch(`${setupBase}/api/Campaign/UploadImage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const { data } = (await image.json()) as { data: { url: string } };
    const created = await fetch(`${setupBase}/api/Campaign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(
        campaignForm({ url: 'bench-diwali', campaignName: 'Diwali <Bench>', campaignImagePath: data.url }),
      ),
    });
    if (created.status !== 201) throw new Error(`campaign not created: ${await created.text()}`);
    const card = await fetch(`${setupBase}/api/Card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        cardName: 'Bench Card',
        firstName: 'Asha',
        lastName: 'Rao',
        companyName: 'Rao <Sweets>',
        phoneNumber: '+91 98765 43210',
      }),
    });
    if (card.status !== 201) throw new Error(`card not created: ${await card.text()}`);
    const { slug } = ((await card.json()) as { data: { slug: string } }).data;
    served = await servedBenchApp(database, { dataDir, built });
    const base = served.origin;

    const run = (opts: Partial<autocannon.Options>) =>
      autocannon({ url: `${base}/p/bench-diwali`, connections: 10, duration: seconds, ...opts });
    // Warm up (JIT, the database's cache) so the first figure is not the slowest by accident.
    await run({ duration: 1 });
    await run({ url: `${base}/c/${slug}.html`, duration: 1 });
    const cardPage = await run({ url: `${base}/c/${slug}.html` });
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
    const ratio = page.requests.average / cardPage.requests.average;
    console.log(`\n== Campaign public page (${database.kind}, 10 connections, ${seconds} s each) ==`);
    console.log(row('GET /c/{slug}.html (card page)', cardPage));
    console.log(row('GET /p/{url} (HTML shell)', page));
    console.log(`ratio to the card page (target ≥ ${PAGE_RATIO_TARGET})   ${ratio.toFixed(2)}`);
    console.log(row('GET /api/Campaign/Public/{url}', json));
    console.log(
      `${row('POST …/Visitor', visits)}   (target ≥ ${VISITS_TARGET_PER_SECOND.toLocaleString('en-IN')}/s, p99 ≤ ${VISITS_P99_TARGET_MS} ms)`,
    );
    return {
      database: database.kind,
      cardPageReqPerSecond: cardPage.requests.average,
      pageReqPerSecond: page.requests.average,
      pageP99Ms: page.latency.p99,
      ratioToCardPage: ratio,
      jsonReqPerSecond: json.requests.average,
      jsonP99Ms: json.latency.p99,
      visitorPostsPerSecond: visits.requests.average,
      visitorPostP99Ms: visits.latency.p99,
    };
  } finally {
    await served?.stop();
    await stop();
  }
}
