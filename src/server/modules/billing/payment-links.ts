import type { z } from 'zod';
import type { paymentSchema } from '../../../shared/billing/contract';
import { PLAN_STATUS } from '../../../shared/billing/constants';
import type { AppContext } from '../../context';
import { foundOr404, ownedBy } from '../../db/tenancy';
import type { AuthUser } from '../../http/context';
import { conflict } from '../../http/errors';
import type { PaymentGateway, PaymentLink } from '../../providers/razorpay/gateway';
import { gatewayError, paymentGatewayOf } from './payment-gateway';
import { nextCheckAt, type paymentReconciliation } from './payment-reconciliation';
import type { PaymentLog } from './payment-settlement';

type Payment = z.input<typeof paymentSchema>;
type LinkAnswer = { logId: number; url: string; short_url: string };

/** How long a Pay Now waits for the link that another request is making for the same plans. */
const LINK_WAIT_MS = 15_000;
/** A log still without a link this long after it was made is not live (its request died). */
const ORPHAN_MS = 60_000;
const LINK_IN_PROGRESS = 'The payment link is being made. Please try again in a moment.';

/** Another request linked one of the plans first: roll back and reuse its link. */
class LinkedElsewhere extends Error {}

/** The status endpoint asks the gateway itself at most this often per payment (webhooks may not reach a desktop server). */
const STATUS_CHECK_MS = 10_000;

/**
 * Payment links: one payment log and one gateway link per payment of unpaid plans, the link a
 * User pays with, and what a User reads of their payment (issue 5, Payments).
 */
export function paymentLinks(ctx: AppContext, reconciliation: ReturnType<typeof paymentReconciliation>) {
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
   * The link of a live log, once the request making it has it; null when that log is no longer
   * live (its link failed or was retired), so the caller makes a new one.
   */
  async function linkOfLiveLog(logId: number): Promise<LinkAnswer | null> {
    // A wait, not a decision about the business time: measured on the monotonic clock.
    const until = performance.now() + LINK_WAIT_MS;
    for (;;) {
      const row = await db
        .selectFrom('payment_logs')
        .select(['status', 'short_url'])
        .where('id', '=', logId)
        .executeTakeFirst();
      if (!row || row.status !== 'created') return null;
      if (row.short_url) return { logId, url: row.short_url, short_url: row.short_url };
      if (performance.now() > until) throw conflict(LINK_IN_PROGRESS);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * A new payment log with the plans linked to it, or null when another request linked one of them
   * first. Each plan is taken only if it still has the log it had when read (a conditional update,
   * issue 10): of two Pay Now at once, one links the plans and the other reuses that link.
   */
  async function linkToNewLog(
    userId: number,
    plans: { id: number; payment_log_id: number | null }[],
    amount: number,
  ): Promise<number | null> {
    const now = ctx.clock.now().toISOString();
    try {
      return await db.transaction().execute(async (trx) => {
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
        for (const plan of plans) {
          const taken = await trx
            .updateTable('user_plans')
            .set({ payment_log_id: row.id, payment_link: null, updated_at: now })
            .where('id', '=', plan.id)
            .where('status', '=', PLAN_STATUS.unpaid)
            .where((eb) =>
              plan.payment_log_id === null
                ? eb('payment_log_id', 'is', null)
                : eb('payment_log_id', '=', plan.payment_log_id),
            )
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) !== 1) throw new LinkedElsewhere();
        }
        return row.id;
      });
    } catch (err) {
      if (err instanceof LinkedElsewhere) return null;
      throw err;
    }
  }

  /**
   * One payment log and one payment link for unpaid plans of a user (issue 5, Payments): the log id
   * is the link's reference_id, the callback returns to the processing page. A gateway failure
   * marks the log failed and answers 502; the plans stay, without a link. Plans that already have
   * a live link get that link back, never a second one (issue 10).
   */
  async function createLink(userId: number, planIds: number[]): Promise<LinkAnswer> {
    const gw = await requireGateway();
    for (let attempt = 0; attempt < 5; attempt++) {
      const plans = await db
        .selectFrom('user_plans')
        .innerJoin('subscription_packages as p', 'p.id', 'user_plans.subscription_plan_id')
        .leftJoin('payment_logs as l', 'l.id', 'user_plans.payment_log_id')
        .select([
          'user_plans.id',
          'user_plans.total_amount',
          'user_plans.quantity',
          'user_plans.payment_log_id',
          'p.name',
          'l.status as log_status',
          'l.short_url as log_url',
          'l.created_at as log_created_at',
        ])
        .where('user_plans.id', 'in', planIds)
        .where('user_plans.user_id', '=', userId)
        .where('user_plans.status', '=', PLAN_STATUS.unpaid)
        .orderBy('user_plans.id')
        .execute();
      const amount = plans.reduce((s, p) => s + p.total_amount, 0);
      if (!plans.length || amount <= 0) throw conflict('There is nothing to pay');
      // A log without a link long after it was made was left by a request that died: not live.
      const live = plans.find(
        (p) =>
          p.payment_log_id !== null &&
          p.log_status === 'created' &&
          (p.log_url || ctx.clock.now().getTime() - Date.parse(p.log_created_at ?? '') < ORPHAN_MS),
      );
      if (live) {
        const reused = await linkOfLiveLog(live.payment_log_id!);
        if (reused) return reused;
        continue;
      }
      const logId = await linkToNewLog(userId, plans, amount);
      if (logId === null) continue;
      return issueLink(gw, userId, logId, plans, amount);
    }
    throw conflict(LINK_IN_PROGRESS);
  }

  /** Asks the gateway for the link of a new log and keeps it on the log and its plans. */
  async function issueLink(
    gw: PaymentGateway,
    userId: number,
    logId: number,
    plans: { name: string; quantity: number }[],
    amount: number,
  ): Promise<LinkAnswer> {
    const user = await db
      .selectFrom('users')
      .select(['user_name', 'company_name', 'email', 'country_code', 'mobile_number'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    let link: PaymentLink;
    try {
      link = await gw.createPaymentLink({
        amount,
        referenceId: String(logId),
        description: plans.map((p) => `${p.name} × ${p.quantity}`).join(', '),
        customer: {
          name: user.company_name || user.user_name,
          email: user.email,
          contact: user.mobile_number ? `+${user.country_code ?? '91'}${user.mobile_number}` : null,
        },
        callbackUrl: `${config.publicBaseUrl}/payment/processing?log=${logId}`,
        notes: { payment_log_id: String(logId), user_id: String(userId) },
      });
    } catch (err) {
      log.warn({ err, logId }, 'payment link not created');
      await db
        .updateTable('payment_logs')
        .set({
          status: 'failed',
          error: (err as Error).message.slice(0, 500),
          updated_at: ctx.clock.now().toISOString(),
        })
        .where('id', '=', logId)
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
          next_check_at: nextCheckAt(0, ctx.clock.now().getTime()),
          updated_at: ctx.clock.now().toISOString(),
        })
        .where('id', '=', logId)
        .execute();
      await trx
        .updateTable('user_plans')
        .set({ payment_link: link.short_url })
        .where('payment_log_id', '=', logId)
        .where('status', '=', PLAN_STATUS.unpaid)
        .execute();
    });
    return { logId, url: link.short_url, short_url: link.short_url };
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
     * Retires a payment whose plans changed or went away, and returns its other unpaid plans. The
     * plans are detached and the log marked cancelled first, then the link is cancelled at the
     * gateway, so a new link is issued only after the old one is dead (issue 10). If the customer
     * paid the old link meanwhile, that payment becomes "Paid, needs attention"; if the gateway did
     * not answer, reconciliation tries the cancellation again.
     */
    async retireLog(logId: number, exceptPlanId?: number): Promise<number[]> {
      const row = await db.selectFrom('payment_logs').selectAll().where('id', '=', logId).executeTakeFirst();
      if (!row || row.status !== 'created') return [];
      const others = await db.transaction().execute(async (trx) => {
        const ended = await trx
          .updateTable('payment_logs')
          .set({ status: 'cancelled', next_check_at: null, updated_at: ctx.clock.now().toISOString() })
          .where('id', '=', logId)
          .where('status', '=', 'created')
          .executeTakeFirst();
        if (Number(ended.numUpdatedRows) !== 1) return [];
        return trx
          .updateTable('user_plans')
          .set({ payment_log_id: null, payment_link: null })
          .where('payment_log_id', '=', logId)
          .where('status', '=', PLAN_STATUS.unpaid)
          .returning('id')
          .execute();
      });
      const gw = await gateway();
      if (gw && row.link_id) await reconciliation.cancelAtGateway(gw, { ...row, status: 'cancelled' });
      return others.map((p) => p.id).filter((id) => id !== exceptPlanId);
    },

    async payment(caller: AuthUser, logId: number): Promise<Payment> {
      return view(await ownLog(caller, logId));
    },

    /** isPaid from our database; a pending payment is checked at the gateway at most every 10 s. */
    async status(caller: AuthUser, logId: number) {
      let row = await ownLog(caller, logId);
      const gw = await gateway();
      const stale =
        !row.last_checked_at || ctx.clock.now().getTime() - Date.parse(row.last_checked_at) > STATUS_CHECK_MS;
      if (gw && row.status === 'created' && row.link_id && stale) {
        await reconciliation.reconcileOne(gw, row);
        row = await ownLog(caller, logId);
      }
      return { isPaid: row.status === 'paid', status: row.status as Payment['status'] };
    },
  };
}
