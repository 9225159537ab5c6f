import dns from 'node:dns/promises';
import net from 'node:net';
import { Agent, request } from 'undici';
import { isForbiddenAddress } from './private-address';

/**
 * The one fetch of an address a user typed (issue 22 §4; ARCHITECTURE.md): the name is resolved
 * once, every address it gives must be public, and the connection goes to exactly the address that
 * was checked (a pinned lookup: no second DNS answer can point it elsewhere). Redirects are
 * followed by hand, each hop checked the same way; the body is read up to a byte cap and abandoned
 * past it; the whole fetch has a time-out. Whatever goes wrong on the way, the caller gets one
 * neutral sentence, so an answer never tells whether an internal address or port exists.
 */

/** The one answer for an address that could not be fetched, whatever the reason. */
export const FETCH_FAILED = 'The file could not be fetched from that address';

export class GuardedFetchError extends Error {
  constructor(
    message: string,
    /** For our logs only, never for the user: why it failed. */
    readonly reason: string,
  ) {
    super(message);
    this.name = 'GuardedFetchError';
  }
}

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface GuardedFetchOptions {
  /** The most bytes read; past it the body is abandoned and `tooLarge` is the answer. */
  maxBytes: number;
  /** What the user reads when the body is over `maxBytes` (default: a sentence with the size). */
  tooLarge?: string;
  /** The whole fetch, redirects and body included (default 30 s). */
  timeoutMs?: number;
  /** Redirects followed (default 3). */
  maxRedirects?: number;
  /** Name resolution (tests inject one that changes its answer); the system's by default. */
  resolve?: Resolver;
  /**
   * Private addresses that may be reached all the same, as `address:port` (the server's
   * FETCH_ALLOW_PRIVATE): only tests set it, for their loopback fakes.
   */
  allowPrivate?: readonly string[];
  /** Any private address may be reached (a bot's Api component with BOT_API_ALLOW_PRIVATE on). */
  allowAnyPrivate?: boolean;
  /** A POST of this JSON text instead of a GET (a bot's Api component); redirects are not followed. */
  postJson?: string;
}

export interface Fetched {
  bytes: Buffer;
  contentType: string | null;
  /** The address the bytes came from, after redirects. */
  url: string;
}

const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

const fail = (reason: string) => new GuardedFetchError(FETCH_FAILED, reason);

/** The one address this hop connects to: checked, never looked up again. */
async function pinnedAddress(url: URL, options: GuardedFetchOptions) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail(`scheme ${url.protocol}`);
  if (url.username || url.password) throw fail('credentials in the address');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const answers = net.isIP(host)
    ? [{ address: host, family: net.isIP(host) }]
    : await (options.resolve ?? systemResolver)(host).catch(() => []);
  if (!answers.length) throw fail(`${host} did not resolve`);
  const allowed = (address: string) =>
    options.allowAnyPrivate === true || (options.allowPrivate?.includes(`${address}:${port}`) ?? false);
  // Every answer must be public: a name that also points inside is refused whole.
  const bad = answers.find((a) => isForbiddenAddress(a.address) && !allowed(a.address));
  if (bad) throw fail(`${host} resolves to ${bad.address}`);
  return answers[0];
}

/** An agent whose every connection goes to `address`, whatever name it is asked for. */
function pinnedAgent(address: { address: string; family: number }, timeoutMs: number) {
  return new Agent({
    connect: {
      timeout: timeoutMs,
      lookup: (_hostname, opts, callback) => {
        if ((opts as { all?: boolean }).all) callback(null, [address] as never, address.family);
        else callback(null, address.address, address.family);
      },
    },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
}

export async function guardedFetch(address: string, options: GuardedFetchOptions): Promise<Fetched> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxRedirects = options.maxRedirects ?? 3;
  const signal = AbortSignal.timeout(timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw fail('not an address');
  }
  for (let hop = 0; ; hop++) {
    const pinned = await pinnedAddress(url, options);
    const agent = pinnedAgent(pinned, timeoutMs);
    try {
      const post = options.postJson !== undefined;
      const res = await request(url, {
        method: post ? 'POST' : 'GET',
        dispatcher: agent,
        signal,
        headers: post
          ? { accept: '*/*', 'content-type': 'application/json', 'user-agent': 'BizSuite bot' }
          : { accept: '*/*', 'user-agent': 'BizSuite media fetch' },
        body: options.postJson,
      }).catch((err: unknown) => {
        throw fail(`request failed: ${(err as Error).message}`);
      });
      if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
        await res.body.dump().catch(() => undefined);
        if (hop >= maxRedirects || post) throw fail('too many redirects');
        const location = String(res.headers.location);
        try {
          url = new URL(location, url);
        } catch {
          throw fail('a redirect to no address');
        }
        continue;
      }
      if (res.statusCode < 200 || res.statusCode >= 300) {
        await res.body.dump().catch(() => undefined);
        throw fail(`answered ${res.statusCode}`);
      }
      const declared = Number(res.headers['content-length']);
      const tooLarge = () =>
        new GuardedFetchError(
          options.tooLarge ?? `The file is larger than ${Math.floor(options.maxBytes / (1024 * 1024))} MB`,
          'over the byte cap',
        );
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        res.body.destroy();
        throw tooLarge();
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of res.body) {
          size += (chunk as Buffer).length;
          if (size > options.maxBytes) {
            res.body.destroy();
            throw tooLarge();
          }
          chunks.push(chunk as Buffer);
        }
      } catch (err) {
        if (err instanceof GuardedFetchError) throw err;
        throw fail(`body failed: ${(err as Error).message}`);
      }
      const type = res.headers['content-type'];
      return {
        bytes: Buffer.concat(chunks),
        contentType: typeof type === 'string' ? type : null,
        url: url.toString(),
      };
    } finally {
      void agent.close().catch(() => undefined);
    }
  }
}

/**
 * The guard's options from the server's configuration: in tests, FETCH_TEST_HOSTS names resolve to
 * their loopback fakes and only those fakes' address and port are let through.
 */
export function fetchGuardOf(config: { fetchTestHosts: Record<string, string> }) {
  const hosts = Object.entries(config.fetchTestHosts).map(([name, target]) => {
    const at = target.lastIndexOf(':');
    return { name: name.toLowerCase(), address: target.slice(0, at), target };
  });
  if (!hosts.length) return {};
  const resolve: Resolver = async (hostname) => {
    const test = hosts.find((h) => h.name === hostname.toLowerCase());
    return test ? [{ address: test.address, family: net.isIP(test.address) }] : systemResolver(hostname);
  };
  return { resolve, allowPrivate: hosts.map((h) => h.target) };
}
