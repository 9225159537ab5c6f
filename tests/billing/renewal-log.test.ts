import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingContract as billing } from '../../src/shared/billing/contract';
import type { RenewalReminderRow } from '../../src/shared/billing/renewal';
import { dbKinds } from '../helpers/server';
import { renewalWorld, type RenewalWorld } from './renewal-support';
import { day, failure } from './support';

describe.each(dbKinds())('Renewal Reminder Logs (%s)', (kind) => {
  let w: RenewalWorld;
  const users: Record<string, Awaited<ReturnType<RenewalWorld['endingUser']>>> = {};
  beforeAll(async () => {
    w = await renewalWorld(kind);
    users.mohan = await w.endingUser('Mohan Motors', '9800000011', 2);
    users.neha = await w.endingUser('Neha Naturals', '9800000022', 5);
    await w.run();
    // Om's reminder is refused by Meta.
    users.om = await w.endingUser('Om Opticals', '9800000033', 6);
    w.wa.failNext('undeliverable');
    await w.run();
  });
  afterAll(() => w?.close());

  const list = async (query: Record<string, unknown> = {}) =>
    (await w.asAdmin().call(billing.renewalReminders, { query: query as never })).data;
  const byUser = (rows: RenewalReminderRow[]) => Object.fromEntries(rows.map((r) => [r.companyName, r]));

  it('lists each reminder with its user, plan, end date, sent time, ticks, error, link and payment', async () => {
    const page = await list();
    expect(page.total_Record_Count).toBe(3);
    const rows = byUser(page.records);
    expect(rows['Om Opticals']).toMatchObject({ status: 'failed', deliveredDate: null });
    expect(rows['Om Opticals'].error).toContain('Message Undeliverable.');
    const neha = rows['Neha Naturals'];
    expect(neha).toMatchObject({
      userId: users.neha.id,
      status: 'sent',
      error: null,
      phone: '919800000022',
      planName: 'Gold',
      endDate: day(5),
      renewalPlanName: 'Gold Renewal',
      amount: 106082,
      paid: false,
      paidDate: null,
      paymentStatus: 'created',
      deliveredDate: null,
      readDate: null,
    });
    expect(neha.paymentLink).toMatch(/^https:\/\/rzp\.io\/i\//);
  });

  it("the ticks are the inbox's: delivered and read from Meta's status webhooks", async () => {
    const row = byUser((await list()).records)['Neha Naturals'];
    const sent = w.renewalsTo(row.phone);
    await w.status(sent[0].wamid, row.phone, 'delivered');
    await w.status(sent[0].wamid, row.phone, 'read');
    const after = byUser((await list()).records)['Neha Naturals'];
    expect(after.status).toBe('read');
    expect(after.deliveredDate).toBeTruthy();
    expect(after.readDate).toBeTruthy();
  });

  it('filters by search (company, user or number), paid, and the day sent; sorts by end date', async () => {
    expect((await list({ Search: 'naturals' })).records.map((r) => r.companyName)).toEqual(['Neha Naturals']);
    expect((await list({ Search: '+91 98000 00033' })).records.map((r) => r.companyName)).toEqual([
      'Om Opticals',
    ]);
    expect((await list({ Search: '%' })).total_Record_Count).toBe(0);

    const mohan = byUser((await list()).records)['Mohan Motors'];
    w.rzp!.pay(w.rzp!.linkByReference(String(await logIdOf(mohan.paymentLink!)))!.id);
    await w.asAdmin().call(billing.renew, { body: { paymentLink: mohan.paymentLink! } });
    expect((await list({ Paid: 'yes' })).records.map((r) => r.companyName)).toEqual(['Mohan Motors']);
    expect((await list({ Paid: 'no' })).records.map((r) => r.companyName).sort()).toEqual([
      'Neha Naturals',
      'Om Opticals',
    ]);
    const paid = byUser((await list()).records)['Mohan Motors'];
    expect(paid).toMatchObject({ paid: true, paymentStatus: 'paid' });
    expect(paid.paidDate).toBeTruthy();
    expect((await list({ Paid: 'all' })).total_Record_Count).toBe(3);

    expect((await list({ StartDate: day(0), EndDate: day(0) })).total_Record_Count).toBe(3);
    expect((await list({ StartDate: day(1) })).total_Record_Count).toBe(0);
    expect((await list({ EndDate: day(-1) })).total_Record_Count).toBe(0);

    const byEnd = await list({ SortColumn: 'endDate', SortType: 'Asc' });
    expect(byEnd.records.map((r) => r.companyName)).toEqual(['Mohan Motors', 'Neha Naturals', 'Om Opticals']);
    const paged = await list({ SortColumn: 'companyName', SortType: 'Desc', pagesize: 10, PageNumber: 1 });
    expect(paged.records.map((r) => r.companyName)).toEqual(['Om Opticals', 'Neha Naturals', 'Mohan Motors']);
  });

  async function logIdOf(link: string) {
    const row = await w.server.ctx.db
      .selectFrom('renewal_reminders')
      .select('payment_log_id')
      .where('payment_link', '=', link)
      .executeTakeFirstOrThrow();
    return row.payment_log_id!;
  }

  it('exports the same query as xlsx', async () => {
    const file = await w.asAdmin().download(billing.renewalReminders, { query: { Search: 'mohan' } });
    expect(file.contentType).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(file.bytes) as never);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual(
      expect.arrayContaining([
        'Company Name',
        'Plan',
        'End Date',
        'Sent Date',
        'Status',
        'Error',
        'Paid',
        'Payment Link',
      ]),
    );
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).values).toEqual(expect.arrayContaining(['Mohan Motors', 'Gold', '919800000011']));
  });

  it('the renewal chat panel reads the latest reminder to a number; another number answers 404', async () => {
    const due = await w.asAdmin().call(billing.renewalReminderByPhone, {
      params: { phone: users.neha.phone },
    });
    const [renewal] = (await w.plansOf(users.neha.id)).filter((p) => p.status === 0);
    expect(due.data).toMatchObject({
      userId: users.neha.id,
      companyName: 'Neha Naturals',
      planName: 'Gold',
      endDate: day(5),
      renewalPlanId: renewal.id,
      renewalPlanName: 'Gold Renewal',
      renewalStartDate: day(6),
      amount: 106082,
      paid: false,
    });
    expect(due.data.paymentLink).toBe(renewal.paymentLink ?? null);
    const missing = await failure(
      w.asAdmin().call(billing.renewalReminderByPhone, { params: { phone: '919999999999' } }),
    );
    expect(missing.status).toBe(404);
    const bad = await w.server.inject({
      method: 'GET',
      url: '/api/Billing/RenewalReminders/ByPhone/not-a-number',
      headers: { authorization: `Bearer ${w.admin}` },
    });
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('a bad list query is 4xx, never 500', async () => {
    for (const url of [
      '/api/Billing/RenewalReminders?Paid=maybe',
      '/api/Billing/RenewalReminders?SortColumn=sent_at;drop',
      '/api/Billing/RenewalReminders?StartDate=yesterday',
    ]) {
      const res = await w.server.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${w.admin}` },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
