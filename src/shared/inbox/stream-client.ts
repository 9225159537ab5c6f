import { INBOX_EVENTS_PATH, inboxEventSchema, STREAM_RETRY, type InboxStreamEvent } from './events';
import { INBOX_LIMITS } from './schemas';
import { sseParser } from './sse-parser';

/** The stream's state: the first connection, connected, or waiting to connect again. */
export type InboxStreamState = 'connecting' | 'open' | 'retrying';

export interface InboxStreamHandlers {
  onEvent(e: InboxStreamEvent): void;
  onState?(s: InboxStreamState): void;
}

/** Where and as whom the stream connects; read again at every connection. */
export interface InboxStreamSource {
  fetch: typeof fetch;
  /** The server's origin ('' for the page's own), or null while there is none (the embedded server starting). */
  origin(): string | null | Promise<string | null>;
  /** The bearer token, or null when nobody is signed in (the stream ends). */
  token(): string | null | Promise<string | null>;
  /** The stream ended by itself: the server refused the token (401) or nobody is signed in. */
  onEnd?(): void;
  /** A handler threw: the stream goes on. */
  onError?(err: unknown): void;
  /** No byte for this long and the connection counts as dead (2 heartbeats; tests shorten it). */
  deadAfterMs?: number;
  retry?: { firstMs: number; longestMs: number };
}

/** The server's SSE event name for an inbox change. */
const INBOX_EVENT = 'inbox';

/**
 * Reads `GET /api/Inbox/Events` with fetch (EventSource cannot send the token), in the browser and
 * in the desktop's main process alike: each `inbox` event checked against the shared schema (one
 * that does not fit is dropped), the last id sent back as `Last-Event-ID` when it reconnects so
 * nothing is missed; reconnects after STREAM_RETRY's backoff (doubling, back to the first wait once
 * a connection opened), and treats a connection silent for two heartbeats as dead. Ends on 401.
 * Answers the function that closes it.
 */
export function readInboxStream(source: InboxStreamSource, handlers: InboxStreamHandlers): () => void {
  const deadAfterMs = source.deadAfterMs ?? 2 * INBOX_LIMITS.heartbeatMs;
  const retry = source.retry ?? STREAM_RETRY;
  const report = source.onError ?? ((err: unknown) => console.error('Inbox event handler failed', err));
  let stopped = false;
  let lastId: string | undefined;
  let controller: AbortController | null = null;
  let wakeUp: (() => void) | null = null;

  const setState = (s: InboxStreamState) => {
    if (!stopped) guarded(() => handlers.onState?.(s));
  };
  function guarded(fn: () => void) {
    try {
      fn();
    } catch (err) {
      report(err);
    }
  }

  /** A parser per connection: a half-read event of a dropped one is not dispatched (it is sent again). */
  const newParser = () =>
    sseParser((m) => {
      const id = m.id;
      if (id !== undefined) lastId = id;
      if (m.event !== INBOX_EVENT || id === undefined || stopped) return;
      let json: unknown;
      try {
        json = JSON.parse(m.data);
      } catch {
        return;
      }
      const parsed = inboxEventSchema.safeParse(json);
      if (parsed.success) guarded(() => handlers.onEvent({ id, event: parsed.data }));
    });

  /** One connection: 'refused' ends the stream; 'opened' and 'failed' lead to a reconnect. */
  async function connect(): Promise<'opened' | 'failed' | 'refused'> {
    let origin: string | null;
    let token: string | null;
    try {
      [origin, token] = await Promise.all([source.origin(), source.token()]);
    } catch {
      return 'failed';
    }
    if (token === null) return 'refused';
    if (origin === null || stopped) return 'failed';
    const abort = (controller = new AbortController());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(timer);
      timer = setTimeout(() => abort.abort(), deadAfterMs);
    };
    alive();
    let opened = false;
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    try {
      const res = await source.fetch(origin + INBOX_EVENTS_PATH, {
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          ...(lastId !== undefined ? { 'last-event-id': lastId } : {}),
        },
        signal: abort.signal,
      });
      if (res.status === 401) {
        await res.body?.cancel().catch(() => {});
        return 'refused';
      }
      if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
        await res.body?.cancel().catch(() => {});
        return 'failed';
      }
      opened = true;
      setState('open');
      reader = res.body.getReader();
      const decoder = new TextDecoder();
      const parser = newParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || stopped) break;
        alive();
        parser.push(decoder.decode(value, { stream: true }));
      }
      await reader.cancel().catch(() => {});
    } catch {
      // Refused, dropped, or aborted (silent too long, or closed): reconnect unless closed.
    } finally {
      clearTimeout(timer);
      if (controller === abort) controller = null;
      // An aborted read leaves the body open (Node's fetch would keep the connection): cancel it.
      void reader?.cancel().catch(() => {});
    }
    return opened ? 'opened' : 'failed';
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wakeUp = null;
        resolve();
      }, ms);
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      };
    });

  async function run() {
    let wait = retry.firstMs;
    setState('connecting');
    while (!stopped) {
      const outcome = await connect();
      if (stopped) return;
      if (outcome === 'refused') {
        stopped = true;
        guarded(() => source.onEnd?.());
        return;
      }
      if (outcome === 'opened') wait = retry.firstMs;
      setState('retrying');
      await sleep(wait);
      wait = Math.min(wait * 2, retry.longestMs);
    }
  }
  void run();

  return () => {
    stopped = true;
    controller?.abort();
    wakeUp?.();
  };
}
