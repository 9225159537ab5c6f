import { logsContract } from '../../../shared/logs/contract';
import { useEndpointQuery } from '../../lib/query';

/** The cron types that have run (spec 03 section 7.8: GET cron types, returned as values). */
export const useCronTypes = () => useEndpointQuery(logsContract.cronTypes);
export const useAiLogKinds = () => useEndpointQuery(logsContract.aiLogKinds);
