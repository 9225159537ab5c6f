import { sql } from 'kysely';
import type { DB } from '../../../db/connect';

/** What a day's figures are kept by: the whole site, each page, each source, each device. */
export const ROLLUP_KINDS = ['total', 'page', 'source', 'device'] as const;
export type RollupKind = (typeof ROLLUP_KINDS)[number];

const KEY_COLUMN = { page: 'path', source: 'source', device: 'device' } as const;

export interface DayFigures {
  website_id: number;
  day: string;
  kind: RollupKind;
  key: string;
  views: number;
  visitors: number;
}

/**
 * A day's views and visitors per site (and per page, source or device) counted from the raw
 * views: visitors are the distinct visitor hashes of the day, which is all a daily salt can tell.
 */
export async function dayFigures(
  db: DB,
  kind: RollupKind,
  filter: { days?: { from: string; to: string }; day?: string; websiteId?: number; unrolledOnly?: boolean },
): Promise<DayFigures[]> {
  let qb = db
    .selectFrom('website_events')
    .select((eb) => [
      'website_id',
      'day',
      kind === 'total' ? sql<string>`''`.as('key') : eb.ref(KEY_COLUMN[kind]).as('key'),
      eb.fn.countAll<number | string>().as('views'),
      sql<number | string>`count(distinct visitor)`.as('visitors'),
    ])
    .groupBy(['website_id', 'day']);
  if (kind !== 'total') qb = qb.groupBy(KEY_COLUMN[kind]);
  if (filter.websiteId !== undefined) qb = qb.where('website_id', '=', filter.websiteId);
  if (filter.day !== undefined) qb = qb.where('day', '=', filter.day);
  if (filter.days) qb = qb.where('day', '>=', filter.days.from).where('day', '<=', filter.days.to);
  if (filter.unrolledOnly) qb = qb.where('day', 'not in', db.selectFrom('website_rollup_days').select('day'));
  const rows = await qb.execute();
  return rows.map((r) => ({
    website_id: r.website_id,
    day: r.day,
    kind,
    key: String(r.key),
    views: Number(r.views),
    visitors: Number(r.visitors),
  }));
}
