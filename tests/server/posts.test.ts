import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postsContract as pc } from '../../src/shared/posts/contract';
import { ApiError } from '../../src/shared/http/client';
import { startLinkedInFake, type LinkedInFake } from '../fakes/social/linkedin';
import { startMetaFake, type MetaFake } from '../fakes/social/meta';
import { startXFake, type XFake } from '../fakes/social/x';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

/**
 * Social accounts and posts through the HTTP API, the publisher and loopback fakes of the networks
 * (issue 13 Tests): connecting, tokens at rest, publishing exactly once, retries, refusals, tenancy.
 */
const REDIRECT = 'http://127.0.0.1:53682/oauth/callback';
const fastSocial = { sleep: async () => {}, retryWaitMs: 0, pollIntervalMs: 0, timeoutMs: 2_000 };

describe.each(dbKinds())('posts (%s)', (kind) => {
  let server: TestServer;
  let x: XFake;
  let meta: MetaFake;
  let li: LinkedInFake;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let bob: Awaited<ReturnType<typeof registerUser>>;
  let asAlice: ReturnType<TestServer['client']>;
  let asBob: ReturnType<TestServer['client']>;
  let asAdmin: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    [x, meta, li] = await Promise.all([
      startXFake({ clientId: 'x-client', clientSecret: 'x-secret', redirectUris: [REDIRECT] }),
      startMetaFake({ appId: '123456789', appSecret: 'fb-secret', redirectUris: [REDIRECT] }),
      startLinkedInFake({ clientId: 'li-client', clientSecret: 'li-secret', redirectUris: [REDIRECT] }),
    ]);
    server = await startTestServer(
      kind,
      {},
      {
        settings: {
          x: { clientId: 'x-client', clientSecret: 'x-secret', apiBase: x.url },
          facebook: { clientId: '123456789', clientSecret: 'fb-secret', apiBase: meta.url },
          linkedin: { clientId: 'li-client', clientSecret: 'li-secret', apiBase: li.url },
        },
        posts: { social: fastSocial, publisher: { retryDelayMs: 0, concurrency: 8 } },
      },
    );
    asAdmin = server.client(await setupAdmin(server));
    alice = await registerUser(server, { companyName: 'Rao Sweets & Co' });
    bob = await registerUser(server, { companyName: 'Bob Bikes' });
    asAlice = server.client(alice.token);
    asBob = server.client(bob.token);
    await givePlan(server, alice.id, { 1: 1000 });
    await givePlan(server, bob.id, { 1: 10 });
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([x?.close(), meta?.close(), li?.close()]);
  });
  beforeEach(() => {
    x.clearFaults();
    meta.clearFaults();
    li.clearFaults();
  });

  const error = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  };

  /** The sign-in as the desktop app runs it: start, the network's consent page, the code back. */
  async function connect(client: ReturnType<TestServer['client']>, network: 'x' | 'facebook' | 'linkedin') {
    const { authUrl, state } = (
      await client.call(pc.connectStart, { body: { network, redirectUri: REDIRECT } })
    ).data;
    const fake = { x, facebook: meta, linkedin: li }[network];
    const { code } = fake.oauth.authorize(authUrl);
    if (network === 'x') return client.call(pc.connectTwitter, { body: { code, state } });
    if (network === 'facebook')
      return client.call(pc.fbPagesAndTokens, { body: { accessToken: code, state, rememberMe: true } });
    return client.call(pc.connectLinkedIn, { body: { accessToken: code, state, redirect_uri: REDIRECT } });
  }

  const accountsOf = async (client: ReturnType<TestServer['client']>) =>
    (await client.call(pc.socialAccounts, { query: {} })).data;

  const run = () => server.posting.publisher.runOnce();

  it('connecting X keeps state and verifier server-side, once; the tokens are sealed at rest', async () => {
    const answer = await connect(asAlice, 'x');
    expect(answer.data).toMatchObject({ success: true, accounts: 1 });
    const list = await accountsOf(asAlice);
    expect(list.twitterList).toEqual([
      expect.objectContaining({ userName: 'bizsuite_shop', socialPlatformId: 3, status: 'Active' }),
    ]);
    // The same state again: single use.
    const { authUrl, state } = (
      await asAlice.call(pc.connectStart, { body: { network: 'x', redirectUri: REDIRECT } })
    ).data;
    const { code } = x.oauth.authorize(authUrl);
    await asAlice.call(pc.connectTwitter, { body: { code, state } });
    const reused = await error(asAlice.call(pc.connectTwitter, { body: { code, state } }));
    expect(reused.status).toBe(422);
    // Reconnecting kept the account's id.
    expect((await accountsOf(asAlice)).twitterList.map((a) => a.id)).toEqual(
      list.twitterList.map((a) => a.id),
    );
    // No plain token anywhere on disk (SQLite) and none in any answer.
    const { accessToken, refreshToken } = x.oauth.tokens();
    if (kind === 'sqlite') {
      const files = fs.readdirSync(server.dataDir).map((f) => path.join(server.dataDir, f));
      for (const f of files.filter((f) => fs.statSync(f).isFile())) {
        const text = fs.readFileSync(f).toString('latin1');
        expect(text).not.toContain(accessToken);
        if (refreshToken) expect(text).not.toContain(refreshToken);
      }
    }
    expect(JSON.stringify(list)).not.toContain(accessToken);
  });

  it('a redirect address outside this app, a network not set up and another user’s state are refused', async () => {
    const bad = await error(
      asAlice.call(pc.connectStart, { body: { network: 'x', redirectUri: 'https://evil.example/cb' } }),
    );
    expect(bad.status).toBe(422);
    const google = await error(
      asAlice.call(pc.connectStart, { body: { network: 'google', redirectUri: REDIRECT } }),
    );
    expect(google.status).toBe(503);
    // A User never reads a variable name (issue 23).
    expect(google.message).toBe(
      'Google Business Profile is not available yet. Please contact the administrator.',
    );
    const { authUrl, state } = (
      await asAlice.call(pc.connectStart, { body: { network: 'x', redirectUri: REDIRECT } })
    ).data;
    const { code } = x.oauth.authorize(authUrl);
    expect((await error(asBob.call(pc.connectTwitter, { body: { code, state } }))).status).toBe(422);
  });

  it('Post Now reaches X once with the brand tag, and the post shows SUCCESS with its link', async () => {
    const [account] = (await accountsOf(asAlice)).twitterList;
    const before = x.posts.length;
    const created = await asAlice.call(pc.createPost, {
      body: { caption: 'Fresh jalebi today #sweets', accounts: [{ id: account.id, platformId: 3 }] },
    });
    expect(created.message).toBe('Posted Successfully');
    expect(created.data.caption).toBe('Fresh jalebi today #sweets\n\n#RaoSweetsCo');
    expect(created.data.hashtags).toEqual(['#sweets', '#RaoSweetsCo']);
    await run();
    await run();
    expect(x.posts.length).toBe(before + 1);
    expect(x.posts.at(-1)!.text).toBe('Fresh jalebi today #sweets\n\n#RaoSweetsCo');
    const post = (await asAlice.call(pc.postById, { params: { id: created.data.id } })).data;
    expect(post.status).toBe('SUCCESS');
    expect(post.postedAccountList[0]).toMatchObject({ status: 'SUCCESS', attempts: 1 });
    expect(post.postedAccountList[0].postUrl).toContain(x.posts.at(-1)!.id);
    const list = await asAlice.call(pc.posts, { query: { platform: 'x' } });
    expect(list.data.records[0].id).toBe(created.data.id);
    const logs = await asAlice.call(pc.postLog, { query: { postId: created.data.id } });
    expect(logs.data.records.map((l) => l.outcome)).toEqual(['SUCCESS']);
  });

  it('two runners over 200 due posts send each exactly once', async () => {
    await connect(asAlice, 'linkedin');
    const [account] = (await accountsOf(asAlice)).linkedInList;
    const before = li.posts.length;
    for (let i = 0; i < 200; i++)
      await asAlice.call(pc.createPost, {
        body: { caption: `Batch post number ${i}`, accounts: [{ id: account.id, platformId: 4 }] },
      });
    // A second server instance on the same database: its own publisher.
    const { publisher } = await import('../../src/server/modules/posts/publisher');
    const other = publisher(server.ctx, server.posting.accounts, server.posting.providers, {
      concurrency: 8,
    });
    await Promise.all([run(), other.runOnce()]);
    const sent = li.posts.slice(before).map((p) => p.commentary);
    expect(sent.length).toBe(200);
    expect(new Set(sent).size).toBe(200);
  });

  it('a runner that died after X got the post settles it as SUCCESS without posting again', async () => {
    const [account] = (await accountsOf(asAlice)).twitterList;
    const created = (
      await asAlice.call(pc.createPost, {
        body: { caption: 'Interrupted post', accounts: [{ id: account.id, platformId: 3 }] },
      })
    ).data;
    const caption = created.caption;
    // What a crash leaves: the network has the post; the row says PUBLISHING under a dead lease.
    x.posts.push({ id: '1999999999999999999', text: caption, mediaIds: [], createdAt: new Date() });
    const past = new Date(Date.now() - 60_000).toISOString();
    await server.ctx.db
      .updateTable('post_targets')
      .set({
        status: 'PUBLISHING',
        lease_holder: 'dead',
        lease_until: past,
        publish_started_at: past,
        attempts: 1,
      })
      .where('post_id', '=', created.id)
      .execute();
    const before = x.posts.length;
    await run();
    expect(x.posts.length).toBe(before);
    const post = (await asAlice.call(pc.postById, { params: { id: created.id } })).data;
    expect(post.postedAccountList[0]).toMatchObject({ status: 'SUCCESS' });
    expect(post.postedAccountList[0].postUrl).toContain('1999999999999999999');
  });

  it('a 401 refreshes the single-use token once and the post goes; a revoked grant asks to reconnect', async () => {
    const [account] = (await accountsOf(asAlice)).twitterList;
    x.fault({ kind: 401, match: '/2/tweets' });
    const one = (
      await asAlice.call(pc.createPost, {
        body: { caption: 'After a refresh', accounts: [{ id: account.id, platformId: 3 }] },
      })
    ).data;
    await run();
    expect((await asAlice.call(pc.postById, { params: { id: one.id } })).data.status).toBe('SUCCESS');

    x.oauth.revokeGrant();
    x.oauth.expireAccessTokens();
    const two = (
      await asAlice.call(pc.createPost, {
        body: { caption: 'After revoking', accounts: [{ id: account.id, platformId: 3 }] },
      })
    ).data;
    await run();
    const post = (await asAlice.call(pc.postById, { params: { id: two.id } })).data;
    expect(post.postedAccountList[0].status).toBe('FAILED');
    expect((await accountsOf(asAlice)).twitterList[0].status).toBe('ReconnectNeeded');
    // Reconnect keeps the account id and clears the flag.
    x.oauth.restoreGrant();
    await connect(asAlice, 'x');
    const again = (await accountsOf(asAlice)).twitterList;
    expect(again).toEqual([expect.objectContaining({ id: account.id, status: 'Active' })]);
  });

  it('5xx past three retries fails the target with the network’s text; a later success is untouched', async () => {
    await connect(asAlice, 'linkedin');
    const accounts = await accountsOf(asAlice);
    const member = accounts.linkedInList[0];
    li.fault({ kind: 503, match: '/rest/posts', times: 100 });
    const created = (
      await asAlice.call(pc.createPost, {
        body: { caption: 'Hiring bakers', accounts: [{ id: member.id, platformId: 4 }] },
      })
    ).data;
    await run();
    const post = (await asAlice.call(pc.postById, { params: { id: created.id } })).data;
    expect(post.postedAccountList[0]).toMatchObject({ status: 'FAILED', attempts: 4 });
    expect(post.postedAccountList[0].error).toBeTruthy();
    const log = await asAlice.call(pc.postLog, { query: { postId: created.id } });
    expect(log.data.records.map((l) => l.outcome)).toEqual(['FAILED', 'RETRY', 'RETRY', 'RETRY']);
    // Repost (User only) sends the chosen failed account again.
    li.clearFaults();
    const reposted = await asAlice.call(pc.repost, {
      params: { id: created.id },
      body: { targetIds: [post.postedAccountList[0].id] },
    });
    expect(reposted.data.postedAccountList[0].status).toBe('PENDING');
    await run();
    expect((await asAlice.call(pc.postById, { params: { id: created.id } })).data.status).toBe('SUCCESS');
    expect(
      (await error(asAdmin.call(pc.repost, { params: { id: created.id }, body: { targetIds: [1] } }))).status,
    ).toBe(403);
  });

  it('the server refuses what a platform refuses: alone 422, beside another account saved for the rest', async () => {
    const accounts = await accountsOf(asAlice);
    const xAccount = accounts.twitterList[0];
    const member = accounts.linkedInList[0];
    const long = 'a'.repeat(400);
    const alone = await error(
      asAlice.call(pc.createPost, {
        body: { caption: long, accounts: [{ id: xAccount.id, platformId: 3 }] },
      }),
    );
    expect(alone.status).toBe(422);
    expect(alone.errors?.accounts).toContain('X');
    const partly = await error(
      asAlice.call(pc.createPost, {
        body: {
          caption: long,
          accounts: [
            { id: xAccount.id, platformId: 3 },
            { id: member.id, platformId: 4 },
          ],
        },
      }),
    );
    expect(partly.status).toBe(422);
    expect(partly.errorCode).toBe('PartlyPosted');
    const newest = (await asAlice.call(pc.posts, { query: {} })).data.records[0];
    expect(newest.postedAccountList.map((t) => t.platformId)).toEqual([4]);
    // Past custom times and unknown accounts.
    const past = await error(
      asAlice.call(pc.createPost, {
        body: {
          caption: 'Late',
          accounts: [{ id: member.id, platformId: 4 }],
          scheduleType: 'custom',
          scheduledAt: '2020-01-01 10:00',
          timeZone: 'Asia/Kolkata',
        },
      }),
    );
    expect(past.status).toBe(422);
    expect(past.errors?.scheduledAt).toBe('Choose a time in the future');
  });

  it('users see only their own accounts and posts; an Admin sees all and cannot delete', async () => {
    const accounts = await accountsOf(asAlice);
    const member = accounts.linkedInList[0];
    expect((await accountsOf(asBob)).linkedInList).toEqual([]);
    const stolen = await error(
      asBob.call(pc.createPost, {
        body: { caption: 'Mine now', accounts: [{ id: member.id, platformId: 4 }] },
      }),
    );
    expect(stolen.status).toBe(404);
    const post = (await asAlice.call(pc.posts, { query: {} })).data.records[0];
    expect((await error(asBob.call(pc.postById, { params: { id: post.id } }))).status).toBe(404);
    expect((await asBob.call(pc.posts, { query: {} })).data.records).toEqual([]);
    const all = await asAdmin.call(pc.posts, { query: { Search: 'Hiring' } });
    expect(all.data.records[0]).toMatchObject({ userId: alice.id, companyName: 'Rao Sweets & Co' });
    expect((await asAdmin.call(pc.socialAccounts, { query: { id: alice.id } })).data.linkedInList).toEqual(
      accounts.linkedInList,
    );
    expect(
      (
        await error(
          asAdmin.call(pc.deletePostTarget, { params: { id: post.id, accountId: member.id, platformId: 4 } }),
        )
      ).status,
    ).toBe(403);
  });

  it('Post at Custom Time waits; the calendar moves it; a scheduled account can be removed; a sent one cannot', async () => {
    const member = (await accountsOf(asAlice)).linkedInList[0];
    const created = (
      await asAlice.call(pc.createPost, {
        body: {
          caption: 'Diwali hampers',
          accounts: [{ id: member.id, platformId: 4 }],
          scheduleType: 'custom',
          scheduledAt: '2099-10-20 18:30',
          timeZone: 'Asia/Kolkata',
        },
      })
    ).data;
    expect(created.postedAccountList[0].dueAt).toBe('2099-10-20T13:00:00.000Z');
    await run();
    expect((await asAlice.call(pc.postById, { params: { id: created.id } })).data.status).toBe('PENDING');
    const cal = await asAlice.call(pc.calendar, {
      query: { start: '2099-10-01T00:00:00Z', end: '2099-11-01T00:00:00Z' },
    });
    expect(cal.data.map((e) => e.postId)).toEqual([created.id]);
    const moved = await asAlice.call(pc.reschedule, {
      params: { id: created.postedAccountList[0].id },
      body: { dueAt: '2099-10-21T04:30:00Z' },
    });
    expect(moved.data.postedAccountList[0].dueAt).toBe('2099-10-21T04:30:00.000Z');
    await asAlice.call(pc.deletePostTarget, {
      params: { id: created.id, accountId: member.id, platformId: 4 },
    });
    expect((await error(asAlice.call(pc.postById, { params: { id: created.id } }))).status).toBe(404);
    // A post that went out stays.
    const sent = (await asAlice.call(pc.posts, { query: { status: 'SUCCESS', platform: 'linkedin' } })).data
      .records[0];
    const refused = await error(
      asAlice.call(pc.deletePostTarget, { params: { id: sent.id, accountId: member.id, platformId: 4 } }),
    );
    expect(refused.status).toBe(409);
  });

  it('Post at Best Time without history takes the next default slot, two hours from the others', async () => {
    const member = (await accountsOf(asAlice)).linkedInList[0];
    const first = (
      await asAlice.call(pc.createPost, {
        body: {
          caption: 'Best one',
          accounts: [{ id: member.id, platformId: 4 }],
          scheduleType: 'best',
          timeZone: 'Asia/Kolkata',
        },
      })
    ).data;
    const due = new Date(first.postedAccountList[0].dueAt);
    expect(due.getTime()).toBeGreaterThan(Date.now());
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hour12: false, timeZone: 'Asia/Kolkata' }).format(
        due,
      ),
    );
    expect([10, 11, 13, 19]).toContain(hour);
    const second = (
      await asAlice.call(pc.createPost, {
        body: {
          caption: 'Best two',
          accounts: [{ id: member.id, platformId: 4 }],
          scheduleType: 'best',
          timeZone: 'Asia/Kolkata',
        },
      })
    ).data;
    expect(
      Math.abs(new Date(second.postedAccountList[0].dueAt).getTime() - due.getTime()),
    ).toBeGreaterThanOrEqual(2 * 3_600_000);
  });

  it('a bulk CSV is all or nothing: a dry run lists row errors; a clean file creates every row', async () => {
    const member = (await accountsOf(asAlice)).linkedInList[0];
    const bad = [
      'caption,media_url,accounts,when',
      `Row one,,${member.id},01-01-2099 10:00 AM`,
      `=1+1,,${member.id},01-01-2099 10:00 AM`,
      `Row three,,${member.id},31-02-2099 10:00 AM`,
      `Row four,http://10.0.0.5/a.png,${member.id},best`,
    ].join('\n');
    const before = (await asAlice.call(pc.posts, { query: {} })).data.total_Record_Count;
    const dry = await asAlice.call(pc.bulkSchedule, {
      body: { csv: bad, dryRun: false, timeZone: 'Asia/Kolkata' },
    });
    expect(dry.data.created).toBe(0);
    expect(dry.data.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'caption'],
      [4, 'when'],
      [5, 'media_url'],
    ]);
    // Rows the server resolves: an account that is not connected.
    const unknown = [
      'caption,media_url,accounts,when',
      `Row one,,${member.id},01-01-2099 10:00 AM`,
      'Row two,,Nobody,best',
    ].join('\n');
    const refused = await asAlice.call(pc.bulkSchedule, { body: { csv: unknown, dryRun: false } });
    expect(refused.data.errors.map((e) => [e.row, e.field])).toEqual([[3, 'accounts']]);
    expect((await asAlice.call(pc.posts, { query: {} })).data.total_Record_Count).toBe(before);
    const good = [
      'caption,media_url,accounts,when',
      `Row one,,${member.id},01-01-2099 10:00 AM`,
      `Row two,,${member.id};bizsuite_shop,02-01-2099 11:30 PM`,
    ].join('\n');
    const check = await asAlice.call(pc.bulkSchedule, {
      body: { csv: good, dryRun: true, timeZone: 'Asia/Kolkata' },
    });
    expect(check.data).toEqual({ rows: 2, created: 0, errors: [] });
    const made = await asAlice.call(pc.bulkSchedule, {
      body: { csv: good, dryRun: false, timeZone: 'Asia/Kolkata' },
    });
    expect(made.data.created).toBe(2);
    expect((await asAlice.call(pc.posts, { query: {} })).data.total_Record_Count).toBe(before + 2);
  });

  it('a draft saved twice with one client id (the offline outbox replaying it) is stored once', async () => {
    const clientId = '6f1c3a52-1b7e-4c9a-9f3e-2d7b8a1c0e55';
    await asAlice.call(pc.saveDraft, { body: { clientId, caption: 'Half written' } });
    await asAlice.call(pc.saveDraft, { body: { clientId, caption: 'Half written, more' } });
    const drafts = (await asAlice.call(pc.drafts)).data;
    expect(drafts.filter((d) => d.clientId === clientId)).toEqual([
      expect.objectContaining({ caption: 'Half written, more' }),
    ]);
    expect((await asBob.call(pc.drafts)).data).toEqual([]);
  });

  it('Facebook fetches media by address: a loopback one fails the target at once, saying what to set', async () => {
    await connect(asAlice, 'facebook');
    const page = (await accountsOf(asAlice)).facebookPages[0];
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const media = (
      await asAlice.call(pc.uploadPostMedia, { files: { file: { name: 'dot.png', data: png } } })
    ).data;
    expect(media).toMatchObject({ mime: 'image/png', width: 1, height: 1 });
    const created = (
      await asAlice.call(pc.createPost, {
        body: { caption: 'A photo', media: [media.url], accounts: [{ id: page.id, platformId: 1 }] },
      })
    ).data;
    await run();
    const post = (await asAlice.call(pc.postById, { params: { id: created.id } })).data;
    expect(post.postedAccountList[0].status).toBe('FAILED');
    expect(post.postedAccountList[0].error).toContain('PUBLIC_BASE_URL');
    // Another user's file is not theirs to post.
    const taken = await error(
      asBob.call(pc.uploadPostMedia, { files: { file: { name: 'x.svg', data: Buffer.from('<svg/>') } } }),
    );
    expect(taken.status).toBe(422);
  });

  it("over X's budget of 200 posts in 15 minutes a target waits, saying until when, instead of failing", async () => {
    const [account] = (await accountsOf(asAlice)).twitterList;
    const created = (
      await asAlice.call(pc.createPost, {
        body: { caption: 'Over budget', accounts: [{ id: account.id, platformId: 3 }] },
      })
    ).data;
    // 200 posts of this account went out in the last minutes.
    const now = new Date().toISOString();
    await server.ctx.db
      .insertInto('post_targets')
      .values(
        Array.from({ length: 200 }, () => ({
          post_id: created.id,
          user_id: alice.id,
          account_id: account.id,
          platform_id: 3,
          account_name: 'bizsuite_shop',
          status: 'SUCCESS',
          due_at: now,
          attempts: 1,
          published_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const before = x.posts.length;
    await run();
    expect(x.posts.length).toBe(before);
    const target = await server.ctx.db
      .selectFrom('post_targets')
      .selectAll()
      .where('post_id', '=', created.id)
      .where('status', '!=', 'SUCCESS')
      .executeTakeFirstOrThrow();
    expect(target.status).toBe('PENDING');
    expect(target.attempts).toBe(0);
    expect(target.error).toMatch(/^Waiting for X's limit of 200 posts in 15 minutes: goes at /);
    expect(new Date(target.deferred_until!).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    await server.ctx.db.deleteFrom('posts').where('id', '=', created.id).execute();
  });

  it('disconnecting an account cancels its pending posts', async () => {
    const member = (await accountsOf(asAlice)).linkedInList[0];
    const created = (
      await asAlice.call(pc.createPost, {
        body: {
          caption: 'Later',
          accounts: [{ id: member.id, platformId: 4 }],
          scheduleType: 'custom',
          scheduledAt: '2099-05-05 10:00',
          timeZone: 'Asia/Kolkata',
        },
      })
    ).data;
    const removed = await asAlice.call(pc.deleteSocialAccount, { params: { id: member.id, platformId: 4 } });
    expect(removed.message).toBe('Account Deleted');
    const post = (await asAlice.call(pc.postById, { params: { id: created.id } })).data;
    expect(post.status).toBe('CANCELLED');
    expect((await accountsOf(asAlice)).linkedInList.map((a) => a.id)).not.toContain(member.id);
  });
});
