import type { DB } from '../../../db/connect';

/** A queued row of the inbound or outbox queue, as its worker read it. */
interface QueueHead {
  id: number;
  lease_until: string | null;
}

/**
 * Takes a pending queue row for a worker until `leaseUntil`, only if nobody took it since it was
 * read (its lease is still the one read): of two instances that read the same head, one wins.
 */
export async function claimHead(
  db: DB,
  table: 'bot_whatsapp_inbound' | 'bot_whatsapp_outbox',
  head: QueueHead,
  leaseUntil: string,
): Promise<boolean> {
  let claim = db
    .updateTable(table)
    .set({ lease_until: leaseUntil })
    .where('id', '=', head.id)
    .where('status', '=', 'pending');
  claim =
    head.lease_until === null
      ? claim.where('lease_until', 'is', null)
      : claim.where('lease_until', '=', head.lease_until);
  return Number((await claim.executeTakeFirst()).numUpdatedRows) === 1;
}
