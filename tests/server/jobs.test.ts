import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeepingJob } from '../../src/server/jobs/housekeeping';
import { buildApp } from '../../src/server/app';
import { runJob, startScheduler, takeLease, type Job } from '../../src/server/jobs/scheduler';
import { registerUser } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

describe.each(dbKinds())('scheduled jobs (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('a job run writes a cron log row with its response', async () => {
    const user = await registerUser(server);
    await server.ctx.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', user.id)
      .execute();
    const result = await runJob(server.ctx, housekeepingJob);
    expect(result).toMatchObject({ isSuccess: true, response: { sessionsDeleted: 1 } });
    const log = await server.ctx.db
      .selectFrom('cron_logs')
      .selectAll()
      .where('cron_type', '=', 'Housekeeping')
      .executeTakeFirstOrThrow();
    expect(log.is_success).toBe(1);
    expect(JSON.parse(log.response)).toMatchObject({ sessionsDeleted: 1 });
    expect(log.end_time! >= log.start_time).toBe(true);
  });

  it('a failing job is logged as failed, not thrown', async () => {
    const result = await runJob(server.ctx, {
      cronType: 'AlwaysFails',
      everyMs: 1000,
      run: async () => {
        throw new Error('provider down');
      },
    });
    expect(result).toEqual({ isSuccess: false, response: { error: 'provider down' } });
  });

  it('a lease held by another instance keeps the job from running twice', async () => {
    await server.ctx.db
      .insertInto('job_leases')
      .values({
        name: 'Busy',
        holder: 'other-instance',
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    expect(await takeLease(server.ctx, 'Busy', 60_000)).toBe(false);
    expect(await runJob(server.ctx, { cronType: 'Busy', everyMs: 1000, run: async () => 'ran' })).toBeNull();
    // Once it runs out, another instance may take it.
    await server.ctx.db
      .updateTable('job_leases')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('name', '=', 'Busy')
      .execute();
    expect(await takeLease(server.ctx, 'Busy', 60_000)).toBe(true);
  });

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  /** A job slower than its interval that counts its runs and how many ever overlapped. */
  function slowJob(cronType: string, runs: string[], runMs = 150) {
    let active = 0;
    let maxActive = 0;
    const job: Job = {
      cronType,
      everyMs: 20,
      run: async (ctx) => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        runs.push(ctx === server.ctx ? 'first' : 'second');
        await sleep(runMs);
        active -= 1;
        return null;
      },
    };
    return { job, maxActive: () => maxActive };
  }

  it('a job slower than its interval is never started again while it runs', async () => {
    const runs: string[] = [];
    const { job, maxActive } = slowJob('Slow', runs);
    const stop = startScheduler(server.ctx, [job]);
    await sleep(700);
    stop();
    await sleep(200);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(maxActive()).toBe(1);
  });

  it('two server instances on one database run a due job on one instance at a time', async () => {
    const second = await buildApp(server.config);
    try {
      const runs: string[] = [];
      const { job, maxActive } = slowJob('Shared', runs, 100);
      const stops = [startScheduler(server.ctx, [job]), startScheduler(second.ctx, [job])];
      await sleep(800);
      stops.forEach((stop) => stop());
      await sleep(200);
      expect(maxActive()).toBe(1);
      // The instance that took the lease keeps it; the other never runs the job meanwhile.
      expect(new Set(runs).size).toBe(1);
      const logs = await server.ctx.db
        .selectFrom('cron_logs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('cron_type', '=', 'Shared')
        .executeTakeFirstOrThrow();
      expect(Number(logs.n)).toBe(runs.length);
    } finally {
      await second.close();
    }
  });
});
