import type { AppContext } from '../../context';
import type { Job } from '../../jobs/scheduler';
import type { SocialProviders } from '../../providers/social';
import { ReconnectNeeded } from '../../providers/social/types';
import { connectionTokens } from './connections';
import { socialProvidersOf } from './service';

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
  const tokens = connectionTokens(ctx, providers);
  const horizon = new Date(now.getTime() + DAY).toISOString();
  const flagHorizon = new Date(now.getTime() + FLAG_AHEAD_MS).toISOString();
  const rows = await ctx.db
    .selectFrom('social_connections')
    .selectAll()
    .where('status', '=', 'Active')
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', flagHorizon)
    .execute();
  const out = { refreshed: 0, reconnect: 0, flagged: 0, later: 0 };
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
      // A refused refresh marked the account; anything else (a lost answer, an outage) waits for the next run.
      if (err instanceof ReconnectNeeded) out.reconnect++;
      else out.later++;
      ctx.log.warn({ err, connection: c.id }, 'a social sign-in could not be refreshed');
    }
  }
  return out;
}

export const socialTokensJob: Job = {
  cronType: 'SocialTokenRefresh',
  everyMs: 5 * MINUTE,
  run: (ctx) => refreshAhead(ctx, socialProvidersOf(ctx)),
};
