import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectMetrics } from '../../src/server/modules/posts/jobs';
import { refreshAhead } from '../../src/server/modules/social/jobs';
import { postsContract as pc } from '../../src/shared/posts/contract';
import { startGoogleFake, type GoogleFake } from '../fakes/social/google';
import { startLinkedInFake, type LinkedInFake } from '../fakes/social/linkedin';
import { startXFake, type XFake } from '../fakes/social/x';
import { registerUser } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

/**
 * Keeping sign-ins alive (issue 13 Accounts): Google and YouTube connected through the API, tokens
 * refreshed ahead of expiry under one lock (X's refresh token is single use), LinkedIn's token
 * without a refresh token flagged a week before it ends, and engagement read a week after posting.
 */
const REDIRECT = 'http://127.0.0.1:53682/oauth/callback';
const MINUTE = 60_000;

describe.each(dbKinds())('social sign-ins over time (%s)', (kind) => {
  let server: TestServer;
  let x: XFake;
  let li: LinkedInFake;
  let google: GoogleFake;
  let user: Awaited<ReturnType<typeof registerUser>>;
  let asUser: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    [x, li, google] = await Promise.all([
      startXFake({ clientId: 'x-client', clientSecret: 'x-secret', redirectUris: [REDIRECT] }),
      startLinkedInFake({ clientId: 'li-client', clientSecret: 'li-secret', redirectUris: [REDIRECT] }),
      startGoogleFake({ clientId: 'g-client', clientSecret: 'g-secret', redirectUris: [REDIRECT] }),
    ]);
    server = await startTestServer(
      kind,
      {},
      {
        settings: {
          x: { clientId: 'x-client', clientSecret: 'x-secret', apiBase: x.url },
          linkedin: { clientId: 'li-client', clientSecret: 'li-secret', apiBase: li.url },
          google: { clientId: 'g-client', clientSecret: 'g-secret', apiBase: google.url },
        },
        posts: { social: { sleep: async () => {}, retryWaitMs: 0, pollIntervalMs: 0 } },
      },
    );
    user = await registerUser(server, { companyName: 'Sharma Sweets' });
    asUser = server.client(user.token);
    await givePlan(server, user.id, { 1: 100 });
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([x?.close(), li?.close(), google?.close()]);
  });

  async function signIn(network: 'x' | 'linkedin' | 'google' | 'youtube') {
    const { authUrl, state } = (
      await asUser.call(pc.connectStart, { body: { network, redirectUri: REDIRECT } })
    ).data;
    const fake = { x, linkedin: li, google, youtube: google }[network];
    const { code } = fake.oauth.authorize(authUrl);
    if (network === 'x') return asUser.call(pc.connectTwitter, { body: { code, state } });
    if (network === 'linkedin')
      return asUser.call(pc.connectLinkedIn, { body: { accessToken: code, state, redirect_uri: REDIRECT } });
    if (network === 'google') return asUser.call(pc.connectGoogle, { body: { code, state } });
    return asUser.call(pc.connectYouTube, { body: { code, state } });
  }

  const connectionOf = (network: string) =>
    server.ctx.db
      .selectFrom('social_connections')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('network', '=', network)
      .executeTakeFirstOrThrow();

  it('Google connects its Business Profile locations and YouTube its channel, by their titles', async () => {
    await signIn('google');
    await signIn('youtube');
    const list = (await asUser.call(pc.socialAccounts, { query: {} })).data;
    expect(list.googleLocationsList.map((l) => l.title)).toEqual([
      'Sharma Sweets, Andheri',
      'Sharma Sweets, Bandra',
    ]);
    expect(list.youTubeChannels.map((c) => c.channelName)).toEqual(['Sharma Sweets Kitchen']);
  });

  it('X is refreshed 10 minutes before expiry, once even when two callers refresh at the same moment', async () => {
    await signIn('x');
    const before = await connectionOf('x');
    const tokens = server.posting.accounts.tokens;
    // Two refreshes at once with the same tokens: the lock lets one spend the refresh token.
    const [a, b] = await Promise.all([
      tokens.refresh(before.id, tokens.open(before)),
      tokens.refresh(before.id, tokens.open(before)),
    ]);
    expect(a.accessToken).toBe(b.accessToken);
    expect((await connectionOf('x')).status).toBe('Active');

    const now = await connectionOf('x');
    const expires = new Date(now.expires_at!).getTime();
    // Eleven minutes before: not yet; nine minutes before: refreshed.
    await refreshAhead(server.ctx, server.posting.providers, new Date(expires - 11 * MINUTE));
    expect((await connectionOf('x')).access_token).toBe(now.access_token);
    await refreshAhead(server.ctx, server.posting.providers, new Date(expires - 9 * MINUTE));
    const after = await connectionOf('x');
    expect(after.access_token).not.toBe(now.access_token);
    expect(after.status).toBe('Active');
  });

  it('a LinkedIn sign-in without a refresh token is flagged a week before it ends; a revoked grant asks to reconnect', async () => {
    await signIn('linkedin');
    const c = await connectionOf('linkedin');
    expect(c.refresh_token).toBeNull();
    const expires = new Date(c.expires_at!).getTime();
    await refreshAhead(server.ctx, server.posting.providers, new Date(expires - 8 * 86_400_000));
    expect((await connectionOf('linkedin')).status).toBe('Active');
    const run = await refreshAhead(server.ctx, server.posting.providers, new Date(expires - 6 * 86_400_000));
    expect(run.flagged).toBe(1);
    const list = (await asUser.call(pc.socialAccounts, { query: {} })).data;
    expect(list.linkedInList[0]).toMatchObject({ status: 'ReconnectNeeded' });
    expect(list.linkedInList[0].statusReason).toMatch(/reconnect to keep posting/);

    // Google's refresh refused for good: Reconnect needed.
    google.oauth.revokeGrant();
    const g = await connectionOf('google');
    await refreshAhead(
      server.ctx,
      server.posting.providers,
      new Date(new Date(g.expires_at!).getTime() - MINUTE),
    );
    expect((await connectionOf('google')).status).toBe('ReconnectNeeded');
  });

  it('engagement is read a week after a post went out, for best time', async () => {
    const account = (await asUser.call(pc.socialAccounts, { query: {} })).data.twitterList[0];
    const post = (
      await asUser.call(pc.createPost, {
        body: { caption: 'Measured post', accounts: [{ id: account.id, platformId: 3 }] },
      })
    ).data;
    await server.posting.publisher.runOnce();
    const sent = x.posts.at(-1)!;
    x.metrics.set(sent.id, { like_count: 7, retweet_count: 2, reply_count: 1, quote_count: 0 });
    const later = new Date(Date.now() + 8 * 86_400_000);
    const run = await collectMetrics(server.ctx, server.posting.providers, later);
    expect(run.measured).toBe(1);
    const target = await server.ctx.db
      .selectFrom('post_targets')
      .select(['engagement', 'metrics_at'])
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(target.engagement).toBe(10);
  });
});
