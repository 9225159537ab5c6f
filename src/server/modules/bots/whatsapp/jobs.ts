import type { Job } from '../../../jobs/scheduler';
import { runnerOf } from './registry';

/**
 * The WhatsApp bots' sweep (issue 25): customer messages a stopped server had kept but not answered,
 * and outbox rows due for another attempt. Each server also does this work at once when it arrives;
 * the sweep runs under the job's lease, and the rows' own leases keep two runners apart.
 */
export const botWhatsAppJob: Job = {
  cronType: 'BotWhatsAppOutbox',
  everyMs: 60_000,
  async enabled(ctx) {
    const now = ctx.clock.now().toISOString();
    const due = await ctx.db
      .selectFrom('bot_whatsapp_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .limit(1)
      .executeTakeFirst();
    if (due) return true;
    const waiting = await ctx.db
      .selectFrom('bot_whatsapp_inbound')
      .select('id')
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
      .limit(1)
      .executeTakeFirst();
    return !!waiting;
  },
  async run(ctx) {
    return runnerOf(ctx).sweep();
  },
};

const DAY = 86_400_000;
/** Meta redelivers a webhook it could not hand over for up to 7 days: ids are kept a day longer. */
export const INBOUND_KEPT_DAYS = 8;
export const OUTBOX_KEPT_DAYS = 30;

/**
 * What the WhatsApp bots no longer need (issue 25): customer messages answered more than 8 days ago
 * (past Meta's redelivery) and outbox rows settled more than 30 days ago. The conversation itself
 * is in the bot's messages and stays.
 */
export const botWhatsAppCleanupJob: Job = {
  cronType: 'BotWhatsAppCleanup',
  everyMs: DAY,
  async run({ db, clock }) {
    const before = (days: number) => new Date(clock.now().getTime() - days * DAY).toISOString();
    const inbound = await db
      .deleteFrom('bot_whatsapp_inbound')
      .where('status', 'in', ['done', 'failed'])
      .where('received_at', '<', before(INBOUND_KEPT_DAYS))
      .executeTakeFirst();
    const outbox = await db
      .deleteFrom('bot_whatsapp_outbox')
      .where('status', 'in', ['sent', 'failed'])
      .where('created_at', '<', before(OUTBOX_KEPT_DAYS))
      .executeTakeFirst();
    return {
      inboundDeleted: Number(inbound.numDeletedRows),
      outboxDeleted: Number(outbox.numDeletedRows),
    };
  },
};
