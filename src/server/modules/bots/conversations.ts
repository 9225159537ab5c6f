import type { Selectable } from 'kysely';
import { BOT_MESSAGES as M, type Conversation } from '../../../shared/bots/schemas';
import type { BotVisitorsTable } from '../../db/schema';
import { foundOr404, ownedBy } from '../../db/tenancy';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { windowIsOpen } from '../../../shared/inbox/schemas';
import type { BotsDeps } from './deps';

type VisitorRow = Selectable<BotVisitorsTable>;

/** A visitor of one of the caller's bots (any for an Admin), else 404 as for a missing one. */
async function visibleVisitor(
  deps: BotsDeps,
  caller: AuthUser,
  where: { uuid: string } | { botId: number; number: string },
) {
  let q = ownedBy(deps.ctx.db.selectFrom('bot_visitors').selectAll(), 'user_id', caller);
  q =
    'uuid' in where
      ? q.where('visitor_uuid', '=', where.uuid)
      : q.where('bot_id', '=', where.botId).where('number', '=', where.number);
  return foundOr404(await q.executeTakeFirst(), 'Conversation');
}

/** Spec 03 §3.6: the conversation in order; owner replies are on the bot's side. */
export async function conversationOf(
  deps: BotsDeps,
  caller: AuthUser,
  which: { uuid: string } | { botId: number; number: string },
): Promise<Conversation> {
  const visitor = await visibleVisitor(deps, caller, which);
  const rows = await deps.ctx.db
    .selectFrom('bot_messages')
    .select(['sender', 'text', 'is_lead_message', 'sent_at'])
    .where('visitor_id', '=', visitor.id)
    .orderBy('id')
    .execute();
  return {
    messages: rows.map((r) => ({
      isBotMessage: r.sender !== 'visitor',
      questionText: r.sender === 'visitor' ? null : r.text,
      reply: r.sender === 'visitor' ? r.text : null,
      sentDate: r.sent_at,
      isLeadMessage: r.is_lead_message === 1,
    })),
    visitorPlatform: visitor.platform,
    visitorName: visitor.name,
    visitorNumber: visitor.number,
    lastVisitorMessageAt: visitor.last_visitor_message_at,
  };
}

/** Spec 02 §4 / 03 §4: a WhatsApp visitor may be written to only within 24 hours of their last message. */
export const windowOpen = (visitor: Pick<VisitorRow, 'last_visitor_message_at'>, now: Date): boolean =>
  windowIsOpen(visitor.last_visitor_message_at, now);

/** The owner's text to a WhatsApp visitor (the whatsapp/ folder sends it, 131047 → windowExpired). */
export type WhatsAppReply = (botId: number, visitor: VisitorRow, text: string) => Promise<void>;

/**
 * POST WhatsApp/SendTextMessage with a bot or a bot's visitor (spec 03 §7.5): recorded as the owner's
 * message; a web visitor gets it at their next request (the widget's poll), a WhatsApp visitor at
 * once from the bot's number within the 24-hour window.
 */
export async function sendTextMessage(
  deps: BotsDeps,
  caller: AuthUser,
  input: { message: string; chatBotId?: number; phoneNumber?: string; visitorUUId?: string },
  whatsapp: WhatsAppReply,
): Promise<{ delivered: 'sent' | 'queuedForWeb' }> {
  const text = input.message.trim();
  const visitor = input.visitorUUId
    ? await visibleVisitor(deps, caller, { uuid: input.visitorUUId })
    : await visibleVisitor(deps, caller, { botId: input.chatBotId!, number: input.phoneNumber ?? '' });
  if (input.chatBotId !== undefined && visitor.bot_id !== input.chatBotId)
    throw new HttpError(404, 'Conversation not found', 'NotFound');
  const now = deps.ctx.clock.now();
  if (visitor.platform === 'WhatsApp') {
    if (!windowOpen(visitor, now)) throw new HttpError(409, M.windowExpired, 'WindowExpired');
    await whatsapp(visitor.bot_id, visitor, text);
  }
  await deps.ctx.db
    .insertInto('bot_messages')
    .values({
      visitor_id: visitor.id,
      sender: 'owner',
      text,
      payload: null,
      question_frontend_id: null,
      is_lead_message: 0,
      sent_at: now.toISOString(),
    })
    .execute();
  return { delivered: visitor.platform === 'Web' ? 'queuedForWeb' : 'sent' };
}
