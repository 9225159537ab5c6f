import type { PaymentGateway } from '../../providers/razorpay/gateway';
import { setUpHint } from '../settings/service';
import type { AppContext } from '../../context';
import { paymentGatewayOf } from './payment-gateway';
import type { PaymentLog, PaymentSettlement } from './payment-settlement';

const MINUTE = 60_000;
/** Reconciliation checks a pending link after these waits, growing; then daily until it is 30 days old. */
export const RECONCILE_WAITS_MIN = [5, 10, 20, 40, 80, 160, 320, 640, 1280, 1440];
const RECONCILE_FOR_MS = 30 * 24 * 60 * MINUTE;

export const nextCheckAt = (checks: number, from: number) =>
  new Date(
    from + RECONCILE_WAITS_MIN[Math.min(checks, RECONCILE_WAITS_MIN.length - 1)] * MINUTE,
  ).toISOString();

/**
 * Reconciliation: asking the gateway about links still pending, because a webhook may never reach
 * a desktop server (issue 5, Payments).
 */
export function paymentReconciliation(ctx: AppContext, settlement: PaymentSettlement) {
  const { db } = ctx;
  const { gateway } = paymentGatewayOf(ctx);

  /** Asks the gateway about one pending log and schedules the next check with a growing wait. */
  async function reconcileOne(gw: PaymentGateway, row: PaymentLog): Promise<string> {
    const now = ctx.clock.now().getTime();
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
    if (row.status === 'cancelled') return cancelAtGateway(gw, row);
    try {
      const link = await gw.fetchPaymentLink(row.link_id!);
      const outcome = await settlement.applyLink(row, link);
      if (outcome === 'pending') await schedule(null);
      return outcome;
    } catch (err) {
      await schedule((err as Error).message);
      return 'error';
    }
  }

  /**
   * Cancels the link of a log we retired (issue 10: a superseded link must not stay payable). If
   * the gateway refuses because the customer paid it already, that payment is settled (with no
   * plan left it becomes "Paid, needs attention"); if it does not answer, the next reconciliation
   * run tries again.
   */
  async function cancelAtGateway(gw: PaymentGateway, row: PaymentLog): Promise<string> {
    const settled = (outcome: string) =>
      db
        .updateTable('payment_logs')
        .set({ next_check_at: null, error: null })
        .where('id', '=', row.id)
        .where('status', '=', 'cancelled')
        .execute()
        .then(() => outcome);
    try {
      await gw.cancelPaymentLink(row.link_id!);
      return settled('cancelled');
    } catch (err) {
      const link = await gw.fetchPaymentLink(row.link_id!).catch(() => null);
      if (link && link.status !== 'created') {
        const outcome = await settlement.applyLink(row, link);
        return settled(outcome);
      }
      ctx.log.warn({ err, logId: row.id }, 'link not cancelled');
      const checks = row.check_count + 1;
      await db
        .updateTable('payment_logs')
        .set({
          check_count: checks,
          last_checked_at: ctx.clock.now().toISOString(),
          next_check_at: nextCheckAt(checks, ctx.clock.now().getTime()),
          error: `The link could not be cancelled yet: ${(err as Error).message}`.slice(0, 500),
        })
        .where('id', '=', row.id)
        .where('status', '=', 'cancelled')
        .execute();
      return 'error';
    }
  }

  return {
    reconcileOne,
    cancelAtGateway,

    /** The reconciliation job's work: every pending link that is due for a check. */
    async reconcileDue(limit = 100) {
      const gw = await gateway();
      if (!gw) return { skipped: setUpHint('Online payment', 'payments') };
      const due = await db
        .selectFrom('payment_logs')
        .selectAll()
        // Cancelled logs are due only while their link's cancellation is still to be confirmed.
        .where('status', 'in', ['created', 'cancelled'])
        .where('link_id', 'is not', null)
        .where('next_check_at', '<=', ctx.clock.now().toISOString())
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
