import type { z } from 'zod';
import type { paymentSchema } from '../../../shared/billing/contract';
import { PLAN_STATUS } from '../../../shared/billing/constants';
import type { AppContext } from '../../context';
import { foundOr404, ownedBy } from '../../db/tenancy';
import type { AuthUser } from '../../http/context';
import { conflict } from '../../http/errors';
import type { PaymentLink } from '../../providers/razorpay/client';
import { gatewayError, paymentGatewayOf } from './payment-gateway';
import { nextCheckAt, type paymentReconciliation } from './payment-reconciliation';
import type { PaymentLog, PaymentSettlement } from './payment-settlement';

type Payment = z.input<typeof paymentSchema>;

/** The status endpoint asks the gateway itself at most this often per payment (webhooks may not reach a desktop server). */
const STATUS_CHECK_MS = 10_000;

/**
 * Payment links: one payment log and one gateway link per payment of unpaid plans, the link a
 * User pays with, and what a User reads of their payment (issue 5, Payments).
 */
export function paymentLinks(
  ctx: AppContext,
  settlement: PaymentSettlement,
  reconciliation: ReturnType<typeof paymentReconciliation>,
) {
  const { db, config, log } = ctx;
  const { gateway, requireGateway } = paymentGatewayOf(ctx);

  const view = async (row: PaymentLog): Promise<Payment> => {
    const plans = await db
      .selectFrom('user_plans')
      .select('id')
      .where('payment_log_id', '=', row.id)
      .execute();
    return {
      logId: row.id,
      status: row.status as Payment['status'],
      isPaid: row.status === 'paid',
      amount: row.amount,
      url: row.short_url,
      short_url: row.short_url,
      planIds: plans.map((p) => p.id),
      paidAt: row.paid_at,
    };
  };

  async function ownLog(caller: AuthUser, logId: number): Promise<PaymentLog> {
    return foundOr404(
      await ownedBy(
        db.selectFrom('payment_logs').selectAll().where('id', '=', logId),
        'user_id',
        caller,
      ).executeTakeFirst(),
      'Payment',
    );
  }

  /**
   * One payment log and one payment link for unpaid plans of a user (issue 5, Payments): the log id
   * is the link's reference_id, the callback returns to the processing page. A gateway failure
   * marks the log failed and answers 502; the plans stay, without a link.
   */
  async function createLink(
    userId: number,
    planIds: number[],
  ): Promise<{ logId: number; url: string; short_url: string }> {
    const gw = await requireGateway();
    const plans = await db
      .selectFrom('user_plans')
      .innerJoin('subscription_packages as p', 'p.id', 'user_plans.subscription_plan_id')
      .select(['user_plans.id', 'user_plans.total_amount', 'user_plans.quantity', 'p.name'])
      .where('user_plans.id', 'in', planIds)
      .where('user_plans.user_id', '=', userId)
      .where('user_plans.status', '=', PLAN_STATUS.unpaid)
      .execute();
    const amount = plans.reduce((s, p) => s + p.total_amount, 0);
    if (!plans.length || amount <= 0) throw conflict('There is nothing to pay');
    const user = await db
      .selectFrom('users')
      .select(['user_name', 'company_name', 'email', 'country_code', 'mobile_number'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const logRow = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('payment_logs')
        .values({
          user_id: userId,
          amount,
          status: 'created',
          link_id: null,
          short_url: null,
          gateway_order_id: null,
          gateway_payment_id: null,
          payment_method: null,
          paid_at: null,
          error: null,
          next_check_at: null,
          last_checked_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('user_plans')
        .set({ payment_log_id: row.id, payment_link: null, updated_at: now })
        .where(
          'id',
          'in',
          plans.map((p) => p.id),
        )
        .execute();
      return row;
    });

    let link: PaymentLink;
    try {
      link = await gw.createPaymentLink({
        amount,
        referenceId: String(logRow.id),
        description: plans.map((p) => `${p.name} × ${p.quantity}`).join(', '),
        customer: {
          name: user.company_name || user.user_name,
          email: user.email,
          contact: user.mobile_number ? `+${user.country_code ?? '91'}${user.mobile_number}` : null,
        },
        callbackUrl: `${config.publicBaseUrl}/payment/processing?log=${logRow.id}`,
        notes: { payment_log_id: String(logRow.id), user_id: String(userId) },
      });
    } catch (err) {
      log.warn({ err, logId: logRow.id }, 'payment link not created');
      await db
        .updateTable('payment_logs')
        .set({
          status: 'failed',
          error: (err as Error).message.slice(0, 500),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', logRow.id)
        .execute();
      throw gatewayError(err);
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('payment_logs')
        .set({
          link_id: link.id,
          short_url: link.short_url,
          gateway_order_id: link.order_id ?? null,
          next_check_at: nextCheckAt(0),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', logRow.id)
        .execute();
      await trx
        .updateTable('user_plans')
        .set({ payment_link: link.short_url })
        .where('payment_log_id', '=', logRow.id)
        .where('status', '=', PLAN_STATUS.unpaid)
        .execute();
    });
    return { logId: logRow.id, url: link.short_url, short_url: link.short_url };
  }

  return {
    createLink,
    requireGateway,

    /** The live link of an unpaid plan, or a new one. */
    async payPlan(caller: AuthUser, planId: number) {
      const plan = foundOr404(
        await ownedBy(
          db
            .selectFrom('user_plans')
            .leftJoin('payment_logs as l', 'l.id', 'user_plans.payment_log_id')
            .select([
              'user_plans.id',
              'user_plans.user_id',
              'user_plans.status',
              'user_plans.total_amount',
              'l.id as log_id',
              'l.status as log_status',
              'l.short_url',
            ])
            .where('user_plans.id', '=', planId),
          'user_plans.user_id',
          caller,
        ).executeTakeFirst(),
        'Plan',
      );
      if (plan.status === PLAN_STATUS.paid) throw conflict('This plan is paid already');
      if (plan.status === PLAN_STATUS.canceled) throw conflict('This plan is canceled');
      if (plan.total_amount <= 0) throw conflict('There is nothing to pay');
      await requireGateway(caller.role);
      if (plan.log_id && plan.log_status === 'created' && plan.short_url)
        return { logId: plan.log_id, url: plan.short_url, short_url: plan.short_url };
      return createLink(plan.user_id, [plan.id]);
    },

    /** A link for new unpaid plans when the gateway is configured; a failure leaves them without one. */
    async autoLink(userId: number, planIds: number[]) {
      if (!planIds.length || !(await gateway())) return;
      await createLink(userId, planIds).catch((err) => log.warn({ err, userId, planIds }, 'no payment link'));
    },

    /**
     * Retires a payment whose plans changed or went away: the link is cancelled at the gateway
     * (best effort), the log marked cancelled, and its other unpaid plans are detached. Returns those.
     */
    async retireLog(logId: number, exceptPlanId?: number): Promise<number[]> {
      const row = await db.selectFrom('payment_logs').selectAll().where('id', '=', logId).executeTakeFirst();
      if (!row || row.status !== 'created') return [];
      const gw = await gateway();
      if (gw && row.link_id)
        await gw
          .cancelPaymentLink(row.link_id)
          .catch((err) => log.warn({ err, logId }, 'link not cancelled'));
      await settlement.markEnded(logId, 'cancelled');
      const others = await db
        .selectFrom('user_plans')
        .select('id')
        .where('payment_log_id', '=', logId)
        .where('status', '=', PLAN_STATUS.unpaid)
        .execute();
      await db
        .updateTable('user_plans')
        .set({ payment_log_id: null, payment_link: null })
        .where('payment_log_id', '=', logId)
        .where('status', '=', PLAN_STATUS.unpaid)
        .execute();
      return others.map((p) => p.id).filter((id) => id !== exceptPlanId);
    },

    async payment(caller: AuthUser, logId: number): Promise<Payment> {
      return view(await ownLog(caller, logId));
    },

    /** isPaid from our database; a pending payment is checked at the gateway at most every 10 s. */
    async status(caller: AuthUser, logId: number) {
      let row = await ownLog(caller, logId);
      const gw = await gateway();
      const stale = !row.last_checked_at || Date.now() - Date.parse(row.last_checked_at) > STATUS_CHECK_MS;
      if (gw && row.status === 'created' && row.link_id && stale) {
        await reconciliation.reconcileOne(gw, row);
        row = await ownLog(caller, logId);
      }
      return { isPaid: row.status === 'paid', status: row.status as Payment['status'] };
    },
  };
}
