import { payNowPath as sharedPayNowPath } from '../../../shared/billing/pay-now';
import { adminPath, paymentPath, PATHS } from '../../lib/paths';

/** The billing screens' addresses (spec 00 section 2). */
export const BILLING_PATHS = {
  packages: adminPath('packages'),
  addPackage: adminPath('packages/add'),
  /** Invoice Settings is a card of Admin → Settings (issue 9 §1). */
  invoiceSettings: `${adminPath('settings')}#invoice-settings`,
  paymentLogs: adminPath('payment-logs'),
  planLogs: adminPath('plan-logs'),
  mySubscriptions: PATHS.mySubscriptions,
  processing: paymentPath('processing'),
  success: PATHS.paymentSuccess,
} as const;

/** The Add/Edit Package form at /{id}. */
export const editPackagePath = (id: number) => adminPath('packages/:id', { id });

/** /payment/paynow?log={paymentLogId}&paymentLink={link} (spec 00 section 2), as invoices link to it. */
export const payNowPath = (logId: number, paymentLink: string) => sharedPayNowPath(logId, paymentLink);

/** The waiting page for one payment. */
export const processingPath = (logId: number) =>
  `${BILLING_PATHS.processing}?${new URLSearchParams({ log: String(logId) })}`;

/** The result page; a failed payment says so there (spec 00 section 4: any error goes to /payment_success). */
export const resultPath = (failed?: { logId?: number; result?: 'failed' | 'review' }) =>
  failed
    ? `${BILLING_PATHS.success}?${new URLSearchParams({ result: failed.result ?? 'failed', ...(failed.logId ? { log: String(failed.logId) } : {}) })}`
    : BILLING_PATHS.success;
