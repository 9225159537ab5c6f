import type { Selectable } from 'kysely';
import type { FieldErrors } from '../../../shared/http/envelope';
import type { UserPlan } from '../../../shared/billing/contract';
import { APP_KEYS, APP_NUMBER, PLAN_STATUS, type PlanActivity } from '../../../shared/billing/constants';
import { resolveBrand, type BrandInformation } from '../../../shared/billing/invoice';
import {
  canCancelPlan,
  checkPlanChange,
  isActivePlan,
  isPaidByForm,
  orderStartDate,
  planEndDate,
} from '../../../shared/billing/rules';
import { MAX_PAISE } from '../../../shared/billing/money';
import { MAX_ORDER_QUANTITY, TOTAL_TOO_LARGE, type PlanInput } from '../../../shared/billing/schemas';
import { billTotals, type BillLineInput } from '../../../shared/billing/totals';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';
import { foundOr404, ownedBy } from '../../db/tenancy';
import type { SubscriptionPackagesTable } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { badRequest, conflict, invalid, notFound } from '../../http/errors';
import { activityCondition } from './activity';
import { allocateInvoiceNumber, billLines, customerProfiles } from './invoicing';
import { planRows, planViews, type PlanRow } from './plan-view';
import { loadSupplier } from './supplier';

/** What changed about a plan's payment, so the caller can retire or make payment links. */
export interface SaveOutcome {
  id: number;
  userId: number;
  /** Unpaid with an amount to pay and no live link. */
  needsLink: boolean;
  /** A payment log whose link no longer matches the plan (amount changed, paid by hand, deleted). */
  staleLogId: number | null;
}

/** Quantity, price and rate of each line: what an issued invoice may no longer change. */
const amountsOf = (lines: BillLineInput[]) =>
  lines.map((l) => ({ quantity: l.quantity, price: l.unitPrice, gst: l.gstRate }));

function parseBrand(json: string | null): Partial<BrandInformation> | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as Partial<BrandInformation>;
  } catch {
    return null;
  }
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

  async function packagesById(ids: number[]) {
    const rows = ids.length
      ? await db
          .selectFrom('subscription_packages')
          .selectAll()
          .where('id', 'in', [...new Set(ids)])
          .execute()
      : [];
    return new Map(rows.map((p) => [p.id, p]));
  }

  async function snapshotFor(userId: number): Promise<Partial<BrandInformation>> {
    return (await customerProfiles(db, [userId])).get(userId) ?? {};
  }

  /** Allocates apps: the listed limits, keeping the used counts of apps the plan had. */
  async function setApps(trx: DB, planId: number, limits: { app: number; limit: number }[]) {
    const keep = limits.map((l) => l.app);
    let del = trx.deleteFrom('user_plan_apps').where('user_plan_id', '=', planId);
    if (keep.length) del = del.where('app', 'not in', keep);
    await del.execute();
    for (const l of limits) {
      await trx
        .insertInto('user_plan_apps')
        .values({ user_plan_id: planId, app: l.app, assigned_limit: l.limit, used_count: 0 })
        .onConflict((oc) => oc.columns(['user_plan_id', 'app']).doUpdateSet({ assigned_limit: l.limit }))
        .execute();
    }
  }

  /** Add and update (spec 00 sections 5 and 7): the form's rules, totals, apps, additional plans, invoice number. */
  async function save(existing: PlanRow | null, input: PlanInput): Promise<SaveOutcome> {
    const user = await db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('id', '=', input.userId)
      .executeTakeFirst();
    if (!user || user.role !== 'User') throw invalid({ userId: 'User not found' });

    const pkgs = await packagesById([
      input.subscriptionPlanId,
      ...input.userSubPlans.map((s) => s.subscriptionPlanId),
    ]);
    const oldSubs = existing
      ? await db
          .selectFrom('user_sub_plans')
          .selectAll()
          .where('user_plan_id', '=', existing.id)
          .orderBy('position')
          .orderBy('id')
          .execute()
      : [];
    const oldSubIds = new Set(oldSubs.map((s) => s.id));
    const errors: FieldErrors = {};
    const main = pkgs.get(input.subscriptionPlanId);
    if (!main) errors.subscriptionPlanId = 'This plan does not exist';
    input.userSubPlans.forEach((s, i) => {
      if (!pkgs.has(s.subscriptionPlanId))
        errors[`userSubPlans.${i}.subscriptionPlanId`] = 'This plan does not exist';
      if (s.id && !oldSubIds.has(s.id))
        errors[`userSubPlans.${i}.id`] = 'This additional plan belongs to another plan';
    });
    if (!main || Object.keys(errors).length) throw invalid(errors);
    const paid = isPaidByForm(input);
    // Customer details: frozen once invoiced; before that what the Admin gave, else the account's.
    const previous = parseBrand(existing?.brand_information ?? null);
    const brand: Partial<BrandInformation> = existing?.invoice_number
      ? (previous ?? (await snapshotFor(input.userId)))
      : (input.brandInformation ?? previous ?? (await snapshotFor(input.userId)));

    const supplier = await loadSupplier(db);
    const subLines = input.userSubPlans.map((s) => {
      const p = pkgs.get(s.subscriptionPlanId)!;
      return {
        name: p.name,
        hsn: s.hsn ?? p.hsn,
        quantity: s.quantity,
        price: s.price,
        gst: s.gst ?? p.gst,
        startDate: s.startDate ?? input.startDate,
        endDate: s.endDate ?? input.endDate,
      };
    });
    const lines = billLines(
      {
        name: main.name,
        hsn: input.hsn ?? main.hsn,
        quantity: input.quantity,
        price: input.price,
        originalPrice: input.originalPrice ?? input.price,
        gst: input.gst,
        startDate: input.startDate,
        endDate: input.endDate,
      },
      subLines,
    );
    const resolved = resolveBrand(brand);
    // The rules of changing a plan (src/shared/billing/rules.ts), the same ones the form shows.
    const verdict = checkPlanChange(
      existing && {
        userId: existing.user_id,
        status: existing.status,
        invoiceNumber: existing.invoice_number,
        lines: amountsOf(
          billLines(
            { name: '', hsn: null, quantity: existing.quantity, price: existing.price, gst: existing.gst },
            oldSubs.map((s) => ({ name: '', hsn: null, quantity: s.quantity, price: s.price, gst: s.gst })),
          ),
        ),
        brand: resolved,
      },
      {
        ...input,
        lines: amountsOf(lines),
        brand: input.brandInformation ? resolveBrand(input.brandInformation) : null,
      },
    );
    if (verdict.conflict) throw conflict(verdict.conflict);
    if (Object.keys(verdict.errors).length) throw invalid(verdict.errors);
    const totals = billTotals(lines, {
      supplierState: supplier.stateCode,
      customerState: resolved.stateCode,
      // An issued invoice keeps the rounding it was issued with; otherwise Invoice Settings decide.
      roundOff: existing?.invoice_number ? existing.round_off !== 0 : supplier.roundOff,
    });
    // The form's check assumes an additional plan without GST takes the plan's; its package's may be
    // higher. The totals are 32-bit integer columns (issue 10).
    if (totals.total > MAX_PAISE) throw invalid({ price: TOTAL_TOO_LARGE });

    const now = new Date().toISOString();
    const values = {
      user_id: input.userId,
      subscription_plan_id: input.subscriptionPlanId,
      start_date: input.startDate,
      end_date: input.endDate,
      status: paid ? PLAN_STATUS.paid : PLAN_STATUS.unpaid,
      is_active: isActivePlan({ paid, endDate: input.endDate }, clock.today()) ? 1 : 0,
      price: input.price,
      original_price: input.originalPrice ?? input.price,
      discounted_price: input.discountedPrice ?? null,
      gst: input.gst,
      quantity: input.quantity,
      hsn: input.hsn,
      other_details: input.otherDetails,
      sub_total: totals.subTotal,
      tax_amount: totals.taxAmount,
      round_off: totals.roundOff,
      total_amount: totals.total,
      amount_paid: paid ? totals.total : 0,
      payment_method_id: input.paymentMethodId,
      payment_date: input.paymentDate,
      invoice_date: input.invoiceDate,
      transaction_id: input.transactionId ?? existing?.transaction_id ?? null,
      is_renewal_reminder:
        (input.isRenewalReminder ?? (existing ? existing.is_renewal_reminder === 1 : true)) ? 1 : 0,
      is_payment_reminder:
        (input.isPaymentReminder ?? (existing ? existing.is_payment_reminder === 1 : true)) ? 1 : 0,
      brand_information: JSON.stringify(brand),
      updated_at: now,
    };

    const id = await db.transaction().execute(async (trx) => {
      let id: number;
      if (existing) {
        await trx.updateTable('user_plans').set(values).where('id', '=', existing.id).execute();
        id = existing.id;
      } else {
        const row = await trx
          .insertInto('user_plans')
          .values({ ...values, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      }
      await setApps(
        trx,
        id,
        APP_KEYS.flatMap((k) => (input[k] == null ? [] : [{ app: APP_NUMBER[k], limit: input[k]! }])),
      );

      const keep = input.userSubPlans.flatMap((s) => (s.id ? [s.id] : []));
      let del = trx.deleteFrom('user_sub_plans').where('user_plan_id', '=', id);
      if (keep.length) del = del.where('id', 'not in', keep);
      await del.execute();
      for (const [i, s] of input.userSubPlans.entries()) {
        const line = subLines[i];
        const sub = {
          subscription_plan_id: s.subscriptionPlanId,
          name: line.name,
          start_date: line.startDate,
          end_date: line.endDate,
          price: s.price,
          quantity: s.quantity,
          gst: line.gst,
          hsn: line.hsn,
          other_details: s.otherDetails,
          is_renewal_reminder: s.isRenewalReminder ? 1 : 0,
          position: i,
        };
        if (s.id) await trx.updateTable('user_sub_plans').set(sub).where('id', '=', s.id).execute();
        else
          await trx
            .insertInto('user_sub_plans')
            .values({ ...sub, user_plan_id: id, renewal_reminded_at: null, created_at: now })
            .execute();
      }

      // Numbered when it becomes paid or gets an invoice date (issue 5, Invoice numbers).
      if (!existing?.invoice_number && (paid || input.invoiceDate)) {
        const number = await allocateInvoiceNumber(
          trx,
          supplier.invoicePrefix,
          input.invoiceDate ?? input.paymentDate ?? clock.today(),
        );
        await trx.updateTable('user_plans').set({ invoice_number: number }).where('id', '=', id).execute();
      }
      return id;
    });
    ctx.users.forgetUser(input.userId);

    const hadLog = existing?.status === PLAN_STATUS.unpaid ? existing.payment_log_id : null;
    const staleLogId = hadLog && (paid || existing!.total_amount !== totals.total) ? hadLog : null;
    return {
      id,
      userId: input.userId,
      needsLink: !paid && totals.total > 0 && (!hadLog || staleLogId !== null),
      staleLogId,
    };
  }

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
        .set({ status: PLAN_STATUS.canceled, is_active: 0, updated_at: new Date().toISOString() })
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
      const pkgs = await packagesById([...merged.keys()]);
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
      const [supplier, brand] = await Promise.all([loadSupplier(db), snapshotFor(caller.id)]);
      const customerState = resolveBrand(brand).stateCode;
      const now = new Date().toISOString();

      return db.transaction().execute(async (trx) => {
        const ids: number[] = [];
        // The order is paid as one amount, a 32-bit integer column like each plan's total (issue 10).
        let orderTotal = 0;
        for (const [packageId, quantity] of merged) {
          const p = pkgs.get(packageId) as Selectable<SubscriptionPackagesTable>;
          const start = p.plan_type === 'package' ? orderStartDate(today, current?.end_date) : today;
          const end = planEndDate(start, p.validity, p.validity_type);
          const price = p.discounted_price ?? p.price;
          const totals = billTotals(
            billLines({ name: p.name, hsn: p.hsn, quantity, price, originalPrice: p.price, gst: p.gst }, []),
            { supplierState: supplier.stateCode, customerState, roundOff: supplier.roundOff },
          );
          orderTotal += totals.total;
          if (orderTotal > MAX_PAISE) throw invalid({ plans: TOTAL_TOO_LARGE });
          const row = await trx
            .insertInto('user_plans')
            .values({
              user_id: caller.id,
              subscription_plan_id: p.id,
              start_date: start,
              end_date: end,
              status: PLAN_STATUS.unpaid,
              is_active: 0,
              price,
              original_price: p.price,
              discounted_price: p.discounted_price,
              gst: p.gst,
              quantity,
              hsn: p.hsn,
              sub_total: totals.subTotal,
              tax_amount: totals.taxAmount,
              round_off: totals.roundOff,
              total_amount: totals.total,
              is_renewal_reminder: 1,
              is_payment_reminder: 1,
              brand_information: JSON.stringify(brand),
              // The customer's own cart: discarded if its link expires unpaid (issue 10).
              from_order: 1,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await setApps(
            trx,
            row.id,
            APP_KEYS.flatMap((k) => (p[k] == null ? [] : [{ app: APP_NUMBER[k], limit: p[k]! * quantity }])),
          );
          ids.push(row.id);
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
