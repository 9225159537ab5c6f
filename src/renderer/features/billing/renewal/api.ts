import { useQueryClient } from '@tanstack/react-query';
import { billingContract } from '../../../../shared/billing/contract';
import { ApiError } from '../../../../shared/http/client';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/query';
import { endpointPrefix } from '../../../lib/queryKeys';
import { useInvalidatePlans } from '../api';

/** Renewal reminders and Renew (issue 27): the renewal chat panel and Renewal Reminder Logs. */

/** The latest renewal reminder to a number; a number never reminded answers 404, which is not retried. */
export const useRenewalDue = (phone: string) =>
  useEndpointQuery(
    billingContract.renewalReminderByPhone,
    { params: { phone } },
    {
      enabled: phone.length > 0,
      retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
    },
  );

/** Renew with a reminder's payment link; afterwards the panel, the logs and the plan lists read again. */
export function useRenew() {
  const client = useQueryClient();
  const invalidatePlans = useInvalidatePlans();
  return useEndpointMutation(billingContract.renew, {
    onSettled: () => {
      void client.invalidateQueries({ queryKey: endpointPrefix(billingContract.renewalReminderByPhone) });
      void client.invalidateQueries({ queryKey: endpointPrefix(billingContract.renewalReminders) });
      invalidatePlans();
    },
  });
}
