import {
  AlreadyPublished,
  PermanentFailure,
  ReconnectNeeded,
  TransientFailure,
  Unreachable,
  type Auth,
  type Publication,
  type SocialOptions,
} from './types';
import { type Network, networkName } from '../../../shared/social/platforms';

/**
 * The one HTTP wrapper of every social network (issue 13, Providers): 429 and 5xx retried 3 times
 * after Retry-After or 5 s, a call that hangs abandoned and retried, 401 answered by the caller's
 * refresh once, and every refusal reduced to the network's own sentence. Whatever a network answers,
 * the caller gets a value or one of our three errors, never a crash on an HTML page or odd JSON.
 */

export interface SocialRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string | undefined>;
  multipart?: FormData;
  bytes?: { data: Buffer; type: string };
  /** A fixed bearer token (a Facebook page's), or… */
  bearer?: string;
  /** …the account's tokens: bearer from them, and on 401 their `renew` once. */
  auth?: Auth;
  timeoutMs?: number;
  /** 'json' (default) needs a JSON object back; 'any' takes any 2xx (LinkedIn's 201 with an empty body, upload PUTs). */
  answer?: 'json' | 'any';
  /** A network-specific reading of a refusal (an OAuth error code, Instagram's "not ready yet"); undefined for the usual one. */
  classify?: (status: number, body: unknown, message: string) => Error | undefined;
  /**
   * A call that spends something single use (an OAuth grant: X's refresh token rotates). Once it may
   * have reached the network (a time-out, a cut line, a 5xx) it is never repeated: only a connection
   * refused before anything was sent, or a 429, is tried again (issue 22 §6).
   */
  once?: boolean;
  /** Told before each repeat of the call (a POST repeated after a lost answer may have gone through). */
  onRetry?: () => void;
  /**
   * For the call that makes the post: asked before repeating it after a hang or a 5xx, either of
   * which may have gone through. A post found ends the call with AlreadyPublished, never a twin.
   */
  alreadyDone?: () => Promise<Publication | null>;
}

export interface SocialAnswer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** How a network marks an expired token besides 401 (Graph: code 190 on a 400). */
export interface NetworkRules {
  unauthorized?: (status: number, body: unknown) => boolean;
  transient?: (status: number, body: unknown) => boolean;
  /** Transient but hours away (a daily quota): not waited for here, the caller defers. */
  later?: (status: number, body: unknown) => boolean;
}

const RETRIES = 3;

export function socialHttp(network: Network, options: SocialOptions = {}, rules: NetworkRules = {}) {
  const name = networkName(network);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const retryWaitMs = options.retryWaitMs ?? 5_000;
  const maxInlineWaitMs = options.maxInlineWaitMs ?? 60_000;
  const now = options.now ?? (() => new Date());

  async function call<T = any>(req: SocialRequest): Promise<SocialAnswer<T>> {
    let token = req.bearer ?? req.auth?.accessToken;
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      await options.beforeCall?.();
      let res: Response;
      try {
        res = await fetch(req.url, {
          method: req.method ?? (hasBody(req) ? 'POST' : 'GET'),
          headers: {
            Accept: 'application/json',
            ...contentType(req),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
            ...req.headers,
          },
          body: bodyOf(req),
          signal: AbortSignal.timeout(req.timeoutMs ?? options.timeoutMs ?? 30_000),
          redirect: 'follow',
        });
      } catch (err) {
        const timedOut = (err as Error).name === 'TimeoutError';
        if (attempt < RETRIES && (!req.once || neverSent(err))) {
          await sleep(retryWaitMs);
          await lookFirst(req);
          req.onRetry?.();
          continue;
        }
        throw new Unreachable(
          timedOut ? `${name} did not answer in time.` : `${name} could not be reached.`,
          new URL(req.url).host,
          timedOut ? 'no answer in time' : unreachableReason(err),
          network,
        );
      }

      const text = await res.text().catch(() => '');
      const parsed = parseJson(text);
      if (res.ok) {
        if (req.answer === 'any') return { status: res.status, headers: res.headers, body: parsed as T };
        if (parsed && typeof parsed === 'object')
          return { status: res.status, headers: res.headers, body: parsed as T };
        throw new PermanentFailure(unexpected(name, res, text), network, res.status);
      }

      const said =
        messageOf(parsed) ?? (text ? unexpected(name, res, text) : `${name} answered HTTP ${res.status}.`);
      const special = req.classify?.(res.status, parsed, said);
      if (special) throw special;

      if (res.status === 401 || rules.unauthorized?.(res.status, parsed)) {
        if (req.auth?.renew && !renewed && !req.bearer) {
          renewed = true;
          token = (await req.auth.renew()).accessToken;
          attempt--;
          continue;
        }
        throw new ReconnectNeeded(said, network, res.status);
      }

      if (rules.later?.(res.status, parsed)) throw new TransientFailure(said, undefined, network, res.status);
      if (res.status === 429 || res.status >= 500 || rules.transient?.(res.status, parsed)) {
        const retryAfterMs = retryAfterOf(res, now());
        const wait = retryAfterMs ?? retryWaitMs;
        const mayRepeat = !req.once || res.status === 429;
        if (attempt < RETRIES && wait <= maxInlineWaitMs && mayRepeat) {
          await sleep(wait);
          // A 429 was turned away before anything was made; a 5xx may have made it.
          if (res.status !== 429) await lookFirst(req);
          req.onRetry?.();
          continue;
        }
        throw new TransientFailure(said, retryAfterMs, network, res.status);
      }
      throw new PermanentFailure(said, network, res.status);
    }
  }

  return {
    call,
    /** The JSON answer's body. */
    json: async <T = any>(req: SocialRequest): Promise<T> => (await call<T>(req)).body,
  };
}

export type SocialHttp = ReturnType<typeof socialHttp>;

/** A connection refused or a name not found: nothing reached the network, so even a single-use call may go again. */
function neverSent(err: unknown): boolean {
  const code = (err as { cause?: { code?: unknown } }).cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/** Ends the call with AlreadyPublished when the network shows the post a lost answer was about. */
async function lookFirst(req: SocialRequest) {
  const found = await req.alreadyDone?.();
  if (found) throw new AlreadyPublished(found);
}

/** A publish whose last call lost its answer but made the post answers with that post. */
export async function publishedOnce(publish: () => Promise<Publication>): Promise<Publication> {
  try {
    return await publish();
  } catch (err) {
    if (err instanceof AlreadyPublished) return err.publication;
    throw err;
  }
}

const hasBody = (r: SocialRequest) =>
  r.json !== undefined || r.form !== undefined || r.multipart !== undefined || r.bytes !== undefined;

function contentType(r: SocialRequest): Record<string, string> {
  if (r.json !== undefined) return { 'Content-Type': 'application/json' };
  if (r.form !== undefined) return { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (r.bytes !== undefined) return { 'Content-Type': r.bytes.type };
  return {}; // FormData sets its own boundary
}

function bodyOf(r: SocialRequest): BodyInit | undefined {
  if (r.json !== undefined) return JSON.stringify(r.json);
  if (r.form !== undefined) return formBody(r.form).toString();
  if (r.multipart !== undefined) return r.multipart;
  if (r.bytes !== undefined) return new Uint8Array(r.bytes.data);
  return undefined;
}

export function formBody(fields: Record<string, string | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) params.set(k, v);
  return params;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** "LinkedIn answered something unexpected (HTTP 200, text/html): Sign in …" — readable, short, no markup. */
function unexpected(name: string, res: Response, text: string): string {
  const type = (res.headers.get('content-type') ?? 'no content type').split(';')[0];
  const snippet = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${name} answered something unexpected (HTTP ${res.status}, ${type})${snippet ? `: ${snippet}` : '.'}`;
}

/**
 * The network's own sentence: Graph and Google `error.message`, X `detail` or `errors[0].message`,
 * LinkedIn `message`, OAuth `error_description` (or the bare `error` code).
 */
export function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, any>;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  if (b.error && typeof b.error === 'object') {
    // Google puts the useful part ("Summary contains a phone number.") in its details.
    const detail = Array.isArray(b.error.details)
      ? b.error.details
          .flatMap((d: any) => (Array.isArray(d?.errorDetails) ? d.errorDetails : []))
          .map((d: any) => str(d?.message))[0]
      : undefined;
    const main = str(b.error.error_user_msg) ?? str(b.error.message) ?? str(b.error.status);
    return main && detail ? `${main} ${detail}` : (main ?? detail);
  }
  return (
    str(b.error_description) ??
    (Array.isArray(b.errors) ? str(b.errors[0]?.message) : undefined) ??
    str(b.detail) ??
    str(b.message) ??
    str(b.title) ??
    str(b.error)
  );
}

/** Retry-After as seconds or a date; X's x-rate-limit-reset (epoch seconds) on a 429. */
function retryAfterOf(res: Response, now: Date): number | undefined {
  const header = res.headers.get('retry-after');
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const at = Date.parse(header);
    if (!Number.isNaN(at)) return Math.max(0, at - now.getTime());
  }
  const reset = Number(res.headers.get('x-rate-limit-reset'));
  if (res.status === 429 && Number.isFinite(reset) && reset > 0)
    return Math.max(0, reset * 1000 - now.getTime());
  return undefined;
}

/** Why a fetch never got an answer, in plain words (Node's fetch puts the socket's error in `cause`). */
function unreachableReason(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  switch (cause?.code) {
    case 'ECONNREFUSED':
      return 'the connection was refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the address was not found';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'the connection was closed';
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'the connection timed out';
    default:
      if (cause?.code?.includes('CERT')) return 'its certificate was not accepted';
      return cause?.message || (err as Error).message || 'no connection';
  }
}
