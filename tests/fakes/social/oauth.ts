import { randomBytes } from 'node:crypto';
import { s256 } from './server';

/**
 * The OAuth side of a network fake: the consent screen (a test "signs in" by handing the authorize
 * URL our server built to `authorize`), codes single use and bound to their exact redirect_uri and
 * PKCE challenge, access tokens that expire or can be expired by the test, and refresh tokens that
 * rotate and refuse reuse (X), stay the same (Google) or do not exist (Meta, LinkedIn).
 */

export interface OAuthFakeOptions {
  prefix: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  pkce: boolean;
  accessTtlSec: number;
  /** rotate: a new single-use refresh token each time (X); reuse: one that stays (Google); none (LinkedIn, Meta). */
  refresh: 'rotate' | 'reuse' | 'none';
  /** Google: a refresh token only for access_type=offline with prompt=consent. */
  refreshOnlyWithOfflineConsent?: boolean;
}

export type Grant =
  | {
      ok: true;
      body: {
        access_token: string;
        token_type: string;
        expires_in: number;
        refresh_token?: string;
        scope: string;
      };
    }
  | { ok: false; error: 'invalid_client' | 'invalid_grant' | 'invalid_request'; description: string };

export function oauthFake(o: OAuthFakeOptions) {
  const codes = new Map<
    string,
    { redirectUri: string; challenge?: string; scope: string; offline: boolean; used: boolean }
  >();
  const access = new Map<string, { expiresAt: number; revoked: boolean }>();
  const refresh = new Map<string, { used: boolean; scope: string }>();
  let revoked = false;
  let counter = 0;
  const next = (kind: string) => `${o.prefix}-${kind}-${++counter}-${randomBytes(6).toString('hex')}`;

  function issue(scope: string, withRefresh: boolean, keepRefresh?: string): Grant {
    const token = next('at');
    access.set(token, { expiresAt: Date.now() + o.accessTtlSec * 1000, revoked: false });
    let refresh_token: string | undefined;
    if (withRefresh && o.refresh !== 'none') {
      refresh_token = keepRefresh ?? next('rt');
      refresh.set(refresh_token, { used: false, scope });
    }
    return {
      ok: true,
      body: {
        access_token: token,
        token_type: 'bearer',
        expires_in: o.accessTtlSec,
        ...(refresh_token && !keepRefresh ? { refresh_token } : {}),
        scope,
      },
    };
  }

  return {
    /** The consent screen: checks what our authorize URL carries and answers the redirect's code and state. */
    authorize(authUrl: string): { code: string; state: string; params: URLSearchParams } {
      const params = new URL(authUrl).searchParams;
      if (params.get('client_id') !== o.clientId)
        throw new Error(`unknown client_id ${params.get('client_id')}`);
      const redirectUri = params.get('redirect_uri') ?? '';
      if (!o.redirectUris.includes(redirectUri))
        throw new Error(`redirect_uri not registered: ${redirectUri}`);
      if (o.pkce && (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')))
        throw new Error('PKCE with S256 required');
      const code = next('code');
      codes.set(code, {
        redirectUri,
        challenge: params.get('code_challenge') ?? undefined,
        scope: params.get('scope') ?? '',
        offline: params.get('access_type') === 'offline' && params.get('prompt') === 'consent',
        used: false,
      });
      return { code, state: params.get('state') ?? '', params };
    },

    clientOk: (id: string | null | undefined, secret: string | null | undefined) =>
      id === o.clientId && secret === o.clientSecret,

    exchange(a: { code: string; redirectUri: string; verifier?: string }): Grant {
      const c = codes.get(a.code);
      if (!c || c.used) return { ok: false, error: 'invalid_grant', description: 'Malformed auth code.' };
      if (c.redirectUri !== a.redirectUri)
        return { ok: false, error: 'invalid_grant', description: 'Bad Request: redirect_uri mismatch' };
      if (o.pkce && (!a.verifier || s256(a.verifier) !== c.challenge))
        return { ok: false, error: 'invalid_grant', description: 'Invalid code verifier.' };
      c.used = true;
      const withRefresh = o.refreshOnlyWithOfflineConsent ? c.offline : true;
      return issue(c.scope, withRefresh);
    },

    refreshGrant(token: string): Grant {
      const r = refresh.get(token);
      if (revoked)
        return { ok: false, error: 'invalid_grant', description: 'Token has been expired or revoked.' };
      if (!r || r.used)
        return {
          ok: false,
          error: o.refresh === 'rotate' ? 'invalid_request' : 'invalid_grant',
          description: 'refused',
        };
      if (o.refresh === 'rotate') r.used = true;
      return issue(r.scope, true, o.refresh === 'reuse' ? token : undefined);
    },

    /** 'ok', or why the bearer token is refused. */
    check(token: string | undefined): 'ok' | 'expired' | 'unknown' {
      const a = token ? access.get(token) : undefined;
      if (!a) return 'unknown';
      if (a.revoked || revoked || a.expiresAt <= Date.now()) return 'expired';
      return 'ok';
    },

    /** Every access token given so far stops working (the next call answers 401). */
    expireAccessTokens() {
      for (const a of access.values()) a.expiresAt = 0;
    },
    /** The user removed the app: refresh tokens refused with invalid_grant, access tokens too. */
    revokeGrant() {
      revoked = true;
    },
    /** The user allowed the app again (a reconnect signs in afresh). */
    restoreGrant() {
      revoked = false;
    },
    /** A fresh access token without a sign-in (a test's shortcut to a connected account). */
    tokens(): { accessToken: string; refreshToken: string | null } {
      const g = issue('', true) as Extract<Grant, { ok: true }>;
      return { accessToken: g.body.access_token, refreshToken: g.body.refresh_token ?? null };
    },
    refreshTokensIssued: () => [...refresh.keys()],
  };
}

export type OAuthFake = ReturnType<typeof oauthFake>;
