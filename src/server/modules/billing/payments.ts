import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { paymentSchema } from '../../../shared/billing/contract';
import { ONLINE_PAYMENT_METHOD_ID, PLAN_STATUS } from '../../../shared/billing/constants';
import { indiaYmd, todayYmd } from '../../../shared/billing/rules';
import type { AppContext } from '../../context';
import { foundOr404, ownedBy } from '../../db/tenancy';
import type { PaymentLogsTable } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { HttpError, badRequest, conflict, notConfigured } from '../../http/errors';
import { ProviderError } from '../../providers/http';
import {
  RAZORPAY_KEY_SETTINGS,
  razorpayFromConfig,
  type PaymentGateway,
  type PaymentLink,
} from '../../providers/razorpay/client';
import { parseEvent, verifyWebhookSignature, type RazorpayEvent } from '../../providers/razorpay/webhook';
import { allocateInvoiceNumber, customerProfiles } from './invoicing';
import { loadSupplier } from './supplier';

type PaymentLog = Selectable<PaymentLogsTable>;
type Payment = z.input<typeof paymentSchema>;

const MINUTE = 60_000;
/** Reconciliation checks a pending link after these waits, growing; then daily until it is 30 days old. */
export const RECONCILE_WAITS_MIN = [5, 10, 20, 40, 80, 160, 320, 640, 1280, 1440];
const RECONCILE_FOR_MS = 30 * 24 * 60 * MINUTE;
/** The status endpoint asks the gateway itself at most this often per payment (webhooks may not reach a desktop server). */
const STATUS_CHECK_MS = 10_000;

export const nextCheckAt = (checks: number, from = Date.now()) =>
  new Date(
    from + RECONCILE_WAITS_MIN[Math.min(checks, RECONCILE_WAITS_MIN.length - 1)] * MINUTE,
  ).toISOString();

export interface PaidInfo {
  paymentId: string;
  method: string | null;
  /** Unix seconds of the payment. */
  paidAt: number | null;
  amountPaid: number;
  orderId?: string | null;
}

const gatewayError = (err: unknown) =>
  new HttpError(
    502,
    `The payment gateway did not accept the request: ${err instanceof ProviderError ? err.message.replace(/^Razorpay: /, '') : 'no answer'}`,
    'PaymentGatewayError',
  );

export function paymentsService(ctx: AppContext) {
  const { db, config, log } = ctx;
  const gateway = (): PaymentGateway | null => razorpayFromConfig(config);
  const requireGateway = () => gateway() ?? throwNotConfigured();
  const throwNotConfigured = (): never => {
    throw notConfigured('Online payment', RAZORPAY_KEY_SETTINGS);
  };

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
    const gw = requireGateway();
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

  /**
   * Marks a payment paid exactly once (issue 5): the log, then each of its unpaid plans gets the
   * payment date, the online method, the transaction id, an invoice number and becomes active.
   * Returns false when it was paid before.
   */
  async function markPaid(logId: number, info: PaidInfo): Promise<boolean> {
    const supplier = await loadSupplier(db);
    const paidAt = info.paidAt ? new Date(info.paidAt * 1000) : new Date();
    const paidDate = indiaYmd(paidAt);
    const result = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('payment_logs').selectAll().where('id', '=', logId).executeTakeFirst();
      if (!row || row.status === 'paid') return null;
      if (info.amountPaid < row.amount) {
        await trx
          .updateTable('payment_logs')
          .set({
            error: `Paid ${info.amountPaid} of ${row.amount} paise`,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', logId)
          .execute();
        return null;
      }
      const claimed = await trx
        .updateTable('payment_logs')
        .set({
          status: 'paid',
          gateway_payment_id: info.paymentId,
          gateway_order_id: info.orderId ?? row.gateway_order_id,
          payment_method: info.method,
          paid_at: paidAt.toISOString(),
          next_check_at: null,
          error: null,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', logId)
        .where('status', '!=', 'paid')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      const plans = await trx
        .selectFrom('user_plans')
        .select(['id', 'user_id', 'invoice_number', 'end_date', 'total_amount', 'brand_information'])
        .where('payment_log_id', '=', logId)
        .where('status', '=', PLAN_STATUS.unpaid)
        .orderBy('id')
        .execute();
      // The customer's details are frozen on the invoice as they are now.
      const profile = plans.some((p) => !p.brand_information)
        ? JSON.stringify((await customerProfiles(trx, [row.user_id])).get(row.user_id) ?? {})
        : null;
      for (const plan of plans) {
        const invoiceNumber =
          plan.invoice_number ?? (await allocateInvoiceNumber(trx, supplier.invoicePrefix, paidDate));
        await trx
          .updateTable('user_plans')
          .set({
            status: PLAN_STATUS.paid,
            payment_date: paidDate,
            payment_method_id: ONLINE_PAYMENT_METHOD_ID,
            transaction_id: info.paymentId,
            invoice_date: paidDate,
            invoice_number: invoiceNumber,
            amount_paid: plan.total_amount,
            brand_information: plan.brand_information ?? profile,
            is_active: plan.end_date >= todayYmd() ? 1 : 0,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', plan.id)
          .where('status', '=', PLAN_STATUS.unpaid)
          .execute();
      }
      return row.user_id;
    });
    if (result === null) return false;
    ctx.users.forgetUser(result);
    return true;
  }

  /** A link that ended unpaid: expired or cancelled. A paid log never goes back. */
  async function markEnded(logId: number, status: 'expired' | 'cancelled') {
    await db
      .updateTable('payment_logs')
      .set({ status, next_check_at: null, updated_at: new Date().toISOString() })
      .where('id', '=', logId)
      .where('status', 'in', ['created', 'failed'])
      .execute();
  }

  const capturedPayment = (link: PaymentLink) =>
    (link.payments ?? []).find((p) => p.status === 'captured') ?? (link.payments ?? [])[0];

  /** Applies what the gateway says of a link to its log (reconciliation and the status check). */
  async function applyLink(
    row: PaymentLog,
    link: PaymentLink,
  ): Promise<'paid' | 'expired' | 'cancelled' | 'pending'> {
    if (link.status === 'paid') {
      const payment = capturedPayment(link);
      await markPaid(row.id, {
        paymentId: payment?.payment_id ?? link.id,
        method: payment?.method ?? null,
        paidAt: payment?.created_at ?? null,
        amountPaid: link.amount_paid,
        orderId: link.order_id ?? null,
      });
      return 'paid';
    }
    if (link.status === 'expired' || link.status === 'cancelled') {
      await markEnded(row.id, link.status);
      return link.status;
    }
    return 'pending';
  }

  /** Asks the gateway about one pending log and schedules the next check with a growing wait. */
  async function reconcileOne(gw: PaymentGateway, row: PaymentLog): Promise<string> {
    const now = Date.now();
    const checks = row.check_count + 1;
    const tooOld = now - Date.parse(row.created_at) > RECONCILE_FOR_MS;
    const schedule = (error: string | null) =>
      db
        .updateTable('payment_logs')
        .set({
          check_count: checks,
          last_checked_at: new Date(now).toISOString(),
          next_check_at: tooOld ? null : nextCheckAt(checks, now),
          ...(error ? { error: error.slice(0, 500) } : {}),
        })
        .where('id', '=', row.id)
        .where('status', '=', 'created')
        .execute();
    try {
      const link = await gw.fetchPaymentLink(row.link_id!);
      const outcome = await applyLink(row, link);
      if (outcome === 'pending') await schedule(null);
      return outcome;
    } catch (err) {
      await schedule((err as Error).message);
      return 'error';
    }
  }

  /** Finds our log from a webhook: the link id, its reference id, the payment's notes, or the order. */
  async function logOfEvent(event: RazorpayEvent): Promise<PaymentLog | undefined> {
    const link = event.payload.payment_link?.entity;
    const payment = event.payload.payment?.entity;
    const notes = (v: unknown) => (v && !Array.isArray(v) ? (v as Record<string, string>) : {});
    const byId = (id: unknown) =>
      Number.isSafeInteger(Number(id)) && Number(id) > 0
        ? db.selectFrom('payment_logs').selectAll().where('id', '=', Number(id)).executeTakeFirst()
        : Promise.resolve(undefined);
    if (link?.id) {
      const row = await db
        .selectFrom('payment_logs')
        .selectAll()
        .where('link_id', '=', String(link.id))
        .executeTakeFirst();
      if (row) return row;
    }
    const fromReference = await byId(link?.reference_id ?? notes(payment?.notes).payment_log_id);
    if (fromReference) return fromReference;
    const orderId = payment?.order_id ?? event.payload.order?.entity?.id;
    if (orderId)
      return db
        .selectFrom('payment_logs')
        .selectAll()
        .where('gateway_order_id', '=', String(orderId))
        .executeTakeFirst();
    return undefined;
  }

  async function applyEvent(event: RazorpayEvent): Promise<{ logId: number | null; outcome: string }> {
    const row = await logOfEvent(event);
    if (!row) return { logId: null, outcome: 'unmatched' };
    const link = event.payload.payment_link?.entity;
    const payment = event.payload.payment?.entity;
    const orderId = link?.order_id ?? payment?.order_id ?? event.payload.order?.entity?.id ?? null;
    if (orderId && !row.gateway_order_id)
      await db
        .updateTable('payment_logs')
        .set({ gateway_order_id: String(orderId) })
        .where('id', '=', row.id)
        .execute();

    switch (event.event) {
      case 'payment_link.paid':
      case 'order.paid':
      case 'payment.captured': {
        if (event.event === 'payment.captured' && payment?.status !== 'captured')
          return { logId: row.id, outcome: 'ignored' };
        const amountPaid = link?.amount_paid ?? payment?.amount ?? 0;
        if (!payment?.id && !link) return { logId: row.id, outcome: 'ignored' };
        const changed = await markPaid(row.id, {
          paymentId: payment?.id ?? link!.id,
          method: payment?.method ?? null,
          paidAt: payment?.created_at ?? event.created_at ?? null,
          amountPaid,
          orderId: orderId ? String(orderId) : null,
        });
        return { logId: row.id, outcome: changed ? 'paid' : 'already paid' };
      }
      case 'payment_link.expired':
        await markEnded(row.id, 'expired');
        return { logId: row.id, outcome: 'expired' };
      case 'payment_link.cancelled':
        await markEnded(row.id, 'cancelled');
        return { logId: row.id, outcome: 'cancelled' };
      case 'payment.failed':
        await db
          .updateTable('payment_logs')
          .set({ error: 'A payment attempt failed', updated_at: new Date().toISOString() })
          .where('id', '=', row.id)
          .where('status', '=', 'created')
          .execute();
        return { logId: row.id, outcome: 'attempt failed' };
      default:
        return { logId: row.id, outcome: 'ignored' };
    }
  }

  return {
    markPaid,
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
      requireGateway();
      if (plan.log_id && plan.log_status === 'created' && plan.short_url)
        return { logId: plan.log_id, url: plan.short_url, short_url: plan.short_url };
      return createLink(plan.user_id, [plan.id]);
    },

    /** A link for new unpaid plans when the gateway is configured; a failure leaves them without one. */
    async autoLink(userId: number, planIds: number[]) {
      if (!gateway() || !planIds.length) return;
      await createLink(userId, planIds).catch((err) => log.warn({ err, userId, planIds }, 'no payment link'));
    },

    /**
     * Retires a payment whose plans changed or went away: the link is cancelled at the gateway
     * (best effort), the log marked cancelled, and its other unpaid plans are detached. Returns those.
     */
    async retireLog(logId: number, exceptPlanId?: number): Promise<number[]> {
      const row = await db.selectFrom('payment_logs').selectAll().where('id', '=', logId).executeTakeFirst();
      if (!row || row.status !== 'created') return [];
      const gw = gateway();
      if (gw && row.link_id)
        await gw
          .cancelPaymentLink(row.link_id)
          .catch((err) => log.warn({ err, logId }, 'link not cancelled'));
      await markEnded(logId, 'cancelled');
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
      const gw = gateway();
      const stale = !row.last_checked_at || Date.now() - Date.parse(row.last_checked_at) > STATUS_CHECK_MS;
      if (gw && row.status === 'created' && row.link_id && stale) {
        await reconcileOne(gw, row);
        row = await ownLog(caller, logId);
      }
      return { isPaid: row.status === 'paid', status: row.status as Payment['status'] };
    },

    /**
     * POST /webhooks/razorpay: the signature over the raw body first, then each event id once.
     * A failure forgets the event id, so that Razorpay's retry is applied.
     */
    async webhook(rawBody: Buffer, signature: string | undefined, eventId: string | undefined) {
      const secret = config.razorpay.webhookSecret;
      if (!secret) throw notConfigured('Razorpay webhooks', ['RAZORPAY_WEBHOOK_SECRET']);
      if (!verifyWebhookSignature(rawBody, signature, secret))
        throw new HttpError(400, 'The webhook signature is not valid', 'InvalidSignature');
      const event = parseEvent(rawBody);
      if (!event) throw badRequest('This is not a Razorpay event');
      const id = eventId?.slice(0, 200);
      if (id) {
        const fresh = await db
          .insertInto('webhook_events')
          .values({
            provider: 'razorpay',
            event_id: id,
            event: event.event.slice(0, 100),
            received_at: new Date().toISOString(),
          })
          .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
          .executeTakeFirst();
        if (Number(fresh.numInsertedOrUpdatedRows ?? 0) === 0)
          return { event: event.event, outcome: 'duplicate', logId: null };
      }
      try {
        return { event: event.event, ...(await applyEvent(event)) };
      } catch (err) {
        if (id)
          await db
            .deleteFrom('webhook_events')
            .where('provider', '=', 'razorpay')
            .where('event_id', '=', id)
            .execute();
        throw err;
      }
    },

    /** The reconciliation job's work: every pending link that is due for a check. */
    async reconcileDue(limit = 100) {
      const gw = gateway();
      if (!gw) return { skipped: `Online payment is not configured (${RAZORPAY_KEY_SETTINGS.join(', ')})` };
      const due = await db
        .selectFrom('payment_logs')
        .selectAll()
        .where('status', '=', 'created')
        .where('link_id', 'is not', null)
        .where('next_check_at', '<=', new Date().toISOString())
        .orderBy('next_check_at')
        .limit(limit)
        .execute();
      const outcomes: Record<string, number> = {};
      for (const row of due) {
        const outcome = await reconcileOne(gw, row);
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }
      return { checked: due.length, ...outcomes };
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
