import autocannon from 'autocannon';
import { campaignForm, jpeg } from '../server/campaign-support';
import { benchAppWithUser } from './bench-app';
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
  const { base, token, stop } = await benchAppWithUser(
    database,
    { companyName: 'Bench Sweets', email: 'bench-campaigns@example.com', mobileNumber: '9000000002' },
    { 5: 5 },
  );
  try {
    // The image goes first as form data (issue 22); the form carries its path.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg(1080, 1080))]), 'diwali.jpg');
    const image = await fetch(`${base}/api/Campaign/UploadImage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const { data } = (await image.json()) as { data: { url: string } };
    const created = await fetch(`${base}/api/Campaign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(
        campaignForm({ url: 'bench-diwali', campaignName: 'Diwali <Bench>', campaignImagePath: data.url }),
      ),
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
    await stop();
  }
}
