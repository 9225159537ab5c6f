import { addDaysYmd } from '../../../../shared/time/business-clock';
import type { AppContext } from '../../../context';
import { dayFigures, ROLLUP_KINDS } from './aggregates';
import { deleteOldSalts } from './salt';

/** Issue 24: raw page views are kept 90 days; the daily rollups stay. */
export const RAW_VIEWS_KEPT_DAYS = 90;

const INSERT_BATCH = 200;

/**
 * Writes the rollups of every business day before today that has views and none yet, each day in
 * one transaction with its mark in website_rollup_days (the summary reads a day from one or the
 * other, never both).
 */
export async function rollUpPastDays(ctx: AppContext): Promise<number> {
  const { db, clock } = ctx;
  const days = await db
    .selectFrom('website_events')
    .select('day')
    .distinct()
    .where('day', '<', clock.today())
    .where('day', 'not in', db.selectFrom('website_rollup_days').select('day'))
    .orderBy('day')
    .execute();
  for (const { day } of days) {
    const rows = (await Promise.all(ROLLUP_KINDS.map((kind) => dayFigures(db, kind, { day })))).flat();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('website_rollups').where('day', '=', day).execute();
      for (let i = 0; i < rows.length; i += INSERT_BATCH)
        await trx
          .insertInto('website_rollups')
          .values(rows.slice(i, i + INSERT_BATCH))
          .execute();
      await trx
        .insertInto('website_rollup_days')
        .values({ day, created_at: clock.now().toISOString() })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute();
    });
  }
  return days.length;
}

/** Deletes raw views past 90 days (their days are rolled up first) and salts of past days. */
export async function pruneAnalytics(ctx: AppContext) {
  const cutoff = addDaysYmd(ctx.clock.today(), -RAW_VIEWS_KEPT_DAYS);
  const views = await ctx.db
    .deleteFrom('website_events')
    .where('day', '<', cutoff)
    .where('day', 'in', ctx.db.selectFrom('website_rollup_days').select('day'))
    .executeTakeFirst();
  return { viewsDeleted: Number(views.numDeletedRows), saltsDeleted: await deleteOldSalts(ctx) };
}
