import { PLAN_STATUS, type PlanActivity, type ValidityType } from './constants';

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

/** Today as YYYY-MM-DD in UTC. */
export const todayYmd = (now = new Date()) => ymd(now);

/** A date in India (UTC+5:30) as YYYY-MM-DD: invoice and payment dates follow the Indian calendar day. */
export const indiaYmd = (at: Date | number = new Date()) =>
  ymd(new Date((typeof at === 'number' ? at : at.getTime()) + 330 * 60_000));

/** The day after a date. */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return ymd(new Date(Date.UTC(y, m - 1, d + 1)));
}

/** Plan activity filter (spec 00 section 4): Upcoming before its start, Expired after its end. */
export function planActivity(startDate: string, endDate: string, today = todayYmd()): PlanActivity {
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
