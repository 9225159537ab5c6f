import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract as account } from '../../src/shared/account/contract';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { runJob } from '../../src/server/jobs/scheduler';
import { paymentReconciliationJob } from '../../src/server/modules/billing/jobs';
import { RECONCILE_WAITS_MIN } from '../../src/server/modules/billing/payment-reconciliation';
import { httpDelivery, startRazorpayFake, webhookSender, type RazorpayFake } from '../fakes/razorpay/api';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import {
  RAZORPAY,
  createPackage,
  failure,
  hasPdftotext,
  injectDelivery,
  pdfText,
  planBody,
  razorpayEnv,
} from './support';

describe.each(dbKinds())('online payment without a gateway (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('the order tells the User to contact the administrator and leaves no plan behind; webhooks name their card', async () => {
    const admin = await setupAdmin(server);
    const pkg = await createPackage(server, admin);
    const user = await registerUser(server);
    const err = await failure(
      server.client(user.token).call(billing.paymentOrder, { body: { plans: [{ planId: pkg.id }] } }),
    );
    expect(err.status).toBe(503);
    expect(err.message).toBe('Online payment is not available yet. Please contact the administrator.');
    expect((await server.client(user.token).call(billing.userPlans)).data).toEqual([]);
    const hook = await injectDelivery(server)('{}', { 'content-type': 'application/json' });
    expect(hook.status).toBe(503);
    expect(hook.body.message).toBe(
      'The Razorpay webhook is not set up: fill in Settings → Payments (Webhook secret).',
    );
  });
});

describe.each(dbKinds())('online payment through Razorpay payment links (%s)', (kind) => {
  let server: TestServer;
  let fake: RazorpayFake;
  let admin: string;
  let pkg: Awaited<ReturnType<typeof createPackage>>;
  let send: ReturnType<typeof webhookSender>;
  beforeAll(async () => {
    fake = await startRazorpayFake(RAZORPAY);
    server = await startTestServer(kind, razorpayEnv(fake.url));
    admin = await setupAdmin(server);
    pkg = await createPackage(server, admin, { name: 'Gold', post: 30, bot: 2 });
    send = webhookSender(RAZORPAY.webhookSecret, injectDelivery(server));
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  async function orderAs(token: string) {
    const { data } = await server
      .client(token)
      .call(billing.paymentOrder, { body: { plans: [{ planId: pkg.id, quantity: 1 }] } });
    const link = fake.linkByReference(String(data.logId))!;
    return { ...data, link };
  }
  const planOf = async (token: string, logId: number) => {
    const payment = (await server.client(token).call(billing.payment, { params: { logId } })).data;
    return (await server.client(token).call(billing.userPlanById, { params: { id: payment.planIds[0] } }))
      .data;
  };

  it('a payment order makes an unpaid plan, a payment log and a link with the log id as reference', async () => {
    const user = await registerUser(server, { companyName: 'Acme' });
    const order = await orderAs(user.token);
    expect(order.url).toBe(order.short_url);
    expect(order.url).toMatch(/^https:\/\/rzp\.io\/i\//);
    const sent = fake.requests.find(
      (r) => r.method === 'POST' && r.body?.reference_id === String(order.logId),
    )!;
    expect(sent.headers.authorization).toBe(
      `Basic ${Buffer.from(`${RAZORPAY.keyId}:${RAZORPAY.keySecret}`).toString('base64')}`,
    );
    expect(sent.body).toMatchObject({
      amount: 117882,
      currency: 'INR',
      accept_partial: false,
      callback_url: `${server.config.publicBaseUrl}/payment/processing?log=${order.logId}`,
      callback_method: 'get',
      customer: { name: 'Acme', email: user.email },
      notes: { payment_log_id: String(order.logId) },
    });
    const plan = await planOf(user.token, order.logId);
    expect(plan).toMatchObject({
      status: 0,
      paymentLink: order.short_url,
      paymentLogId: order.logId,
      totalAmount: 117882,
      apps: [
        { app: 1, assignedLimit: 30 },
        { app: 3, assignedLimit: 2 },
      ],
    });
    const status = await server
      .client(user.token)
      .call(billing.paymentStatus, { params: { logId: order.logId } });
    expect(status.data).toEqual({ isPaid: false, status: 'created' });
  });

  it('a signed payment_link.paid webhook marks the plan paid exactly once; repeats change nothing', async () => {
    const user = await registerUser(server);
    const order = await orderAs(user.token);
    const events = fake.paidEvents(fake.pay(order.link.id, 'upi'));

    const first = await send(events.linkPaid, { eventId: 'evt_paid_1' });
    expect(first).toMatchObject({ status: 200, body: { data: { outcome: 'paid', logId: order.logId } } });
    const paid = await planOf(user.token, order.logId);
    expect(paid).toMatchObject({
      status: 1,
      isActive: true,
      paymentMethod: 'Online Payment',
      transactionId: events.linkPaid.payload.payment.entity.id,
      totalPaid: 117882,
      amountDue: 0,
      paymentLink: null,
      documentTitle: 'INVOICE',
    });
    expect(paid.invoiceNumber).toMatch(/^INV\/\d\d-\d\d\/\d{5}$/);
    expect(paid.paymentDate).toBe(paid.invoiceDate);
    expect((await server.client(user.token).call(account.me)).data.modules).toEqual([1, 3]);
    expect(
      (await server.client(user.token).call(billing.paymentStatus, { params: { logId: order.logId } })).data,
    ).toEqual({
      isPaid: true,
      status: 'paid',
    });

    const repeat = await send(events.linkPaid, { eventId: 'evt_paid_1' });
    expect(repeat).toMatchObject({ status: 200, body: { data: { outcome: 'duplicate' } } });
    const again = await send(events.captured, { eventId: 'evt_captured_1' });
    expect(again.body.data.outcome).toBe('already paid');
    expect((await planOf(user.token, order.logId)).invoiceNumber).toBe(paid.invoiceNumber);

    // No number was used up by the repeats: the next invoice is the very next one.
    const other = await registerUser(server);
    const next = await orderAs(other.token);
    await send(fake.paidEvents(fake.pay(next.link.id)).linkPaid);
    const serial = (n: string | null) => Number(n!.slice(-5));
    expect(serial((await planOf(other.token, next.logId)).invoiceNumber)).toBe(
      serial(paid.invoiceNumber) + 1,
    );
  });

  it('a bad or missing signature is refused and changes nothing', async () => {
    const user = await registerUser(server);
    const order = await orderAs(user.token);
    const events = fake.paidEvents(fake.pay(order.link.id));
    const forged = await send(events.linkPaid, { signature: 'a'.repeat(64) });
    expect(forged.status).toBe(400);
    expect(forged.body.error.errorCode).toBe('InvalidSignature');
    // The body changed after signing: the signature of the original no longer matches.
    const original = JSON.stringify(events.linkPaid);
    const signature = crypto.createHmac('sha256', RAZORPAY.webhookSecret).update(original).digest('hex');
    const tampered = await send(null, {
      rawOverride: original.replace(/"amount_paid":\d+/, '"amount_paid":1'),
      signature,
    });
    expect(tampered.status).toBe(400);
    const unsigned = await injectDelivery(server)(original, { 'content-type': 'application/json' });
    expect(unsigned.status).toBe(400);
    expect((await planOf(user.token, order.logId)).status).toBe(0);
    const garbage = await send('not json at all', { rawOverride: 'not json at all' });
    expect(garbage.status).toBe(400);
  });

  it('junk at the webhook answers 4xx, never 5xx', async () => {
    const cases: [string | Buffer, Record<string, string>][] = [
      ['', {}],
      ['', { 'content-type': 'application/json' }],
      ['{"event":1}', { 'content-type': 'text/plain', 'x-razorpay-signature': 'zz' }],
      [Buffer.from([0xff, 0xfe, 0x00, 0x01]), { 'content-type': 'application/octet-stream' }],
      ['x'.repeat(2 * 1024 * 1024), { 'content-type': 'application/json' }],
    ];
    for (const [payload, headers] of cases) {
      const res = await server.inject({ method: 'POST', url: '/webhooks/razorpay', payload, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    // A signed body that is not an event.
    expect((await send({ hello: 'world' })).status).toBe(400);
  });

  it('events in any order: captured before link paid, expiry after payment, payment after expiry', async () => {
    const user = await registerUser(server);
    const a = await orderAs(user.token);
    const paidA = fake.pay(a.link.id, 'card');
    const eventsA = fake.paidEvents(paidA);
    expect((await send(eventsA.captured)).body.data.outcome).toBe('paid');
    expect((await send(eventsA.linkPaid)).body.data.outcome).toBe('already paid');
    expect((await send(fake.expiredEvent(paidA.link))).status).toBe(200);
    expect(
      (await server.client(user.token).call(billing.payment, { params: { logId: a.logId } })).data,
    ).toMatchObject({
      status: 'paid',
      isPaid: true,
    });

    // An Admin's plan outlives its expired link, so a payment that still arrives pays it.
    const { data: given } = await server
      .client(admin)
      .call(billing.addUserPlan, { body: planBody(user.id, pkg.id) });
    const b = fake.linkByReference(String(given.paymentLogId))!;
    await send(fake.expiredEvent(fake.links.get(b.id)!));
    expect(
      (await server.client(user.token).call(billing.payment, { params: { logId: given.paymentLogId! } })).data
        .status,
    ).toBe('expired');
    await send(fake.paidEvents(fake.pay(b.id)).orderPaid);
    expect((await planOf(user.token, given.paymentLogId!)).status).toBe(1);
  });

  it("an expired link discards the unpaid plans of the customer's own order; a late payment waits for the Admin", async () => {
    const user = await registerUser(server);
    const order = await orderAs(user.token);
    expect(await send(fake.expiredEvent(fake.expire(order.link.id)))).toMatchObject({ status: 200 });
    expect((await server.client(user.token).call(billing.userPlans)).data).toEqual([]);

    const late = fake.paidEvents(fake.pay(order.link.id));
    expect((await send(late.linkPaid)).body.data.outcome).toBe('needs attention');
    const payment = (
      await server.client(user.token).call(billing.payment, { params: { logId: order.logId } })
    ).data;
    expect(payment).toMatchObject({ status: 'needs_attention', isPaid: false, planIds: [] });
    const attention = (await server.client(admin).call(billing.paymentsNeedingAttention)).data;
    expect(attention).toContainEqual(
      expect.objectContaining({
        logId: order.logId,
        userId: user.id,
        amount: 117882,
        gatewayPaymentId: late.linkPaid.payload.payment.entity.id,
      }),
    );
  });

  it('two Pay Now at once make one payment link', async () => {
    const user = await registerUser(server);
    // The gateway refuses the Admin's first link, so the plan waits for the customer's Pay Now.
    fake.failNext(400, 'The amount must be atleast INR 1.00', 1);
    const { data: plan } = await server
      .client(admin)
      .call(billing.addUserPlan, { body: planBody(user.id, pkg.id) });
    expect(plan.paymentLink).toBeNull();
    const asUser = server.client(user.token);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => asUser.call(billing.payPlan, { params: { userPlanId: plan.id } })),
    );
    const logIds = new Set(answers.map((a) => a.data.logId));
    expect(logIds.size).toBe(1);
    const links = [...fake.links.values()].filter((l) => l.notes.user_id === String(user.id));
    expect(links).toHaveLength(1);
    expect(links[0].short_url).toBe(answers[0].data.url);
    const after = (await asUser.call(billing.userPlanById, { params: { id: plan.id } })).data;
    expect(after).toMatchObject({ paymentLogId: answers[0].data.logId, paymentLink: links[0].short_url });
  });

  it('paying a superseded link is kept for the Admin as "Paid, needs attention" and the plan keeps a live link', async () => {
    const user = await registerUser(server);
    const c = server.client(admin);
    const { data: plan } = await c.call(billing.addUserPlan, { body: planBody(user.id, pkg.id) });
    const first = fake.linkByReference(String(plan.paymentLogId))!;
    // The customer pays the old link just before the Admin changes the price.
    const paidFirst = fake.pay(first.id, 'card');
    const { data: edited } = await c.call(billing.updateUserPlan, {
      params: { id: plan.id },
      body: planBody(user.id, pkg.id, { price: 49900 }),
    });
    expect(edited).toMatchObject({ status: 0 });
    expect(edited.paymentLogId).not.toBe(plan.paymentLogId);
    expect(fake.linkByReference(String(edited.paymentLogId))!.status).toBe('created');

    // Another superseded link, cancelled in time, whose payment still reaches us by webhook.
    const { data: again } = await c.call(billing.updateUserPlan, {
      params: { id: plan.id },
      body: planBody(user.id, pkg.id, { price: 59900 }),
    });
    const second = fake.linkByReference(String(edited.paymentLogId))!;
    expect(second.status).toBe('cancelled');
    const paidSecond = fake.paidEvents(fake.pay(second.id, 'upi'));
    expect((await send(paidSecond.linkPaid)).body.data.outcome).toBe('needs attention');
    expect((await send(fake.paidEvents(paidFirst).linkPaid)).body.data.outcome).toBe('already paid');

    const attention = (await c.call(billing.paymentsNeedingAttention)).data.filter(
      (p) => p.userId === user.id,
    );
    expect(attention.map((p) => [p.logId, p.gatewayPaymentId, p.paymentMethod]).sort()).toEqual(
      [
        [plan.paymentLogId, paidFirst.payment.id, 'card'],
        [edited.paymentLogId, paidSecond.linkPaid.payload.payment.entity.id, 'upi'],
      ].sort(),
    );
    expect(attention.every((p) => p.note?.includes('refund it or apply it'))).toBe(true);
    // The plan is not silently left unpaid: it still has a live link for its current amount.
    const now = (await c.call(billing.userPlanById, { params: { id: plan.id } })).data;
    expect(now).toMatchObject({ status: 0, paymentLogId: again.paymentLogId });
    expect(fake.linkByReference(String(again.paymentLogId))!.status).toBe('created');
    // A User cannot read the Admin's list.
    expect((await failure(server.client(user.token).call(billing.paymentsNeedingAttention))).status).toBe(
      403,
    );
  });

  it('a failed payment link answers 502 and leaves no unpaid plan behind', async () => {
    const user = await registerUser(server);
    fake.failNext(500, 'We are facing some trouble', 1);
    const err = await failure(
      server.client(user.token).call(billing.paymentOrder, { body: { plans: [{ planId: pkg.id }] } }),
    );
    expect(err.status).toBe(502);
    expect(err.message).toContain('We are facing some trouble');
    expect((await server.client(user.token).call(billing.userPlans)).data).toEqual([]);
  });

  it('an order for a package that cannot be bought answers 422 on its field', async () => {
    const user = await registerUser(server);
    const demo = await createPackage(server, admin, { planType: 'demo', price: 0 });
    const res = await server.inject({
      method: 'POST',
      url: '/api/Payment/Order',
      payload: JSON.stringify({ plans: [{ planId: pkg.id }, { planId: demo.id }] }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errors).toEqual({ 'plans.1.planId': 'This plan cannot be bought' });
    const empty = await server.inject({
      method: 'POST',
      url: '/api/Payment/Order',
      payload: JSON.stringify({ plans: [] }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    });
    expect(empty.json().error.errors).toEqual({ plans: 'Choose a plan' });
  });

  it('the same Idempotency-Key never makes a second order', async () => {
    const user = await registerUser(server);
    const c = server.client(user.token);
    const body = { plans: [{ planId: pkg.id }] };
    const one = await c.call(billing.paymentOrder, { body }, { idempotencyKey: 'order-1' });
    const two = await c.call(billing.paymentOrder, { body }, { idempotencyKey: 'order-1' });
    expect(two.data).toEqual(one.data);
    expect((await c.call(billing.userPlans)).data).toHaveLength(1);
  });

  it('an Admin-given unpaid plan gets a link; Pay Now reuses it; editing the amount replaces it', async () => {
    const user = await registerUser(server);
    const c = server.client(admin);
    const { data: plan } = await c.call(billing.addUserPlan, { body: planBody(user.id, pkg.id) });
    expect(plan.paymentLink).toMatch(/^https:\/\/rzp\.io\//);
    const pay = await server.client(user.token).call(billing.payPlan, { params: { userPlanId: plan.id } });
    expect(pay.data).toMatchObject({ logId: plan.paymentLogId, url: plan.paymentLink });
    // The estimate's Pay Now goes to our payment page on PUBLIC_BASE_URL, which keeps the log id (spec 00 section 2).
    const doc = (
      await server.client(user.token).call(billing.planInvoice, { params: { userPlanId: plan.id } })
    ).data;
    const payNow = new URL(doc.payNowUrl!);
    expect(`${payNow.origin}${payNow.pathname}`).toBe(`${server.config.publicBaseUrl}/payment/paynow`);
    expect(Object.fromEntries(payNow.searchParams)).toEqual({
      log: String(plan.paymentLogId),
      paymentLink: plan.paymentLink,
    });
    expect(doc).toMatchObject({ paymentLogId: plan.paymentLogId, paymentLink: plan.paymentLink });
    if (hasPdftotext) {
      const pdf = await server
        .client(user.token)
        .download(billing.planInvoicePdf, { params: { userPlanId: plan.id } });
      const text = pdfText(pdf.bytes).replace(/\s+/g, '');
      expect(text).toContain(`PayNow:${doc.payNowUrl}`);
      expect(text).not.toContain(`Payonline:${plan.paymentLink}`);
    }

    const oldLink = fake.linkByReference(String(plan.paymentLogId))!;
    const { data: edited } = await c.call(billing.updateUserPlan, {
      params: { id: plan.id },
      body: planBody(user.id, pkg.id, { price: 49900 }),
    });
    expect(fake.links.get(oldLink.id)!.status).toBe('cancelled');
    expect(edited.paymentLogId).not.toBe(plan.paymentLogId);
    // 499.00 + 18 % GST = 588.82, to the paisa (spec 00 section 9).
    expect(fake.linkByReference(String(edited.paymentLogId))!.amount).toBe(58882);

    await send(fake.paidEvents(fake.pay(fake.linkByReference(String(edited.paymentLogId))!.id)).linkPaid);
    expect(
      (await failure(server.client(user.token).call(billing.payPlan, { params: { userPlanId: plan.id } })))
        .status,
    ).toBe(409);
  });

  it('deleting an unpaid plan cancels its link', async () => {
    const user = await registerUser(server);
    const { data: plan } = await server
      .client(admin)
      .call(billing.addUserPlan, { body: planBody(user.id, pkg.id) });
    const link = fake.linkByReference(String(plan.paymentLogId))!;
    await server.client(admin).call(billing.deleteUserPlan, { params: { id: plan.id } });
    expect(fake.links.get(link.id)!.status).toBe('cancelled');
  });

  it("a User cannot see another user's payment (404) nor pay another user's plan", async () => {
    const alice = await registerUser(server);
    const bob = await registerUser(server);
    const order = await orderAs(alice.token);
    const asBob = server.client(bob.token);
    expect(
      (await failure(asBob.call(billing.paymentStatus, { params: { logId: order.logId } }))).status,
    ).toBe(404);
    expect((await failure(asBob.call(billing.payment, { params: { logId: order.logId } }))).status).toBe(404);
    const plan = await planOf(alice.token, order.logId);
    expect((await failure(asBob.call(billing.payPlan, { params: { userPlanId: plan.id } }))).status).toBe(
      404,
    );
  });

  it('the status check asks the gateway when no webhook came', async () => {
    const user = await registerUser(server);
    const order = await orderAs(user.token);
    fake.pay(order.link.id, 'netbanking');
    const status = await server
      .client(user.token)
      .call(billing.paymentStatus, { params: { logId: order.logId } });
    expect(status.data).toEqual({ isPaid: true, status: 'paid' });
  });

  it('the reconciliation job settles pending links at growing intervals and writes a cron log', async () => {
    const user = await registerUser(server);
    const paidLater = await orderAs(user.token);
    const pending = await orderAs(user.token);
    fake.pay(paidLater.link.id);
    const db = server.ctx.db;
    const past = new Date(Date.now() - 1000).toISOString();
    await db
      .updateTable('payment_logs')
      .set({ next_check_at: past })
      .where('id', 'in', [paidLater.logId, pending.logId])
      .execute();

    const result = await runJob(server.ctx, paymentReconciliationJob);
    expect(result?.isSuccess).toBe(true);
    expect(result?.response).toMatchObject({ paid: 1 });
    expect((await planOf(user.token, paidLater.logId)).status).toBe(1);

    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = Date.now();
      await db
        .updateTable('payment_logs')
        .set({ next_check_at: past })
        .where('id', '=', pending.logId)
        .execute();
      await runJob(server.ctx, paymentReconciliationJob);
      const row = await db
        .selectFrom('payment_logs')
        .selectAll()
        .where('id', '=', pending.logId)
        .executeTakeFirstOrThrow();
      waits.push(Math.round((Date.parse(row.next_check_at!) - before) / 60_000));
    }
    // The first run above was its first check; these are its second, third and fourth.
    expect(waits).toEqual(RECONCILE_WAITS_MIN.slice(2, 5));
    const log = await db
      .selectFrom('cron_logs')
      .selectAll()
      .where('cron_type', '=', 'PaymentReconciliation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.is_success).toBe(1);
  });

  it('webhooks arrive over HTTP with the raw body intact', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const overHttp = webhookSender(
      RAZORPAY.webhookSecret,
      httpDelivery(`http://127.0.0.1:${port}/webhooks/razorpay`),
    );
    const user = await registerUser(server);
    const order = await orderAs(user.token);
    const events = fake.paidEvents(fake.pay(order.link.id));
    // Whitespace that a JSON re-serialisation would drop is part of what was signed.
    const pretty = JSON.stringify(events.linkPaid, null, 2);
    const res = await overHttp(events.linkPaid, { rawOverride: pretty });
    expect(res.status).toBe(200);
    expect((await planOf(user.token, order.logId)).status).toBe(1);
  });
});

describe.each(dbKinds())('payment orders are rate limited per user (%s)', (kind) => {
  let server: TestServer;
  let fake: RazorpayFake;
  beforeAll(async () => {
    fake = await startRazorpayFake(RAZORPAY);
    server = await startTestServer(kind, { ...razorpayEnv(fake.url), RATE_LIMIT: 'on' });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('the 11th order within 15 minutes answers 429 with the wait; another user can still order', async () => {
    const admin = await setupAdmin(server);
    const pkg = await createPackage(server, admin);
    const order = (token: string) =>
      server.client(token).call(billing.paymentOrder, { body: { plans: [{ planId: pkg.id }] } });
    const user = await registerUser(server);
    for (let i = 0; i < 10; i++) await order(user.token);
    const err = await failure(order(user.token));
    expect(err.status).toBe(429);
    expect(err.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect((await server.client(user.token).call(billing.userPlans)).data).toHaveLength(10);
    const other = await registerUser(server);
    expect((await order(other.token)).data.logId).toBeGreaterThan(0);
  });
});
