import { billingContract } from '../../../../shared/billing/contract';
import { BillingLogTable } from '../components/BillingLogTable';

/** Log & Chats > Plan Logs: every user plan with its other details, invoiceDate descending. */
export function PlanLogsPage() {
  return (
    <BillingLogTable
      title="Plan Logs"
      subtitle="Every plan given to a user, free ones included, latest invoice first."
      endpoint={billingContract.planLogs}
      withDetails
    />
  );
}
