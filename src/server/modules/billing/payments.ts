import type { AppContext } from '../../context';
import { paymentLinks } from './payment-links';
import { paymentReconciliation } from './payment-reconciliation';
import { paymentSettlement } from './payment-settlement';

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
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
