import type { AppContext } from '../../../context';
import type { Job } from '../../../jobs/scheduler';

/** How long an answered inbound id is remembered (Meta redelivers within days, the widget at once). */
export const INBOUND_KEPT_DAYS = 7;

/** Forgets inbound ids older than a week: the table of repeats does not grow for ever. */
export async function forgetOldInbound(ctx: AppContext): Promise<{ inboundDeleted: number }> {
  const before = new Date(ctx.clock.now().getTime() - INBOUND_KEPT_DAYS * 86_400_000).toISOString();
  const deleted = await ctx.db.deleteFrom('bot_inbound').where('created_at', '<', before).executeTakeFirst();
  return { inboundDeleted: Number(deleted.numDeletedRows) };
}

export const botInboundCleanupJob: Job = {
  cronType: 'BotInboundCleanup',
  everyMs: 60 * 60_000,
  run: (ctx) => forgetOldInbound(ctx),
};
