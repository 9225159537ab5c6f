import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccountRow } from '../../src/server/modules/social/service';
import { postRules } from '../../src/shared/posts/rules';
import { seedSettings, type TestServer } from '../helpers/server';
import { benchAppWithUser } from './bench-app';
import { benchDatabases, type BenchDatabase } from './databases';

const TARGETS = 1000;
const ACCOUNTS = 200;
const NETWORK_MS = 50;

/**
 * Scheduler lateness (issue 13, Benchmark): 1,000 targets on 200 LinkedIn accounts due within one
 * minute, a loopback stand-in for LinkedIn answering each post in 50 ms; the publisher runs as in
 * production (sleeping until the next due target). Prints p50, p99 and max of publish time minus
 * due time (target: p99 ≤ 5 s). SQLite, and PostgreSQL when a server is named.
 */
export async function benchPosts() {
  const results = [];
  for (const database of await benchDatabases()) {
    try {
      results.push(await benchOn(database));
    } finally {
      await database.drop();
    }
  }
  return results;
}

/** LinkedIn's POST /rest/posts, answered after 50 ms with the new post's URN. */
async function slowLinkedIn() {
  let n = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        n++;
        res.writeHead(201, { 'x-restli-id': `urn:li:share:${n}`, 'content-type': 'application/json' });
        res.end('{}');
      }, NETWORK_MS),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, count: () => n, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function benchOn(database: BenchDatabase) {
  const fake = await slowLinkedIn();
  const { built, userId, stop } = await benchAppWithUser(
    database,
    { companyName: 'Bench Posts', email: 'bench-posts@example.com', mobileNumber: '9000000004' },
    { 1: TARGETS + 10 },
  );
  try {
    const { ctx, posting } = built;
    await seedSettings(built as unknown as TestServer, {
      linkedin: { clientId: 'bench', clientSecret: 'bench-secret', apiBase: fake.url },
    });
    const now = new Date().toISOString();
    const sealed = posting.accounts.tokens.seal(
      { user_id: userId, network: 'linkedin' },
      { accessToken: 'bench-token', refreshToken: null, expiresAt: new Date(Date.now() + 30 * 86_400_000) },
    );
    const connection = await ctx.db
      .insertInto('social_connections')
      .values({
        user_id: userId,
        network: 'linkedin',
        external_user_id: 'bench',
        name: 'Bench',
        ...sealed,
        status: 'Active',
        status_reason: null,
        refresh_lock_until: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accounts: AccountRow[] = [];
    for (let i = 0; i < ACCOUNTS; i++)
      accounts.push(
        await ctx.db
          .insertInto('social_accounts')
          .values({
            user_id: userId,
            connection_id: connection.id,
            platform_id: 4,
            external_id: `urn:li:organization:${1000 + i}`,
            name: `Bench organisation ${i}`,
            picture_url: null,
            page_token: null,
            meta: '{}',
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    const start = Date.now() + 5_000;
    const caller = { id: userId, role: 'User' as const, userName: 'bench', email: '', sessionId: '' };
    await posting.posts.insertPosts(
      caller,
      Array.from({ length: TARGETS }, (_, i) => ({
        rules: postRules({ mediaKind: 'none', media: [], caption: `Bench post ${i}`, webUpdateMode: false }),
        media: [],
        scheduleType: 'custom' as const,
        timeZone: 'Asia/Kolkata',
        targets: [
          { account: accounts[i % ACCOUNTS], dueAt: new Date(start + Math.floor((i / TARGETS) * 60_000)) },
        ],
      })),
    );
    posting.publisher.start();
    const deadline = Date.now() + 180_000;
    for (;;) {
      const left = await ctx.db
        .selectFrom('post_targets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', 'in', ['PENDING', 'PUBLISHING'])
        .executeTakeFirstOrThrow();
      if (Number(left.n) === 0 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await posting.publisher.stop();
    const rows = await ctx.db
      .selectFrom('post_targets')
      .select(['status', 'due_at', 'published_at'])
      .execute();
    const late = rows
      .filter((r) => r.status === 'SUCCESS')
      .map((r) => new Date(r.published_at!).getTime() - new Date(r.due_at).getTime())
      .sort((a, b) => a - b);
    const at = (q: number) => late[Math.min(late.length - 1, Math.floor(q * late.length))] ?? NaN;
    const figures = {
      database: database.kind,
      published: late.length,
      failed: rows.filter((r) => r.status === 'FAILED').length,
      networkCalls: fake.count(),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: late.at(-1) ?? NaN,
    };
    console.log(
      `\n== Scheduler lateness (${database.kind}, ${TARGETS} targets on ${ACCOUNTS} accounts in 1 min, network ${NETWORK_MS} ms) ==`,
    );
    console.log(
      `published ${figures.published}, failed ${figures.failed}; publish − due: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms (target p99 ≤ 5000 ms)`,
    );
    return figures;
  } finally {
    await stop();
    await fake.close();
  }
}
