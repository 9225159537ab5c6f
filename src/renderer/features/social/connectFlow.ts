import { postsContract as c } from '../../../shared/posts/contract';
import type { ConnectNetwork } from '../../../shared/social/platforms';
import { api } from '../../lib/api';
import { desktopBridge } from '../../lib/desktop';

/**
 * Connecting a network's account (spec 01 §4: each platform's sign-in flow; issue 13, Accounts).
 * Desktop follows RFC 8252: the main process listens on a loopback port, the system browser signs
 * in, and the code comes back here. Browser mode leaves for the network and lands back on
 * /profile/social-accounts (or /profile/linkedin, spec 01 §2), where `finishFromReturn` ends it.
 */

/** Where the network sends a browser back (spec 01 §2: LinkedIn lands on /profile/linkedin). */
export const browserRedirectUri = (network: ConnectNetwork) =>
  `${location.origin}/profile/${network === 'linkedin' ? 'linkedin' : 'social-accounts'}`;

/** The network a browser sign-in was started for, kept while the page is away at the network. */
const PENDING_KEY = 'social.connect.pending';

interface Pending {
  network: ConnectNetwork;
  redirectUri: string;
}

/** Hands the sign-in's code to the network's connect endpoint; answers the server's message. */
async function finish(network: ConnectNetwork, code: string, state: string, redirectUri: string) {
  const call = () => {
    switch (network) {
      case 'facebook':
        return api.call(c.fbPagesAndTokens, { body: { accessToken: code, state, rememberMe: true } });
      case 'x':
        return api.call(c.connectTwitter, { body: { code, state } });
      case 'linkedin':
        return api.call(c.connectLinkedIn, { body: { accessToken: code, state, redirect_uri: redirectUri } });
      case 'google':
        return api.call(c.connectGoogle, { body: { code, state } });
      case 'youtube':
        return api.call(c.connectYouTube, { body: { code, state } });
    }
  };
  const res = await call();
  return res.message ?? res.data.message;
}

export type ConnectOutcome = { done: true; message: string } | { done: false };

/**
 * Starts (and on the desktop finishes) connecting a network. In browser mode the page leaves for
 * the network: the promise never settles with done.
 */
export async function connectNetwork(network: ConnectNetwork): Promise<ConnectOutcome> {
  const bridge = desktopBridge();
  if (bridge) {
    const { redirectUri } = await bridge.oauthListen();
    const start = await api.call(c.connectStart, { body: { network, redirectUri } });
    const answer = await bridge.oauthWait({ authUrl: start.data.authUrl });
    if ('error' in answer) throw new Error(answer.error);
    return { done: true, message: await finish(network, answer.code, answer.state, redirectUri) };
  }
  const redirectUri = browserRedirectUri(network);
  const start = await api.call(c.connectStart, { body: { network, redirectUri } });
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ network, redirectUri } satisfies Pending));
  location.assign(start.data.authUrl);
  return { done: false };
}

/** What the network put in the address on its way back, if a sign-in of ours is pending. */
export function pendingReturn(
  search: URLSearchParams,
): (Pending & { code?: string; state?: string; error?: string }) | null {
  const raw = sessionStorage.getItem(PENDING_KEY);
  if (!raw || !(search.has('code') || search.has('error'))) return null;
  try {
    const pending = JSON.parse(raw) as Pending;
    return {
      ...pending,
      code: search.get('code') ?? undefined,
      state: search.get('state') ?? undefined,
      error: search.get('error_description') ?? search.get('error') ?? undefined,
    };
  } catch {
    return null;
  }
}

/** Finishes a browser sign-in that came back with a code; the pending mark is spent either way. */
export async function finishFromReturn(back: NonNullable<ReturnType<typeof pendingReturn>>): Promise<string> {
  sessionStorage.removeItem(PENDING_KEY);
  if (back.error || !back.code || !back.state) throw new Error(back.error ?? 'The sign-in gave no code');
  return finish(back.network, back.code, back.state, back.redirectUri);
}
