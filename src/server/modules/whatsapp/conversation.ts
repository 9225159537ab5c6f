import { BOT_MESSAGES, type Conversation, type ConversationMessage } from '../../../shared/bots/schemas';
import { sentTemplateText } from '../../../shared/whatsapp/sent-text';
import type { DB } from '../../db/connect';
import { ownedBy } from '../../db/tenancy';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';

/** Most messages of each side shown: the newest ones. */
const MAX_MESSAGES = 500;

/**
 * The owner's WhatsApp conversation with one number, without a bot (spec 03 §2.5, §2.7, §3.6, §7.5):
 * the campaign messages that reached it (our side: the template as sent, parameters filled) and the
 * messages it sent to any of the owner's numbers (the visitor's side), in time order. A number that
 * is none of the caller's contacts, recipients or senders answers 404 as for a missing one.
 */
export async function phoneConversation(db: DB, caller: AuthUser, phone: string): Promise<Conversation> {
  const [sent, received, contact] = await Promise.all([
    ownedBy(
      db
        .selectFrom('whatsapp_messages as w')
        .innerJoin('whatsapp_campaigns as c', 'c.id', 'w.campaign_id')
        .leftJoin('whatsapp_templates as t', 't.id', 'c.template_id')
        .select(['w.id', 'w.params', 'w.sent_at', 'c.template_name', 't.components'])
        .where('w.phone', '=', phone),
      'c.user_id',
      caller,
    )
      // What reached the number: a message Meta refused or could not deliver is not in the chat.
      .where('w.sent_at', 'is not', null)
      .where('w.status', '!=', 'failed')
      .orderBy('w.sent_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(MAX_MESSAGES)
      .execute(),
    ownedBy(
      db
        .selectFrom('whatsapp_inbound_messages')
        .select(['id', 'message_type', 'text', 'sender_name', 'received_at'])
        .where('phone', '=', phone),
      'user_id',
      caller,
    )
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_MESSAGES)
      .execute(),
    ownedBy(
      db.selectFrom('whatsapp_contacts').select(['first_name', 'last_name']).where('mobile', '=', phone),
      'user_id',
      caller,
    ).executeTakeFirst(),
  ]);
  if (!contact && sent.length === 0 && received.length === 0)
    throw new HttpError(404, BOT_MESSAGES.conversationNotFound, 'NotFound');

  const ours = sent.map((r) => ({
    at: r.sent_at!,
    message: {
      isBotMessage: true,
      questionText: sentTemplateText(r.components, r.params) ?? `Template: ${r.template_name}`,
      reply: null,
      sentDate: r.sent_at!,
      isLeadMessage: false,
    } satisfies ConversationMessage,
  }));
  const theirs = received.map((r) => ({
    at: r.received_at,
    message: {
      isBotMessage: false,
      questionText: null,
      // A message without text (a photo, a sticker…) says what it was.
      reply: r.text ?? `[${r.message_type}]`,
      sentDate: r.received_at,
      isLeadMessage: false,
    } satisfies ConversationMessage,
  }));
  // Oldest first; at the same moment our message comes before the answer to it.
  const messages = [...ours, ...theirs]
    .sort((a, b) =>
      a.at < b.at ? -1 : a.at > b.at ? 1 : Number(!a.message.isBotMessage) - Number(!b.message.isBotMessage),
    )
    .map((m) => m.message);
  const contactName = contact ? [contact.first_name, contact.last_name].filter(Boolean).join(' ') : '';
  return {
    messages,
    visitorPlatform: 'WhatsApp',
    visitorName: contactName || received.find((r) => r.sender_name)?.sender_name || null,
    visitorNumber: phone,
    lastVisitorMessageAt: received[0]?.received_at ?? null,
  };
}
