/** Plan statuses as the payment log numbers them (spec 00 section 4): Unpaid 0, Paid 1, Canceled 2. */
export const PLAN_STATUS = { unpaid: 0, paid: 1, canceled: 2 } as const;
export type PlanStatus = (typeof PLAN_STATUS)[keyof typeof PLAN_STATUS];
export const PLAN_STATUS_NAMES: Record<PlanStatus, 'Unpaid' | 'Paid' | 'Canceled'> = {
  0: 'Unpaid',
  1: 'Paid',
  2: 'Canceled',
};

/** needs_attention: money received with no unpaid plan left to apply it to (issue 10), "Paid, needs attention". */
export const PAYMENT_LOG_STATES = [
  'created',
  'paid',
  'expired',
  'cancelled',
  'failed',
  'needs_attention',
] as const;

/** Package validity types and plan types (spec 00 section 3). */
export const VALIDITY_TYPES = ['na', 'monthly', 'yearly', 'daily'] as const;
export type ValidityType = (typeof VALIDITY_TYPES)[number];
export const PLAN_TYPES = ['package', 'demo', 'addon'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Plan activity filter (spec 00 section 4). */
export const PLAN_ACTIVITIES = ['Active', 'Expired', 'Upcoming'] as const;
export type PlanActivity = (typeof PLAN_ACTIVITIES)[number];

/** How a plan was paid; `online` is what the payment gateway records. */
export const PAYMENT_METHODS = [
  { id: 1, name: 'Cash' },
  { id: 2, name: 'Cheque' },
  { id: 3, name: 'Bank Transfer' },
  { id: 4, name: 'UPI' },
  { id: 5, name: 'Card' },
  { id: 6, name: 'Online Payment' },
] as const;
export const ONLINE_PAYMENT_METHOD_ID = 6;
export const paymentMethodName = (id: number | null | undefined) =>
  PAYMENT_METHODS.find((m) => m.id === id)?.name ?? null;

/** Default SAC for software as a service when a package names none. */
export const DEFAULT_HSN = '998314';
export const DEFAULT_INVOICE_PREFIX = 'INV';
/** Payment poll and redirect after payment (spec 00 section 9). */
export const PAYMENT_POLL_MS = 3000;
export const PAYMENT_REDIRECT_MS = 8000;
