import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/server/app';
import { publisher, type Publisher } from '../../src/server/modules/posts/publisher';
import { ApiError } from '../../src/shared/http/client';
import { postsContract as pc } from '../../src/shared/posts/contract';
import { businessClock } from '../../src/shared/time/business-clock';
import { startMetaFake, type MetaFake } from '../fakes/social/meta';
import { registerUser } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

/**
 * Issue 22 §5 and §7: a post goes out once even when its publish outlasts the lease (two
 * publishers on one database, a slow Instagram whose processing wait spans past the lease), and a
 * target is removed only while it is still removable, even when the publisher takes it meanwhile.
 */
const REDIRECT = 'http://127.0.0.1:53682/oauth/callback';
const MINUTE = 60_000;

describe.each(dbKinds())('posts spent once (%s)', (kind) => {
  let current = Date.now();
  const clock = businessClock({ now: () => new Date(current) });
  // Every wait of the providers (Instagram's processing polls) waits for the test to let it go.
  const sleepers: (() => void)[] = [];
  const sleep = () => new Promise<void>((resolve) => sleepers.push(resolve));
  const wakeAll = () => sleepers.splice(0).forEach((wake) => wake());
  const posts = { social: { sleep, retryWaitMs: 0, pollIntervalMs: 0 }, publisher: { retryDelayMs: 0 } };

  let server: TestServer;
  /** The second instance: a second server on the same PostgreSQL database, or on SQLite a second publisher. */
  let other: BuiltApp | undefined;
  let a: Publisher;
  let b: Publisher;
  let meta: MetaFake;
  let asUser: ReturnType<TestServer['client']>;
  let instagram: { id: number };
  let mediaUrl: string;

  beforeAll(async () => {
    meta = await startMetaFake({ appId: '123456789', appSecret: 'fb-secret', redirectUris: [REDIRECT] });
    server = await startTestServer(
      kind,
      // Instagram fetches media by address; here the fake does not fetch it.
      { SOCIAL_MEDIA_CHECK: 'off' },
      {
        clock,
        posts,
        settings: { facebook: { clientId: '123456789', clientSecret: 'fb-secret', apiBase: meta.url } },
      },
    );
    a = server.posting.publisher;
    if (kind === 'postgres') {
      other = await buildApp(server.config, { clock, posts });
      await other.app.ready();
      b = other.posting.publisher;
    } else {
      b = publisher(server.ctx, server.posting.accounts, server.posting.providers, posts.publisher);
    }
    const user = await registerUser(server, { companyName: 'Once Only Co' });
    asUser = server.client(user.token);
    await givePlan(server, user.id, { 1: 100 });
    const { authUrl, state } = (
      await asUser.call(pc.connectStart, { body: { network: 'facebook', redirectUri: REDIRECT } })
    ).data;
    const { code } = meta.oauth.authorize(authUrl);
    await asUser.call(pc.fbPagesAndTokens, { body: { accessToken: code, state, rememberMe: true } });
    instagram = (await asUser.call(pc.socialAccounts, { query: {} })).data.instragramList[0];
    const jpeg = await sharp({
      create: { width: 100, height: 100, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    mediaUrl = (
      await asUser.call(pc.uploadPostMedia, {
        files: { file: { name: 'sweets.jpg', data: jpeg, type: 'image/jpeg' } },
      })
    ).data.url;
  });
  afterAll(async () => {
    wakeAll();
    await other?.close();
    await server?.close();
    await meta?.close();
  });

  /** Waits (without a fixed sleep) until the condition holds. */
  async function until(what: string, condition: () => boolean | Promise<boolean>) {
    const deadline = performance.now() + 10_000;
    while (!(await condition())) {
      if (performance.now() > deadline) throw new Error(`timed out waiting until ${what}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  /** Lets Instagram finish processing and the runs end. */
  async function finish(...runs: Promise<unknown>[]) {
    meta.script.inProgressPolls = 0;
    for (const c of meta.containers.values()) c.pollsLeft = 0;
    let settled = false;
    const all = Promise.all(runs).finally(() => (settled = true));
    while (!settled) {
      wakeAll();
      await new Promise((r) => setTimeout(r, 5));
    }
    return all;
  }

  async function slowPost(caption: string) {
    meta.script.inProgressPolls = 1_000_000;
    const created = (
      await asUser.call(pc.createPost, {
        body: { caption, media: [mediaUrl], accounts: [{ id: instagram.id, platformId: 2 }] },
      })
    ).data;
    return created;
  }

  const targetOf = (postId: number) =>
    server.ctx.db
      .selectFrom('post_targets')
      .selectAll()
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
  const postedOnInstagram = (caption: string) =>
    meta.posts.filter((p) => p.network === 'instagram' && p.text === caption).length;

  it('a publish whose processing wait outlasts the lease keeps it (heartbeat): the other publisher does not post it again', async () => {
    const created = await slowPost('Heartbeat jalebi');
    const first = a.runOnce();
    await until('the first publisher waits on Instagram', () => sleepers.length === 1);
    // Sixteen minutes of processing, in steps: each poll renews the 10-minute lease.
    for (let step = 0; step < 4; step++) {
      current += 4 * MINUTE;
      wakeAll();
      await until('the next poll', () => sleepers.length === 1);
    }
    const second = b.runOnce();
    const [, counts] = await finish(first, second);
    expect(postedOnInstagram(created.caption)).toBe(1);
    expect(counts).toMatchObject({ SUCCESS: 0 });
    expect(await targetOf(created.id)).toMatchObject({ status: 'SUCCESS', lease_holder: null });
  });

  it('a publisher whose lease ran out and was taken stops before its next call: the post goes out once', async () => {
    const created = await slowPost('Lost lease laddoo');
    const first = a.runOnce();
    await until('the first publisher waits on Instagram', () => sleepers.length === 1);
    // The clock jumps past the lease before the first publisher could renew it: the second takes over.
    current += 11 * MINUTE;
    const second = b.runOnce();
    await until('the second publisher waits on Instagram too', () => sleepers.length === 2);
    await finish(first, second);
    expect(postedOnInstagram(created.caption)).toBe(1);
    expect((await targetOf(created.id)).status).toBe('SUCCESS');
    const log = (await asUser.call(pc.postLog, { query: { postId: created.id } })).data.records;
    expect(log.map((l) => l.outcome)).toEqual(['SUCCESS']);
  });

  it.skipIf(kind !== 'postgres')(
    'removing an account from a post that the publisher takes meanwhile answers 409 and keeps it',
    async () => {
      const dueLater = new Date(current + 120 * MINUTE).toISOString().slice(0, 16).replace('T', ' ');
      const created = (
        await asUser.call(pc.createPost, {
          body: {
            caption: 'Removed or not',
            media: [mediaUrl],
            accounts: [{ id: instagram.id, platformId: 2 }],
            scheduleType: 'custom',
            scheduledAt: dueLater,
            timeZone: 'UTC',
          },
        })
      ).data;
      const target = await targetOf(created.id);
      // The publisher claims the row in its own transaction, not yet committed: the API reads it as
      // PENDING, and its delete waits for the claim.
      const claim = new pg.Client({ connectionString: server.config.databaseUrl });
      await claim.connect();
      try {
        await claim.query('BEGIN');
        await claim.query(
          `UPDATE post_targets SET status = 'PUBLISHING', lease_holder = 'other' WHERE id = $1`,
          [target.id],
        );
        const removal = asUser
          .call(pc.deletePostTarget, { params: { id: created.id, accountId: instagram.id, platformId: 2 } })
          .then(
            () => null,
            (err: unknown) => err,
          );
        await until('the delete waits for the claim', async () => {
          const waiting = await claim.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          return waiting.rows[0].n > 0;
        });
        await claim.query('COMMIT');
        const err = await removal;
        expect(err).toBeInstanceOf(ApiError);
        expect(err).toMatchObject({ status: 409, message: 'This account is being posted to right now' });
        expect((await targetOf(created.id)).status).toBe('PUBLISHING');
      } finally {
        await claim.end();
      }
    },
  );
});
