import crypto from 'node:crypto';
import type { AppContext } from '../context';

export interface Job {
  /** The cron type shown in the admin Cron Logs. */
  cronType: string;
  everyMs: number;
  /** Does the work and returns what the cron log keeps as its response JSON. */
  run(ctx: AppContext): Promise<unknown>;
  /** A job whose outside service is not configured does not run (nor fill the cron log with no-ops). */
  enabled?(ctx: AppContext): boolean;
}

const holder = `${process.pid}-${crypto.randomUUID()}`;

/**
 * Takes the job's lease when it is free or expired. With several server instances on one database
 * only the holder runs the job; a crashed holder's lease runs out after `ms`.
 */
export async function takeLease(ctx: AppContext, name: string, ms: number): Promise<boolean> {
  const now = new Date();
  const until = new Date(now.getTime() + ms).toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const lease = await trx.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirst();
    if (!lease) {
      const res = await trx
        .insertInto('job_leases')
        .values({ name, holder, expires_at: until })
        .onConflict((oc) => oc.column('name').doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
    }
    if (lease.holder !== holder && lease.expires_at > now.toISOString()) return false;
    const res = await trx
      .updateTable('job_leases')
      .set({ holder, expires_at: until })
      .where('name', '=', name)
      .where('expires_at', '=', lease.expires_at)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  });
}

/** Runs one job now, under its lease, and writes its cron log row. Returns null when another instance holds the lease. */
export async function runJob(
  ctx: AppContext,
  job: Job,
): Promise<{ isSuccess: boolean; response: unknown } | null> {
  if (!(await takeLease(ctx, job.cronType, Math.max(job.everyMs, 60_000)))) return null;
  const startTime = new Date().toISOString();
  let response: unknown;
  let isSuccess = true;
  try {
    response = await job.run(ctx);
  } catch (err) {
    isSuccess = false;
    response = { error: (err as Error).message };
    ctx.log.error({ err, cronType: job.cronType }, 'job failed');
  }
  await ctx.db
    .insertInto('cron_logs')
    .values({
      cron_type: job.cronType,
      response: JSON.stringify(response ?? null),
      start_time: startTime,
      end_time: new Date().toISOString(),
      is_success: isSuccess ? 1 : 0,
    })
    .execute();
  return { isSuccess, response };
}

/** Starts every job on its interval; the returned function stops them (on shutdown). */
export function startScheduler(ctx: AppContext, jobs: Job[]): () => void {
  const timers = jobs
    .filter((job) => job.enabled?.(ctx) ?? true)
    .map((job) =>
      setInterval(() => {
        runJob(ctx, job).catch((err) => ctx.log.error({ err, cronType: job.cronType }, 'job runner failed'));
      }, job.everyMs).unref(),
    );
  return () => timers.forEach(clearInterval);
}
