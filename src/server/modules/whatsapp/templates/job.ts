import type { Job } from '../../../jobs/scheduler';
import { syncAll } from './sync';

/**
 * Every business account's templates read from the Cloud API every 6 hours (issue 26), under the
 * job's database lease so that one server does it; the cron log keeps the counts and failures.
 */
export const templatesSyncJob: Job = {
  cronType: 'WhatsAppTemplateSync',
  everyMs: 6 * 60 * 60 * 1000,
  async enabled(ctx) {
    return !!(await ctx.db.selectFrom('whatsapp_accounts').select('id').limit(1).executeTakeFirst());
  },
  run: (ctx) => syncAll(ctx),
};
