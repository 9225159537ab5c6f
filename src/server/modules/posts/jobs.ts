import type { AppContext } from '../../context';
import type { Job } from '../../jobs/scheduler';
import { socialProviders, type SocialProviders } from '../../providers/social';
import type { Network } from '../../providers/social/types';
import { accountsService, NETWORK_OF_PLATFORM } from './accounts';
import { targetOf } from './connections';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Issue 13: X is refreshed 10 minutes before expiry, the others a day before. */
const REFRESH_AHEAD: Record<string, number> = { x: 10 * MINUTE };
/** LinkedIn's 60-day token comes without a refresh token: flagged a week before it ends. */
const FLAG_AHEAD_MS = 7 * DAY;

/**
 * Refreshes every connection's tokens ahead of expiry; a refused refresh marks it Reconnect needed
 * (the connections helper does that), and a token that cannot be refreshed is flagged before it ends.
 */
export async function refreshAhead(ctx: AppContext, providers: SocialProviders, now = ctx.clock.now()) {
  const { tokens } = accountsService(ctx, providers);
  const horizon = new Date(now.getTime() + DAY).toISOString();
  const flagHorizon = new Date(now.getTime() + FLAG_AHEAD_MS).toISOString();
  const rows = await ctx.db
    .selectFrom('social_connections')
    .selectAll()
    .where('status', '=', 'Active')
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', flagHorizon)
    .execute();
  const out = { refreshed: 0, reconnect: 0, flagged: 0 };
  for (const c of rows) {
    const expires = new Date(c.expires_at!).getTime();
    if (!c.refresh_token) {
      // Meta trades a token for a new long-lived one without a refresh token; LinkedIn cannot.
      if (c.network !== 'facebook') {
        await tokens.markReconnect(
          c.id,
          `The sign-in ends on ${ctx.clock.formatDate(c.expires_at)}: reconnect to keep posting`,
        );
        out.flagged++;
        continue;
      }
    }
    const ahead = REFRESH_AHEAD[c.network] ?? DAY;
    if (expires - now.getTime() > ahead || c.expires_at! > horizon) continue;
    try {
      await tokens.refresh(c.id, tokens.open(c));
      out.refreshed++;
    } catch (err) {
      out.reconnect++;
      ctx.log.warn({ err, connection: c.id }, 'a social sign-in could not be refreshed');
    }
  }
  return out;
}

/** Issue 13 best time: each post's engagement a week after it went out. */
export async function collectMetrics(ctx: AppContext, providers: SocialProviders, now = ctx.clock.now()) {
  const { tokens } = accountsService(ctx, providers);
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
    const network = NETWORK_OF_PLATFORM[row.platform_id] as Network;
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

export const socialTokensJob: Job = {
  cronType: 'SocialTokenRefresh',
  everyMs: 5 * MINUTE,
  run: (ctx) => refreshAhead(ctx, socialProviders(ctx.settings)),
};

export const postMetricsJob: Job = {
  cronType: 'PostMetrics',
  everyMs: 60 * MINUTE,
  run: (ctx) => collectMetrics(ctx, socialProviders(ctx.settings)),
};
