import type { Selectable, Transaction } from 'kysely';
import type { BotMessage } from '../../../../shared/bots/engine';
import type { AppContext } from '../../../context';
import type { BotVisitorsTable, BotWhatsappInboundTable, Database } from '../../../db/schema';
import { payloadOf, receiveMessage, sessionDepsOf, type MessageRow, type Received } from '../sessions';
import { claimHead } from './claim';
import { storedKeywords } from './keywords';
import { outgoingOf } from './interactive';
import { botOnNumber } from './numbers';
import { enqueue } from './outbox';

export type VisitorRow = Selectable<BotVisitorsTable>;
type InboundRow = Selectable<BotWhatsappInboundTable>;

/** A customer's message as the webhook keeps it until the bot has answered. */
export interface InboundMessage {
  phoneNumberId: string;
  messageId: string;
  sender: string;
  senderName: string | null;
  text: string;
  optionNo: number | null;
}

const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 5;

/** Keeps the messages (a repeated delivery adds nothing); answers the senders that have new ones. */
export async function keepInbound(ctx: AppContext, messages: InboundMessage[]): Promise<string[][]> {
  if (messages.length === 0) return [];
  // Most numbers have no bot: their messages are the inbox's alone, and one read says so.
  const served = new Set(
    (
      await ctx.db
        .selectFrom('whatsapp_accounts as a')
        .innerJoin('bot_numbers as b', 'b.account_id', 'a.id')
        .select('a.phone_number_id')
        .where('a.phone_number_id', 'in', [...new Set(messages.map((m) => m.phoneNumberId))])
        .execute()
    ).map((r) => r.phone_number_id),
  );
  const kept = messages.filter((m) => served.has(m.phoneNumberId));
  if (kept.length === 0) return [];
  const now = ctx.clock.now().toISOString();
  const inserted = await ctx.db
    .insertInto('bot_whatsapp_inbound')
    .values(
      kept.map((m) => ({
        phone_number_id: m.phoneNumberId,
        message_id: m.messageId,
        sender: m.sender,
        sender_name: m.senderName,
        text: m.text,
        option_no: m.optionNo,
        received_at: now,
        status: 'pending' as const,
        attempts: 0,
        lease_until: null,
        error: null,
      })),
    )
    .onConflict((oc) => oc.columns(['phone_number_id', 'message_id']).doNothing())
    .returning(['phone_number_id', 'sender'])
    .execute();
  const keys = new Map(
    inserted.map((r) => [`${r.phone_number_id} ${r.sender}`, [r.phone_number_id, r.sender]]),
  );
  return [...keys.values()];
}

/**
 * Answers a sender's kept messages one at a time, oldest first: the bot's session takes each, and
 * its replies go to the outbox in the same transaction that marks the message answered. A message
 * whose hand-over failed is tried again (the session answers a repeated message id with its first
 * answer, and the outbox keys each reply, so nothing is sent twice). Answers at most `most` of them,
 * saying whether more wait, and the visitors who have new messages to send.
 */
export async function answerSender(
  ctx: AppContext,
  phoneNumberId: string,
  sender: string,
  most = Number.POSITIVE_INFINITY,
): Promise<{ visitors: number[]; more: boolean }> {
  const { db } = ctx;
  const visitors = new Set<number>();
  for (let answered = 0; ; answered++) {
    if (answered >= most) return { visitors: [...visitors], more: true };
    const now = ctx.clock.now();
    const head = await db
      .selectFrom('bot_whatsapp_inbound')
      .selectAll()
      .where('phone_number_id', '=', phoneNumberId)
      .where('sender', '=', sender)
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!head || (head.lease_until && head.lease_until > now.toISOString())) break;
    const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
    if (!(await claimHead(db, 'bot_whatsapp_inbound', head, leaseUntil))) break;
    try {
      const visitor = await answerOne(ctx, head);
      if (visitor) visitors.add(visitor);
    } catch (err) {
      const attempts = head.attempts + 1;
      ctx.log.error({ err, inbound: head.id, attempts }, 'whatsapp message not answered');
      // Left pending behind a lease that runs out: the job's sweep tries it again, in order.
      await db
        .updateTable('bot_whatsapp_inbound')
        .set({
          attempts,
          error: (err as Error).message.slice(0, 500),
          ...(attempts >= MAX_ATTEMPTS
            ? { status: 'failed' as const, lease_until: null }
            : { lease_until: new Date(now.getTime() + 2 ** attempts * 5000).toISOString() }),
        })
        .where('id', '=', head.id)
        .execute();
      if (attempts < MAX_ATTEMPTS) break;
    }
  }
  return { visitors: [...visitors], more: false };
}

async function answerOne(ctx: AppContext, m: InboundRow): Promise<number | null> {
  const number = await botOnNumber(ctx, m.phone_number_id);
  if (!number) {
    await ctx.db
      .updateTable('bot_whatsapp_inbound')
      .set({ status: 'done', lease_until: null, error: 'No bot is connected to this number' })
      .where('id', '=', m.id)
      .execute();
    return null;
  }
  const absolute = (path: string) =>
    /^https?:\/\//.test(path) ? path : `${ctx.config.publicBaseUrl}${path}`;
  let queued = 0;
  // The replies join the outbox, and the message is marked answered, in the step's own transaction.
  const handOver = async (trx: Transaction<Database>, received: Received) => {
    const outgoing = received.replies.map(botMessageOfRow).flatMap((msg) => outgoingOf(msg, absolute));
    queued = outgoing.length;
    await enqueue(
      trx,
      outgoing.map((message, i) => ({
        botId: number.link.bot_id,
        visitorId: received.visitor.id,
        to: m.sender,
        message,
        sourceKey: `in:${m.id}:${i}`,
      })),
      ctx.clock.now(),
    );
    await trx
      .updateTable('bot_whatsapp_inbound')
      .set({ status: 'done', lease_until: null, error: null })
      .where('id', '=', m.id)
      .execute();
  };
  const received = await receiveMessage(sessionDepsOf(ctx), {
    bot: { id: number.link.bot_id, userId: number.userId },
    visitor: { platform: 'WhatsApp', number: m.sender, name: m.sender_name },
    inboundId: `wa:${m.message_id}`,
    text: m.text,
    optionNo: m.option_no ?? undefined,
    start: {
      autoStart: number.link.auto_start === 1,
      excludeKeywords: storedKeywords(number.link.exclude_keywords),
    },
    within: handOver,
  });
  // A message the session had answered already (its step committed, this row did not): the same
  // replies, keyed as before, so only what is missing is added.
  if (received.duplicate) await ctx.db.transaction().execute((trx) => handOver(trx, received));
  return queued ? received.visitor.id : null;
}

/** A stored bot message as the engine said it (its text, and the choices, links or file kept with it). */
function botMessageOfRow(row: MessageRow): BotMessage {
  const payload = payloadOf(row);
  return {
    frontendId: row.question_frontend_id ?? 0,
    componentTypeId: payload?.componentTypeId ?? 1,
    text: row.text,
    options: payload?.options ?? [],
    links: payload?.links ?? [],
    file: payload?.file ?? null,
    isError: payload?.isError ?? false,
  };
}

/** Senders with a message waiting (the job's sweep after a restart or a failed hand-over). */
export async function sendersDue(ctx: AppContext, limit = 200): Promise<string[][]> {
  const now = ctx.clock.now().toISOString();
  const rows = await ctx.db
    .selectFrom('bot_whatsapp_inbound')
    .select(['phone_number_id', 'sender'])
    .distinct()
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .limit(limit)
    .execute();
  return rows.map((r) => [r.phone_number_id, r.sender]);
}
