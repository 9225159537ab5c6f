import { useEffect } from 'react';
import { openInboxStream } from '../../../lib/live/inboxStream';

/**
 * While a conversation with a WhatsApp number is open, the inbox's live events for that number (a
 * message came, one of ours moved a tick) load it again (issue 27: the modal changes without a
 * refresh). Web visitors have no such events: their modal shows what it loaded.
 */
export function useConversationLive(phoneNumber: string | null | undefined, refetch: () => unknown) {
  useEffect(() => {
    if (!phoneNumber) return;
    return openInboxStream({
      onEvent: ({ event }) => {
        if (event.type !== 'chat' && event.chat.userName === phoneNumber) void refetch();
      },
    });
  }, [phoneNumber, refetch]);
}
