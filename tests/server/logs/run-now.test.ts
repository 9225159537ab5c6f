import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRON_RUN_MESSAGES, logsContract as logs } from '../../../src/shared/logs/contract';
import { jobs } from '../../../src/server/jobs/index';
import { failure } from '../../billing/support';
import { renewalWorld, type RenewalWorld } from '../../billing/renewal-support';
import { registerUser, setupAdmin } from '../../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';

/**
 * Cron Logs' "Run now": an Admin runs a scheduled job at once, as the scheduler would (under its
 * lease, writing its cron log row), e.g. billing's reminders for a renewal journey.
 */
describe.each(dbKinds())('running a scheduled job now (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let admin: ReturnType<TestServer['client']>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await setupAdmin(server);
    admin = server.client(adminToken);
  });
  afterAll(() => server?.close());

  const logRows = (cronType: string) =>
    server.ctx.db.selectFrom('cron_logs').selectAll().where('cron_type', '=', cronType).execute();

  it('lists every job of the server, each saying whether it is switched on', async () => {
    const { data } = await admin.call(logs.cronJobs, {});
    expect(data.map((j) => j.cronType)).toEqual(jobs.map((j) => j.cronType));
    expect(data.find((j) => j.cronType === 'Housekeeping')).toMatchObject({ enabled: true });
    // No payment gateway is set up: reconciliation has nothing to ask.
    expect(data.find((j) => j.cronType === 'PaymentReconciliation')).toMatchObject({ enabled: false });
  });

  it('runs the job, writes its cron log row and answers its outcome and response', async () => {
    const res = await admin.call(logs.runCronJob, { params: { cronType: 'Housekeeping' } });
    expect(res.message).toBe(CRON_RUN_MESSAGES.ran);
    expect(res.data).toMatchObject({ cronType: 'Housekeeping', isSuccess: true });
    expect(JSON.parse(res.data.response)).toHaveProperty('sessionsDeleted');
    const rows = await logRows('Housekeeping');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ is_success: 1, response: res.data.response });
    const list = await admin.call(logs.cronLogs, { query: { cronType: 'Housekeeping' } });
    expect(list.data.records.map((r) => r.response)).toEqual([res.data.response]);
  });

  it('takes a cron type with spaces in the path', async () => {
    const res = await admin.call(logs.runCronJob, { params: { cronType: 'Campaign uploads' } });
    expect(res.data).toMatchObject({ cronType: 'Campaign uploads', isSuccess: true });
    expect(await logRows('Campaign uploads')).toHaveLength(1);
  });

  it('answers 404 for a cron type the server has no job for', async () => {
    const err = await failure(admin.call(logs.runCronJob, { params: { cronType: 'NoSuchJob' } }));
    expect(err.status).toBe(404);
    expect(await logRows('NoSuchJob')).toEqual([]);
  });

  it('answers 409 for a job that is switched off, and runs nothing', async () => {
    const err = await failure(admin.call(logs.runCronJob, { params: { cronType: 'PaymentReconciliation' } }));
    expect(err.status).toBe(409);
    expect(err.message).toBe(CRON_RUN_MESSAGES.disabled('PaymentReconciliation'));
    expect(await logRows('PaymentReconciliation')).toEqual([]);
  });

  it('answers 409 while another instance holds the job, then runs once its lease is over', async () => {
    const cronType = 'InboxEventsCleanup';
    const now = server.ctx.clock.now().getTime();
    await server.ctx.db
      .insertInto('job_leases')
      .values({ name: cronType, holder: 'other-instance', expires_at: new Date(now + 60_000).toISOString() })
      .execute();
    const err = await failure(admin.call(logs.runCronJob, { params: { cronType } }));
    expect(err.status).toBe(409);
    expect(err.message).toBe(CRON_RUN_MESSAGES.busy);
    expect(await logRows(cronType)).toEqual([]);

    await server.ctx.db
      .updateTable('job_leases')
      .set({ expires_at: new Date(now - 1).toISOString() })
      .where('name', '=', cronType)
      .execute();
    const res = await admin.call(logs.runCronJob, { params: { cronType } });
    expect(res.data.isSuccess).toBe(true);
    expect(await logRows(cronType)).toHaveLength(1);
  });

  it('is for Admins only', async () => {
    const user = server.client((await registerUser(server)).token);
    expect((await failure(user.call(logs.runCronJob, { params: { cronType: 'Housekeeping' } }))).status).toBe(
      403,
    );
    expect((await failure(user.call(logs.cronJobs, {}))).status).toBe(403);
    expect((await failure(server.client().call(logs.cronJobs, {}))).status).toBe(401);
  });

  it('answers 4xx, never 5xx, for an over-long cron type', async () => {
    const res = await server.inject({
      method: 'POST',
      url: `/api/CronLog/Run/${'x'.repeat(300)}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe.each(dbKinds())('running billing reminders now (%s)', (kind) => {
  let w: RenewalWorld;
  beforeAll(async () => {
    w = await renewalWorld(kind);
  });
  afterAll(() => w?.close());

  it('sends a renewal reminder with a payment link to a plan ending this week, once', async () => {
    const user = await w.endingUser('Mira Mirrors', '9811100021');
    const res = await w.asAdmin().call(logs.runCronJob, { params: { cronType: 'BillingReminders' } });
    expect(res.data.isSuccess).toBe(true);
    expect(w.renewalsTo(user.phone)).toHaveLength(1);
    const [renewal] = (await w.plansOf(user.id)).filter((p) => p.status === 0);
    expect(renewal.paymentLink).toBeTruthy();
    expect(w.rzp!.linkByReference(String(renewal.paymentLogId))).toBeTruthy();

    // A second run now finds it reminded already.
    await w.asAdmin().call(logs.runCronJob, { params: { cronType: 'BillingReminders' } });
    expect(w.renewalsTo(user.phone)).toHaveLength(1);
  });
});
