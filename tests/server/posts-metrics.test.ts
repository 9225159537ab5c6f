import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectMetrics } from '../../src/server/modules/posts/jobs';
import { postsContract as pc } from '../../src/shared/posts/contract';
import { startXFake, type XFake } from '../fakes/social/x';
import { registerUser } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

/**
 * Issue 22 §10: the engagement job reads the oldest posts first, and a post whose engagement cannot
 * be read waits longer each time and is given up, so posts that fail for good never starve the rest.
 */
const REDIRECT = 'http://127.0.0.1:53682/oauth/callback';
const DAY = 86_400_000;
/** X answers these ids as deleted posts. */
const GONE_PREFIX = '77';

describe.each(dbKinds())('post engagement job (%s)', (kind) => {
  let server: TestServer;
  let x: XFake;
  let good: { targetId: number; tweetId: string; publishedAt: Date };

  beforeAll(async () => {
    x = await startXFake({ clientId: 'x-client', clientSecret: 'x-secret', redirectUris: [REDIRECT] });
    server = await startTestServer(
      kind,
      {},
      {
        settings: { x: { clientId: 'x-client', clientSecret: 'x-secret', apiBase: x.url } },
        posts: { social: { sleep: async () => {}, retryWaitMs: 0, pollIntervalMs: 0 } },
      },
    );
    const user = await registerUser(server, { companyName: 'Metrics Co' });
    const asUser = server.client(user.token);
    await givePlan(server, user.id, { 1: 100 });
    const { authUrl, state } = (
      await asUser.call(pc.connectStart, { body: { network: 'x', redirectUri: REDIRECT } })
    ).data;
    await asUser.call(pc.connectTwitter, { body: { code: x.oauth.authorize(authUrl).code, state } });
    const account = (await asUser.call(pc.socialAccounts, { query: {} })).data.twitterList[0];
    const post = (
      await asUser.call(pc.createPost, {
        body: { caption: 'A post people liked', accounts: [{ id: account.id, platformId: 3 }] },
      })
    ).data;
    await server.posting.publisher.runOnce();
    const target = await server.ctx.db
      .selectFrom('post_targets')
      .selectAll()
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow();
    good = {
      targetId: target.id,
      tweetId: target.external_post_id!,
      publishedAt: new Date(target.published_at!),
    };
    x.metrics.set(good.tweetId, { like_count: 4, retweet_count: 1, reply_count: 0, quote_count: 0 });
    x.fault({
      kind: 'reply',
      match: (req) => req.path.startsWith(`/2/tweets/${GONE_PREFIX}`),
      times: 1_000_000,
      reply: { status: 404, body: { title: 'Not Found Error', detail: 'Could not find tweet', status: 404 } },
    });
    // 501 earlier posts of the same account whose engagement can never be read (deleted on X).
    const earlier = new Date(good.publishedAt.getTime() - DAY).toISOString();
    await server.ctx.db
      .insertInto('post_targets')
      .values(
        Array.from({ length: 501 }, (_, i) => ({
          post_id: post.id,
          user_id: user.id,
          account_id: account.id,
          platform_id: 3,
          account_name: target.account_name,
          status: 'SUCCESS',
          due_at: earlier,
          attempts: 1,
          external_post_id: `${GONE_PREFIX}${String(i).padStart(6, '0')}`,
          published_at: earlier,
          created_at: earlier,
          updated_at: earlier,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await server?.close();
    await x?.close();
  });

  const targetRow = (id: number) =>
    server.ctx.db.selectFrom('post_targets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const asksFor = (id: string) => x.requests.filter((r) => r.path === `/2/tweets/${id}`).length;

  it('500 posts that fail for good do not keep a newer post from being measured', async () => {
    const weekLater = good.publishedAt.getTime() + 8 * DAY;
    // The first run takes the 500 oldest (all failing); the next takes what they left.
    const first = await collectMetrics(server.ctx, server.posting.providers, new Date(weekLater));
    expect(first.measured).toBe(0);
    await collectMetrics(server.ctx, server.posting.providers, new Date(weekLater + 60_000));
    expect((await targetRow(good.targetId)).engagement).toBe(5);
  });

  it('a read that keeps failing waits longer each time and is given up, with its reason kept', async () => {
    const gone = await server.ctx.db
      .selectFrom('post_targets')
      .selectAll()
      .where('external_post_id', '=', `${GONE_PREFIX}000000`)
      .executeTakeFirstOrThrow();
    await server.ctx.db
      .deleteFrom('post_targets')
      .where('external_post_id', 'like', `${GONE_PREFIX}%`)
      .where('id', '!=', gone.id)
      .execute();
    let now = new Date((await targetRow(gone.id)).metrics_next_at!).getTime();
    const waits: number[] = [];
    for (let run = 0; run < 20 && !(await targetRow(gone.id)).metrics_given_up_at; run++) {
      const asked = asksFor(gone.external_post_id!);
      // Just before the next try is due: not asked.
      await collectMetrics(server.ctx, server.posting.providers, new Date(now - 60_000));
      expect(asksFor(gone.external_post_id!)).toBe(asked);
      await collectMetrics(server.ctx, server.posting.providers, new Date(now));
      expect(asksFor(gone.external_post_id!)).toBe(asked + 1);
      const row = await targetRow(gone.id);
      if (row.metrics_next_at) {
        waits.push(new Date(row.metrics_next_at).getTime() - now);
        now = new Date(row.metrics_next_at).getTime();
      }
    }
    const row = await targetRow(gone.id);
    expect(row.metrics_given_up_at).not.toBeNull();
    expect(row.metrics_error).toMatch(/Could not find tweet/);
    expect(waits.length).toBeGreaterThan(1);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]);
    // Given up: never asked again.
    const asked = asksFor(gone.external_post_id!);
    await collectMetrics(server.ctx, server.posting.providers, new Date(now + 365 * DAY));
    expect(asksFor(gone.external_post_id!)).toBe(asked);
  });
});
