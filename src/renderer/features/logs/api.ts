import type { z } from 'zod';
import { logsContract } from '../../../shared/logs/contract';
import type { ApiListQuery } from '../../components/DataTable/listQuery';
import { api } from '../../lib/api';
import { useEndpointQuery } from '../../lib/query';

export const CRON_LOGS_KEY = ['admin', 'cron-logs'] as const;
export const AI_LOGS_KEY = ['admin', 'ai-logs'] as const;

type CronQuery = z.input<NonNullable<typeof logsContract.cronLogs.query>>;
type AiQuery = z.input<NonNullable<typeof logsContract.aiLogs.query>>;

export const fetchCronLogs = async (query: ApiListQuery) =>
  (await api.call(logsContract.cronLogs, { query: query as CronQuery })).data;
export const exportCronLogs = (query: ApiListQuery) =>
  api.download(logsContract.cronLogs, { query: query as CronQuery });

export const fetchAiLogs = async (query: ApiListQuery) =>
  (await api.call(logsContract.aiLogs, { query: query as AiQuery })).data;
export const exportAiLogs = (query: ApiListQuery) =>
  api.download(logsContract.aiLogs, { query: query as AiQuery });

/** The cron types that have run (spec 03 section 7.8: GET cron types, returned as values). */
export const useCronTypes = () => useEndpointQuery(logsContract.cronTypes);
export const useAiLogKinds = () => useEndpointQuery(logsContract.aiLogKinds);
