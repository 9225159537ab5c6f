import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionTester } from '../../src/server/modules/settings/connection-tests';
import { googleProviders } from '../../src/server/providers/social/google';
import { socialProviders } from '../../src/server/providers/social/index';
import { linkedinProvider } from '../../src/server/providers/social/linkedin';
import { metaProviders } from '../../src/server/providers/social/meta';
import { newPkce } from '../../src/server/providers/social/oauth';
import {
  PermanentFailure,
  ReconnectNeeded,
  SocialNotConfigured,
  TransientFailure,
  type Auth,
  type SocialOptions,
  type Tokens,
} from '../../src/server/providers/social/types';
import { xProvider } from '../../src/server/providers/social/x';
import { startGoogleFake, type GoogleFake } from '../fakes/social/google';
import { startLinkedInFake, type LinkedInFake } from '../fakes/social/linkedin';
import { startMetaFake, type MetaFake } from '../fakes/social/meta';
import { startXFake, X_REUSED_REFRESH, type XFake } from '../fakes/social/x';

/**
 * The social network clients against loopback fakes of each network (issue 13, Providers and
 * Tests): connecting, tokens, and the HTTP wrapper's retries, refreshes and refusals. Waits are
 * injected, so Retry-After and back-off are checked without waiting.
 */

const REDIRECT = 'http://127.0.0.1:53682/oauth/callback';
const app = (fake: { url: string }, clientId: string, clientSecret: string) => ({
  clientId,
  clientSecret,
  base: fake.url,
});

/** Options whose waits return at once and are written down. */
function fast(extra: SocialOptions = {}) {
  const waits: number[] = [];
  return {
    waits,
    options: { sleep: async (ms: number) => void waits.push(ms), ...extra } satisfies SocialOptions,
  };
}

/** Tokens that renew through the provider, as the lead's account lock will (and count how often). */
function renewing(tokens: Tokens, refresh: (t: Tokens) => Promise<Tokens>) {
  const auth: Auth & { renewals: number } = {
    ...tokens,
    renewals: 0,
    async renew() {
      auth.renewals += 1;
      const next = await refresh({
        accessToken: auth.accessToken,
        refreshToken: auth.refreshToken,
        expiresAt: auth.expiresAt,
      });
      Object.assign(auth, next);
      return next;
    },
  };
  return auth;
}

let x: XFake;
let meta: MetaFake;
let li: LinkedInFake;
let google: GoogleFake;

beforeAll(async () => {
  [x, meta, li, google] = await Promise.all([
    startXFake({ clientId: 'x-client', clientSecret: 'x-secret', redirectUris: [REDIRECT] }),
    startMetaFake({ appId: '123456789', appSecret: 'fb-secret', redirectUris: [REDIRECT] }),
    startLinkedInFake({ clientId: 'li-client', clientSecret: 'li-secret', redirectUris: [REDIRECT] }),
    startGoogleFake({
      clientId: 'g-client.apps.googleusercontent.com',
      clientSecret: 'g-secret',
      redirectUris: [REDIRECT],
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([x?.close(), meta?.close(), li?.close(), google?.close()]);
});

describe('connecting each network', () => {
  it('X: PKCE sign-in gives rotating tokens and the user as the only target', async () => {
    const provider = xProvider(app(x, 'x-client', 'x-secret'), fast().options);
    const pkce = newPkce();
    const url = new URL(
      provider.authUrl({ state: 'st-1', redirectUri: REDIRECT, codeChallenge: pkce.challenge }),
    );
    expect(url.pathname).toBe('/i/oauth2/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toContain('offline.access');

    const { code, state } = x.oauth.authorize(url.toString());
    expect(state).toBe('st-1');
    // The verifier must be the one the challenge came from.
    await expect(
      provider.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: newPkce().verifier }),
    ).rejects.toThrow(ReconnectNeeded);

    const again = x.oauth.authorize(url.toString());
    const tokens = await provider.exchangeCode({
      code: again.code,
      redirectUri: REDIRECT,
      codeVerifier: pkce.verifier,
    });
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 7000 * 1000);
    expect(await provider.listTargets(tokens)).toEqual([
      expect.objectContaining({ network: 'x', externalId: x.user.id, name: 'bizsuite_shop' }),
    ]);
  });

  it('X: a redirect address other than the registered one is refused', async () => {
    const provider = xProvider(app(x, 'x-client', 'x-secret'));
    const url = provider.authUrl({
      state: 's',
      redirectUri: 'http://127.0.0.1:9999/other',
      codeChallenge: newPkce().challenge,
    });
    expect(() => x.oauth.authorize(url)).toThrow(/redirect_uri not registered/);
  });

  it('Facebook and Instagram: pages with their own tokens, and the Instagram account of a page', async () => {
    const { facebook, instagram } = metaProviders(app(meta, '123456789', 'fb-secret'), fast().options);
    const url = new URL(facebook.authUrl({ state: 'st-fb', redirectUri: REDIRECT, codeChallenge: 'unused' }));
    expect(url.pathname).toBe('/v21.0/dialog/oauth');
    expect(url.searchParams.get('scope')).toContain('instagram_content_publish');
    const { code } = meta.oauth.authorize(url.toString());
    const tokens = await facebook.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: '' });
    // The short-lived token was traded for a long-lived one (about 60 days); Meta has no refresh token.
    expect(tokens.accessToken).toMatch(/^fb-long-/);
    expect(tokens.refreshToken).toBeNull();
    expect(tokens.expiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);

    expect(await facebook.listTargets(tokens)).toEqual([
      expect.objectContaining({
        externalId: '110000000000001',
        name: 'Sharma Sweets',
        token: 'page-token-110000000000001',
      }),
      expect.objectContaining({ externalId: '110000000000002', name: 'Sharma Catering' }),
    ]);
    expect(await instagram.listTargets(tokens)).toEqual([
      expect.objectContaining({
        network: 'instagram',
        externalId: '17841400000000001',
        name: 'sharmasweets',
        token: 'page-token-110000000000001',
      }),
    ]);
    // A used code is refused in Meta's words.
    await expect(facebook.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: '' })).rejects.toThrow(
      'This authorization code has been used.',
    );
  });

  it('LinkedIn: the member and the organisations they administer (localizedName), a 60-day token without refresh', async () => {
    const provider = linkedinProvider(app(li, 'li-client', 'li-secret'), fast().options);
    const { code } = li.oauth.authorize(
      provider.authUrl({ state: 'st-li', redirectUri: REDIRECT, codeChallenge: 'unused' }),
    );
    const tokens = await provider.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: '' });
    expect(tokens.refreshToken).toBeNull();
    expect(await provider.listTargets(tokens)).toEqual([
      expect.objectContaining({ externalId: 'urn:li:person:yrZCpj2Z12', name: 'Anita Rao' }),
      expect.objectContaining({ externalId: 'urn:li:organization:2414183', name: 'Rao Textiles' }),
    ]);
    await expect(provider.refresh(tokens)).rejects.toThrow(ReconnectNeeded);
  });

  it('LinkedIn: without the organisation scopes the member alone is offered', async () => {
    const narrow = await startLinkedInFake({
      clientId: 'c',
      clientSecret: 's',
      redirectUris: [REDIRECT],
      noOrganisationScope: true,
    });
    try {
      const targets = await linkedinProvider(app(narrow, 'c', 's')).listTargets({
        ...narrow.oauth.tokens(),
        expiresAt: null,
      });
      expect(targets.map((t) => t.name)).toEqual(['Anita Rao']);
    } finally {
      await narrow.close();
    }
  });

  it('Google Business Profile and YouTube: offline access with consent, locations by title, channels by name', async () => {
    const { google: gbp, youtube } = googleProviders(
      app(google, 'g-client.apps.googleusercontent.com', 'g-secret'),
      fast().options,
    );
    const pkce = newPkce();
    const url = new URL(gbp.authUrl({ state: 'st-g', redirectUri: REDIRECT, codeChallenge: pkce.challenge }));
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
    const { code } = google.oauth.authorize(url.toString());
    const tokens = await gbp.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: pkce.verifier });
    expect(tokens.refreshToken).toBeTruthy();
    expect((await gbp.listTargets(tokens)).map((t) => [t.externalId, t.name])).toEqual([
      ['accounts/111/locations/9001', 'Sharma Sweets, Andheri'],
      ['accounts/111/locations/9002', 'Sharma Sweets, Bandra'],
    ]);
    const yt = youtube.authUrl({ state: 'st-y', redirectUri: REDIRECT, codeChallenge: pkce.challenge });
    expect(new URL(yt).searchParams.get('scope')).toContain('youtube.upload');
    expect(await youtube.listTargets(tokens)).toEqual([
      expect.objectContaining({
        network: 'youtube',
        externalId: 'UCx7Bq2dS0000000000000A',
        name: 'Sharma Sweets Kitchen',
      }),
    ]);
    // Refreshing keeps the refresh token Google does not send again.
    const refreshed = await gbp.refresh(tokens);
    expect(refreshed.refreshToken).toBe(tokens.refreshToken);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
  });

  it('Google: a sign-in answered without a refresh token is Reconnect needed at once', async () => {
    const { google: gbp } = googleProviders(
      app(google, 'g-client.apps.googleusercontent.com', 'g-secret'),
      fast().options,
    );
    const pkce = newPkce();
    const url = new URL(gbp.authUrl({ state: 's', redirectUri: REDIRECT, codeChallenge: pkce.challenge }));
    url.searchParams.delete('prompt'); // as when consent was given before: Google sends no refresh token
    const { code } = google.oauth.authorize(url.toString());
    await expect(
      gbp.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: pkce.verifier }),
    ).rejects.toThrow(
      expect.objectContaining({
        name: 'ReconnectNeeded',
        message: expect.stringContaining('did not give a refresh token'),
      }),
    );
  });
});

describe('tokens', () => {
  it('X: each refresh token works once; reusing one is refused in X’s words and asks for Reconnect', async () => {
    const provider = xProvider(app(x, 'x-client', 'x-secret'), fast().options);
    const first = { ...x.oauth.tokens(), expiresAt: null };
    const second = await provider.refresh(first);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const third = await provider.refresh(second);
    expect(third.refreshToken).not.toBe(second.refreshToken);
    const reused = await provider.refresh(first).catch((e: unknown) => e);
    expect(reused).toBeInstanceOf(ReconnectNeeded);
    expect((reused as Error).message).toBe(X_REUSED_REFRESH.error_description);
  });

  it('a 401 runs the account’s refresh once and the call is retried with the new token', async () => {
    const provider = xProvider(app(x, 'x-client', 'x-secret'), fast().options);
    const auth = renewing({ ...x.oauth.tokens(), expiresAt: null }, provider.refresh);
    x.oauth.expireAccessTokens();
    const before = x.posts.length;
    const published = await provider.publish(
      auth,
      { network: 'x', externalId: x.user.id, name: 'bizsuite_shop' },
      { text: 'Fresh jalebi today', media: [] },
    );
    expect(auth.renewals).toBe(1);
    expect(x.posts.length).toBe(before + 1);
    expect(published.postUrl).toBe(`https://x.com/bizsuite_shop/status/${published.externalPostId}`);
  });

  it('a 401 with no way to refresh, or still 401 after it, is Reconnect needed', async () => {
    const provider = linkedinProvider(app(li, 'li-client', 'li-secret'), fast().options);
    const tokens = { ...li.oauth.tokens(), expiresAt: null };
    li.oauth.expireAccessTokens();
    await expect(provider.validate(tokens)).rejects.toThrow(
      expect.objectContaining({ name: 'ReconnectNeeded', message: 'Invalid access token' }),
    );
    const auth = renewing(tokens, provider.refresh);
    await expect(provider.validate(auth)).rejects.toThrow(ReconnectNeeded);
    expect(auth.renewals).toBe(1);
  });

  it('a revoked grant is Reconnect needed with Google’s text', async () => {
    const revocable = await startGoogleFake({ clientId: 'g', clientSecret: 's', redirectUris: [REDIRECT] });
    try {
      const { youtube } = googleProviders(app(revocable, 'g', 's'), fast().options);
      const tokens = { ...revocable.oauth.tokens(), expiresAt: null };
      revocable.oauth.revokeGrant();
      await expect(youtube.refresh(tokens)).rejects.toThrow(
        expect.objectContaining({ name: 'ReconnectNeeded', message: 'Token has been expired or revoked.' }),
      );
      await expect(youtube.validate(renewing(tokens, youtube.refresh))).rejects.toThrow(ReconnectNeeded);
    } finally {
      await revocable.close();
    }
  });
});

describe('the HTTP wrapper', () => {
  it('a 429 waits for Retry-After, then the call succeeds once', async () => {
    const { waits, options } = fast();
    const provider = xProvider(app(x, 'x-client', 'x-secret'), options);
    x.fault({ kind: 429, match: '/2/tweets', retryAfter: 7 });
    const before = x.posts.length;
    await provider.publish(
      { ...x.oauth.tokens(), expiresAt: null },
      { network: 'x', externalId: x.user.id, name: 'bizsuite_shop' },
      { text: 'Kaju katli is back', media: [] },
    );
    expect(waits).toEqual([7000]);
    expect(x.posts.length).toBe(before + 1);
  });

  it('a Retry-After too long to wait here ends as a TransientFailure carrying it, so the job defers', async () => {
    const provider = xProvider(app(x, 'x-client', 'x-secret'), fast().options);
    x.fault({ kind: 429, match: '/2/tweets', retryAfter: 900 });
    const err = await provider
      .publish(
        { ...x.oauth.tokens(), expiresAt: null },
        { network: 'x', externalId: x.user.id, name: 'u' },
        { text: 'Later', media: [] },
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransientFailure);
    expect((err as TransientFailure).retryAfterMs).toBe(900_000);
    expect((err as Error).message).toBe('Too Many Requests');
  });

  it('5xx past 3 retries fails with the network’s text, after waits of 5 s', async () => {
    const { waits, options } = fast();
    const { facebook } = metaProviders(app(meta, '123456789', 'fb-secret'), options);
    const target = {
      network: 'facebook' as const,
      externalId: '110000000000001',
      name: 'Sharma Sweets',
      token: 'page-token-110000000000001',
    };
    meta.fault({ kind: 503, match: '/feed', times: 4 });
    const calls = meta.requests.length;
    const err = await facebook
      .publish({ accessToken: 'unused', refreshToken: null, expiresAt: null }, target, {
        text: 'Diwali hampers',
        media: [],
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransientFailure);
    expect((err as Error).message).toBe('An unexpected error has occurred. Please retry your request later.');
    // Four tries of the post, each repeat after looking on the page for a post made unanswered.
    expect(meta.requests.slice(calls).map((r) => `${r.method} ${r.path.split('/').pop()}`)).toEqual([
      'POST feed',
      'GET posts',
      'POST feed',
      'GET posts',
      'POST feed',
      'GET posts',
      'POST feed',
    ]);
    expect(waits).toEqual([5000, 5000, 5000]);
  });

  it('a call that hangs is abandoned and retried', async () => {
    const { options } = fast({ timeoutMs: 300 });
    const provider = linkedinProvider(app(li, 'li-client', 'li-secret'), options);
    li.fault({ kind: 'hang', match: '/v2/userinfo' });
    const tokens = { ...li.oauth.tokens(), expiresAt: null };
    await expect(provider.validate(tokens)).resolves.toBeUndefined();
    li.fault({ kind: 'hang', match: '/v2/userinfo', times: 4 });
    await expect(provider.validate(tokens)).rejects.toThrow(
      expect.objectContaining({ name: 'Unreachable', message: 'LinkedIn did not answer in time.' }),
    );
  });

  it('an HTML page or unexpected JSON is a PermanentFailure with readable text, never a crash', async () => {
    const provider = linkedinProvider(app(li, 'li-client', 'li-secret'), fast().options);
    li.fault({ kind: 'garbage', match: '/v2/userinfo' });
    await expect(provider.validate({ ...li.oauth.tokens(), expiresAt: null })).rejects.toThrow(
      expect.objectContaining({
        name: 'PermanentFailure',
        message:
          'LinkedIn answered something unexpected (HTTP 200, text/html): Service temporarily unavailable',
      }),
    );
    // JSON of the wrong shape: a post answered without its id.
    const xp = xProvider(app(x, 'x-client', 'x-secret'), fast().options);
    x.fault({ kind: 'reply', match: '/2/tweets', reply: { status: 201, body: { data: [] } } });
    await expect(
      xp.publish(
        { ...x.oauth.tokens(), expiresAt: null },
        { network: 'x', externalId: x.user.id, name: 'u' },
        { text: 'Odd answer', media: [] },
      ),
    ).rejects.toThrow(
      expect.objectContaining({ name: 'PermanentFailure', message: 'X answered without the new item’s id.' }),
    );
    x.fault({ kind: 'reply', match: '/2/users/me', reply: { status: 200, body: ['not', 'an', 'object'] } });
    await expect(xp.listTargets({ ...x.oauth.tokens(), expiresAt: null })).rejects.toThrow(PermanentFailure);
  });
});

describe('settings', () => {
  it('an unconfigured network refuses every call in words a User may read', async () => {
    const empty = {
      get: async () => ({ clientId: undefined, clientSecret: undefined, apiBase: undefined }),
    } as never;
    const providers = socialProviders(empty);
    const xp = await providers.provider('x');
    expect(() => xp.authUrl({ state: 's', redirectUri: REDIRECT, codeChallenge: 'c' })).toThrow(
      expect.objectContaining({
        name: 'SocialNotConfigured',
        message: 'X is not available yet. Please contact the administrator.',
      }),
    );
    await expect(xp.refresh({ accessToken: 'a', refreshToken: 'r', expiresAt: null })).rejects.toThrow(
      SocialNotConfigured,
    );
    await expect(
      (await providers.provider('instagram')).listTargets({
        accessToken: 'a',
        refreshToken: null,
        expiresAt: null,
      }),
    ).rejects.toThrow('Instagram is not available yet. Please contact the administrator.');
    expect((await providers.provider('youtube').catch((e) => e)).network).toBe('youtube');
    expect(await providers.configured('google')).toBe(false);
  });

  it('a configured card gives a working provider with the card’s test server address', async () => {
    const settings = {
      get: async () => ({ clientId: 'x-client', clientSecret: 'x-secret', apiBase: x.url }),
    } as never;
    const provider = await socialProviders(settings).provider('x');
    const targets = await provider.listTargets({ ...x.oauth.tokens(), expiresAt: null });
    expect(targets[0].name).toBe('bizsuite_shop');
  });

  it('Test connection: each card makes one real call that tells a right app from a wrong one', async () => {
    const test = async (
      id: 'facebook' | 'x' | 'linkedin' | 'google',
      fake: { url: string },
      clientId: string,
      clientSecret: string,
    ) =>
      connectionTester(id)!({
        values: { clientId, clientSecret, apiBase: fake.url },
        missing: [],
        dataDir: '',
      } as never);

    expect(await test('facebook', meta, '123456789', 'fb-secret')).toEqual({
      ok: true,
      message: 'Meta accepted the app id and secret.',
    });
    expect(await test('facebook', meta, '123456789', 'wrong')).toEqual({
      ok: false,
      message: 'Meta refused the app id and secret. (Error validating client secret.)',
    });
    expect((await test('x', x, 'x-client', 'x-secret')).ok).toBe(true);
    expect(await test('x', x, 'x-client', 'wrong')).toEqual({
      ok: false,
      message:
        "X refused the app's client id or secret (Missing valid authorization header). Check Settings → X.",
    });
    expect((await test('linkedin', li, 'li-client', 'li-secret')).ok).toBe(true);
    expect((await test('linkedin', li, 'li-client', 'nope')).message).toContain(
      'Client authentication failed',
    );
    expect((await test('google', google, 'g-client.apps.googleusercontent.com', 'g-secret')).ok).toBe(true);
    expect(await test('google', google, 'other', 'g-secret')).toMatchObject({
      ok: false,
      message: expect.stringContaining('The OAuth client was not found.'),
    });
    expect(
      await connectionTester('x')!({
        values: { clientId: undefined, clientSecret: undefined, apiBase: undefined },
        missing: ['Client id', 'Client secret'],
        dataDir: '',
      } as never),
    ).toEqual({ ok: false, message: 'Fill in Client id and Client secret first.' });
  });
});
