/**
 * The one interface every social network implements (issue 13, Server → Providers), so the posts
 * module and its publishing job never know which network they talk to. Spec 01 §3 names the
 * platforms and their ids; a network's own words reach the user through the error classes below.
 */

// The networks, their ids and names are the shared platforms table's (issue 21 §3).
import type { Network } from '../../../shared/social/platforms';

/** What an account keeps (encrypted by the caller). */
export interface Tokens {
  accessToken: string;
  /** Null where the network gives none: Meta (long-lived tokens are exchanged instead), LinkedIn (60 days, then Reconnect). */
  refreshToken: string | null;
  expiresAt: Date | null;
}

/**
 * Tokens as the provider's calls take them. `renew` is the caller's refresh: it refreshes under the
 * account's lock, saves and answers the new tokens (X's refresh token is single use, so two
 * refreshes of one account at once would lock it out). A call answered 401 runs it once and is
 * retried; without it, or when the retry is refused too, the call ends in ReconnectNeeded.
 */
export interface Auth extends Tokens {
  renew?: () => Promise<Tokens>;
}

/** Something a post goes to: a Facebook page, an Instagram account, the X user, a LinkedIn member or organisation, a GBP location, a YouTube channel. */
export interface Target {
  network: Network;
  externalId: string;
  /** pageName, userName, localizedName, title or channelName (spec 01 §3). */
  name: string;
  pictureUrl?: string;
  /** A Facebook page's own token (Instagram accounts publish with their page's). */
  token?: string;
  meta?: Record<string, string>;
}

/** Meta and Google fetch media by URL (it must be reachable from the internet); X, LinkedIn and YouTube are sent the bytes. */
export interface Media {
  url: string;
  kind: 'image' | 'video';
  mime: string;
  bytes: () => Promise<Buffer>;
}

export interface Publication {
  externalPostId: string;
  postUrl: string;
}

export interface PostContent {
  text: string;
  media: Media[];
}

export interface SocialProvider {
  /** Facebook and Instagram (and Google and YouTube) are two providers sharing an app and its code. */
  network: Network;
  /** Where the system browser goes to sign in. PKCE (S256) where the network supports it: X and Google. */
  authUrl(a: { state: string; redirectUri: string; codeChallenge: string }): string;
  exchangeCode(a: { code: string; redirectUri: string; codeVerifier: string }): Promise<Tokens>;
  /** New tokens; X's refresh token rotates (keep the answer's). Refused → ReconnectNeeded. */
  refresh(t: Tokens): Promise<Tokens>;
  listTargets(t: Auth): Promise<Target[]>;
  /** A cheap "is this token still good": resolves, or throws ReconnectNeeded. */
  validate(t: Auth): Promise<void>;
  publish(
    t: Auth,
    target: Target,
    post: PostContent,
    onProgress?: (step: string) => void,
  ): Promise<Publication>;
  /** Crash recovery: a post of this text made since `since`, so a target left mid-publish is never posted twice. */
  findRecent(t: Auth, target: Target, a: { since: Date; text: string }): Promise<Publication | null>;
  /** Likes, comments and shares together (best time, issue 13 Schedule). */
  metrics(t: Auth, target: Target, externalPostId: string): Promise<{ engagement: number }>;
}

/** Errors carry the network's own message (shown to the user as the target's error). */
export class SocialError extends Error {
  constructor(
    message: string,
    readonly network?: Network,
    readonly status?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A refused refresh, a revoked grant, a token past use, Google without a refresh token: the account needs Reconnect. */
export class ReconnectNeeded extends SocialError {}

/** The network refused this post for good (its text says why): the target is FAILED at once. */
export class PermanentFailure extends SocialError {}

/** Worth trying again later (rate limit, outage, time-out); `retryAfterMs` when the network said when. */
export class TransientFailure extends SocialError {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
    network?: Network,
    status?: number,
  ) {
    super(message, network, status);
  }
}

/**
 * The network was never reached: no connection, no such address, no answer in time. Nothing the
 * network said, so nobody may read it as the network's answer (issue 23: Settings → Test).
 */
export class Unreachable extends TransientFailure {
  constructor(
    message: string,
    /** The host that was called ("graph.facebook.com"). */
    readonly host: string,
    /** What happened, in plain words ("the connection was refused"). */
    readonly reason: string,
    network?: Network,
  ) {
    super(message, undefined, network, 0);
  }
}

/**
 * A call that makes the post lost its answer (a hang or a 5xx), and the network shows the post: it
 * went through. Thrown by the HTTP wrapper instead of repeating the call; `publish` answers with it.
 */
export class AlreadyPublished extends Error {
  constructor(readonly publication: Publication) {
    super('Found on the network after a lost answer');
    this.name = 'AlreadyPublished';
  }
}

/**
 * The network's Settings card is not filled in. The message is the one a User may read (a post's
 * failure shows it); whoever knows the caller's role answers an Admin with the card to fill in.
 */
export class SocialNotConfigured extends Error {
  constructor(
    readonly network: Network,
    message: string,
  ) {
    super(message);
    this.name = 'SocialNotConfigured';
  }
}

/** What tests (and a patient job) inject: waits, time-outs and polling. */
export interface SocialOptions {
  /** Every wait goes through this (retry back-off, container polling); tests pass a fast one. */
  sleep?: (ms: number) => Promise<void>;
  /** A call that has not answered after this long is abandoned and retried (default 30 s; uploads 5 min). */
  timeoutMs?: number;
  /** Wait before retrying a 429 or 5xx without Retry-After (default 5 s). */
  retryWaitMs?: number;
  /** A Retry-After longer than this is not waited for here: the caller defers the target (default 60 s). */
  maxInlineWaitMs?: number;
  /** Between polls of Instagram containers and X/YouTube processing (default 5 s). */
  pollIntervalMs?: number;
  /** How many polls before giving up for now (default 120: ten minutes at 5 s). */
  maxPolls?: number;
  /**
   * The server's clock: token expiry and Retry-After times read it (modules/social passes
   * ctx.clock). Only a provider stood up alone, in a provider test, falls back to the wall clock.
   */
  now?: () => Date;
  /**
   * Asked before every call to the network (each try of it too); throwing ends the work there. A
   * publisher passes its lease check, so a runner whose target another instance took stops before
   * its next upload, poll or post (issue 22 §5).
   */
  beforeCall?: () => Promise<void>;
}
