import { sql, type Selectable } from 'kysely';
import type { CampaignMessage, deliveryFields } from '../../../../shared/whatsapp/campaigns';
import { counterMoves, mergeStatus, type StatusEvent } from '../../../../shared/whatsapp/status-merge';
import type { DB } from '../../../db/connect';
import { isPostgres } from '../../../db/dialect';
import type { WhatsappMessagesTable } from '../../../db/schema';

export type MessageRow = Selectable<WhatsappMessagesTable>;

/** A message's delivery as every list shows it (`deliveryFields`): campaign messages, contact history. */
export const deliveryOf = (
  r: Pick<MessageRow, 'phone' | 'status' | 'sent_at' | 'delivered_at' | 'read_at' | 'error' | 'reply'>,
): Pick<CampaignMessage, keyof typeof deliveryFields> => ({
  phoneNumber: r.phone,
  status: r.status,
  sentDate: r.sent_at,
  deliveredDate: r.delivered_at,
  readDate: r.read_at,
  errorMessage: r.error,
  reply: r.reply,
});

/**
 * The row, held for the rest of the transaction (PostgreSQL: `FOR UPDATE`; SQLite runs one writer at
 * a time): two statuses of one message arriving together are applied one after the other.
 */
export async function heldRow(trx: DB, id: number): Promise<MessageRow | undefined> {
  return (await heldRows(trx, [id]))[0];
}

/** Several rows held, in id order (the order every holder takes them in). */
export function heldRows(trx: DB, ids: number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('whatsapp_messages')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .$if(isPostgres(trx as never), (qb) => qb.forUpdate())
    .execute();
}

/**
 * A campaign row's status and dates after `event`, with the campaign's counters moved in the same
 * transaction (issue 26: counters equal a recount). `also` sets other columns of the row (its wamid).
 * Nothing is written when the event changes nothing.
 */
export async function applyStatus(
  trx: DB,
  row: MessageRow,
  event: StatusEvent,
  also: Partial<Pick<MessageRow, 'wamid' | 'error' | 'error_code' | 'claimed_at'>> = {},
  /** False when the caller moves the counters of many rows at once. */
  counters = true,
): Promise<MessageRow> {
  const next = mergeStatus(row, event);
  const changed = next !== row || Object.entries(also).some(([k, v]) => row[k as keyof MessageRow] !== v);
  if (!changed) return row;
  const written = { ...next, ...also };
  await trx
    .updateTable('whatsapp_messages')
    .set({
      status: written.status,
      sent_at: written.sent_at,
      delivered_at: written.delivered_at,
      read_at: written.read_at,
      failed_at: written.failed_at,
      ...also,
    })
    .where('id', '=', row.id)
    .execute();
  if (counters) await moveCounters(trx, row.campaign_id, counterMoves(row, written));
  return written;
}

export async function moveCounters(
  trx: DB,
  campaignId: number,
  d: { sent: number; delivered: number; read: number; failed: number; replied?: number },
): Promise<void> {
  if (!d.sent && !d.delivered && !d.read && !d.failed && !d.replied) return;
  await trx
    .updateTable('whatsapp_campaigns')
    .set({
      sent: sql`sent + ${d.sent}`,
      delivered: sql`delivered + ${d.delivered}`,
      read: sql`${sql.ref('read')} + ${d.read}`,
      failed: sql`failed + ${d.failed}`,
      replied: sql`replied + ${d.replied ?? 0}`,
    })
    .where('id', '=', campaignId)
    .execute();
}

/** Meta's error, as the detail's error icon reads it (spec 03 §4: error.message, then message). */
export const errorJson = (e: {
  code?: number | null;
  title?: string | null;
  message: string;
  details?: string | null;
}) =>
  JSON.stringify({
    error: { code: e.code ?? null, title: e.title ?? null, message: e.message, details: e.details ?? null },
  });
