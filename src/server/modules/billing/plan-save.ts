import type { Selectable } from 'kysely';
import { APP_KEYS, APP_NUMBER } from '../../../shared/account/modules';
import { PLAN_STATUS } from '../../../shared/billing/constants';
import type { BrandInformation } from '../../../shared/billing/customer';
import { resolveBrand } from '../../../shared/billing/invoice';
import { MAX_PAISE } from '../../../shared/billing/money';
import { checkPlanChange, isActivePlan, isPaidByForm } from '../../../shared/billing/rules';
import { TOTAL_TOO_LARGE, type PlanInput } from '../../../shared/billing/schemas';
import { billTotals, type BillLineInput, type BillTotals } from '../../../shared/billing/totals';
import type { FieldErrors } from '../../../shared/http/envelope';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';
import type { SubscriptionPackagesTable, UserSubPlansTable } from '../../db/schema';
import { conflict, invalid } from '../../http/errors';
import { allocateInvoiceNumber, billLines, customerProfiles } from './invoicing';
import type { PlanRow } from './plan-view';
import { loadSupplier } from './supplier';

type Package = Selectable<SubscriptionPackagesTable>;
type SubPlanRow = Selectable<UserSubPlansTable>;
type Supplier = Awaited<ReturnType<typeof loadSupplier>>;

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

export async function packagesById(db: DB, ids: number[]): Promise<Map<number, Package>> {
  const rows = ids.length
    ? await db
        .selectFrom('subscription_packages')
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .execute()
    : [];
  return new Map(rows.map((p) => [p.id, p]));
}

/** The customer's details as their account has them now. */
export async function snapshotFor(db: DB, userId: number): Promise<Partial<BrandInformation>> {
  return (await customerProfiles(db, [userId])).get(userId) ?? {};
}

/** Allocates apps: the listed limits, keeping the used counts of apps the plan had. */
export async function setApps(trx: DB, planId: number, limits: { app: number; limit: number }[]) {
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

/** Validation: a User's plan, of packages that exist, with additional plans of this plan only. */
async function checkedInput(db: DB, existing: PlanRow | null, input: PlanInput) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('id', '=', input.userId)
    .executeTakeFirst();
  if (!user || user.role !== 'User') throw invalid({ userId: 'User not found' });

  const pkgs = await packagesById(db, [
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
  return { main, pkgs, oldSubs };
}

/** Customer details: frozen once invoiced; before that what the Admin gave, else the account's. */
async function brandSnapshot(
  db: DB,
  existing: PlanRow | null,
  input: PlanInput,
): Promise<Partial<BrandInformation>> {
  const previous = parseBrand(existing?.brand_information ?? null);
  return existing?.invoice_number
    ? (previous ?? (await snapshotFor(db, input.userId)))
    : (input.brandInformation ?? previous ?? (await snapshotFor(db, input.userId)));
}

/** The bill's lines: the plan, then its additional plans (their package's HSN and GST unless given). */
function planLines(input: PlanInput, main: Package, pkgs: Map<number, Package>) {
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
  return { subLines, lines };
}

/** The change verdict: the rules of changing a plan (shared/billing/rules.ts), the ones the form shows. */
function assertChangeAllowed(
  existing: PlanRow | null,
  oldSubs: SubPlanRow[],
  input: PlanInput,
  lines: BillLineInput[],
  brand: BrandInformation,
) {
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
      brand,
    },
    {
      ...input,
      lines: amountsOf(lines),
      brand: input.brandInformation ? resolveBrand(input.brandInformation) : null,
    },
  );
  if (verdict.conflict) throw conflict(verdict.conflict);
  if (Object.keys(verdict.errors).length) throw invalid(verdict.errors);
}

function planTotals(
  lines: BillLineInput[],
  supplier: Supplier,
  brand: BrandInformation,
  existing: PlanRow | null,
): BillTotals {
  const totals = billTotals(lines, {
    supplierState: supplier.stateCode,
    customerState: brand.stateCode,
    // An issued invoice keeps the rounding it was issued with; otherwise Invoice Settings decide.
    roundOff: existing?.invoice_number ? existing.round_off !== 0 : supplier.roundOff,
  });
  // The form's check assumes an additional plan without GST takes the plan's; its package's may be
  // higher. The totals are 32-bit integer columns (issue 10).
  if (totals.total > MAX_PAISE) throw invalid({ price: TOTAL_TOO_LARGE });
  return totals;
}

/** The plan row's columns after this save. */
function planValues(
  existing: PlanRow | null,
  input: PlanInput,
  s: { paid: boolean; totals: BillTotals; brand: Partial<BrandInformation>; now: string; today: string },
) {
  const { paid, totals } = s;
  return {
    user_id: input.userId,
    subscription_plan_id: input.subscriptionPlanId,
    start_date: input.startDate,
    end_date: input.endDate,
    status: paid ? PLAN_STATUS.paid : PLAN_STATUS.unpaid,
    is_active: isActivePlan({ paid, endDate: input.endDate }, s.today) ? 1 : 0,
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
    brand_information: JSON.stringify(s.brand),
    updated_at: s.now,
  };
}

/** The additional plans as the form lists them: the others of this plan go. */
async function writeSubPlans(
  trx: DB,
  planId: number,
  input: PlanInput,
  subLines: ReturnType<typeof planLines>['subLines'],
  now: string,
) {
  const keep = input.userSubPlans.flatMap((s) => (s.id ? [s.id] : []));
  let del = trx.deleteFrom('user_sub_plans').where('user_plan_id', '=', planId);
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
        .values({ ...sub, user_plan_id: planId, renewal_reminded_at: null, created_at: now })
        .execute();
  }
}

/**
 * Add and update (spec 00 sections 5 and 7): the form's rules, totals, apps, additional plans and
 * invoice number, in one transaction.
 */
export async function savePlan(
  ctx: AppContext,
  existing: PlanRow | null,
  input: PlanInput,
): Promise<SaveOutcome> {
  const { db, clock } = ctx;
  const { main, pkgs, oldSubs } = await checkedInput(db, existing, input);
  const paid = isPaidByForm(input);
  const brand = await brandSnapshot(db, existing, input);
  const supplier = await loadSupplier(db);
  const { subLines, lines } = planLines(input, main, pkgs);
  const resolved = resolveBrand(brand);
  assertChangeAllowed(existing, oldSubs, input, lines, resolved);
  const totals = planTotals(lines, supplier, resolved, existing);
  const now = clock.now().toISOString();
  const values = planValues(existing, input, { paid, totals, brand, now, today: clock.today() });

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
    await writeSubPlans(trx, id, input, subLines, now);
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
