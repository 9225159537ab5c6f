import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { INBOX_MESSAGES } from '../../src/shared/inbox/schemas';
import { runJob } from '../../src/server/jobs/scheduler';
import { paymentReconciliationJob } from '../../src/server/modules/billing/jobs';
import { webhookSender } from '../fakes/razorpay/api';
import { registerUser } from '../helpers/accounts';
import { dbKinds } from '../helpers/server';
import { renewalWorld, type RenewalWorld } from './renewal-support';
import { RAZORPAY, failure, injectDelivery } from './support';

describe.each(dbKinds())('Renew with the payment link of a renewal reminder (%s)', (kind) => {
  let w: RenewalWorld;
  beforeAll(async () => {
    w = await renewalWorld(kind);
  });
  afterAll(() => w?.close());

  /** A user whose plan ends in 3 days and was sent its renewal reminder; answers the renewal plan. */
  async function reminded(company: string, mobile: string) {
    const user = await w.endingUser(company, mobile);
    await w.run();
    const [renewal] = (await w.plansOf(user.id)).filter((p) => p.status === 0);
    return { user, renewal, link: w.rzp!.linkByReference(String(renewal.paymentLogId))! };
  }

  /** What exactly-once is about: the user's paid and active plans and their invoice numbers. */
  async function paidPlans(userId: number) {
    const plans = await w.plansOf(userId);
    const paid = plans.filter((p) => p.status === 1);
    return {
      count: paid.length,
      active: plans.filter((p) => p.isActive).length,
      invoices: paid.map((p) => p.invoiceNumber).sort(),
    };
  }

  it('an unpaid link answers 409 saying so, after asking the gateway, and the plan stays unpaid', async () => {
    const { user, renewal, link } = await reminded('Hari Hardware', '9811100001');
    const asked = () =>
      w.rzp!.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment_links/${link.id}`).length;
    const before = asked();
    const err = await failure(
      w.asAdmin().call(billing.renew, { body: { paymentLink: renewal.paymentLink! } }),
    );
    expect(err.status).toBe(409);
    expect(err.message).toBe(INBOX_MESSAGES.notPaid);
    expect(asked()).toBe(before + 1);
    expect((await paidPlans(user.id)).count).toBe(1);
    expect((await w.plansOf(user.id)).find((p) => p.id === renewal.id)).toMatchObject({ status: 0 });
  });

  it('once paid, Renew activates the renewal plan exactly once; a second Renew, the webhook and reconciliation change nothing', async () => {
    const { user, renewal, link } = await reminded('Indu Interiors', '9811100002');
    const before = await paidPlans(user.id);
    const paid = w.rzp!.pay(link.id, 'upi');

    const first = await w.asAdmin().call(billing.renew, { body: { paymentLink: renewal.paymentLink! } });
    expect(first.message).toBe('Plan renewed successfully');
    expect(first.data).toMatchObject({
      id: renewal.id,
      status: 1,
      statusName: 'Paid',
      isActive: true,
      paymentMethod: 'Online Payment',
      transactionId: paid.payment.id,
      startDate: renewal.startDate,
    });
    expect(first.data.invoiceNumber).toBeTruthy();
    const after = await paidPlans(user.id);
    expect(after.count).toBe(before.count + 1);
    expect(after.active).toBe(before.active + 1);

    const second = await w.asAdmin().call(billing.renew, { body: { paymentLink: renewal.paymentLink! } });
    expect(second.message).toBe('Plan renewed successfully');
    expect(second.data).toMatchObject({ id: renewal.id, invoiceNumber: first.data.invoiceNumber });

    // Razorpay's webhook arrives late, and reconciliation runs: the payment is settled already.
    const send = webhookSender(RAZORPAY.webhookSecret, injectDelivery(w.server));
    const hook = await send(w.rzp!.paidEvents(paid).linkPaid);
    expect(hook.status).toBe(200);
    await runJob(w.server.ctx, paymentReconciliationJob);
    expect(await paidPlans(user.id)).toEqual(after);
    const invoices = await w.server.ctx.db
      .selectFrom('user_plans')
      .select('invoice_number')
      .where('payment_log_id', '=', renewal.paymentLogId!)
      .execute();
    expect(invoices).toEqual([{ invoice_number: first.data.invoiceNumber }]);
  });

  it('a webhook that settled the payment first makes Renew answer success with the same plan', async () => {
    const { user, renewal, link } = await reminded('Jaya Jewels', '9811100003');
    const send = webhookSender(RAZORPAY.webhookSecret, injectDelivery(w.server));
    await send(w.rzp!.paidEvents(w.rzp!.pay(link.id)).linkPaid);
    const settled = await paidPlans(user.id);
    const res = await w.asAdmin().call(billing.renew, { body: { paymentLink: renewal.paymentLink! } });
    expect(res.data).toMatchObject({ id: renewal.id, status: 1 });
    expect(await paidPlans(user.id)).toEqual(settled);
  });

  it('a renewed plan gets no more reminders and no second renewal plan', async () => {
    const { user, renewal, link } = await reminded('Kavi Kitchens', '9811100004');
    w.rzp!.pay(link.id);
    await w.asAdmin().call(billing.renew, { body: { paymentLink: renewal.paymentLink! } });
    await w.reminderDueAgain(user.plan.id);
    await w.run();
    expect(w.renewalsTo(user.phone)).toHaveLength(1);
    const plans = await w.plansOf(user.id);
    expect(plans.filter((p) => p.status === 0)).toEqual([]);
    expect(plans).toHaveLength(2);
  });

  it('a link no renewal reminder carried answers 404; a malformed body 422', async () => {
    const unknown = await failure(
      w.asAdmin().call(billing.renew, { body: { paymentLink: 'https://rzp.io/i/nothing' } }),
    );
    expect(unknown.status).toBe(404);
    const bad = await w.server.inject({
      method: 'POST',
      url: billing.renew.path,
      payload: { paymentLink: '' },
      headers: { authorization: `Bearer ${w.admin}` },
    });
    expect(bad.statusCode).toBe(422);
    const extra = await w.server.inject({
      method: 'POST',
      url: billing.renew.path,
      payload: { paymentLink: 'x', userId: 3 },
      headers: { authorization: `Bearer ${w.admin}` },
    });
    expect(extra.statusCode).toBeLessThan(500);
  });

  it('any Admin may renew; a User may not (403), nor read the reminders', async () => {
    const { renewal, link } = await reminded('Lata Lamps', '9811100005');
    w.rzp!.pay(link.id);
    const user = await registerUser(w.server);
    const asUser = w.server.client(user.token);
    expect(
      (await failure(asUser.call(billing.renew, { body: { paymentLink: renewal.paymentLink! } }))).status,
    ).toBe(403);
    expect((await failure(asUser.call(billing.renewalReminders, { query: {} }))).status).toBe(403);
    expect(
      (await failure(asUser.call(billing.renewalReminderByPhone, { params: { phone: '919811100005' } })))
        .status,
    ).toBe(403);
    const second = w.server.client(await w.anotherAdmin());
    const res = await second.call(billing.renew, { body: { paymentLink: renewal.paymentLink! } });
    expect(res.data).toMatchObject({ id: renewal.id, status: 1 });
  });
});
