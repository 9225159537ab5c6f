import { billingContract } from '../../../../shared/billing/contract';
import { BillingLogTable } from '../components/BillingLogTable';

/** Log & Chats > Payment Logs: every billable plan (total above 0), invoiceDate descending. */
export function PaymentLogsPage() {
  return (
    <BillingLogTable
      title="Payment Logs"
      subtitle="Every plan with an amount to pay, latest invoice first."
      endpoint={billingContract.paymentLogs}
    />
  );
}
