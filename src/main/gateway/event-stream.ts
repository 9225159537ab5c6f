import { readInboxStream, type InboxStreamState } from '../../shared/inbox/stream-client';
import type { EmitEvent } from '../ipc';

export interface InboxEventStreamOptions {
  /** The server's origin now (the embedded server's port changes at each start), or null while none. */
  origin(): Promise<string | null>;
  /** The signed-in user's token from the vault, or null when nobody is signed in. */
  token(): Promise<string | null>;
  /** Sends an event to the renderer. */
  emit: EmitEvent;
  fetch?: typeof fetch;
  log?: (message: string) => void;
  /** Tests shorten the waits; the shared defaults otherwise. */
  deadAfterMs?: number;
  retry?: { firstMs: number; longestMs: number };
}

/**
 * The desktop side of the inbox's live updates (issue 27): main holds `GET /api/Inbox/Events` with
 * the vault's token, which never reaches the renderer, and forwards each checked event as
 * `inbox:event` (its state as `inbox:state`). The same reader as browser mode: Last-Event-ID on
 * reconnect, the shared backoff, a silent connection counted dead, the end on 401. The renderer
 * opens it once for all its screens; opening it again while it runs only repeats its state.
 */
export function createInboxEventStream(opts: InboxEventStreamOptions) {
  const log = opts.log ?? (() => {});
  let stop: (() => void) | null = null;
  let state: InboxStreamState | null = null;

  const api = {
    open(): void {
      if (stop) {
        if (state) opts.emit('inbox:state', { state });
        return;
      }
      const mine = readInboxStream(
        {
          fetch: opts.fetch ?? globalThis.fetch,
          origin: opts.origin,
          token: opts.token,
          deadAfterMs: opts.deadAfterMs,
          retry: opts.retry,
          onEnd: () => {
            log('inbox stream ended: the server no longer accepts the session');
            if (stop === mine) {
              stop = null;
              state = null;
            }
          },
          onError: (err) => log(`inbox stream: ${String(err)}`),
        },
        {
          onEvent: (e) => opts.emit('inbox:event', e),
          onState: (s) => {
            state = s;
            opts.emit('inbox:state', { state: s });
          },
        },
      );
      stop = mine;
    },
    close(): void {
      stop?.();
      stop = null;
      state = null;
    },
    /** Another server was chosen: a held stream starts again there (new server, no Last-Event-ID). */
    reopen(): void {
      if (!stop) return;
      api.close();
      api.open();
    },
    /** Whether a stream is held (the tests). */
    isOpen: () => stop !== null,
  };
  return api;
}

export type InboxEventStream = ReturnType<typeof createInboxEventStream>;
