import { exportPlanLogs, fetchPlanLogs, PLAN_LOGS_KEY } from '../api';
import { BillingLogTable } from '../components/BillingLogTable';

/** Log & Chats > Plan Logs: every user plan with its other details, invoiceDate descending. */
export function PlanLogsPage() {
  return (
    <BillingLogTable
      title="Plan Logs"
      subtitle="Every plan given to a user, free ones included, latest invoice first."
      queryKey={PLAN_LOGS_KEY}
      fetchPage={fetchPlanLogs}
      exportFile={exportPlanLogs}
      withDetails
    />
  );
}
