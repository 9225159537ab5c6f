/** One bar of the visitors chart: a calendar day (YYYY-MM-DD) and its visits. */
export interface DayCount {
  day: string;
  visits: number;
}

/**
 * Visits per day for the Card Visitors chart (issue 14): the visitors' dates grouped by their
 * calendar day (the date part as the server sends it, the business clock's day), oldest first,
 * with the days between filled with zero so gaps show as gaps.
 */
export function visitsPerDay(dates: readonly string[]): DayCount[] {
  const counts = new Map<string, number>();
  for (const d of dates) {
    const day = /^\d{4}-\d{2}-\d{2}/.exec(d)?.[0];
    if (day) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  if (counts.size === 0) return [];
  const days = [...counts.keys()].sort();
  const out: DayCount[] = [];
  const end = Date.parse(`${days[days.length - 1]}T00:00:00Z`);
  // At most 366 bars: a longer span shows its counted days only.
  const span = (end - Date.parse(`${days[0]}T00:00:00Z`)) / 86_400_000;
  if (span > 366) return days.map((day) => ({ day, visits: counts.get(day)! }));
  for (let t = Date.parse(`${days[0]}T00:00:00Z`); t <= end; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    out.push({ day, visits: counts.get(day) ?? 0 });
  }
  return out;
}
