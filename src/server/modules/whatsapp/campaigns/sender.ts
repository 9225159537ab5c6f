import type { AppContext } from '../../../context';
import type { Job } from '../../../jobs/scheduler';
import { dispatchNumber, SEND_LEASE_MS, SENDING_GRACE_MS } from './dispatch';

/**
 * This server's campaign sender: a number's rows are sent as soon as a campaign is made (the kick),
 * again when a retry or the messaging limit's wait comes due, and by the job's sweep on any server
 * (a stopped server's numbers are taken over when its lease runs out).
 */
export interface CampaignSender {
  kick(accountId: number): void;
  /** Resolves when nothing this sender started is running (tests, the bench). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const senders = new WeakMap<AppContext, CampaignSender>();

export function senderOf(ctx: AppContext): CampaignSender {
  let sender = senders.get(ctx);
  if (!sender) {
    sender = campaignSender(ctx);
    senders.set(ctx, sender);
  }
  return sender;
}

/** The longest a sender waits before looking at a number again by itself (the job covers the rest). */
const MAX_WAIT_MS = 60_000;

function campaignSender(ctx: AppContext): CampaignSender {
  const running = new Map<number, Promise<void>>();
  const again = new Set<number>();
  const timers = new Map<number, NodeJS.Timeout>();
  let stopped = false;

  const run = (accountId: number): void => {
    if (stopped) return;
    if (running.has(accountId)) {
      again.add(accountId);
      return;
    }
    const work = (async () => {
      do {
        again.delete(accountId);
        const result = await dispatchNumber(ctx, accountId, () => stopped).catch((err) => {
          ctx.log.error({ err, accountId }, 'campaign send failed');
          return null;
        });
        // Another server holds the number: look again once its lease could have run out (it may have stopped).
        if (result === null) later(accountId, SEND_LEASE_MS + 500);
        const next = result?.waitingUntil ?? result?.nextDueAt;
        if (next && !stopped) later(accountId, new Date(next).getTime() - ctx.clock.now().getTime());
      } while (again.has(accountId) && !stopped);
    })().finally(() => running.delete(accountId));
    running.set(accountId, work);
  };

  const later = (accountId: number, ms: number) => {
    clearTimeout(timers.get(accountId));
    const t = setTimeout(
      () => {
        timers.delete(accountId);
        run(accountId);
      },
      Math.min(Math.max(ms, 50), MAX_WAIT_MS),
    );
    t.unref();
    timers.set(accountId, t);
  };

  return {
    kick: run,
    async idle() {
      while (running.size) await Promise.all(running.values());
    },
    async stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      await Promise.all(running.values());
    },
  };
}

/**
 * The campaigns' sweep (issue 26): every number with rows due, stale `sending` rows or a campaign
 * whose wait at the messaging limit is over gets its sender kicked, on whichever server runs it.
 */
export const whatsappCampaignsJob: Job = {
  cronType: 'WhatsAppCampaigns',
  everyMs: 60_000,
  async enabled(ctx) {
    return (await numbersDue(ctx)).length > 0;
  },
  async run(ctx) {
    const numbers = await numbersDue(ctx);
    const sender = senderOf(ctx);
    for (const id of numbers) sender.kick(id);
    await sender.idle();
    return { numbers: numbers.length };
  },
};

/** At start-up: the numbers a stopped server left with work are sent for at once, not at the job's next turn. */
export async function resumeSending(ctx: AppContext): Promise<void> {
  const sender = senderOf(ctx);
  for (const id of await numbersDue(ctx, { staleToo: false })) sender.kick(id);
}

async function numbersDue(ctx: AppContext, { staleToo = true } = {}): Promise<number[]> {
  const now = ctx.clock.now();
  const stale = new Date(now.getTime() - SENDING_GRACE_MS).toISOString();
  const rows = await ctx.db
    .selectFrom('whatsapp_messages')
    .select('account_id')
    .distinct()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now.toISOString())]),
        ...(staleToo ? [eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', stale)])] : []),
      ]),
    )
    .execute();
  return rows.map((r) => r.account_id);
}
