import type { AppContext } from '../../context';
import type { Job } from '../../jobs/scheduler';
import type { SocialProviders } from '../../providers/social';
import { networkOfAccount, socialProvidersOf, socialService, targetOf } from '../social/service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Targets read per run. */
const BATCH = 500;
/** A failed read waits 1 h, then 2 h, 4 h … at most a day before the next. */
const FIRST_BACKOFF_MS = HOUR;
const MAX_BACKOFF_MS = DAY;
/** After this many failures, or this long after the post went out, the read is given up. */
const MAX_ATTEMPTS = 8;
const GIVE_UP_AFTER_MS = 30 * DAY;

/** How long to wait after the `attempts`-th failure (1-based). */
export const metricsBackoffMs = (attempts: number) =>
  Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

/**
 * Issue 13 best time: each post's engagement a week after it went out. Issue 22 §10: oldest first,
 * and a failed read waits longer each time and is given up after a while, so posts whose metrics
 * fail for good never take the place of the others.
 */
export async function collectMetrics(ctx: AppContext, providers: SocialProviders, now = ctx.clock.now()) {
  const { tokens } = socialService(ctx, providers);
  const at = now.toISOString();
  const weekAgo = new Date(now.getTime() - 7 * DAY).toISOString();
  const due = await ctx.db
    .selectFrom('post_targets as t')
    .innerJoin('social_accounts as a', 'a.id', 't.account_id')
    .selectAll('a')
    .select(['t.id as target_id', 't.external_post_id', 't.published_at', 't.metrics_attempts'])
    .where('t.status', '=', 'SUCCESS')
    .where('t.metrics_at', 'is', null)
    .where('t.metrics_given_up_at', 'is', null)
    .where((eb) => eb.or([eb('t.metrics_next_at', 'is', null), eb('t.metrics_next_at', '<=', at)]))
    .where('t.external_post_id', 'is not', null)
    .where('t.published_at', '<=', weekAgo)
    .orderBy('t.published_at')
    .orderBy('t.id')
    .limit(BATCH)
    .execute();
  const out = { measured: 0, failed: 0, gaveUp: 0, of: due.length };
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
        .set({ engagement, metrics_at: at, metrics_next_at: null, metrics_error: null })
        .where('id', '=', row.target_id)
        .execute();
      out.measured++;
    } catch (err) {
      const attempts = row.metrics_attempts + 1;
      const tooOld = now.getTime() - new Date(row.published_at!).getTime() >= GIVE_UP_AFTER_MS;
      const giveUp = attempts >= MAX_ATTEMPTS || tooOld;
      await ctx.db
        .updateTable('post_targets')
        .set({
          metrics_attempts: attempts,
          metrics_next_at: giveUp ? null : new Date(now.getTime() + metricsBackoffMs(attempts)).toISOString(),
          metrics_given_up_at: giveUp ? at : null,
          metrics_error: ((err as Error).message || 'The engagement could not be read').slice(0, 500),
        })
        .where('id', '=', row.target_id)
        .execute();
      if (giveUp) out.gaveUp++;
      else out.failed++;
      ctx.log.warn({ err, target: row.target_id, attempts, giveUp }, 'post metrics could not be read');
    }
  }
  return out;
}

export const postMetricsJob: Job = {
  cronType: 'PostMetrics',
  everyMs: 60 * MINUTE,
  run: (ctx) => collectMetrics(ctx, socialProvidersOf(ctx)),
};
