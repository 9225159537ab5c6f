import { useQueryClient } from '@tanstack/react-query';
import { logsContract } from '../../../shared/logs/contract';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { endpointPrefix } from '../../lib/queryKeys';

/** The cron types that have run (spec 03 section 7.8: GET cron types, returned as values). */
export const useCronTypes = () => useEndpointQuery(logsContract.cronTypes);
export const useAiLogKinds = () => useEndpointQuery(logsContract.aiLogKinds);

/** Every scheduled job of the server, for "Run now" (a job that never ran is not in the cron types). */
export const useCronJobs = () => useEndpointQuery(logsContract.cronJobs);

/** Runs a job now; its new log row (and perhaps a new cron type) shows in the list at once. */
export function useRunCronJob() {
  const client = useQueryClient();
  return useEndpointMutation(logsContract.runCronJob, {
    onSettled: () =>
      Promise.all(
        [logsContract.cronLogs, logsContract.cronTypes].map((e) =>
          client.invalidateQueries({ queryKey: endpointPrefix(e) }),
        ),
      ),
  });
}
