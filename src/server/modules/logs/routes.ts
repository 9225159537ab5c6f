import type { FastifyInstance } from 'fastify';
import type { BusinessClock } from '../../../shared/time/business-clock';
import { CRON_RUN_MESSAGES, logsContract } from '../../../shared/logs/contract';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import { xlsxAnswer } from '../../http/xlsx';
import type { JobRuns } from './job-runs';
import type { LogsService } from './service';

export function logsRoutes(
  app: FastifyInstance,
  deps: BindDeps,
  logs: LogsService,
  clock: BusinessClock,
  jobs: JobRuns,
): void {
  bindContract(app, deps, logsContract, {
    cronLogs: async ({ query }) => {
      const page = await logs.cronLogs(query);
      if (!query.IsExport) return page;
      return xlsxAnswer(
        'cron-logs',
        'Cron Logs',
        [
          { header: 'Cron Type', value: (r) => r.cronType },
          { header: 'Start Time', value: (r) => clock.formatDateTime(r.startTime) },
          { header: 'End Time', value: (r) => clock.formatDateTime(r.endTime) },
          { header: 'Success', value: (r) => (r.isSuccess ? 'Yes' : 'No') },
          { header: 'Response', value: (r) => r.response, width: 60 },
        ],
        page.records,
      );
    },
    cronTypes: () => logs.cronTypes(),
    cronJobs: () => jobs.list(),
    runCronJob: async ({ params }) => {
      const run = await jobs.run(params.cronType);
      return ok(run, run.isSuccess ? CRON_RUN_MESSAGES.ran : CRON_RUN_MESSAGES.failed);
    },
    aiLogs: async ({ query }) => {
      const page = await logs.aiLogs(query);
      if (!query.IsExport) return page;
      return xlsxAnswer(
        'ai-logs',
        'AI Logs',
        [
          { header: 'User', value: (r) => r.userName },
          { header: 'Company Name', value: (r) => r.companyName },
          { header: 'Kind', value: (r) => r.kind },
          { header: 'Prompt', value: (r) => r.promptSummary, width: 50 },
          { header: 'Model', value: (r) => r.model },
          { header: 'Prompt Tokens', value: (r) => r.promptTokens },
          { header: 'Completion Tokens', value: (r) => r.completionTokens },
          { header: 'Duration (ms)', value: (r) => r.durationMs },
          { header: 'Status', value: (r) => r.status },
          { header: 'Date', value: (r) => clock.formatDateTime(r.createdDate) },
        ],
        page.records,
      );
    },
    aiLogKinds: () => logs.aiLogKinds(),
  });
}
