import type { PaymentNeedingAttention } from '../../../shared/billing/contract';
import type { DB } from '../../db/connect';
import { NEEDS_ATTENTION } from './payment-settlement';

/**
 * Payments the gateway received that paid no plan, "Paid, needs attention" (issue 10): a superseded
 * link paid after all, or a cart that expired before its payment arrived. The Admin sees them above
 * the Payment Logs with the gateway's payment id, to refund them or apply them to a plan.
 */
export async function paymentsNeedingAttention(db: DB): Promise<PaymentNeedingAttention[]> {
  const rows = await db
    .selectFrom('payment_logs as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select([
      'l.id',
      'l.user_id',
      'u.user_name',
      'u.company_name',
      'u.email',
      'l.amount',
      'l.gateway_payment_id',
      'l.link_id',
      'l.payment_method',
      'l.paid_at',
      'l.error',
    ])
    .where('l.status', '=', NEEDS_ATTENTION)
    .orderBy('l.paid_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    logId: r.id,
    userId: r.user_id,
    userName: r.user_name,
    companyName: r.company_name,
    email: r.email,
    amount: r.amount,
    gatewayPaymentId: r.gateway_payment_id,
    linkId: r.link_id,
    paymentMethod: r.payment_method,
    paidAt: r.paid_at,
    note: r.error,
  }));
}
