import type { Selectable } from 'kysely';
import { PLAN_STATUS } from '../../../shared/billing/constants';
import { resolveBrand } from '../../../shared/billing/invoice';
import { nextDay } from '../../../shared/billing/rules';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';
import type { SubscriptionPackagesTable } from '../../db/schema';
import { packagesById, snapshotFor } from './plan-save';
import { insertUnpaidPlan, packagePlanTerms } from './plans';
import { loadSupplier } from './supplier';

type Package = Selectable<SubscriptionPackagesTable>;

/** The plan a renewal reminder is about: a paid plan ending soon. */
export interface EndingPlan {
  id: number;
  user_id: number;
  subscription_plan_id: number;
  end_date: string;
  quantity: number;
}

/** A package a plan can be renewed into: one that costs something and is not a demo. */
const renewable = (p: Package | undefined): p is Package =>
  !!p && p.plan_type !== 'demo' && (p.discounted_price ?? p.price) > 0;

/**
 * The package an ending plan renews into (spec 00 section 3, isRenewal and renewalPlanId): its
 * package's renewal plan when that one is active, else the same package (renewing what one has,
 * even if it is no longer offered to new customers); null when neither can be paid for.
 */
async function renewalPackageOf(ctx: AppContext, packageId: number): Promise<Package | null> {
  const own = (await packagesById(ctx.db, [packageId])).get(packageId);
  if (!own) return null;
  if (own.renewal_plan_id) {
    const next = (await packagesById(ctx.db, [own.renewal_plan_id])).get(own.renewal_plan_id);
    if (renewable(next) && next.is_active === 1) return next;
  }
  return renewable(own) ? own : null;
}

/** The unpaid renewal plan an earlier reminder of this ending plan made, while it is still unpaid. */
async function earlierRenewalPlan(ctx: AppContext, endingId: number): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('renewal_reminders as r')
    .innerJoin('user_plans as up', 'up.id', 'r.renewal_plan_id')
    .select('up.id')
    .where('r.user_plan_id', '=', endingId)
    .where('r.user_sub_plan_id', 'is', null)
    .where('up.status', '=', PLAN_STATUS.unpaid)
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A reminder's row, before it is sent: what it is about and where it goes. */
export interface ReminderRow {
  user_id: number;
  user_plan_id: number;
  user_sub_plan_id: number | null;
  phone: string;
  sent_at: string;
}

export const insertReminder = (db: DB, row: ReminderRow, renewalPlanId: number | null, now: string) =>
  db
    .insertInto('renewal_reminders')
    .values({ ...row, renewal_plan_id: renewalPlanId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((r) => r.id);

/**
 * Starts a reminder of an ending plan (issue 27) with the one unpaid plan that renews it: the one an
 * earlier reminder made, else a new one of the renewal package for the same quantity, starting the
 * day after the plan ends so that renewing early loses no days. The new plan and the reminder's row
 * are written together, so a later run finds the plan even if this one stops before sending. Unlike
 * a payment order the plan is no cart: it stays when its link expires and the next reminder issues
 * a new link for it. No renewal plan when there is no package to renew into.
 */
export async function startRenewalReminder(
  ctx: AppContext,
  ending: EndingPlan,
  row: ReminderRow,
): Promise<{ reminderId: number; renewalPlanId: number | null; made: boolean }> {
  const now = ctx.clock.now().toISOString();
  const earlier = await earlierRenewalPlan(ctx, ending.id);
  const pkg = earlier === null ? await renewalPackageOf(ctx, ending.subscription_plan_id) : null;
  if (!pkg) {
    return {
      reminderId: await insertReminder(ctx.db, row, earlier, now),
      renewalPlanId: earlier,
      made: false,
    };
  }
  const [supplier, brand] = await Promise.all([loadSupplier(ctx.db), snapshotFor(ctx.db, ending.user_id)]);
  const terms = packagePlanTerms(pkg, Math.max(1, ending.quantity), nextDay(ending.end_date), {
    supplierState: supplier.stateCode,
    customerState: resolveBrand(brand).stateCode,
    roundOff: supplier.roundOff,
  });
  return ctx.db.transaction().execute(async (trx) => {
    const renewalPlanId = await insertUnpaidPlan(trx, {
      userId: ending.user_id,
      pkg,
      terms,
      brand,
      fromOrder: false,
      now,
    });
    return { reminderId: await insertReminder(trx, row, renewalPlanId, now), renewalPlanId, made: true };
  });
}
