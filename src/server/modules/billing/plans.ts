import type { Selectable } from 'kysely';
import type { FieldErrors } from '../../../shared/http/envelope';
import type { UserPlan } from '../../../shared/billing/contract';
import { PLAN_STATUS, type PlanActivity } from '../../../shared/billing/constants';
import { APP_KEYS, APP_NUMBER } from '../../../shared/account/modules';
import { resolveBrand } from '../../../shared/billing/invoice';
import { canCancelPlan, orderStartDate, planEndDate } from '../../../shared/billing/rules';
import { MAX_PAISE } from '../../../shared/billing/money';
import { MAX_ORDER_QUANTITY, TOTAL_TOO_LARGE, type PlanInput } from '../../../shared/billing/schemas';
import { billTotals } from '../../../shared/billing/totals';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';
import { foundOr404, ownedBy } from '../../db/tenancy';
import type { SubscriptionPackagesTable } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { badRequest, conflict, invalid, notFound } from '../../http/errors';
import { activityCondition } from './activity';
import { billLines } from './invoicing';
import { planRows, planViews, type PlanRow } from './plan-view';
import { packagesById, savePlan, setApps, snapshotFor, type SaveOutcome } from './plan-save';
import { loadSupplier } from './supplier';

type PackageRow = Selectable<SubscriptionPackagesTable>;
type PlanTerms = ReturnType<typeof packagePlanTerms>;
type TaxStates = Parameters<typeof billTotals>[1];

/**
 * A plan of a package from `start` (spec 00 section 7): its end by the package's validity, its
 * price (the discounted price when set) and its totals with GST between the two states.
 */
export function packagePlanTerms(p: PackageRow, quantity: number, start: string, tax: TaxStates) {
  const price = p.discounted_price ?? p.price;
  return {
    start,
    end: planEndDate(start, p.validity, p.validity_type),
    quantity,
    price,
    totals: billTotals(
      billLines({ name: p.name, hsn: p.hsn, quantity, price, originalPrice: p.price, gst: p.gst }, []),
      tax,
    ),
  };
}

/**
 * Inserts an unpaid plan of a package on those terms, with the package's allowances × quantity and
 * both reminders on; answers its id. `fromOrder` marks a customer's own cart (issue 10).
 */
export async function insertUnpaidPlan(
  trx: DB,
  o: { userId: number; pkg: PackageRow; terms: PlanTerms; brand: unknown; fromOrder: boolean; now: string },
): Promise<number> {
  const { pkg: p, terms } = o;
  const row = await trx
    .insertInto('user_plans')
    .values({
      user_id: o.userId,
      subscription_plan_id: p.id,
      start_date: terms.start,
      end_date: terms.end,
      status: PLAN_STATUS.unpaid,
      is_active: 0,
      price: terms.price,
      original_price: p.price,
      discounted_price: p.discounted_price,
      gst: p.gst,
      quantity: terms.quantity,
      hsn: p.hsn,
      sub_total: terms.totals.subTotal,
      tax_amount: terms.totals.taxAmount,
      round_off: terms.totals.roundOff,
      total_amount: terms.totals.total,
      is_renewal_reminder: 1,
      is_payment_reminder: 1,
      brand_information: JSON.stringify(o.brand),
      from_order: o.fromOrder ? 1 : 0,
      created_at: o.now,
      updated_at: o.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setApps(
    trx,
    row.id,
    APP_KEYS.flatMap((k) => (p[k] == null ? [] : [{ app: APP_NUMBER[k], limit: p[k]! * terms.quantity }])),
  );
  return row.id;
}

export function plansService(ctx: AppContext) {
  const { db, clock } = ctx;

  /** A plan through the tenancy rule: another user's id answers 404, like a missing one. */
  async function rowFor(caller: AuthUser, id: number, userId?: number): Promise<PlanRow> {
    const row = foundOr404(
      await ownedBy(
        planRows(db).where('user_plans.id', '=', id),
        'user_plans.user_id',
        caller,
      ).executeTakeFirst(),
      'Plan',
    );
    if (userId && row.user_id !== userId) throw notFound('Plan');
    return row;
  }

  async function viewById(id: number): Promise<UserPlan> {
    const row = await planRows(db).where('user_plans.id', '=', id).executeTakeFirstOrThrow();
    return (await planViews(db, [row], clock.today()))[0];
  }

  /** Whose plans a list shows: a User their own (another id → 404); an Admin names the user. */
  function ownerFor(caller: AuthUser, userId?: number): number {
    if (caller.role === 'Admin') {
      if (!userId) throw badRequest('userId is required', { userId: 'userId is required' });
      return userId;
    }
    if (userId && userId !== caller.id) throw notFound('User');
    return caller.id;
  }

  const save = (existing: PlanRow | null, input: PlanInput) => savePlan(ctx, existing, input);

  function activityFilter<QB extends { where: (...a: any[]) => QB }>(qb: QB, activity?: PlanActivity): QB {
    return activity
      ? qb.where(activityCondition(activity, 'user_plans.start_date', 'user_plans.end_date', clock.today()))
      : qb;
  }

  return {
    rowFor,
    viewById,

    async byId(caller: AuthUser, id: number, userId?: number): Promise<UserPlan> {
      return (await planViews(db, [await rowFor(caller, id, userId)], clock.today()))[0];
    },

    async list(caller: AuthUser, userId?: number, activity?: PlanActivity): Promise<UserPlan[]> {
      const owner = ownerFor(caller, userId);
      const rows = await activityFilter(planRows(db).where('user_plans.user_id', '=', owner), activity)
        .orderBy('user_plans.start_date', 'desc')
        .orderBy('user_plans.id', 'desc')
        .execute();
      return planViews(db, rows, clock.today());
    },

    async active(caller: AuthUser, userId?: number): Promise<UserPlan[]> {
      const owner = ownerFor(caller, userId);
      const rows = await activityFilter(
        planRows(db)
          .where('user_plans.user_id', '=', owner)
          .where('user_plans.status', '=', PLAN_STATUS.paid)
          .where('user_plans.is_active', '=', 1),
        'Active',
      )
        .orderBy('user_plans.end_date', 'asc')
        .execute();
      return planViews(db, rows, clock.today());
    },

    add: (input: PlanInput) => save(null, input),

    async update(id: number, input: PlanInput): Promise<SaveOutcome> {
      const existing = await planRows(db).where('user_plans.id', '=', id).executeTakeFirst();
      if (!existing) throw notFound('Plan');
      return save(existing, input);
    },

    async setReminder(planId: number, kind: 'renewal' | 'payment', on: boolean): Promise<UserPlan> {
      const res = await db
        .updateTable('user_plans')
        .set(kind === 'renewal' ? { is_renewal_reminder: on ? 1 : 0 } : { is_payment_reminder: on ? 1 : 0 })
        .where('id', '=', planId)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw notFound('Plan');
      return viewById(planId);
    },

    async setSubPlanReminder(subPlanId: number, on: boolean): Promise<UserPlan> {
      const sub = await db
        .selectFrom('user_sub_plans')
        .select('user_plan_id')
        .where('id', '=', subPlanId)
        .executeTakeFirst();
      if (!sub) throw notFound('Additional plan');
      await db
        .updateTable('user_sub_plans')
        .set({ is_renewal_reminder: on ? 1 : 0 })
        .where('id', '=', subPlanId)
        .execute();
      return viewById(sub.user_plan_id);
    },

    /** A plan with no invoice number can be deleted (spec 00 section 4). */
    async remove(id: number): Promise<{ userId: number; staleLogId: number | null }> {
      const row = await db
        .selectFrom('user_plans')
        .select(['id', 'user_id', 'invoice_number', 'payment_log_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound('Plan');
      if (row.invoice_number)
        throw conflict('A plan with an invoice number cannot be deleted; cancel it instead');
      await db.deleteFrom('user_plans').where('id', '=', id).execute();
      ctx.users.forgetUser(row.user_id);
      return {
        userId: row.user_id,
        staleLogId: row.status === PLAN_STATUS.unpaid ? row.payment_log_id : null,
      };
    },

    /** One with an invoice number that is not Canceled can be canceled (spec 00 section 4). */
    async cancel(userId: number, planId: number): Promise<{ staleLogId: number | null }> {
      const row = await db
        .selectFrom('user_plans')
        .select(['id', 'user_id', 'invoice_number', 'payment_log_id', 'status'])
        .where('id', '=', planId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw notFound('Plan');
      if (!canCancelPlan({ invoiceNumber: row.invoice_number, status: row.status }))
        throw conflict(
          row.status === PLAN_STATUS.canceled
            ? 'This plan is canceled already'
            : 'Only a plan with an invoice number can be canceled; delete it instead',
        );
      await db
        .updateTable('user_plans')
        .set({ status: PLAN_STATUS.canceled, is_active: 0, updated_at: clock.now().toISOString() })
        .where('id', '=', planId)
        .execute();
      ctx.users.forgetUser(userId);
      return { staleLogId: row.status === PLAN_STATUS.unpaid ? row.payment_log_id : null };
    },

    /**
     * The plans of a payment order (spec 00 section 7): one unpaid plan per package, priced from it
     * (discounted price when set), its allowances × quantity; a package plan starts the day after
     * the plan in force ends, so renewing early loses no days.
     */
    async createOrderPlans(
      caller: AuthUser,
      items: { planId: number; quantity: number }[],
    ): Promise<number[]> {
      const merged = new Map<number, number>();
      for (const i of items)
        merged.set(i.planId, Math.min((merged.get(i.planId) ?? 0) + i.quantity, MAX_ORDER_QUANTITY));
      const pkgs = await packagesById(db, [...merged.keys()]);
      const errors: FieldErrors = {};
      items.forEach((item, i) => {
        const p = pkgs.get(item.planId);
        if (!p || p.is_active !== 1 || p.plan_type === 'demo' || p.price <= 0)
          errors[`plans.${i}.planId`] = 'This plan cannot be bought';
      });
      if (Object.keys(errors).length) throw invalid(errors);

      const today = clock.today();
      const current = await db
        .selectFrom('user_plans')
        .innerJoin('subscription_packages as p', 'p.id', 'user_plans.subscription_plan_id')
        .select('user_plans.end_date')
        .where('user_plans.user_id', '=', caller.id)
        .where('user_plans.status', '=', PLAN_STATUS.paid)
        .where('p.plan_type', '!=', 'addon')
        .where('user_plans.end_date', '>=', today)
        .orderBy('user_plans.end_date', 'desc')
        .executeTakeFirst();
      const [supplier, brand] = await Promise.all([loadSupplier(db), snapshotFor(db, caller.id)]);
      const customerState = resolveBrand(brand).stateCode;
      const now = clock.now().toISOString();

      return db.transaction().execute(async (trx) => {
        const ids: number[] = [];
        // The order is paid as one amount, a 32-bit integer column like each plan's total (issue 10).
        let orderTotal = 0;
        for (const [packageId, quantity] of merged) {
          const p = pkgs.get(packageId) as Selectable<SubscriptionPackagesTable>;
          const start = p.plan_type === 'package' ? orderStartDate(today, current?.end_date) : today;
          const terms = packagePlanTerms(p, quantity, start, {
            supplierState: supplier.stateCode,
            customerState,
            roundOff: supplier.roundOff,
          });
          orderTotal += terms.totals.total;
          if (orderTotal > MAX_PAISE) throw invalid({ plans: TOTAL_TOO_LARGE });
          ids.push(
            // The customer's own cart: discarded if its link expires unpaid (issue 10).
            await insertUnpaidPlan(trx, { userId: caller.id, pkg: p, terms, brand, fromOrder: true, now }),
          );
        }
        return ids;
      });
    },

    /** Takes back the plans of an order whose payment link could not be made. */
    async discardOrderPlans(ids: number[]) {
      if (!ids.length) return;
      await db
        .deleteFrom('user_plans')
        .where('id', 'in', ids)
        .where('status', '=', PLAN_STATUS.unpaid)
        .where('invoice_number', 'is', null)
        .execute();
    },
  };
}

export type PlansService = ReturnType<typeof plansService>;
