import type { Transaction } from 'kysely';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { CloudApiError, type OutgoingMessage } from '../../../providers/whatsapp/cloud-api';
import { claimHead } from './claim';
import { botNumberOf, numbersOf } from './numbers';

/**
 * The WhatsApp outbox (issue 25): every message a bot or its owner sends to a visitor is a row, sent
 * per visitor strictly in id order; a visitor's next row waits until the one before is sent or has
 * failed for good. Rate limits and Meta's temporary failures are tried again later with growing
 * waits; a closed 24-hour window or another refusal fails the row; a call that timed out may have
 * arrived and is not repeated. A runner holds a row under a short lease while it sends it, so two
 * runners (or two server instances) never send one row twice, nor a visitor's rows out of order.
 */

export interface Outgoing {
  botId: number;
  visitorId: number;
  to: string;
  message: OutgoingMessage;
  /** Enqueuing the same key again adds nothing (a hand-over repeated after a crash). */
  sourceKey?: string;
}

/** Attempts before a row that keeps meeting rate limits or Meta's failures is given up. */
export const MAX_ATTEMPTS = 6;
const LEASE_MS = 60_000;
const MAX_WAIT_MS = 5 * 60_000;

/** The wait before attempt `n + 1` (Meta's Retry-After when it gave one): 2 s, 4 s, 8 s … up to 5 min. */
export const retryDelayMs = (attempts: number, retryAfterMs?: number) =>
  Math.min(MAX_WAIT_MS, Math.max(retryAfterMs ?? 0, 1000 * 2 ** attempts));

/** Adds messages in order inside the caller's transaction; answers the new rows' ids. */
export async function enqueue(trx: Transaction<Database>, rows: Outgoing[], now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const r of rows) {
    const inserted = await trx
      .insertInto('bot_whatsapp_outbox')
      .values({
        bot_id: r.botId,
        visitor_id: r.visitorId,
        to_number: r.to,
        message: JSON.stringify(r.message),
        source_key: r.sourceKey ?? null,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now.toISOString(),
        lease_until: null,
        error: null,
        error_code: null,
        wamid: null,
        created_at: now.toISOString(),
        sent_at: null,
      })
      .onConflict((oc) => oc.column('source_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) ids.push(inserted.id);
  }
  return ids;
}

export type RowOutcome =
  { status: 'sent' } | { status: 'pending' } | { status: 'failed'; code: number | null; error: string };

/**
 * Sends a visitor's due rows, oldest first, until none is due or one must wait. Answers whether a
 * row waits for a later attempt (and when), so the caller can come back then.
 */
export async function deliverVisitor(ctx: AppContext, visitorId: number): Promise<{ retryAt?: Date }> {
  const { db } = ctx;
  for (;;) {
    const now = ctx.clock.now();
    const head = await db
      .selectFrom('bot_whatsapp_outbox')
      .selectAll()
      .where('visitor_id', '=', visitorId)
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!head) return {};
    if (head.next_attempt_at > now.toISOString()) return { retryAt: new Date(head.next_attempt_at) };
    if (head.lease_until && head.lease_until > now.toISOString()) return {};
    // Take the row: only if nobody took it since it was read.
    const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
    if (!(await claimHead(db, 'bot_whatsapp_outbox', head, leaseUntil))) return {};
    await sendRow(ctx, head);
  }
}

type OutboxRow = {
  id: number;
  bot_id: number;
  to_number: string;
  message: string;
  attempts: number;
};

async function sendRow(ctx: AppContext, row: OutboxRow): Promise<void> {
  const { db } = ctx;
  const settle = (values: Partial<{ status: 'sent' | 'failed' | 'pending' } & Record<string, unknown>>) =>
    db
      .updateTable('bot_whatsapp_outbox')
      .set({ lease_until: null, ...values })
      .where('id', '=', row.id)
      .execute();
  const number = await botNumberOf(ctx, row.bot_id);
  const api = number ? await numbersOf(ctx).api(number.account) : null;
  if (!api) {
    await settle({ status: 'failed', error: 'The bot is not connected to WhatsApp' });
    return;
  }
  try {
    const { messageId } = await api.send(row.to_number, JSON.parse(row.message) as OutgoingMessage);
    await settle({ status: 'sent', wamid: messageId, sent_at: ctx.clock.now().toISOString(), error: null });
  } catch (err) {
    if (!(err instanceof CloudApiError)) {
      ctx.log.error({ err, outbox: row.id }, 'whatsapp send failed');
      await settle({ status: 'failed', error: 'Failed to send message' });
      return;
    }
    const attempts = row.attempts + 1;
    const error = err.message.replace(/^WhatsApp Cloud API: /, '');
    if (err.retryable && attempts < MAX_ATTEMPTS) {
      const wait = retryDelayMs(attempts, err.details.retryAfterMs);
      await settle({
        status: 'pending',
        attempts,
        error,
        error_code: err.code ?? null,
        next_attempt_at: new Date(ctx.clock.now().getTime() + wait).toISOString(),
      });
      return;
    }
    ctx.log.warn({ outbox: row.id, code: err.code, kind: err.kind }, 'whatsapp message not sent');
    await settle({ status: 'failed', attempts, error, error_code: err.code ?? null });
  }
}

/** A row's state now (the owner's reply waits for its first attempt). */
export async function outcomeOf(ctx: AppContext, id: number): Promise<RowOutcome> {
  const row = await ctx.db
    .selectFrom('bot_whatsapp_outbox')
    .select(['status', 'error', 'error_code'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return { status: 'failed', code: null, error: 'gone' };
  if (row.status === 'failed') return { status: 'failed', code: row.error_code, error: row.error ?? '' };
  return { status: row.status };
}

/** Visitors with a row due now (the job's sweep after a restart or a wait). */
export async function visitorsDue(ctx: AppContext, limit = 200): Promise<number[]> {
  const now = ctx.clock.now().toISOString();
  const rows = await ctx.db
    .selectFrom('bot_whatsapp_outbox')
    .select('visitor_id')
    .distinct()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .limit(limit)
    .execute();
  return rows.map((r) => r.visitor_id);
}
