import { WHATSAPP_WINDOW_HOURS, type Conversation } from '../../../../shared/bots/schemas';

/**
 * Spec 02 §4 / spec 03 §4: a web visitor can always be written to (the message waits for their next
 * request); a WhatsApp visitor only within 24 hours of their last message.
 */
export function canReply(
  conversation: Pick<Conversation, 'visitorPlatform' | 'lastVisitorMessageAt'>,
  now: Date,
) {
  if (conversation.visitorPlatform === 'Web') return true;
  if (!conversation.lastVisitorMessageAt) return false;
  const last = Date.parse(conversation.lastVisitorMessageAt);
  if (Number.isNaN(last)) return false;
  return now.getTime() - last < WHATSAPP_WINDOW_HOURS * 60 * 60 * 1000;
}
