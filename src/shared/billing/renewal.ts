import { z } from 'zod';
import { listQuery } from '../http/list';
import { PAYMENT_LOG_STATES } from './constants';

/**
 * Renewal reminders with a payment link and Renew (issue 27; spec 03 §4, §7.10, §8.6; spec 00
 * "Plan renewed successfully"). The reminder's template takes four body parameters: name, plan,
 * end date, payment link.
 */

/**
 * The fourth parameter when the reminder has no link: online payment is not set up, the gateway
 * refused the link, or the plan has no package to renew into (an additional plan, a demo). A
 * template needs every parameter it declares, so the reminder still goes, saying this instead.
 */
export const RENEWAL_NO_LINK_TEXT = 'Please contact us to renew';

/** The renewal action of the renewal chat panel: the payment link the reminder carried. */
export const renewSchema = z
  .object({ paymentLink: z.string().trim().min(1, 'Payment link is required').max(500) })
  .strict();

/** Ticks of a reminder, as the inbox keeps them for its message (pending until Meta answers). */
export const REMINDER_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;

/** A row of Renewal Reminder Logs (issue 27: user, plan, end date, sent, ticks, error, paid). */
export const renewalReminderRowSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  companyName: z.string().nullable(),
  /** The number the reminder went to, digits with the country code. */
  phone: z.string(),
  /** The plan (or additional plan) that ends. */
  planName: z.string(),
  endDate: z.string().nullable(),
  /** The unpaid plan made to renew it, and what it costs (paise); null for an additional plan. */
  renewalPlanId: z.number().int().nullable(),
  renewalPlanName: z.string().nullable(),
  amount: z.number().int().nullable(),
  sentDate: z.string(),
  status: z.enum(REMINDER_STATUSES),
  deliveredDate: z.string().nullable(),
  readDate: z.string().nullable(),
  error: z.string().nullable(),
  paymentLink: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_LOG_STATES).nullable(),
  paid: z.boolean(),
  paidDate: z.string().nullable(),
});
export type RenewalReminderRow = z.infer<typeof renewalReminderRowSchema>;

export const RENEWAL_REMINDER_SORT_COLUMNS = [
  'sentDate',
  'endDate',
  'userName',
  'companyName',
  'planName',
  'paidDate',
] as const;

export const RENEWAL_PAID_FILTERS = ['all', 'yes', 'no'] as const;

/** Search by user, company or number; StartDate/EndDate on the day sent; Paid all, yes or no. */
export const renewalReminderQuery = listQuery(RENEWAL_REMINDER_SORT_COLUMNS, {
  Paid: z.enum(RENEWAL_PAID_FILTERS).optional(),
});
export type RenewalReminderQuery = z.output<typeof renewalReminderQuery>;

/** What the renewal chat panel shows of the latest reminder to a number. */
export const renewalDueSchema = renewalReminderRowSchema.extend({
  renewalStartDate: z.string().nullable(),
  renewalEndDate: z.string().nullable(),
});
export type RenewalDue = z.infer<typeof renewalDueSchema>;
