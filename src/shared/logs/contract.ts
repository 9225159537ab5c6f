import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { boolString, listQuery } from '../http/list';
import { listOf } from '../http/envelope';
import { areaContract } from '../http/endpoint-ids';

export const cronLogSchema = z.object({
  id: z.number().int(),
  cronType: z.string(),
  /** The job's response, as JSON text (the viewer formats it). */
  response: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  isSuccess: z.boolean(),
});
export type CronLog = z.infer<typeof cronLogSchema>;

export const AI_LOG_STATUSES = ['SUCCESS', 'FAILED'] as const;

export const aiLogSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  companyName: z.string().nullable(),
  kind: z.string(),
  promptSummary: z.string(),
  model: z.string(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  durationMs: z.number().int(),
  status: z.string(),
  errorMessage: z.string().nullable(),
  createdDate: z.string(),
});
export type AiLog = z.infer<typeof aiLogSchema>;

export const logsContract = areaContract('logs', {
  cronLogs: endpoint({
    method: 'GET',
    path: '/api/CronLog',
    access: 'admin',
    summary: 'Scheduled job runs, newest first; filters cronType, isSuccess and dates',
    query: listQuery(['startTime', 'cronType', 'endTime'], {
      cronType: z.string().max(100).optional(),
      isSuccess: boolString.optional(),
    }),
    response: listOf(cronLogSchema),
    exportable: true,
  }),
  cronTypes: endpoint({
    method: 'GET',
    path: '/api/CronLog/Types',
    access: 'admin',
    summary: 'The cron types that have run',
    response: z.array(z.string()),
  }),
  aiLogs: endpoint({
    method: 'GET',
    path: '/api/AILog',
    access: 'admin',
    summary: 'AI generation calls, newest first; filters kind, status and dates',
    query: listQuery(['createdDate', 'userName', 'kind', 'durationMs'], {
      kind: z.string().max(100).optional(),
      status: z.enum(AI_LOG_STATUSES).optional(),
    }),
    response: listOf(aiLogSchema),
    exportable: true,
  }),
  aiLogKinds: endpoint({
    method: 'GET',
    path: '/api/AILog/Kinds',
    access: 'admin',
    summary: 'The kinds of AI generation that have been logged',
    response: z.array(z.string()),
  }),
});
