import { billingContract } from '../../../../shared/billing/contract';
import { Flex } from 'antd';
import { BillingLogTable } from '../components/BillingLogTable';
import { PaymentsNeedingAttention } from '../components/PaymentsNeedingAttention';

/** Log & Chats > Payment Logs: every billable plan (total above 0), invoiceDate descending. */
export function PaymentLogsPage() {
  return (
    <Flex vertical gap="middle">
      <PaymentsNeedingAttention />
      <BillingLogTable
        title="Payment Logs"
        subtitle="Every plan with an amount to pay, latest invoice first."
        endpoint={billingContract.paymentLogs}
      />
    </Flex>
  );
}
