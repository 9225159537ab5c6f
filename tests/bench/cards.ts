import autocannon from 'autocannon';
import { benchAppWithUser, servedBenchApp } from './bench-app';
import { benchDatabases, type BenchDatabase } from './databases';
import type { RunningServer } from '../main/server-process';
import { startNginx } from './nginx';

/**
 * Card hosted pages (issue 14, Benchmark), server side: GET /c/{slug}.html (req/s and p99; the
 * target is p99 ≤ 10 ms) and beacon POSTs/s, 10 connections on loopback for BENCH_SECONDS (5) each;
 * on SQLite, and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
 * The beacon's figure mixes a few writes with the 30-minute repeat check (one client address).
 * Beside it, nginx (when installed) serves the same page as a file, and the ratio is printed
 * (issue 28: ≥ 0.8 of nginx). Both are measured as separate processes, as they run in production:
 * the card is made in this process, then the server bundle serves it from its own. The two take
 * turns for three rounds and the median round's ratio is printed: on these machines the rate of
 * either moves by a third within a minute, and measured one after the other the ratio moved with it.
 */
const RATIO_ROUNDS = 3;

export async function benchCards(seconds = Number(process.env.BENCH_SECONDS ?? 5)) {
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
    { companyName: 'Bench Cards', email: 'bench-cards@example.com', mobileNumber: '9000000003' },
    { 4: 5 },
  );
  let served: RunningServer | undefined;
  try {
    const created = await fetch(`${setupBase}/api/Card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        cardName: 'Bench Card',
        firstName: 'Asha',
        lastName: 'Rao',
        companyName: 'Rao <Sweets>',
        phoneNumber: '+91 98765 43210',
        businessDescription: 'Fresh sweets every day. '.repeat(20),
        socialMediaLinks: [{ type: 1, link: 'https://facebook.com/rao' }],
        customButtons: [{ name: 'Menu', type: 1, link: 'https://rao.example.com/menu' }],
        customSection: [{ title: 'Laddoos', description: 'Made with ghee', images: [] }],
      }),
    });
    if (created.status !== 201) throw new Error(`card not created: ${await created.text()}`);
    const card = ((await created.json()) as { data: { id: number; slug: string } }).data;
    served = await servedBenchApp(database, { dataDir, built });
    const base = served.origin;

    const run = (opts: Partial<autocannon.Options>) =>
      autocannon({ url: `${base}/c/${card.slug}.html`, connections: 10, duration: seconds, ...opts });
    await run({ duration: 1 });
    const html = await (await fetch(`${base}/c/${card.slug}.html`)).text();
    const nginx = await startNginx(html);
    const rounds: { page: autocannon.Result; nginx?: autocannon.Result }[] = [];
    try {
      for (let i = 0; i < (nginx ? RATIO_ROUNDS : 1); i++) {
        const round: (typeof rounds)[number] = { page: await run({}) };
        if (nginx) round.nginx = await autocannon({ url: nginx.url, connections: 10, duration: seconds });
        rounds.push(round);
      }
    } finally {
      nginx?.stop();
    }
    const ratioOf = (r: (typeof rounds)[number]) => r.page.requests.average / r.nginx!.requests.average;
    const inOrder = nginx ? rounds.map((r) => ratioOf(r).toFixed(2)).join(', ') : '';
    rounds.sort((a, b) => (nginx ? ratioOf(a) - ratioOf(b) : 0));
    const median = rounds[Math.floor(rounds.length / 2)];
    const page = median.page;
    const beacon = await run({
      url: `${base}/api/CARDVisitor`,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      },
      body: JSON.stringify({ cardDetailsId: card.id, type: 'QR' }),
    });

    const row = (name: string, r: autocannon.Result) =>
      `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
    console.log(`\n== Card hosted page (${database.kind}, 10 connections, ${seconds} s each) ==`);
    console.log(row('GET /c/{slug}.html', page));
    console.log(row('POST /api/CARDVisitor', beacon));
    const ratio = median.nginx ? ratioOf(median) : null;
    if (median.nginx) {
      console.log(row('nginx, the same page as a file', median.nginx));
      console.log(
        `ratio to nginx (target ≥ 0.8)            ${ratio?.toFixed(2)}  (median of the rounds ${inOrder})`,
      );
    }
    return {
      database: database.kind,
      pageReqPerSecond: page.requests.average,
      pageP99Ms: page.latency.p99,
      beaconPostsPerSecond: beacon.requests.average,
      nginxReqPerSecond: median.nginx?.requests.average ?? null,
      ratioToNginx: ratio,
    };
  } finally {
    await served?.stop();
    await stop();
  }
}
