/**
 * A campaign message's delivery facts as Meta's status webhooks move them (issue 26 Statuses):
 * applied in any order and any number of times, they end the same. sent < delivered < read never
 * goes back; a date, once set, only moves to an earlier report of the same fact (so the order of
 * arrival does not matter); read without delivered sets delivered too; failed after delivered is
 * ignored (the message did arrive).
 */
export interface DeliveryFacts {
  status: 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed';
  sent_at: string | null;
  delivered_at: string | null;
  read_at: string | null;
  failed_at: string | null;
}

export interface StatusEvent {
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: string;
}

const earliest = (a: string | null, b: string) => (a !== null && a <= b ? a : b);

const RANK = { queued: 0, sending: 0, sent: 1, delivered: 2, read: 3, failed: 0 } as const;

/** The facts after one event; the same object back when the event changes nothing. */
export function mergeStatus<T extends DeliveryFacts>(row: T, event: StatusEvent): T {
  const next = { ...row };
  if (event.status === 'failed') {
    if (row.delivered_at || row.read_at) return row;
    next.failed_at = earliest(row.failed_at, event.at);
    next.status = 'failed';
  } else {
    // Each level reached implies the ones below it, dated no later than it.
    next.sent_at = earliest(row.sent_at, event.at);
    if (event.status !== 'sent') next.delivered_at = earliest(row.delivered_at, event.at);
    if (event.status === 'read') next.read_at = earliest(row.read_at, event.at);
    next.status = next.read_at ? 'read' : next.delivered_at ? 'delivered' : 'sent';
    // A failure reported before a later delivery is overruled by it; one before `sent` only is kept.
    if (row.status === 'failed' && !next.delivered_at) {
      next.status = 'failed';
    } else if (row.status === 'failed') next.failed_at = null;
  }
  const same =
    next.status === row.status &&
    next.sent_at === row.sent_at &&
    next.delivered_at === row.delivered_at &&
    next.read_at === row.read_at &&
    next.failed_at === row.failed_at;
  return same ? row : next;
}

/** How a merge moves the campaign's counters (rows that reached sent, delivered, read; failed rows). */
export function counterMoves(before: DeliveryFacts, after: DeliveryFacts) {
  const reached = (r: DeliveryFacts) => ({
    sent: r.sent_at ? 1 : 0,
    delivered: r.delivered_at ? 1 : 0,
    read: r.read_at ? 1 : 0,
    failed: r.status === 'failed' ? 1 : 0,
  });
  const a = reached(before);
  const b = reached(after);
  return {
    sent: b.sent - a.sent,
    delivered: b.delivered - a.delivered,
    read: b.read - a.read,
    failed: b.failed - a.failed,
  };
}

export const statusRank = (s: DeliveryFacts['status']) => RANK[s];
