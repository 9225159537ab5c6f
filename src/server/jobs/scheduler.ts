import crypto from 'node:crypto';
import type { AppContext } from '../context';

export interface Job {
  /** The cron type shown in the admin Cron Logs. */
  cronType: string;
  everyMs: number;
  /** Does the work and returns what the cron log keeps as its response JSON. */
  run(ctx: AppContext): Promise<unknown>;
  /**
   * A job whose outside service is not set up does not run (nor fill the cron log with no-ops).
   * Asked before each run: settings change without a restart.
   */
  enabled?(ctx: AppContext): boolean | Promise<boolean>;
}

/**
 * Each server instance (each AppContext, so two in one process are two instances too) holds leases
 * under its own name, and remembers which of its jobs are running right now.
 */
const instances = new WeakMap<AppContext, { holder: string; running: Set<string> }>();
function instanceOf(ctx: AppContext) {
  let instance = instances.get(ctx);
  if (!instance) {
    instance = { holder: `${process.pid}-${crypto.randomUUID()}`, running: new Set() };
    instances.set(ctx, instance);
  }
  return instance;
}

/**
 * Takes the job's lease when it is free or expired. With several server instances on one database
 * only the holder runs the job; a crashed holder's lease runs out after `ms`.
 */
export async function takeLease(ctx: AppContext, name: string, ms: number): Promise<boolean> {
  const { holder } = instanceOf(ctx);
  const now = ctx.clock.now();
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

/** Pushes the lease's expiry forward while its holder is still running the job. */
export async function renewLease(ctx: AppContext, name: string, ms: number): Promise<void> {
  await ctx.db
    .updateTable('job_leases')
    .set({ expires_at: new Date(ctx.clock.now().getTime() + ms).toISOString() })
    .where('name', '=', name)
    .where('holder', '=', instanceOf(ctx).holder)
    .execute();
}

/**
 * Gives a lease up before it runs out, for a lease that guards work rather than spacing it (a
 * number's sending): another instance with work for it need not wait out the rest.
 */
export async function releaseLease(ctx: AppContext, name: string): Promise<void> {
  await ctx.db
    .deleteFrom('job_leases')
    .where('name', '=', name)
    .where('holder', '=', instanceOf(ctx).holder)
    .execute();
}

/**
 * Runs one job now, under its lease, and writes its cron log row. Returns null when another instance
 * holds the lease, or when this instance is still running the job (a run never overlaps the last).
 */
export async function runJob(
  ctx: AppContext,
  job: Job,
): Promise<{ isSuccess: boolean; response: unknown } | null> {
  const { running } = instanceOf(ctx);
  if (running.has(job.cronType)) return null;
  running.add(job.cronType);
  try {
    const leaseMs = Math.max(job.everyMs, 60_000);
    if (!(await takeLease(ctx, job.cronType, leaseMs))) return null;
    // A run that outlasts its lease keeps it: renewed every third of its length.
    const renew = setInterval(() => {
      renewLease(ctx, job.cronType, leaseMs).catch((err) =>
        ctx.log.warn({ err, cronType: job.cronType }, 'lease renewal failed'),
      );
    }, leaseMs / 3).unref();
    try {
      return await runAndLog(ctx, job);
    } finally {
      clearInterval(renew);
    }
  } finally {
    running.delete(job.cronType);
  }
}

async function runAndLog(ctx: AppContext, job: Job): Promise<{ isSuccess: boolean; response: unknown }> {
  const startTime = ctx.clock.now().toISOString();
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
      end_time: ctx.clock.now().toISOString(),
      is_success: isSuccess ? 1 : 0,
    })
    .execute();
  return { isSuccess, response };
}

/**
 * Starts every job: a first run shortly after start-up (a job already run within its interval by any
 * instance is skipped by its lease, so restarts never repeat work), then one per interval. The
 * returned function stops them (on shutdown).
 */
export function startScheduler(ctx: AppContext, jobs: Job[], { firstRunDelayMs = 3_000 } = {}): () => void {
  const tick = (job: Job) => {
    const run = async () => {
      if (job.enabled && !(await job.enabled(ctx))) return;
      await runJob(ctx, job);
    };
    run().catch((err) => ctx.log.error({ err, cronType: job.cronType }, 'job runner failed'));
  };
  const timers = jobs.flatMap((job) => [
    setTimeout(() => tick(job), firstRunDelayMs).unref(),
    setInterval(() => tick(job), job.everyMs).unref(),
  ]);
  return () =>
    timers.forEach((timer) => {
      clearTimeout(timer);
      clearInterval(timer);
    });
}
