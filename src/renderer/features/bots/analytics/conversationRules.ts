import type { Conversation } from '../../../../shared/bots/schemas';
import { windowIsOpen } from '../../../../shared/inbox/schemas';

/**
 * Spec 02 §4 / spec 03 §4: a web visitor can always be written to (the message waits for their next
 * request); a WhatsApp visitor only within 24 hours of their last message (the inbox's one rule).
 */
export function canReply(
  conversation: Pick<Conversation, 'visitorPlatform' | 'lastVisitorMessageAt'>,
  now: Date,
) {
  if (conversation.visitorPlatform === 'Web') return true;
  return windowIsOpen(conversation.lastVisitorMessageAt, now);
}
