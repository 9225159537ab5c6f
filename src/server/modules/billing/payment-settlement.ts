import type { Selectable } from 'kysely';
import { ONLINE_PAYMENT_METHOD_ID, PLAN_STATUS } from '../../../shared/billing/constants';
import { isActivePlan } from '../../../shared/billing/rules';
import type { AppContext } from '../../context';
import type { PaymentLogsTable } from '../../db/schema';
import { HttpError, badRequest } from '../../http/errors';
import type { PaymentLink } from '../../providers/razorpay/gateway';
import { parseEvent, verifyWebhookSignature, type RazorpayEvent } from '../../providers/razorpay/webhook';
import { notSetUp } from '../settings/service';
import { allocateInvoiceNumber, customerProfiles } from './invoicing';
import { loadSupplier } from './supplier';

export type PaymentLog = Selectable<PaymentLogsTable>;

/** payment_logs.status of money received with no plan to apply it to (issue 10): "Paid, needs attention". */
export const NEEDS_ATTENTION = 'needs_attention';
const NO_PLAN_LEFT =
  'Paid, but no unpaid plan is linked to this payment any more: refund it or apply it to a plan';

export interface PaidInfo {
  paymentId: string;
  method: string | null;
  /** Unix seconds of the payment. */
  paidAt: number | null;
  amountPaid: number;
  orderId?: string | null;
}

/**
 * Settling a payment: what the gateway reports (a webhook, or a link read back) becomes a paid,
 * expired or cancelled payment log and paid plans (issue 5, Payments).
 */
export function paymentSettlement(ctx: AppContext) {
  const { db, clock } = ctx;

  /**
   * Marks a payment paid exactly once (issue 5): the log, then each of its unpaid plans gets the
   * payment date, the online method, the transaction id, an invoice number and becomes active.
   * Returns null when it was settled before.
   *
   * A payment for a log that has no unpaid plan left (a superseded link paid after all) is never
   * dropped: it stays as "Paid, needs attention" with the gateway's payment id, which the Admin
   * sees on the Payment Logs page to refund it or apply it (issue 10, Payments).
   */
  async function markPaid(logId: number, info: PaidInfo): Promise<'paid' | 'needs attention' | null> {
    const supplier = await loadSupplier(db);
    const paidAt = info.paidAt ? new Date(info.paidAt * 1000) : clock.now();
    // Payment and invoice dates are the business day of the payment.
    const paidDate = clock.ymdAt(paidAt);
    const today = clock.today();
    const result = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('payment_logs').selectAll().where('id', '=', logId).executeTakeFirst();
      if (!row || row.status === 'paid' || row.status === NEEDS_ATTENTION) return null;
      if (info.amountPaid < row.amount) {
        await trx
          .updateTable('payment_logs')
          .set({
            error: `Paid ${info.amountPaid} of ${row.amount} paise`,
            updated_at: clock.now().toISOString(),
          })
          .where('id', '=', logId)
          .execute();
        return null;
      }
      const plans = await trx
        .selectFrom('user_plans')
        .select(['id', 'user_id', 'invoice_number', 'end_date', 'total_amount', 'brand_information'])
        .where('payment_log_id', '=', logId)
        .where('status', '=', PLAN_STATUS.unpaid)
        .orderBy('id')
        .execute();
      const claimed = await trx
        .updateTable('payment_logs')
        .set({
          status: plans.length ? 'paid' : NEEDS_ATTENTION,
          gateway_payment_id: info.paymentId,
          gateway_order_id: info.orderId ?? row.gateway_order_id,
          payment_method: info.method,
          paid_at: paidAt.toISOString(),
          next_check_at: null,
          error: plans.length ? null : NO_PLAN_LEFT,
          updated_at: clock.now().toISOString(),
        })
        .where('id', '=', logId)
        .where('status', 'not in', ['paid', NEEDS_ATTENTION])
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      if (!plans.length) return { userId: row.user_id, outcome: 'needs attention' as const };
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
            is_active: isActivePlan({ paid: true, endDate: plan.end_date }, today) ? 1 : 0,
            updated_at: clock.now().toISOString(),
          })
          .where('id', '=', plan.id)
          .where('status', '=', PLAN_STATUS.unpaid)
          .execute();
      }
      return { userId: row.user_id, outcome: 'paid' as const };
    });
    if (result === null) return null;
    if (result.outcome === 'paid') ctx.users.forgetUser(result.userId);
    return result.outcome;
  }

  /**
   * A link that ended unpaid: expired or cancelled. A paid log never goes back. When a link
   * expires, the unpaid plans that the customer's own order made go with it (issue 10): they were
   * only ever a cart; plans an Admin gave stay and get a new link on the next Pay Now.
   */
  async function markEnded(logId: number, status: 'expired' | 'cancelled') {
    await db.transaction().execute(async (trx) => {
      const ended = await trx
        .updateTable('payment_logs')
        .set({ status, next_check_at: null, updated_at: clock.now().toISOString() })
        .where('id', '=', logId)
        .where('status', 'in', ['created', 'failed'])
        .executeTakeFirst();
      if (status !== 'expired' || Number(ended.numUpdatedRows) !== 1) return;
      await trx
        .deleteFrom('user_plans')
        .where('payment_log_id', '=', logId)
        .where('from_order', '=', 1)
        .where('status', '=', PLAN_STATUS.unpaid)
        .where('invoice_number', 'is', null)
        .execute();
    });
  }

  const capturedPayment = (link: PaymentLink) =>
    (link.payments ?? []).find((p) => p.status === 'captured') ?? (link.payments ?? [])[0];

  /** Applies what the gateway says of a link to its log (reconciliation and the status check). */
  async function applyLink(
    row: PaymentLog,
    link: PaymentLink,
  ): Promise<'paid' | 'needs attention' | 'expired' | 'cancelled' | 'pending'> {
    if (link.status === 'paid') {
      const payment = capturedPayment(link);
      const settled = await markPaid(row.id, {
        paymentId: payment?.payment_id ?? link.id,
        method: payment?.method ?? null,
        paidAt: payment?.created_at ?? null,
        amountPaid: link.amount_paid,
        orderId: link.order_id ?? null,
      });
      return settled === 'needs attention' ? settled : 'paid';
    }
    if (link.status === 'expired' || link.status === 'cancelled') {
      await markEnded(row.id, link.status);
      return link.status;
    }
    return 'pending';
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
        const settled = await markPaid(row.id, {
          paymentId: payment?.id ?? link!.id,
          method: payment?.method ?? null,
          paidAt: payment?.created_at ?? event.created_at ?? null,
          amountPaid,
          orderId: orderId ? String(orderId) : null,
        });
        return { logId: row.id, outcome: settled ?? 'already paid' };
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
          .set({ error: 'A payment attempt failed', updated_at: clock.now().toISOString() })
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
    markEnded,
    applyLink,

    /**
     * POST /webhooks/razorpay: the signature over the raw body first, then each event id once.
     * A failure forgets the event id, so that Razorpay's retry is applied.
     */
    async webhook(rawBody: Buffer, signature: string | undefined, eventId: string | undefined) {
      const secret = (await ctx.settings.get('payments')).webhookSecret;
      // Razorpay is the caller; the answer shows in its dashboard, which only an Admin reads.
      if (!secret) throw notSetUp('The Razorpay webhook', 'payments', 'Admin', ['Webhook secret']);
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
            received_at: clock.now().toISOString(),
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
  };
}

export type PaymentSettlement = ReturnType<typeof paymentSettlement>;
