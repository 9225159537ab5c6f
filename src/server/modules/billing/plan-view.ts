import type { Selectable } from 'kysely';
import { MODULE_NAMES, type ModuleNumber } from '../../../shared/account/modules';
import type { UserPlan, UserSubPlan } from '../../../shared/billing/contract';
import {
  PLAN_STATUS,
  PLAN_STATUS_NAMES,
  paymentMethodName,
  type PlanStatus,
} from '../../../shared/billing/constants';
import type { BrandInformation } from '../../../shared/billing/customer';
import { buildInvoice, type InvoiceDocument, type Supplier } from '../../../shared/billing/invoice';
import { canCancelPlan, canDeletePlan, documentTitle, planActivity } from '../../../shared/billing/rules';
import type { DB } from '../../db/connect';
import type { UserPlansTable, UserSubPlansTable } from '../../db/schema';
import { billLines, brandOf, customerProfiles } from './invoicing';

/** A user plan row with its package's name and type. */
export type PlanRow = Selectable<UserPlansTable> & {
  package_name: string;
  plan_type: string;
  package_hsn: string | null;
};

/** Plans with their package, ready for a `where`; always read through `ownedBy` for callers. */
export const planRows = (db: DB) =>
  db
    .selectFrom('user_plans')
    .innerJoin('subscription_packages as p', 'p.id', 'user_plans.subscription_plan_id')
    .selectAll('user_plans')
    .select(['p.name as package_name', 'p.plan_type', 'p.hsn as package_hsn']);

const subPlanView = (s: Selectable<UserSubPlansTable>): UserSubPlan => ({
  id: s.id,
  userPlanId: s.user_plan_id,
  subscriptionPlanId: s.subscription_plan_id,
  subscriptionPlanName: s.name,
  startDate: s.start_date,
  endDate: s.end_date,
  price: s.price,
  quantity: s.quantity,
  gst: s.gst,
  hsn: s.hsn,
  otherDetails: s.other_details,
  isRenewalReminder: s.is_renewal_reminder === 1,
  planTotal: s.price * s.quantity,
});

/**
 * Plans as the screens show them: apps, additional plans, totals, what may be done with each.
 * `today` is the business clock's day, which the activity is read against.
 */
export async function planViews(db: DB, rows: PlanRow[], today: string): Promise<UserPlan[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [apps, subs, profiles] = await Promise.all([
    db
      .selectFrom('user_plan_apps')
      .select(['user_plan_id', 'app', 'assigned_limit', 'used_count'])
      .where('user_plan_id', 'in', ids)
      .orderBy('app')
      .execute(),
    db
      .selectFrom('user_sub_plans')
      .selectAll()
      .where('user_plan_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    customerProfiles(
      db,
      rows.filter((r) => !r.brand_information).map((r) => r.user_id),
    ),
  ]);
  return rows.map((r) => {
    const status = r.status as PlanStatus;
    const brand = brandOf(r.brand_information, profiles.get(r.user_id));
    return {
      id: r.id,
      userId: r.user_id,
      subscriptionPlanId: r.subscription_plan_id,
      subscriptionPlanName: r.package_name,
      subscriptionPlanType: r.plan_type,
      startDate: r.start_date,
      endDate: r.end_date,
      status,
      statusName: PLAN_STATUS_NAMES[status] ?? 'Unpaid',
      isActive: r.is_active === 1,
      activity: planActivity(r.start_date, r.end_date, today),
      price: r.price,
      originalPrice: r.original_price,
      discountedPrice: r.discounted_price,
      gst: r.gst,
      quantity: r.quantity,
      hsn: r.hsn ?? r.package_hsn,
      otherDetails: r.other_details,
      subTotal: r.sub_total,
      taxAmount: r.tax_amount,
      roundOff: r.round_off,
      totalAmount: r.total_amount,
      total: r.total_amount,
      totalPaid: r.amount_paid,
      amountDue: status === PLAN_STATUS.canceled ? 0 : Math.max(r.total_amount - r.amount_paid, 0),
      paymentMethodId: r.payment_method_id,
      paymentMethod: paymentMethodName(r.payment_method_id),
      paymentDate: r.payment_date,
      invoiceDate: r.invoice_date,
      invoiceNumber: r.invoice_number,
      invoiceType: brand.gstNumber ? 'B2B' : 'B2C',
      dueDate: status === PLAN_STATUS.unpaid ? r.start_date : null,
      transactionId: r.transaction_id,
      paymentLink: status === PLAN_STATUS.unpaid ? r.payment_link : null,
      paymentLogId: r.payment_log_id,
      isRenewalReminder: r.is_renewal_reminder === 1,
      isPaymentReminder: r.is_payment_reminder === 1,
      documentTitle: documentTitle(r.invoice_number),
      canDelete: canDeletePlan({ invoiceNumber: r.invoice_number }),
      canCancel: canCancelPlan({ invoiceNumber: r.invoice_number, status }),
      brandInformation: brand,
      apps: apps
        .filter((a) => a.user_plan_id === r.id)
        .map((a) => ({
          app: a.app,
          name: MODULE_NAMES[a.app as ModuleNumber] ?? String(a.app),
          assignedLimit: a.assigned_limit,
          usedCount: a.used_count,
          selected: true,
        })),
      userSubPlans: subs.filter((s) => s.user_plan_id === r.id).map(subPlanView),
      createdDate: r.created_at,
    };
  });
}

/**
 * The INVOICE or ESTIMATE of one plan (already read through the tenancy rule). An estimate is dated
 * the business day it was made on (`dayOf`, the business clock's); Pay Now points at `publicBaseUrl`.
 * The total is rounded to the rupee as it was when the plan was saved, so the document always
 * agrees with the amount the plan was billed and linked for.
 */
export async function invoiceOf(
  db: DB,
  of: {
    userPlanId: number;
    /** The plan, read through the tenancy rule (rejected with its 404 when the caller may not see it). */
    row: Promise<PlanRow>;
    supplier: Promise<Supplier>;
    /** Whose plan it must be, when that is known before the plan is read. */
    owner?: number;
  },
  at: { dayOf: (instant: string) => string; publicBaseUrl: string },
): Promise<InvoiceDocument> {
  // Everything is read side by side (one round trip on PostgreSQL instead of two): the sub plans of
  // a plan the caller may not see are read and dropped, the plan's 404 being the answer; the
  // owner's details are read before the plan says whether it keeps a snapshot of them.
  const [row, supplier, subs, early] = await Promise.all([
    of.row,
    of.supplier,
    db
      .selectFrom('user_sub_plans')
      .selectAll()
      .where('user_plan_id', '=', of.userPlanId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    of.owner ? customerProfiles(db, [of.owner]) : null,
  ]);
  // A known owner is the plan's (the tenancy rule answered 404 otherwise).
  const profiles = row.brand_information
    ? new Map<number, Partial<BrandInformation>>()
    : (early ?? (await customerProfiles(db, [row.user_id])));
  const lines = billLines(
    {
      name: row.package_name,
      hsn: row.hsn ?? row.package_hsn,
      quantity: row.quantity,
      price: row.price,
      originalPrice: row.original_price,
      gst: row.gst,
      startDate: row.start_date,
      endDate: row.end_date,
    },
    subs.map((s) => ({
      name: s.name,
      hsn: s.hsn,
      quantity: s.quantity,
      price: s.price,
      gst: s.gst,
      startDate: s.start_date,
      endDate: s.end_date,
    })),
  );
  return buildInvoice(
    {
      id: row.id,
      userId: row.user_id,
      status: row.status,
      invoiceNumber: row.invoice_number,
      invoiceDate: row.invoice_date,
      createdDate: at.dayOf(row.created_at),
      startDate: row.start_date,
      paymentDate: row.payment_date,
      paymentMethod: paymentMethodName(row.payment_method_id),
      transactionId: row.transaction_id,
      paymentLink: row.payment_link,
      paymentLogId: row.payment_log_id,
      roundOff: row.round_off !== 0,
      lines,
    },
    supplier,
    brandOf(row.brand_information, profiles.get(row.user_id)),
    at.publicBaseUrl,
  );
}
