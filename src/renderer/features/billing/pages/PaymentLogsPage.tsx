import { exportPaymentLogs, fetchPaymentLogs, PAYMENT_LOGS_KEY } from '../api';
import { BillingLogTable } from '../components/BillingLogTable';

/** Log & Chats > Payment Logs: every billable plan (total above 0), invoiceDate descending. */
export function PaymentLogsPage() {
  return (
    <BillingLogTable
      title="Payment Logs"
      subtitle="Every plan with an amount to pay, latest invoice first."
      queryKey={PAYMENT_LOGS_KEY}
      fetchPage={fetchPaymentLogs}
      exportFile={exportPaymentLogs}
    />
  );
}
