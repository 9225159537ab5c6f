import type { z } from 'zod';
import { addDaysYmd } from '../../../../shared/time/business-clock';
import {
  DEVICES,
  TRAFFIC_SOURCES,
  type analyticsQuery,
  type WebsiteAnalytics,
} from '../../../../shared/web/schemas';
import type { AppContext } from '../../../context';
import type { AuthUser } from '../../../http/context';
import { invalid } from '../../../http/errors';
import { dayFigures, ROLLUP_KINDS, type DayFigures } from './aggregates';

type Query = z.output<typeof analyticsQuery>;

const MAX_DAYS = 366;
const TOP_PAGES = 10;

const isDay = (ymd: string) => addDaysYmd(ymd, 0) === ymd;

/** The business days from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDaysYmd(d, 1)) out.push(d);
  return out;
}

/** Sums views and visitors (visitor-days: a daily hash cannot say more) by key. */
function sumBy(rows: DayFigures[]): Map<string, { views: number; visitors: number }> {
  const out = new Map<string, { views: number; visitors: number }>();
  for (const r of rows) {
    const s = out.get(r.key) ?? { views: 0, visitors: 0 };
    s.views += r.views;
    s.visitors += r.visitors;
    out.set(r.key, s);
  }
  return out;
}

const byViews = (a: { views: number; visitors: number }, b: { views: number; visitors: number }) =>
  b.views - a.views || b.visitors - a.visitors;

/**
 * websiteAnalytics (issue 24): the caller's website between two business days, from the daily
 * rollups and, for days not rolled up yet (today), the raw views. No website yet: all zeros.
 */
export async function analyticsSummary(
  ctx: AppContext,
  caller: AuthUser,
  q: Query,
): Promise<WebsiteAnalytics> {
  if (!isDay(q.StartDate)) throw invalid({ StartDate: 'This date does not exist' });
  if (!isDay(q.EndDate)) throw invalid({ EndDate: 'This date does not exist' });
  if (q.EndDate < q.StartDate) throw invalid({ EndDate: 'End date must be on or after the start date' });
  if (addDaysYmd(q.StartDate, MAX_DAYS - 1) < q.EndDate)
    throw invalid({ EndDate: 'Choose a range of a year at most' });

  const { db } = ctx;
  const site = await db
    .selectFrom('websites')
    .select('id')
    .where('user_id', '=', caller.id)
    .executeTakeFirst();
  const days = { from: q.StartDate, to: q.EndDate };
  let rows: DayFigures[] = [];
  if (site) {
    const rolled = await db
      .selectFrom('website_rollups')
      .selectAll()
      .where('website_id', '=', site.id)
      .where('day', '>=', days.from)
      .where('day', '<=', days.to)
      .execute();
    const raw = await Promise.all(
      ROLLUP_KINDS.map((kind) => dayFigures(db, kind, { websiteId: site.id, days, unrolledOnly: true })),
    );
    rows = [...rolled.map((r) => ({ ...r, kind: r.kind as DayFigures['kind'] })), ...raw.flat()];
  }
  const of = (kind: DayFigures['kind']) => rows.filter((r) => r.kind === kind);

  const totals = of('total');
  const perDay = new Map(totals.map((r) => [r.day, r]));
  const views = totals.reduce((n, r) => n + r.views, 0);
  const visitors = totals.reduce((n, r) => n + r.visitors, 0);
  const devices = sumBy(of('device'));
  const sources = sumBy(of('source'));
  return {
    totals: { views, visitors, pagesPerVisit: visitors ? Math.round((views / visitors) * 10) / 10 : 0 },
    devices: DEVICES.map((device) => ({ device, visitors: devices.get(device)?.visitors ?? 0 })).sort(
      (a, b) => b.visitors - a.visitors,
    ),
    daily: daysOf(days.from, days.to).map((date) => ({
      date,
      views: perDay.get(date)?.views ?? 0,
      visitors: perDay.get(date)?.visitors ?? 0,
    })),
    topPages: [...sumBy(of('page'))]
      .map(([path, s]) => ({ path, ...s }))
      .sort(byViews)
      .slice(0, TOP_PAGES),
    sources: TRAFFIC_SOURCES.filter((s) => sources.has(s))
      .map((source) => ({ source, ...sources.get(source)! }))
      .sort(byViews),
  };
}
