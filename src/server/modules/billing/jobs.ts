import type { AppContext } from '../../context';
import type { Job } from '../../jobs/scheduler';
import { paymentGatewayOf } from './payment-gateway';
import { paymentsService } from './payments';
import { runBillingReminders } from './reminders';
import type { ReminderHooks } from './renewal-reminders';

export type { ReminderHooks, ReminderSent } from './renewal-reminders';

/**
 * Renewal and payment reminders, and the end of plans whose end date has passed (issue 5,
 * Reminders). `hooks` lets the composition root hear of each renewal reminder (issue 27: the inbox
 * shows it in the platform number's chat), which billing itself may not import.
 */
export const billingRemindersJob = (hooks?: (ctx: AppContext) => ReminderHooks): Job => ({
  cronType: 'BillingReminders',
  everyMs: 60 * 60_000,
  run: (ctx) => runBillingReminders(ctx, undefined, hooks?.(ctx)),
});

/**
 * Asks the gateway about payment links still pending when a webhook did not arrive (a desktop
 * server cannot receive them), each at growing intervals (issue 5, Payments).
 */
export const paymentReconciliationJob: Job = {
  cronType: 'PaymentReconciliation',
  everyMs: 5 * 60_000,
  run: (ctx) => paymentsService(ctx).reconcileDue(),
  enabled: async (ctx) => Boolean(await paymentGatewayOf(ctx).gateway()),
};
