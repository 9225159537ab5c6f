import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract as account } from '../../src/shared/account/contract';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { businessClock } from '../../src/shared/time/business-clock';
import { usersContract as users } from '../../src/shared/users/contract';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createPackage, planBody } from './support';

/** 00:30 in India on 23 November 2026: still 22 November in UTC (issue 9 section 3). */
const HALF_PAST_MIDNIGHT_IST = new Date('2026-11-22T19:00:00.000Z');
const TODAY_IST = '2026-11-23';
const PAID = { paymentDate: TODAY_IST, paymentMethodId: 4, invoiceDate: TODAY_IST };

describe.each(dbKinds())('the business day at 00:30 IST (%s)', (kind) => {
  let server: TestServer;
  let admin: ReturnType<TestServer['client']>;
  let pkgId: number;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { clock: businessClock({ now: () => HALF_PAST_MIDNIGHT_IST }) });
    const token = await setupAdmin(server);
    admin = server.client(token);
    pkgId = (await createPackage(server, token, { name: 'Gold' })).id;
  });
  afterAll(() => server?.close());

  it('a plan starting today is active and grants its apps', async () => {
    const user = await registerUser(server, { companyName: 'Midnight Bakers' });
    const { data: plan } = await admin.call(billing.addUserPlan, {
      body: planBody(user.id, pkgId, { startDate: TODAY_IST, endDate: '2027-11-22', ...PAID }),
    });
    expect(plan).toMatchObject({ isActive: true, activity: 'Active', statusName: 'Paid' });

    expect((await server.client(user.token).call(account.me)).data).toMatchObject({
      modules: [1, 3],
      planType: 'Package',
    });
    const active = await server.client(user.token).call(billing.activeUserPlans, {});
    expect(active.data.map((p) => p.id)).toEqual([plan.id]);
    const listed = await admin.call(users.list, { query: { Search: 'Midnight Bakers' } });
    expect(listed.data.records[0]).toMatchObject({ planName: 'Gold', planStatus: 'Active' });
    const logs = await admin.call(billing.paymentLogs, { query: { PlanStatus: 'Active', userId: user.id } });
    expect(logs.data.records.map((r) => [r.id, r.activity])).toEqual([[plan.id, 'Active']]);
  });

  it('a plan starting tomorrow is Upcoming and grants nothing yet', async () => {
    const user = await registerUser(server, { companyName: 'Early Risers' });
    const { data: plan } = await admin.call(billing.addUserPlan, {
      body: planBody(user.id, pkgId, { startDate: '2026-11-24', endDate: '2027-11-23', ...PAID }),
    });
    expect(plan.activity).toBe('Upcoming');
    expect((await server.client(user.token).call(account.me)).data.modules).toEqual([]);
    const upcoming = await admin.call(billing.paymentLogs, {
      query: { PlanStatus: 'Upcoming', userId: user.id },
    });
    expect(upcoming.data.total_Record_Count).toBe(1);
  });

  it('Account/Me tells the screens the business time zone', async () => {
    const user = await registerUser(server);
    expect((await server.client(user.token).call(account.me)).data.timeZone).toBe('Asia/Kolkata');
  });
});
