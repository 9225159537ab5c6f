import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { RENEWAL_NO_LINK_TEXT } from '../../src/shared/billing/renewal';
import { inboxContract as inbox } from '../../src/shared/inbox/contract';
import { runJob } from '../../src/server/jobs/scheduler';
import { paymentReconciliationJob } from '../../src/server/modules/billing/jobs';
import { dbKinds } from '../helpers/server';
import { renewalWorld, type RenewalWorld } from './renewal-support';
import { day } from './support';

const ddmmyyyy = (ymd: string) => ymd.split('-').reverse().join('-');

describe.each(dbKinds())('renewal reminders with a payment link (%s)', (kind) => {
  let w: RenewalWorld;
  beforeAll(async () => {
    w = await renewalWorld(kind);
  });
  afterAll(() => w?.close());

  it('a reminder makes one unpaid renewal plan and one payment link and sends the link as the fourth parameter', async () => {
    const user = await w.endingUser('Asha Stores', '9811111111');
    const summary = await w.run();
    expect(summary).toMatchObject({ renewalSent: 1, renewalPlansMade: 1, withoutLink: 0, failed: 0 });
    expect(summary.paymentLinks).toBeUndefined();

    const renewals = (await w.plansOf(user.id)).filter((p) => p.status === 0);
    expect(renewals).toHaveLength(1);
    const renewal = renewals[0];
    // The package's renewal plan, from the day after the plan ends, priced from that package.
    expect(renewal).toMatchObject({
      subscriptionPlanId: w.renewalPkg.id,
      subscriptionPlanName: 'Gold Renewal',
      startDate: day(4),
      price: 89900,
      totalAmount: 106082,
      isActive: false,
    });
    expect(renewal.paymentLink).toMatch(/^https:\/\/rzp\.io\/i\//);
    const link = w.rzp!.linkByReference(String(renewal.paymentLogId))!;
    expect(link).toMatchObject({ short_url: renewal.paymentLink, amount: 106082 });

    const sent = w.renewalsTo(user.phone);
    expect(sent).toHaveLength(1);
    expect(sent[0].params).toEqual(['Asha Stores', 'Gold', ddmmyyyy(day(3)), renewal.paymentLink]);

    const row = await w.server.ctx.db
      .selectFrom('renewal_reminders')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_plan_id: user.plan.id,
      renewal_plan_id: renewal.id,
      payment_log_id: renewal.paymentLogId,
      payment_link: renewal.paymentLink,
      phone: user.phone,
      wamid: sent[0].wamid,
      error: null,
    });
  });

  it("the reminder shows in the platform number's chat with that user, marked as a renewal chat", async () => {
    const user = await w.endingUser('Bina Bakes', '9822222222');
    await w.run();
    const chats = await w.asAdmin().call(inbox.chats, { query: { type: 'renewalreminder' } });
    const chat = chats.data.records.find((c) => c.userName === user.phone)!;
    expect(chat).toMatchObject({ companyName: 'Bina Bakes', known: true });
    const messages = await w.asAdmin().call(inbox.messages, { params: { phone: user.phone }, query: {} });
    expect(messages.data.records).toHaveLength(1);
    const message = messages.data.records[0];
    expect(message).toMatchObject({
      messageType: 'template',
      isBusinessMessage: true,
      status: 'sent',
      from: '1122',
      to: user.phone,
    });
    const [renewal] = (await w.plansOf(user.id)).filter((p) => p.status === 0);
    const body = JSON.parse(message.businessResponseBody!);
    expect(body.template.name).toBe('plan_renewal');
    expect(body.template.components[0].parameters[3].text).toBe(renewal.paymentLink);
    expect(w.renewalsTo(user.phone)[0].wamid).toBeTruthy();
  });

  it('a later reminder of the same plan reuses its renewal plan and link, never a second plan', async () => {
    const user = await w.endingUser('Chitra Cloth', '9833333333');
    await w.run();
    const before = (await w.plansOf(user.id)).filter((p) => p.status === 0);
    const linksBefore = w.rzp!.links.size;

    // Within 3 days nothing goes again.
    expect(await w.run()).toMatchObject({ renewalSent: 0 });
    await w.reminderDueAgain(user.plan.id);
    expect(await w.run()).toMatchObject({ renewalSent: 1, renewalPlansMade: 0 });

    const after = (await w.plansOf(user.id)).filter((p) => p.status === 0);
    expect(after.map((p) => p.id)).toEqual(before.map((p) => p.id));
    expect(after[0].paymentLink).toBe(before[0].paymentLink);
    expect(w.rzp!.links.size).toBe(linksBefore);
    const sent = w.renewalsTo(user.phone);
    expect(sent.map((s) => s.params[3])).toEqual([before[0].paymentLink, before[0].paymentLink]);
    const rows = await w.server.ctx.db
      .selectFrom('renewal_reminders')
      .select(['renewal_plan_id', 'payment_link'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([
      { renewal_plan_id: before[0].id, payment_link: before[0].paymentLink },
      { renewal_plan_id: before[0].id, payment_link: before[0].paymentLink },
    ]);
  });

  it('when the link expires the renewal plan stays and the next reminder carries a new link for it', async () => {
    const user = await w.endingUser('Deepa Decor', '9844444444');
    await w.run();
    const [first] = (await w.plansOf(user.id)).filter((p) => p.status === 0);
    const link = w.rzp!.linkByReference(String(first.paymentLogId))!;
    w.rzp!.expire(link.id);
    await w.server.ctx.db
      .updateTable('payment_logs')
      .set({ next_check_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', first.paymentLogId!)
      .execute();
    const reconciled = await runJob(w.server.ctx, paymentReconciliationJob);
    expect(reconciled?.response).toMatchObject({ expired: 1 });

    await w.reminderDueAgain(user.plan.id);
    expect(await w.run()).toMatchObject({ renewalSent: 1, renewalPlansMade: 0 });
    const unpaid = (await w.plansOf(user.id)).filter((p) => p.status === 0);
    expect(unpaid.map((p) => p.id)).toEqual([first.id]);
    expect(unpaid[0].paymentLink).not.toBe(first.paymentLink);
    expect(unpaid[0].paymentLogId).not.toBe(first.paymentLogId);
    expect(w.renewalsTo(user.phone).map((s) => s.params[3])).toEqual([
      first.paymentLink,
      unpaid[0].paymentLink,
    ]);
  });

  it("a refused reminder is kept with Meta's reason, in the log and the chat, and waits for the next one", async () => {
    const user = await w.endingUser('Esha Electricals', '9855555555');
    w.wa.failNext('undeliverable');
    expect(await w.run()).toMatchObject({ renewalSent: 0, failed: 1 });
    const row = await w.server.ctx.db
      .selectFrom('renewal_reminders')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.wamid).toBeNull();
    expect(JSON.parse(row.error!).error.details).toBe('Message Undeliverable.');
    const messages = await w.asAdmin().call(inbox.messages, { params: { phone: user.phone }, query: {} });
    expect(messages.data.records[0]).toMatchObject({ status: 'failed', error: row.error });
    // Counted as the reminder: the next one is due 3 days later.
    expect(await w.run()).toMatchObject({ renewalSent: 0, failed: 0 });
  });

  it('the renewal plan gets no payment reminder while its plan runs; once that plan has ended, it does', async () => {
    const user = await w.endingUser('Hema Handlooms', '9888888888');
    await w.run();
    const [renewal] = (await w.plansOf(user.id)).filter((p) => p.status === 0);
    await w.server.ctx.db
      .updateTable('user_plans')
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where('id', '=', renewal.id)
      .execute();
    const payments = () =>
      w.wa.sent.filter((m) => m.to === user.phone && m.body.template.name === 'plan_payment');
    await w.run();
    expect(payments()).toEqual([]);

    await w.server.ctx.db
      .updateTable('user_plans')
      .set({ end_date: day(-1) })
      .where('id', '=', user.plan.id)
      .execute();
    await w.run();
    expect(payments().map((m) => m.body.template.components[0].parameters[3].text)).toEqual([
      renewal.paymentLink,
    ]);
  });

  it('when the gateway refuses the link the reminder goes without one, and the next carries a link for the same plan', async () => {
    const user = await w.endingUser('Isha Imports', '9899999999');
    w.rzp!.failNext(400, 'The api key provided is invalid');
    expect(await w.run()).toMatchObject({ renewalSent: 1, renewalPlansMade: 1, withoutLink: 1 });
    expect(w.renewalsTo(user.phone)[0].params[3]).toBe(RENEWAL_NO_LINK_TEXT);
    const [renewal] = (await w.plansOf(user.id)).filter((p) => p.status === 0);
    expect(renewal.paymentLink).toBeNull();

    await w.reminderDueAgain(user.plan.id);
    expect(await w.run()).toMatchObject({ renewalSent: 1, renewalPlansMade: 0, withoutLink: 0 });
    const [again] = (await w.plansOf(user.id)).filter((p) => p.status === 0);
    expect(again.id).toBe(renewal.id);
    expect(w.renewalsTo(user.phone)[1].params[3]).toBe(again.paymentLink);
  });

  it('a plan paid for beyond its end (renewed) gets no more reminders', async () => {
    const user = await w.endingUser('Farah Fabrics', '9866666666');
    await w.asAdmin().call(billing.addUserPlan, {
      body: {
        userId: user.id,
        subscriptionPlanId: w.gold.id,
        startDate: day(4),
        endDate: day(368),
        price: 99900,
        originalPrice: 99900,
        gst: 18,
        quantity: 1,
        post: 30,
        bot: 2,
        paymentDate: day(0),
        paymentMethodId: 1,
        invoiceDate: day(0),
      },
    });
    await w.run();
    expect(w.renewalsTo(user.phone)).toEqual([]);
    expect((await w.plansOf(user.id)).filter((p) => p.status === 0)).toEqual([]);
  });
});

describe.each(dbKinds())('renewal reminders without online payment (%s)', (kind) => {
  let w: RenewalWorld;
  beforeAll(async () => {
    w = await renewalWorld(kind, { gateway: false });
  });
  afterAll(() => w?.close());

  it('the reminder still goes, saying to contact the business, and the run says payment links are not set up', async () => {
    const user = await w.endingUser('Gita Gifts', '9877777777');
    const summary = await w.run();
    expect(summary).toMatchObject({ renewalSent: 1, renewalPlansMade: 1, withoutLink: 1 });
    expect(summary.paymentLinks).toBe(
      'Payment links in renewal reminders is not set up: fill in Settings → Payments.',
    );
    expect(w.renewalsTo(user.phone)[0].params).toEqual([
      'Gita Gifts',
      'Gold',
      ddmmyyyy(day(3)),
      RENEWAL_NO_LINK_TEXT,
    ]);
    // The renewal plan is made all the same: an Admin can take the payment another way, and a
    // later reminder (once payments are set up) carries its link.
    const unpaid = (await w.plansOf(user.id)).filter((p) => p.status === 0);
    expect(unpaid).toHaveLength(1);
    expect(unpaid[0].paymentLink).toBeNull();
    const due = await w.asAdmin().call(billing.renewalReminderByPhone, { params: { phone: user.phone } });
    expect(due.data).toMatchObject({ paymentLink: null, paid: false, renewalPlanId: unpaid[0].id });
  });
});
