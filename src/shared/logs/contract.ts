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

/** A scheduled job an Admin may run now from Cron Logs; `enabled` is false while its service is not set up. */
export const cronJobSchema = z.object({
  cronType: z.string(),
  everyMs: z.number().int(),
  enabled: z.boolean(),
});
export type CronJob = z.infer<typeof cronJobSchema>;

/** What a run made now wrote to its cron log row. */
export const cronRunSchema = z.object({
  cronType: z.string(),
  isSuccess: z.boolean(),
  /** The job's response, as JSON text (as in the log). */
  response: z.string(),
});
export type CronRun = z.infer<typeof cronRunSchema>;

export const CRON_RUN_MESSAGES = {
  ran: 'The job ran successfully',
  failed: 'The job ran and failed: see its response in Cron Logs',
  busy: 'This job is running now. Try again in a moment.',
  /** A job whose outside service is not set up is switched off until it is. */
  disabled: (cronType: string) => `${cronType} is switched off until its service is set up in Settings.`,
} as const;

/** A run may take as long as the job does (a reminders run calls WhatsApp and the gateway per user). */
const CRON_RUN_WAITS_MS = 5 * 60_000;

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
  cronJobs: endpoint({
    method: 'GET',
    path: '/api/CronLog/Jobs',
    access: 'admin',
    summary:
      'The scheduled jobs of the server, whether or not they have run, and whether each is switched on',
    response: z.array(cronJobSchema),
  }),
  runCronJob: endpoint({
    method: 'POST',
    path: '/api/CronLog/Run/:cronType',
    access: 'admin',
    summary:
      'Runs a scheduled job now under its lease and writes its cron log row; 404 unknown, 409 switched off or running',
    params: z.object({ cronType: z.string().trim().min(1).max(100) }),
    response: cronRunSchema,
    waitsMs: CRON_RUN_WAITS_MS,
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
