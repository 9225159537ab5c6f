import { createHash, randomBytes } from 'node:crypto';
import type { SocialHttp } from './http';
import { PermanentFailure, ReconnectNeeded, type Tokens } from './types';
import { type Network, networkName } from '../../../shared/social/platforms';

/** PKCE (RFC 7636) for the caller that starts a sign-in: keep the verifier server-side, send the challenge. */
export function newPkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier) };
}

export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export const basicAuth = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

export const withQuery = (url: string, params: Record<string, string | undefined>) => {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, v);
  return u.toString();
};

/** The form of an OAuth refresh-token grant for an app that authenticates with its id and secret. */
export const refreshGrant = (app: { clientId: string; clientSecret: string }, refreshToken: string) => ({
  grant_type: 'refresh_token',
  refresh_token: refreshToken,
  client_id: app.clientId,
  client_secret: app.clientSecret,
});

/** The form of an OAuth authorization-code grant for an app that authenticates with its id and secret. */
export const codeGrant = (
  app: { clientId: string; clientSecret: string },
  code: string,
  redirectUri: string,
  codeVerifier?: string,
) => ({
  grant_type: 'authorization_code',
  code,
  redirect_uri: redirectUri,
  client_id: app.clientId,
  client_secret: app.clientSecret,
  ...(codeVerifier === undefined ? {} : { code_verifier: codeVerifier }),
});

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
}

/**
 * An OAuth token endpoint's answer as Tokens. A refused grant (`invalid_grant`, or X's
 * `invalid_request` for a used refresh token) is ReconnectNeeded; a refused app
 * (`invalid_client`, `unauthorized_client`) is the Admin's to fix, a PermanentFailure saying so.
 */
export async function tokenCall(
  http: SocialHttp,
  network: Network,
  req: { url: string; form: Record<string, string | undefined>; headers?: Record<string, string> },
  now: Date,
  keepRefreshToken: string | null = null,
): Promise<Tokens> {
  const body = await http.json<TokenAnswer>({
    url: req.url,
    form: req.form,
    headers: req.headers,
    // A grant is spent by the network on arrival: a lost answer is never asked again.
    once: true,
    classify: (status, answer, message) => oauthRefusal(network, status, answer, message),
  });
  if (typeof body.access_token !== 'string' || !body.access_token)
    throw new PermanentFailure(`${networkName(network)} answered without an access token.`, network);
  const expiresIn = Number(body.expires_in);
  return {
    accessToken: body.access_token,
    refreshToken:
      typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : keepRefreshToken,
    expiresAt:
      Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(now.getTime() + expiresIn * 1000) : null,
  };
}

export function oauthRefusal(
  network: Network,
  status: number,
  answer: unknown,
  message: string,
): Error | undefined {
  const code = (answer as { error?: unknown } | undefined)?.error;
  if (typeof code !== 'string') return undefined;
  if (code === 'invalid_client' || code === 'unauthorized_client')
    return new PermanentFailure(
      `${networkName(network)} refused the app's client id or secret (${message}). Check Settings → ${networkName(network)}.`,
      network,
      status,
    );
  if (code === 'invalid_grant' || code === 'invalid_request')
    return new ReconnectNeeded(message, network, status);
  return undefined;
}

/**
 * Whether a network's post is the one we sent: links are shortened (X's t.co) and text trimmed or
 * cut, so compare the words without links and spaces, one a beginning of the other.
 */
export function sameText(theirs: string | undefined | null, ours: string): boolean {
  const norm = (s: string) =>
    s
      .replace(/https?:\/\/\S+/g, '')
      .replace(/\{hashtag\|\\?#\|([^}]*)\}/g, '#$1')
      .replace(/\\([|{}@[\]()<>#\\*_~])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  const a = norm(theirs ?? '');
  const b = norm(ours);
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= Math.min(20, long.length) && long.startsWith(short);
}
