import type { Job } from '../../jobs/scheduler';
import { EVENT_RETENTION_MS } from './event-hub';

/** Live-update rows are kept a day for streams to resume from, then dropped. */
export const inboxEventsJob: Job = {
  cronType: 'InboxEventsCleanup',
  everyMs: 60 * 60_000,
  async run(ctx) {
    const before = new Date(ctx.clock.now().getTime() - EVENT_RETENTION_MS).toISOString();
    const gone = await ctx.db.deleteFrom('inbox_events').where('created_at', '<', before).executeTakeFirst();
    return { deleted: Number(gone.numDeletedRows) };
  },
};
