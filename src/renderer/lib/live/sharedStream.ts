import type { InboxStreamHandlers, InboxStreamState } from '../../../shared/inbox/stream-client';

/** Starts the one underlying stream with the handlers that fan out; answers the function that stops it. */
export type StartStream = (handlers: Required<InboxStreamHandlers>) => () => void;

/**
 * One stream for every screen that listens: it starts with the first listener and stops with the
 * last; a listener that comes later gets the current state at once; one that throws does not keep
 * the others from their events. Answers `open`, whose result stops that listener.
 */
export function sharedStream(
  start: StartStream,
  report: (err: unknown) => void = (err) => console.error('Inbox event listener failed', err),
) {
  const listeners = new Set<InboxStreamHandlers>();
  let stop: (() => void) | null = null;
  let state: InboxStreamState | null = null;

  const call = (fn: () => void) => {
    try {
      fn();
    } catch (err) {
      report(err);
    }
  };
  const each = (fn: (l: InboxStreamHandlers) => void) => [...listeners].forEach((l) => call(() => fn(l)));

  return function open(handlers: InboxStreamHandlers): () => void {
    // A copy: the same handlers object opened twice counts twice.
    const listener = { ...handlers };
    listeners.add(listener);
    const now = state;
    if (now) call(() => listener.onState?.(now));
    if (!stop) {
      stop = start({
        onEvent: (e) => each((l) => l.onEvent(e)),
        onState: (s) => {
          state = s;
          each((l) => l.onState?.(s));
        },
      });
    }
    return () => {
      if (!listeners.delete(listener) || listeners.size > 0) return;
      const stopping = stop;
      stop = null;
      state = null;
      stopping?.();
    };
  };
}
