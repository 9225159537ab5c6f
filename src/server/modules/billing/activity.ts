import { sql, type Expression, type SqlBool } from 'kysely';
import { PLAN_STATUS, type PlanActivity } from '../../../shared/billing/constants';
import type { DB } from '../../db/connect';

/**
 * Plan activity in SQL, for lists that filter or sort by it: the same rule as `planActivity` in
 * src/shared/billing/rules.ts (Upcoming before the start date, Expired after the end date, else
 * Active), with `today` from the business clock. Every list that filters by activity uses these.
 */
export function activityCondition(
  activity: PlanActivity,
  start: string,
  end: string,
  today: string,
): Expression<SqlBool> {
  const s = sql.ref(start);
  const e = sql.ref(end);
  if (activity === 'Upcoming') return sql<SqlBool>`${s} > ${today}`;
  if (activity === 'Expired') return sql<SqlBool>`${e} < ${today}`;
  return sql<SqlBool>`(${s} <= ${today} and ${e} >= ${today})`;
}

/** The activity itself as a column. */
export const activityColumn = (start: string, end: string, today: string) =>
  sql<PlanActivity>`case when ${activityCondition('Upcoming', start, end, today)} then 'Upcoming' when ${activityCondition('Expired', start, end, today)} then 'Expired' else 'Active' end`;

/**
 * Each user's latest plan, canceled ones left out: the plan in force today if any, else the one
 * that ends last; with its package name and activity (Users list, spec 03). A subquery aliased
 * `lp`: join it on `lp.user_id` with `lp.rn = 1`.
 */
export const latestPlanOfEachUser = (db: DB, today: string) =>
  db
    .selectFrom('user_plans as up')
    .innerJoin('subscription_packages as sp', 'sp.id', 'up.subscription_plan_id')
    .select([
      'up.user_id',
      'up.subscription_plan_id',
      'sp.name as plan_name',
      activityColumn('up.start_date', 'up.end_date', today).as('plan_status'),
      sql<number>`row_number() over (partition by up.user_id order by case when ${activityCondition('Active', 'up.start_date', 'up.end_date', today)} then 0 else 1 end, up.end_date desc, up.id desc)`.as(
        'rn',
      ),
    ])
    .where('up.status', '!=', PLAN_STATUS.canceled)
    .as('lp');
