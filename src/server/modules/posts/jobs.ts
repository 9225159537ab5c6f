import type { AppContext } from '../../context';
import type { Job } from '../../jobs/scheduler';
import type { SocialProviders } from '../../providers/social';
import { networkOfAccount, socialProvidersOf, socialService, targetOf } from '../social/service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Issue 13 best time: each post's engagement a week after it went out. */
export async function collectMetrics(ctx: AppContext, providers: SocialProviders, now = ctx.clock.now()) {
  const { tokens } = socialService(ctx, providers);
  const weekAgo = new Date(now.getTime() - 7 * DAY).toISOString();
  const due = await ctx.db
    .selectFrom('post_targets as t')
    .innerJoin('social_accounts as a', 'a.id', 't.account_id')
    .selectAll('a')
    .select(['t.id as target_id', 't.external_post_id'])
    .where('t.status', '=', 'SUCCESS')
    .where('t.metrics_at', 'is', null)
    .where('t.external_post_id', 'is not', null)
    .where('t.published_at', '<=', weekAgo)
    .limit(500)
    .execute();
  let measured = 0;
  for (const row of due) {
    const network = networkOfAccount(row);
    try {
      const connection = await tokens.read(row.connection_id);
      const provider = await providers.provider(network);
      const { engagement } = await provider.metrics(
        await tokens.authOf(connection),
        targetOf(ctx, row, network),
        row.external_post_id!,
      );
      await ctx.db
        .updateTable('post_targets')
        .set({ engagement, metrics_at: now.toISOString() })
        .where('id', '=', row.target_id)
        .execute();
      measured++;
    } catch (err) {
      // Asked again on the next run; a deleted post stops being asked after a month.
      ctx.log.warn({ err, target: row.target_id }, 'post metrics could not be read');
    }
  }
  return { measured, of: due.length };
}

export const postMetricsJob: Job = {
  cronType: 'PostMetrics',
  everyMs: 60 * MINUTE,
  run: (ctx) => collectMetrics(ctx, socialProvidersOf(ctx)),
};
