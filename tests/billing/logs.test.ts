import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createPackage, day, failure, planBody } from './support';

describe.each(dbKinds())('payment and plan logs (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  const ids: Record<string, number> = {};
  let gold: number;
  let trial: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await setupAdmin(server);
    gold = (await createPackage(server, admin, { name: 'Gold', web: 3 })).id;
    trial = (await createPackage(server, admin, { name: 'Trial', planType: 'demo', price: 0 })).id;
    const acme = await registerUser(server, { companyName: 'Acme Traders' });
    const zen = await registerUser(server, { companyName: 'Zen Foods' });
    const c = server.client(admin);
    const paid = (date: string) => ({ paymentDate: date, paymentMethodId: 1, invoiceDate: date });
    const add = async (key: string, body: ReturnType<typeof planBody>) =>
      (ids[key] = (await c.call(billing.addUserPlan, { body })).data.id);
    await add(
      'acmeOld',
      planBody(acme.id, gold, { ...paid('2026-04-10'), startDate: day(-400), endDate: day(-35) }),
    );
    await add(
      'acmeNew',
      planBody(acme.id, gold, { ...paid('2026-10-05'), web: 3, otherDetails: 'Diwali offer' }),
    );
    await add('zenUnpaid', planBody(zen.id, gold, { startDate: day(10), endDate: day(375) }));
    await add('zenPaid', planBody(zen.id, gold, paid('2026-07-15')));
    await add('zenTrial', planBody(zen.id, trial, { price: 0, post: 5, bot: null }));
    await c.call(billing.cancelUserPlan, { params: { userId: zen.id, planId: ids.zenPaid } });
  });
  afterAll(() => server?.close());

  const list = (query: Record<string, unknown> = {}) =>
    server
      .client(admin)
      .call(billing.paymentLogs, { query: query as never })
      .then((r) => r.data);

  it('Payment Logs list billable plans, invoiceDate descending, unnumbered last', async () => {
    const page = await list();
    expect(page.records.map((r) => r.id)).toEqual([ids.acmeNew, ids.zenPaid, ids.acmeOld, ids.zenUnpaid]);
    expect(page.total_Record_Count).toBe(4);
    expect(page.records[0]).toMatchObject({
      companyName: 'Acme Traders',
      subscriptionPlanName: 'Gold',
      total: 117882,
      invoiceDate: '2026-10-05',
      status: 1,
      statusName: 'Paid',
      otherDetails: 'Diwali offer',
    });
    const byCompany = await list({ SortColumn: 'companyName', SortType: 'Asc' });
    expect(byCompany.records.map((r) => r.companyName)).toEqual([
      'Acme Traders',
      'Acme Traders',
      'Zen Foods',
      'Zen Foods',
    ]);
    expect(byCompany.total_Record_Count).toBe(4);
    const asc = await list({ SortColumn: 'invoiceDate', SortType: 'Asc' });
    expect(asc.records.map((r) => r.id)).toEqual([ids.acmeOld, ids.zenPaid, ids.acmeNew, ids.zenUnpaid]);
  });

  it('filters: status, plan, activity, app, search and the date-range variants', async () => {
    expect((await list({ status: 2 })).records.map((r) => r.id)).toEqual([ids.zenPaid]);
    expect((await list({ status: 0 })).records.map((r) => r.id)).toEqual([ids.zenUnpaid]);
    expect((await list({ Plan: trial })).records).toEqual([]);
    expect((await list({ PlanStatus: 'Expired' })).records.map((r) => r.id)).toEqual([ids.acmeOld]);
    expect((await list({ PlanStatus: 'Upcoming' })).records.map((r) => r.id)).toEqual([ids.zenUnpaid]);
    expect((await list({ App: 2 })).records.map((r) => r.id)).toEqual([ids.acmeNew]);
    expect((await list({ Search: 'zen' })).total_Record_Count).toBe(2);
    expect((await list({ Search: 'INV/26-27/00001' })).total_Record_Count).toBe(1);
    expect((await list({ Search: '%' })).total_Record_Count).toBe(0);
    // A customer's name alone (no package, and a space no invoice number has), a package's name.
    expect((await list({ Search: 'zen foods' })).records.map((r) => r.id)).toEqual([
      ids.zenPaid,
      ids.zenUnpaid,
    ]);
    expect((await list({ Search: 'gold' })).total_Record_Count).toBe(4);
    expect((await list({ Search: 'gold', status: 0 })).records.map((r) => r.id)).toEqual([ids.zenUnpaid]);
    expect(
      (await list({ invoiceStartDate: '2026-07-01', invoiceEndDate: '2026-10-05' })).records.map((r) => r.id),
    ).toEqual([ids.acmeNew, ids.zenPaid]);
    expect((await list({ paymentStartDate: '2026-10-01' })).records.map((r) => r.id)).toEqual([ids.acmeNew]);
    expect((await list({ startPlanStartDate: day(5) })).records.map((r) => r.id)).toEqual([ids.zenUnpaid]);
    expect((await list({ endPlanEndDate: day(-1) })).records.map((r) => r.id)).toEqual([ids.acmeOld]);
    const today = day(0);
    expect(
      (await list({ StartDate: `${today} 00:00:00`, EndDate: `${today} 23:59:59` })).total_Record_Count,
    ).toBe(4);
    expect((await list({ StartDate: day(1) })).total_Record_Count).toBe(0);
  });

  it('pages by pagesize and PageNumber', async () => {
    const all = await list({ pagesize: 10 });
    const p1 = await server
      .client(admin)
      .call(billing.paymentLogs, { query: { pagesize: 10, PageNumber: 1 } });
    expect(p1.data.records).toHaveLength(all.records.length);
    const p2 = await server
      .client(admin)
      .call(billing.paymentLogs, { query: { pagesize: 10, PageNumber: 2 } });
    expect(p2.data.records).toEqual([]);
    expect(p2.data.total_Record_Count).toBe(4);
  });

  it('Plan Logs list every plan, free ones too, with their other details', async () => {
    const page = (await server.client(admin).call(billing.planLogs, { query: {} })).data;
    expect(page.total_Record_Count).toBe(5);
    expect(page.records.find((r) => r.id === ids.zenTrial)).toMatchObject({
      total: 0,
      subscriptionPlanType: 'demo',
    });
    expect(page.records.find((r) => r.id === ids.acmeNew)?.otherDetails).toBe('Diwali offer');
  });

  it('exports the same query as xlsx', async () => {
    const file = await server.client(admin).download(billing.paymentLogs, { query: { status: 1 } });
    expect(file.contentType).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(file.bytes) as never);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toContain('Invoice Number');
    expect(ws.rowCount).toBe(1 + 2);
    expect(ws.getRow(2).values).toContain('1,178.82');
    const plans = await server.client(admin).download(billing.planLogs, { query: {} });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(Buffer.from(plans.bytes) as never);
    expect(wb2.worksheets[0].getRow(1).values).toContain('Other Details');
  });

  it('a User may not read the logs; a bad query is 400, not 500', async () => {
    const user = await registerUser(server);
    expect((await failure(server.client(user.token).call(billing.paymentLogs, { query: {} }))).status).toBe(
      403,
    );
    const bad = await server.inject({
      method: 'GET',
      url: '/api/PaymentLog?SortColumn=invoice_date;drop&status=9&invoiceStartDate=yesterday',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.errors)).toEqual(['SortColumn', 'status', 'invoiceStartDate']);
    expect(
      (await failure(server.client(admin).call(billing.paymentLogInvoice, { params: { id: 999999 } })))
        .status,
    ).toBe(404);
  });
});
