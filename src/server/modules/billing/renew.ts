import { PLAN_STATUS } from '../../../shared/billing/constants';
import { INBOX_MESSAGES } from '../../../shared/inbox/schemas';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../http/errors';
import { NEEDS_ATTENTION } from './payment-settlement';
import type { PaymentsService } from './payments';

/**
 * Renew from the renewal chat (issue 27; spec 03 §4, §7.10): the payment link a renewal reminder
 * carried names its payment log; while it is pending the gateway is asked about it now, and what it
 * says goes through the one settlement, which activates the renewal plan exactly once (a later
 * webhook, reconciliation or second Renew changes nothing). Answers the renewal plan's id once it
 * is paid; 409 while the link is unpaid; 404 for a link no renewal reminder carried.
 */
export async function renewWithLink(
  ctx: AppContext,
  payments: Pick<PaymentsService, 'checkNow'>,
  paymentLink: string,
): Promise<number> {
  const { db } = ctx;
  const reminder = await db
    .selectFrom('renewal_reminders')
    .select(['payment_log_id', 'renewal_plan_id'])
    .where('payment_link', '=', paymentLink)
    .where('payment_log_id', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!reminder) throw notFound('Payment link');
  const readLog = () =>
    db.selectFrom('payment_logs').selectAll().where('id', '=', reminder.payment_log_id!).executeTakeFirst();
  let log = await readLog();
  if (!log) throw notFound('Payment link');
  if (log.status === 'created' && log.link_id) {
    await payments.checkNow(log);
    log = (await readLog())!;
  }
  // Money received after its plan went away (issue 10): the Admin refunds or applies it.
  if (log.status === NEEDS_ATTENTION)
    throw new HttpError(409, log.error ?? INBOX_MESSAGES.notPaid, 'NeedsAttention');
  if (log.status !== 'paid') throw new HttpError(409, INBOX_MESSAGES.notPaid, 'NotPaid');
  const plan = reminder.renewal_plan_id
    ? await db
        .selectFrom('user_plans')
        .select(['id', 'status'])
        .where('id', '=', reminder.renewal_plan_id)
        .where('payment_log_id', '=', log.id)
        .executeTakeFirst()
    : undefined;
  if (plan?.status === PLAN_STATUS.canceled)
    throw new HttpError(409, 'This renewal plan is canceled', 'Canceled');
  if (!plan || plan.status !== PLAN_STATUS.paid)
    throw new HttpError(409, 'This payment paid no renewal plan: see Payment Logs', 'NeedsAttention');
  return plan.id;
}
