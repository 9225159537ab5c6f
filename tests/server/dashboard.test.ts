import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { dashboardContract } from '../../src/shared/dashboard/contract';
import { logsContract as logs } from '../../src/shared/logs/contract';
import { usersContract as users } from '../../src/shared/users/contract';
import { runJob } from '../../src/server/jobs/scheduler';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createPackage, day, planBody } from '../billing/support';

/** Issue 9 §6: the admin home's figures, each equal to the filtered list it links to. */
describe.each(dbKinds())('the admin dashboard (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let admin: ReturnType<TestServer['client']>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await setupAdmin(server);
    admin = server.client(adminToken);
  });
  afterAll(() => server?.close());

  it('counts this month’s users, paid and unpaid plans, revenue and failed jobs, as their lists do', async () => {
    const pkg = await createPackage(server, adminToken);
    const paid = await registerUser(server);
    const owing = await registerUser(server);
    await admin.call(billing.addUserPlan, {
      body: planBody(paid.id, pkg.id, {
        paymentDate: day(0),
        paymentMethodId: 4,
        invoiceDate: day(0),
        endDate: day(20),
      }),
    });
    await admin.call(billing.addUserPlan, { body: planBody(owing.id, pkg.id) });
    await runJob(server.ctx, {
      cronType: 'Broken',
      everyMs: 1000,
      run: async () => Promise.reject(new Error('down')),
    });

    const { data } = await admin.call(dashboardContract.dashboard);
    const f = data.figures;
    expect(f.usersThisMonth.value).toBe(2);
    expect(f.activePaidPlans.value).toBe(1);
    expect(f.plansEndingSoon.value).toBe(1);
    expect(f.unpaidInvoices.value).toBe(1);
    expect(f.unpaidInvoices.amount).toBeGreaterThan(0);
    expect(f.revenueThisMonth.value).toBe(f.revenueThisYear.value);
    expect(f.revenueThisMonth.value).toBeGreaterThan(0);
    expect(f.failedJobs.value).toBe(1);
    expect(data.revenueByMonth.at(-1)).toEqual({
      month: data.today.slice(0, 7),
      total: f.revenueThisMonth.value,
    });

    // Each figure is what its link's list finds.
    const listed = async (figure: keyof typeof f) => {
      const { list, query } = f[figure].link;
      const endpoint =
        list === 'users' ? users.list : list === 'payment-logs' ? billing.paymentLogs : logs.cronLogs;
      return (await admin.call(endpoint as typeof users.list, { query: query as never })).data
        .total_Record_Count;
    };
    for (const figure of [
      'usersThisMonth',
      'activePaidPlans',
      'plansEndingSoon',
      'unpaidInvoices',
      'failedJobs',
    ] as const)
      expect(await listed(figure)).toBe(f[figure].value);
  });

  it('is for Admins only', async () => {
    const user = await registerUser(server);
    await expect(server.client(user.token).call(dashboardContract.dashboard)).rejects.toMatchObject({
      status: 403,
    });
  });
});
