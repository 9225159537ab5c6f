import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { InboxEvent } from '../../../../shared/inbox/events';
import { applyChat, applyMessage, refreshInbox } from '../api';
import { openInboxStream, type InboxStreamState } from '../../../lib/live/inboxStream';

export type LiveState = InboxStreamState;

/** One event into the caches: the chat's row in every list, the message in its chat's pages. */
export function applyInboxEvent(client: QueryClient, event: InboxEvent): void {
  applyChat(client, event.chat);
  if (event.type !== 'chat') applyMessage(client, event.chat.userName, event.message);
}

/**
 * The inbox's live updates (issue 27): while an inbox page is open its stream's events change the
 * cached lists, chat and messages in place, so nothing is fetched again for them. Each time the
 * stream opens, what is on screen is fetched once: the first time because the screens loaded while
 * it was connecting, later because events older than the server's replay may be gone.
 */
export function useInboxLive(): LiveState {
  const client = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(
    () =>
      openInboxStream({
        onEvent: ({ event }) => applyInboxEvent(client, event),
        onState: (s) => {
          setState(s);
          if (s === 'open') refreshInbox(client);
        },
      }),
    [client],
  );
  return state;
}
