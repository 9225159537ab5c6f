import type { z } from 'zod';
import type { analyticsQuery } from '../../../../shared/web/schemas';
import type { AppContext } from '../../../context';
import type { AuthUser } from '../../../http/context';
import type { VisitedSite } from '../forms/public-site';
import { analyticsSummary } from './summary';
import { recordView, type BeaconClient } from './views';

/**
 * A website's cookie-less analytics (issue 24): views counted from the site's beacon, and the
 * owner's summary (websiteAnalytics).
 */
export function webAnalytics(ctx: AppContext) {
  return {
    summary: (caller: AuthUser, q: z.output<typeof analyticsQuery>) => analyticsSummary(ctx, caller, q),
    recordView: (site: VisitedSite, body: unknown, client: BeaconClient) =>
      recordView(ctx, site, body, client),
  };
}

export type WebAnalyticsService = ReturnType<typeof webAnalytics>;
