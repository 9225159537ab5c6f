import type { AppContext } from '../../context';
import { paymentGatewayOf } from './payment-gateway';
import { paymentLinks } from './payment-links';
import { paymentReconciliation } from './payment-reconciliation';
import { paymentSettlement, type PaymentLog } from './payment-settlement';

/**
 * Online payments (issue 5, Payments), one idea per file: links (payment-links.ts), settlement of
 * what the gateway reports (payment-settlement.ts) and reconciliation of pending links
 * (payment-reconciliation.ts); the gateway itself is read in payment-gateway.ts.
 */
export function paymentsService(ctx: AppContext) {
  const settlement = paymentSettlement(ctx);
  const reconciliation = paymentReconciliation(ctx, settlement);
  const links = paymentLinks(ctx, reconciliation);
  return {
    ...links,
    webhook: settlement.webhook,
    reconcileDue: reconciliation.reconcileDue,
    /**
     * Asks the gateway about a pending payment now, as reconciliation does (Renew, issue 27): what
     * it says is settled exactly once, however often this and the webhooks report it.
     */
    async checkNow(row: PaymentLog) {
      const gw = await paymentGatewayOf(ctx).requireGateway('Admin');
      return reconciliation.reconcileOne(gw, row);
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
