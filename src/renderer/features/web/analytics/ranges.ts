import { addDaysYmd } from '../../../../shared/time/business-clock';

/** The Analytics tab's date presets (business days, both ends included, never past today). */
export const ANALYTICS_PRESETS = [
  'Last 7 days',
  'Last 30 days',
  'This Month',
  'Last Month',
  'Last 90 days',
] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];
export const DEFAULT_ANALYTICS_PRESET: AnalyticsPreset = 'Last 30 days';

export interface DayRangeYmd {
  StartDate: string;
  EndDate: string;
}

const monthStart = (ymd: string) => `${ymd.slice(0, 7)}-01`;

/**
 * The days a preset covers, from the business's today (YYYY-MM-DD, the shared business clock's
 * `today()`), so that "today" is the business's day as the server counts it.
 */
export function presetRange(preset: AnalyticsPreset, today: string): DayRangeYmd {
  switch (preset) {
    case 'Last 7 days':
      return { StartDate: addDaysYmd(today, -6), EndDate: today };
    case 'Last 30 days':
      return { StartDate: addDaysYmd(today, -29), EndDate: today };
    case 'Last 90 days':
      return { StartDate: addDaysYmd(today, -89), EndDate: today };
    case 'This Month':
      return { StartDate: monthStart(today), EndDate: today };
    case 'Last Month': {
      const lastDay = addDaysYmd(monthStart(today), -1);
      return { StartDate: monthStart(lastDay), EndDate: lastDay };
    }
  }
}

/** A preset named in the address, else the default. */
export const presetOf = (value: string | null): AnalyticsPreset =>
  (ANALYTICS_PRESETS as readonly string[]).includes(value ?? '')
    ? (value as AnalyticsPreset)
    : DEFAULT_ANALYTICS_PRESET;

export interface DayPoint {
  date: string;
  views: number;
  visitors: number;
}

/**
 * Every day of the range once, oldest first: a day without visits is a zero (the chart's line
 * then runs along the floor instead of skipping it).
 */
export function fillDays(daily: readonly DayPoint[], range: DayRangeYmd): DayPoint[] {
  const byDay = new Map(daily.map((d) => [d.date.slice(0, 10), d]));
  const out: DayPoint[] = [];
  for (let day = range.StartDate; day <= range.EndDate && out.length < 400; day = addDaysYmd(day, 1)) {
    const d = byDay.get(day);
    out.push({ date: day, views: d?.views ?? 0, visitors: d?.visitors ?? 0 });
  }
  return out;
}

/** Pages per visit as shown on its card: one decimal. */
export const formatPagesPerVisit = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '0.0');
