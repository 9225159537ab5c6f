import { BOT_MESSAGES, type Conversation, type ConversationMessage } from '../../../shared/bots/schemas';
import { PLATFORM_OWNER } from '../../../shared/inbox/schemas';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import type { InboxDeps } from './deps';

/** Most inbox messages of one number shown in a conversation: the newest ones. */
const MAX_MESSAGES = 500;

/**
 * The owner's WhatsApp conversation with one number, without a bot (spec 03 §2.5, §2.7, §3.6, §7.5):
 * the campaign messages that reached it and the replies written from the inbox (our side), and what
 * it sent to any of the owner's numbers (the visitor's side), in time order. An Admin reads every
 * owner's (never the platform number's chats, which are the inbox's). A number that is none of the
 * caller's contacts, recipients or senders answers 404 as for a missing one.
 */
export async function phoneConversation(
  deps: InboxDeps,
  caller: AuthUser,
  phone: string,
): Promise<Conversation> {
  const { db } = deps.ctx;
  let chat = db
    .selectFrom('inbox_messages as m')
    .innerJoin('inbox_chats as c', 'c.id', 'm.chat_id')
    .select(['m.id', 'm.is_business', 'm.message_type', 'm.text', 'm.at', 'm.status', 'c.profile_name'])
    .where('c.phone', '=', phone);
  chat =
    caller.role === 'Admin'
      ? chat.where('c.owner_id', '!=', PLATFORM_OWNER)
      : chat.where('c.owner_id', '=', caller.id);
  const [campaigns, messages] = await Promise.all([
    deps.wa.history.campaignSide(caller, phone),
    chat.orderBy('m.at', 'desc').orderBy('m.id', 'desc').limit(MAX_MESSAGES).execute(),
  ]);
  if (!campaigns.isContact && campaigns.sent.length === 0 && messages.length === 0)
    throw new HttpError(404, BOT_MESSAGES.conversationNotFound, 'NotFound');

  // Sorted by time; at the same moment campaign messages first (the answer follows what it
  // answers), then the chat's own messages in the order they were kept.
  const ours = (at: string, text: string, order: number) => ({
    at,
    order,
    message: { isBotMessage: true, questionText: text, reply: null, sentDate: at, isLeadMessage: false },
  });
  const all: { at: string; order: number; message: ConversationMessage }[] = [
    ...campaigns.sent.map((s) => ours(s.at, s.text, 0)),
    ...messages
      // A reply Meta refused never reached the number.
      .filter((m) => !(m.is_business === 1 && m.status === 'failed'))
      .map((m) =>
        m.is_business === 1
          ? ours(m.at, m.text ?? `[${m.message_type}]`, m.id)
          : {
              at: m.at,
              order: m.id,
              message: {
                isBotMessage: false,
                questionText: null,
                // A message without text (a photo, a sticker…) says what it was.
                reply: m.text ?? `[${m.message_type}]`,
                sentDate: m.at,
                isLeadMessage: false,
              },
            },
      ),
  ];
  all.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.order - b.order));
  const theirs = messages.filter((m) => m.is_business === 0);
  return {
    messages: all.map((m) => m.message),
    visitorPlatform: 'WhatsApp',
    visitorName: campaigns.contactName || theirs.find((m) => m.profile_name)?.profile_name || null,
    visitorNumber: phone,
    lastVisitorMessageAt: theirs[0]?.at ?? null,
  };
}
