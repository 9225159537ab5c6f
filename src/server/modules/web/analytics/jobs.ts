import type { Job } from '../../../jobs/scheduler';
import { pruneAnalytics, rollUpPastDays } from './rollups';

/**
 * Website analytics' daily work (issue 24), hourly so a day is rolled up soon after it ends
 * (under the job's lease, so once across instances): past days' rollups, then raw views past
 * 90 days and past days' salts deleted.
 */
export const webAnalyticsJob: Job = {
  cronType: 'Website analytics',
  everyMs: 60 * 60_000,
  async run(ctx) {
    const daysRolledUp = await rollUpPastDays(ctx);
    return { daysRolledUp, ...(await pruneAnalytics(ctx)) };
  },
};
