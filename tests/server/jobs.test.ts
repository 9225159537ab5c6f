import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeepingJob } from '../../src/server/jobs/housekeeping';
import { runJob, takeLease } from '../../src/server/jobs/scheduler';
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
});
