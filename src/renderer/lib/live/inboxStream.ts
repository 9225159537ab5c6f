import type { DesktopBridge } from '../../../shared/desktop-contract';
import type { InboxStreamEvent } from '../../../shared/inbox/events';
import {
  readInboxStream,
  type InboxStreamHandlers,
  type InboxStreamState,
} from '../../../shared/inbox/stream-client';
import { desktopBridge } from '../desktop';
import { sessionTokenStore } from '../../transport';
import { sharedStream } from './sharedStream';

export type { InboxStreamState } from '../../../shared/inbox/stream-client';

const open = sharedStream((handlers) => {
  const bridge = desktopBridge();
  return bridge ? viaMain(bridge, handlers) : viaFetch(handlers);
});

/**
 * The inbox's live updates (issue 27): the caller's events as they happen. Browser mode reads
 * `GET /api/Inbox/Events` itself with fetch and the tab's token (same origin, as the fetch
 * transport does); the desktop app asks main to hold the stream (its gateway keeps the token) and
 * gets the events over IPC. One stream per page however many screens listen. Answers the function
 * that stops listening.
 */
export function openInboxStream(handlers: {
  onEvent(e: InboxStreamEvent): void;
  onState?(s: InboxStreamState): void;
}): () => void {
  return open(handlers);
}

function viaFetch(handlers: InboxStreamHandlers): () => void {
  return readInboxStream(
    {
      fetch: (input, init) => fetch(input, init),
      origin: () => '',
      token: () => sessionTokenStore.get(),
    },
    handlers,
  );
}

function viaMain(bridge: DesktopBridge, handlers: Required<InboxStreamHandlers>): () => void {
  const offEvent = bridge.on('inbox:event', handlers.onEvent);
  const offState = bridge.on('inbox:state', ({ state }) => handlers.onState(state));
  void bridge.inboxOpen().catch((err: unknown) => console.error('The inbox stream did not open', err));
  return () => {
    offEvent();
    offState();
    void bridge.inboxClose().catch(() => {});
  };
}
