import { PLAN_STATUS, type PlanActivity, type ValidityType } from './constants';
import type { BrandInformation } from './customer';
import { financialYear, financialYearOfNumber } from './invoice-number';

/** Validity types of a subscription package (spec 00 section 3). */
export type { ValidityType };

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/**
 * Plan end date = start date + validity (years, months or days) − 1 day (spec 00 section 9).
 * Months and years that overflow the month's end clamp to it (31 Jan + 1 month → 28/29 Feb, − 1 day).
 * `na` packages have no end: a far date keeps them in force.
 */
export function planEndDate(startDate: string, validity: number, validityType: ValidityType): string {
  const [y, m, d] = startDate.split('-').map(Number);
  if (validityType === 'na') return '9999-12-31';
  let end: Date;
  if (validityType === 'daily') {
    end = new Date(Date.UTC(y, m - 1, d + validity));
  } else {
    const months = validityType === 'yearly' ? validity * 12 : validity;
    const target = new Date(Date.UTC(y, m - 1 + months, 1));
    const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    end = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, lastDay)));
  }
  end.setUTCDate(end.getUTCDate() - 1);
  return ymd(end);
}

/** The day after a date. */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return ymd(new Date(Date.UTC(y, m - 1, d + 1)));
}

/**
 * Plan activity (spec 00 section 4): Upcoming before its start, Expired after its end, else Active.
 * `today` is the business clock's day (src/shared/time/business-clock.ts), never the UTC one: a plan
 * that starts today is Active from midnight in the business's zone. The SQL filters of the same
 * rule are in src/server/modules/billing/activity.ts.
 */
export function planActivity(startDate: string, endDate: string, today: string): PlanActivity {
  if (startDate > today) return 'Upcoming';
  if (endDate < today) return 'Expired';
  return 'Active';
}

/** A plan with no invoice number can be deleted (spec 00 section 4). */
export const canDeletePlan = (plan: { invoiceNumber: string | null }) => !plan.invoiceNumber;

/** One with an invoice number that is not Canceled can be canceled (spec 00 section 4). */
export const canCancelPlan = (plan: { invoiceNumber: string | null; status: number }) =>
  !!plan.invoiceNumber && plan.status !== PLAN_STATUS.canceled;

/** Documents are titled INVOICE when an invoice number exists, else ESTIMATE (spec 00 section 4). */
export const documentTitle = (invoiceNumber: string | null | undefined) =>
  invoiceNumber ? ('INVOICE' as const) : ('ESTIMATE' as const);

/** Pay Now shows to non-admins when a payment link exists and the plan is neither Paid nor Canceled. */
export const showPayNow = (plan: { paymentLink: string | null; status: number }, role: 'Admin' | 'User') =>
  role !== 'Admin' && !!plan.paymentLink && plan.status === PLAN_STATUS.unpaid;

/** The admin's Invoice/Estimate button shows when the price is above 0 (spec 00 section 6). */
export const showDocumentButton = (plan: { price: number }) => plan.price > 0;

/**
 * When a bought plan starts: today, or the day after the plan in force ends, so that renewing
 * early never loses days.
 */
export function orderStartDate(today: string, currentPlanEnd: string | null | undefined): string {
  return currentPlanEnd && currentPlanEnd >= today ? nextDay(currentPlanEnd) : today;
}

/**
 * The payment dependencies of the plan form (spec 00 section 5): a payment date needs a method and
 * a method needs a date; either needs an invoice date. A plan with both is Paid.
 */
export const isPaidByForm = (p: { paymentDate?: string | null; paymentMethodId?: number | null }) =>
  !!p.paymentDate && !!p.paymentMethodId;

/**
 * `is_active` of a plan (spec 00 section 5, issue 5): a paid plan that has not ended yet by the
 * business clock's day. The plan form, payments and imported users' plans all set it through here.
 */
export const isActivePlan = (p: { paid: boolean; endDate: string }, today: string) =>
  p.paid && p.endDate >= today;

/** What an issued invoice fixes about each of its lines (main plan first, then additional plans). */
export interface PlanLineAmounts {
  quantity: number;
  price: number;
  gst: number;
}

/** A stored plan as the change rules see it; customer details resolved (state from GSTIN or address). */
export interface ExistingPlan {
  userId: number;
  status: number;
  invoiceNumber: string | null;
  lines: PlanLineAmounts[];
  brand: BrandInformation;
}

/** The change asked for: the form's values that the rules look at. */
export interface PlanChangeInput {
  userId: number;
  paymentDate: string | null | undefined;
  paymentMethodId: number | null | undefined;
  invoiceDate: string | null | undefined;
  lines: PlanLineAmounts[];
  /** The customer details given on the form, resolved; null when the form leaves them out. */
  brand: BrandInformation | null;
}

export interface PlanChangeVerdict {
  /** Refused as a whole (409): a canceled plan. */
  conflict: string | null;
  /** Field errors (422), empty when the change may be saved. */
  errors: Record<string, string>;
}

const sameLines = (a: PlanLineAmounts[], b: PlanLineAmounts[]) =>
  JSON.stringify(a.map((l) => [l.quantity, l.price, l.gst])) ===
  JSON.stringify(b.map((l) => [l.quantity, l.price, l.gst]));

/**
 * The rules for saving a plan over what is stored (issue 5; CGST Rules 2017 rule 46): a plan stays
 * with its user; a canceled plan is final; a paid plan never becomes unpaid; once it has an invoice
 * number its amounts and customer details are frozen and its invoice date stays in the financial
 * year of its number. `existing` null is a new plan, which only the form's own checks apply to.
 */
export function checkPlanChange(existing: ExistingPlan | null, input: PlanChangeInput): PlanChangeVerdict {
  const errors: Record<string, string> = {};
  if (!existing) return { conflict: null, errors };
  if (existing.status === PLAN_STATUS.canceled)
    return { conflict: 'A canceled plan cannot be changed', errors };
  if (existing.userId !== input.userId) errors.userId = 'A plan cannot be moved to another user';
  if (existing.status === PLAN_STATUS.paid && !isPaidByForm(input))
    errors.paymentDate = 'A paid plan cannot become unpaid; cancel it instead';
  if (existing.invoiceNumber) {
    if (!input.invoiceDate) errors.invoiceDate = 'Invoice Date is required';
    else if (financialYear(input.invoiceDate).label !== financialYearOfNumber(existing.invoiceNumber))
      errors.invoiceDate = `Invoice ${existing.invoiceNumber} must stay dated in its financial year`;
    if (input.brand !== null && JSON.stringify(input.brand) !== JSON.stringify(existing.brand))
      errors.brandInformation = "An invoiced plan's customer details cannot be changed";
    if (!sameLines(existing.lines, input.lines))
      errors.price = "An invoiced plan's amounts cannot be changed; cancel it and add a new plan";
  }
  return { conflict: null, errors };
}

const VALIDITY_UNITS: Record<Exclude<ValidityType, 'na'>, [string, string]> = {
  daily: ['Day', 'Days'],
  monthly: ['Month', 'Months'],
  yearly: ['Year', 'Years'],
};

/** A package's validity as shown: `1 Year`, `3 Months`, `30 Days`, or `No expiry` (spec 00 section 3). */
export function validityLabel(validity: number, type: ValidityType): string {
  if (type === 'na') return 'No expiry';
  const [one, many] = VALIDITY_UNITS[type];
  return `${validity} ${validity === 1 ? one : many}`;
}
