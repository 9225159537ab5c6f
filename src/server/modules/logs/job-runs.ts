import { CRON_RUN_MESSAGES, type CronJob, type CronRun } from '../../../shared/logs/contract';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { runJob, type Job } from '../../jobs/scheduler';

const isEnabled = async (ctx: AppContext, job: Job) => (job.enabled ? await job.enabled(ctx) : true);

/**
 * The server's scheduled jobs as Cron Logs lists and runs them now. The jobs are handed in by the
 * composition root (app.ts): their list imports most areas, so logs importing it would close a circle.
 */
export function jobRuns(ctx: AppContext, jobs: readonly Job[]) {
  return {
    async list(): Promise<CronJob[]> {
      return Promise.all(
        jobs.map(async (job) => ({
          cronType: job.cronType,
          everyMs: job.everyMs,
          enabled: await isEnabled(ctx, job),
        })),
      );
    },

    /**
     * Runs one job now as the scheduler would: under its lease (never beside another instance's or
     * this instance's own run of it), writing its cron log row.
     */
    async run(cronType: string): Promise<CronRun> {
      const job = jobs.find((j) => j.cronType === cronType);
      if (!job) throw notFound('Job');
      if (!(await isEnabled(ctx, job))) throw conflict(CRON_RUN_MESSAGES.disabled(cronType));
      const result = await runJob(ctx, job);
      if (!result) throw conflict(CRON_RUN_MESSAGES.busy);
      return { cronType, isSuccess: result.isSuccess, response: JSON.stringify(result.response ?? null) };
    },
  };
}

export type JobRuns = ReturnType<typeof jobRuns>;
