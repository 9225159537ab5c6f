import { sql } from 'kysely';
import type { ModuleNumber } from '../../../shared/account/modules';
import type { PlanType } from '../../../shared/billing/constants';
import type { DB } from '../../db/connect';
import { HttpError } from '../../http/errors';

const PAID = 1;

/**
 * Plans that entitle on `day` (the business clock's today, never the UTC date: a plan that starts
 * today grants its apps from midnight in the business's zone): paid, active, and the day between
 * their start and end dates.
 */
function inForce(db: DB, userId: number, day: string) {
  return db
    .selectFrom('user_plans')
    .where('user_plans.user_id', '=', userId)
    .where('user_plans.status', '=', PAID)
    .where('user_plans.is_active', '=', 1)
    .where('user_plans.start_date', '<=', day)
    .where('user_plans.end_date', '>=', day);
}

/**
 * What the user's plans in force allow, in one query: module numbers (1–6, ascending) and the plan
 * type of the main plan (Package before Demo; add-ons don't count), or null.
 */
export async function planEntitlements(
  db: DB,
  userId: number,
  today: string,
): Promise<{ modules: number[]; planType: string | null }> {
  const rows = await inForce(db, userId, today)
    .innerJoin('subscription_packages as p', 'p.id', 'user_plans.subscription_plan_id')
    .leftJoin('user_plan_apps as a', 'a.user_plan_id', 'user_plans.id')
    .select(['a.app', 'p.plan_type'])
    .execute();
  const modules = [...new Set(rows.flatMap((r) => (r.app === null ? [] : [r.app])))].sort((a, b) => a - b);
  const types = new Set(rows.map((r) => r.plan_type));
  const planType = types.has('package') ? 'Package' : types.has('demo') ? 'Demo' : null;
  return { modules, planType };
}

export const LIMIT_EXCEEDED = 'Limit exceeded';

/**
 * Takes `units` of an app's allowance (one by default), or answers 402 when the plans in force have
 * not that many left. Units come from the plan that ends first, then the next; each take is one
 * conditional statement, so two requests racing for the last units cannot both win (a shortfall
 * throws, and the caller's transaction gives back what was taken). Call inside the transaction that
 * creates the counted things. Answers the type of the plan the first unit came from.
 */
export async function requireAllowance(
  db: DB,
  userId: number,
  app: ModuleNumber,
  today: string,
  units = 1,
): Promise<{ planType: PlanType }> {
  const candidates = await inForce(db, userId, today)
    .innerJoin('user_plan_apps as a', 'a.user_plan_id', 'user_plans.id')
    .innerJoin('subscription_packages as p', 'p.id', 'user_plans.subscription_plan_id')
    .where('a.app', '=', app)
    .whereRef('a.used_count', '<', 'a.assigned_limit')
    .select(['a.id', 'a.used_count', 'a.assigned_limit', 'p.plan_type'])
    .orderBy('user_plans.end_date', 'asc')
    .orderBy('a.id', 'asc')
    .execute();
  let need = units;
  let first: PlanType | null = null;
  for (const { id, used_count, assigned_limit, plan_type } of candidates) {
    const take = Math.min(need, assigned_limit - used_count);
    if (take <= 0) continue;
    const res = await db
      .updateTable('user_plan_apps')
      .set({ used_count: sql`used_count + ${take}` })
      .where('id', '=', id)
      .where(sql<boolean>`used_count + ${take} <= assigned_limit`)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) continue;
    first ??= plan_type as PlanType;
    need -= take;
    if (need === 0) return { planType: first };
  }
  throw new HttpError(402, LIMIT_EXCEEDED, 'LimitExceeded');
}

/** Gives a unit back when the counted thing is deleted (never below zero). */
export async function releaseAllowance(db: DB, userId: number, app: ModuleNumber): Promise<void> {
  const row = await db
    .selectFrom('user_plan_apps as a')
    .innerJoin('user_plans', 'user_plans.id', 'a.user_plan_id')
    .where('user_plans.user_id', '=', userId)
    .where('a.app', '=', app)
    .where('a.used_count', '>', 0)
    .select('a.id')
    .orderBy('user_plans.end_date', 'desc')
    .executeTakeFirst();
  if (row)
    await db
      .updateTable('user_plan_apps')
      .set({ used_count: sql`used_count - 1` })
      .where('id', '=', row.id)
      .execute();
}
