import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isOAuthAuthUrl, OAUTH_AUTH_URL_MESSAGE, type OAuthWaitResult } from '../../shared/desktop-contract';
import { CALLBACK_PAGE_HEADERS, callbackPage } from './callback-page';

/**
 * The desktop's catcher of social sign-ins (issue 13, Accounts; RFC 8252 "OAuth 2.0 for Native
 * Apps"): the network's page opens in the system browser, never in an app window (section 8.12),
 * and the browser is sent back to a loopback listener (section 7.3). Facebook, LinkedIn and X
 * compare redirect URIs exactly, port included, so the port is fixed and an Admin registers
 * `http://127.0.0.1:53682/oauth/callback` with each network.
 *
 * Plain Node: Electron's `shell.openExternal` comes in as `open`, so Vitest runs it as it is.
 */

export const OAUTH_LOOPBACK_PORT = 53682;
export const OAUTH_CALLBACK_PATH = '/oauth/callback';
/** The server keeps OAuth state 10 minutes (issue 13); the catcher waits no longer than that. */
export const OAUTH_WAIT_MS = 10 * 60_000;

export const TIMED_OUT_MESSAGE = 'The sign-in took too long. Please try again.';
export const SUPERSEDED_MESSAGE = 'Another sign-in was started, so this one was stopped.';
export const CLOSING_MESSAGE = 'BizSuite is closing, so the sign-in was stopped.';
export const CANCELLED_MESSAGE = 'The sign-in was cancelled.';
export const NO_CODE_MESSAGE = 'The network did not send a sign-in code. Please try again.';
const STALE_MESSAGE =
  'This sign-in is not the one BizSuite is waiting for. Return to BizSuite and try again.';
const NOT_WAITING_MESSAGE = 'BizSuite is not waiting for a sign-in. Return to BizSuite and try again.';

/** BIZSUITE_OAUTH_PORT moves the listener (tests, or a port another program holds); else 53682. */
export function oauthPortFrom(env: Record<string, string | undefined>): number {
  const raw = env.BIZSUITE_OAUTH_PORT?.trim();
  if (!raw || !/^\d{1,5}$/.test(raw)) return OAUTH_LOOPBACK_PORT;
  const port = Number(raw);
  return port <= 65535 ? port : OAUTH_LOOPBACK_PORT;
}

export interface OAuthCatcherOptions {
  /** 0 picks a free port (tests); the redirect URI then names the one picked. */
  port: number;
  /** Opens a URL in the system browser (Electron's `shell.openExternal`). */
  open: (url: string) => Promise<void>;
  /** How long a wait (and a listener nobody waits on) lasts; 10 minutes unless a test says less. */
  timeoutMs?: number;
  log?: (message: string) => void;
}

export interface OAuthCatcher {
  /** Starts the listener, or reuses the running one; answers the redirect URI to give the network. */
  listen(): Promise<{ redirectUri: string }>;
  /** Opens `authUrl` in the browser and settles with the redirect it brings back, or why not. */
  wait(request: { authUrl: string }): Promise<OAuthWaitResult>;
  /** Stops any wait and the listener (the app is quitting). */
  close(): Promise<void>;
}

interface Listener {
  server: Server;
  /** The redirect URI, once the port is held. */
  ready: Promise<string>;
  port: number;
}

interface PendingWait {
  /** The `state` the sign-in address carries: a redirect with another one is not this sign-in's. */
  expectedState: string | null;
  settle: (result: OAuthWaitResult) => void;
}

export function createOAuthCatcher(options: OAuthCatcherOptions): OAuthCatcher {
  const timeoutMs = options.timeoutMs ?? OAUTH_WAIT_MS;
  const log = options.log ?? (() => {});
  let current: Listener | null = null;
  let closing: Promise<void> = Promise.resolve();
  let pending: PendingWait | null = null;
  let idleTimer: NodeJS.Timeout | null = null;

  function startListener(): Listener {
    const listener: Listener = {
      server: http.createServer(),
      ready: Promise.resolve(''),
      port: options.port,
    };
    const { server } = listener;
    server.on('request', (req: IncomingMessage, res: ServerResponse) => answer(listener, req, res));
    listener.ready = new Promise<string>((resolve, reject) => {
      server.once('error', (err: NodeJS.ErrnoException) =>
        reject(
          new Error(
            err.code === 'EADDRINUSE'
              ? `BizSuite could not start the sign-in: port ${options.port} on this computer is in use by another program.`
              : `BizSuite could not start the sign-in: ${err.message}`,
          ),
        ),
      );
      // Loopback only (RFC 8252 section 8.3): nothing on the network can reach the port.
      server.listen(options.port, '127.0.0.1', () => {
        server.on('error', (err) => log(`sign-in listener: ${err.message}`));
        listener.port = (server.address() as AddressInfo).port;
        resolve(`http://127.0.0.1:${listener.port}${OAUTH_CALLBACK_PATH}`);
      });
    });
    return listener;
  }

  function stop(listener: Listener | null = current): void {
    if (!listener || listener !== current) return;
    current = null;
    clearIdle();
    const { server } = listener;
    closing = new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      // A browser's pre-connected socket that never sends a request must not keep the port held.
      setTimeout(() => server.closeAllConnections(), 1000).unref();
    });
  }

  function clearIdle(): void {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
  }

  /** A listener started for a sign-in that never came (the server refused the sign-in address) closes. */
  function armIdle(listener: Listener): void {
    clearIdle();
    idleTimer = setTimeout(() => {
      if (!pending) stop(listener);
    }, timeoutMs);
    idleTimer.unref();
  }

  async function listen(): Promise<{ redirectUri: string }> {
    await closing;
    current ??= startListener();
    const listener = current;
    try {
      const redirectUri = await listener.ready;
      if (!pending && listener === current) armIdle(listener);
      return { redirectUri };
    } catch (err) {
      if (current === listener) current = null;
      throw err;
    }
  }

  function startWait(expectedState: string | null): { wait: PendingWait; result: Promise<OAuthWaitResult> } {
    let wait!: PendingWait;
    const result = new Promise<OAuthWaitResult>((resolve) => {
      const timer = setTimeout(() => {
        if (pending !== wait) return;
        wait.settle({ error: TIMED_OUT_MESSAGE });
        stop();
      }, timeoutMs);
      timer.unref();
      wait = {
        expectedState,
        settle: (outcome) => {
          clearTimeout(timer);
          if (pending === wait) pending = null;
          resolve(outcome);
        },
      };
    });
    return { wait, result };
  }

  async function wait({ authUrl }: { authUrl: string }): Promise<OAuthWaitResult> {
    // The IPC contract already refuses other addresses; this keeps the rule for any other caller.
    if (!isOAuthAuthUrl(authUrl)) return { error: OAUTH_AUTH_URL_MESSAGE };
    try {
      await listen();
    } catch (err) {
      return { error: (err as Error).message };
    }
    // One sign-in at a time: the newer one wins, the older one is told why it ended.
    pending?.settle({ error: SUPERSEDED_MESSAGE });
    clearIdle();
    const { wait: mine, result } = startWait(new URL(authUrl).searchParams.get('state'));
    pending = mine;
    try {
      await options.open(authUrl);
    } catch (err) {
      if (pending === mine) {
        mine.settle({ error: `The browser could not be opened: ${(err as Error).message}` });
        stop();
      }
    }
    return result;
  }

  function answer(listener: Listener, req: IncomingMessage, res: ServerResponse): void {
    const url = requestUrl(req, listener.port);
    if (!url || req.method !== 'GET' || url.pathname !== OAUTH_CALLBACK_PATH) {
      res.writeHead(404, { ...CALLBACK_PAGE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const page = (status: number, outcome: Parameters<typeof callbackPage>[0]) => {
      res.writeHead(status, CALLBACK_PAGE_HEADERS);
      res.end(callbackPage(outcome));
    };
    const params = url.searchParams;
    const wait = pending;
    if (!wait) return page(409, { ok: false, error: NOT_WAITING_MESSAGE });
    const state = params.get('state');
    // A stray or forged redirect (an old tab, another local page) neither ends nor answers this sign-in.
    if (wait.expectedState !== null && state !== wait.expectedState) {
      log('sign-in redirect with another state ignored');
      return page(400, { ok: false, error: STALE_MESSAGE });
    }
    const code = params.get('code');
    const error = params.get('error');
    let outcome: OAuthWaitResult;
    if (error !== null) outcome = { error: describeError(error, params.get('error_description')) };
    else if (code) outcome = { code, state: state ?? '' };
    else outcome = { error: NO_CODE_MESSAGE };
    log('error' in outcome ? 'sign-in redirect received: refused' : 'sign-in redirect received');
    res.on('finish', () => stop(listener));
    if ('error' in outcome) page(200, { ok: false, error: outcome.error });
    else page(200, { ok: true });
    wait.settle(outcome);
  }

  async function close(): Promise<void> {
    pending?.settle({ error: CLOSING_MESSAGE });
    stop();
    await closing;
  }

  return { listen, wait, close };
}

/**
 * The request's address, or null when it is not addressed to this listener by its loopback name
 * (a DNS-rebinding page reaches 127.0.0.1 under its own host name).
 */
function requestUrl(req: IncomingMessage, port: number): URL | null {
  const host = req.headers.host?.toLowerCase();
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) return null;
  try {
    return new URL(req.url ?? '/', `http://${host}`);
  } catch {
    return null;
  }
}

/** The network's own words when it gave some (RFC 6749 section 4.1.2.1), else a plain sentence. */
function describeError(error: string, description: string | null): string {
  const text = description?.trim() || (error === 'access_denied' ? CANCELLED_MESSAGE : error.trim());
  return (text || CANCELLED_MESSAGE).slice(0, 500);
}
