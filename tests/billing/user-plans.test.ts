import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract as account } from '../../src/shared/account/contract';
import { MODULES } from '../../src/shared/account/modules';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { billingService } from '../../src/server/modules/billing/service';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createPackage, day, failure, planBody } from './support';

const PAID = { paymentDate: day(0), paymentMethodId: 4, invoiceDate: day(0) };

describe.each(dbKinds())('user plans (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let pkg: Awaited<ReturnType<typeof createPackage>>;
  let addon: Awaited<ReturnType<typeof createPackage>>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await setupAdmin(server);
    pkg = await createPackage(server, admin, { name: 'Gold' });
    addon = await createPackage(server, admin, {
      name: 'Extra posts',
      planType: 'addon',
      price: 10000,
      gst: 5,
    });
  });
  afterAll(() => server?.close());

  const raw = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    server.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${token}`,
      },
    });

  it('an unpaid plan is an ESTIMATE with its totals in paise, its apps and no invoice number', async () => {
    const user = await registerUser(server);
    const res = await server.client(admin).call(billing.addUserPlan, { body: planBody(user.id, pkg.id) });
    expect(res.message).toBe('User plan added successfully');
    expect(res.data).toMatchObject({
      status: 0,
      statusName: 'Unpaid',
      isActive: false,
      subTotal: 99900,
      taxAmount: 17982,
      // Total + GST to the paisa (spec 00 section 9): no round-off unless Invoice Settings ask for it.
      roundOff: 0,
      totalAmount: 117882,
      totalPaid: 0,
      amountDue: 117882,
      invoiceNumber: null,
      documentTitle: 'ESTIMATE',
      canDelete: true,
      canCancel: false,
      isRenewalReminder: true,
      isPaymentReminder: true,
      dueDate: day(0),
      apps: [
        { app: 1, name: 'Post', assignedLimit: 30, usedCount: 0, selected: true },
        { app: 3, name: 'Bot', assignedLimit: 2, usedCount: 0, selected: true },
      ],
    });
    // Unpaid plans entitle nothing.
    expect((await server.client(user.token).call(account.me)).data.modules).toEqual([]);
  });

  it('a plan with a payment date and method is Paid, numbered, active, and shows on Account/Me at once', async () => {
    const user = await registerUser(server);
    expect((await server.client(user.token).call(account.me)).data.modules).toEqual([]);
    const { data } = await server
      .client(admin)
      .call(billing.addUserPlan, { body: planBody(user.id, pkg.id, PAID) });
    expect(data).toMatchObject({
      status: 1,
      statusName: 'Paid',
      isActive: true,
      activity: 'Active',
      paymentMethod: 'UPI',
      documentTitle: 'INVOICE',
      canDelete: false,
      canCancel: true,
      totalPaid: 117882,
      amountDue: 0,
    });
    expect(data.invoiceNumber).toMatch(/^INV\/\d\d-\d\d\/\d{5}$/);
    expect((await server.client(user.token).call(account.me)).data).toMatchObject({
      modules: [1, 3],
      planType: 'Package',
    });
  });

  it('"Round off to the rupee" adds a Round Off line; an invoiced plan keeps the rounding it was issued with', async () => {
    const c = server.client(admin);
    const supplier = {
      companyName: 'BizSuite Technologies',
      address1: '1 Residency Road',
      stateCode: '29' as const,
      invoicePrefix: 'INV',
    };
    await c.call(billing.updateSupplierSettings, { body: { ...supplier, roundOff: true } });
    const user = await registerUser(server);
    const { data: rounded } = await c.call(billing.addUserPlan, { body: planBody(user.id, pkg.id, PAID) });
    expect(rounded).toMatchObject({ roundOff: 18, totalAmount: 117900, totalPaid: 117900 });

    await c.call(billing.updateSupplierSettings, { body: { ...supplier, roundOff: false } });
    const { data: exact } = await c.call(billing.addUserPlan, { body: planBody(user.id, pkg.id) });
    expect(exact).toMatchObject({ roundOff: 0, totalAmount: 117882 });
    // Saving the invoiced plan again changes nothing of what it billed.
    const { data: again } = await c.call(billing.updateUserPlan, {
      params: { id: rounded.id },
      body: planBody(user.id, pkg.id, { ...PAID, otherDetails: 'renewed by phone' }),
    });
    expect(again).toMatchObject({ roundOff: 18, totalAmount: 117900 });
    const doc = (await c.call(billing.planInvoice, { params: { userPlanId: rounded.id } })).data;
    expect(doc).toMatchObject({ roundOff: 18, total: 117900 });
  });

  it('additional plans add price × quantity to the subtotal, GST grouped by their rate', async () => {
    const user = await registerUser(server);
    const { data } = await server.client(admin).call(billing.addUserPlan, {
      body: planBody(user.id, pkg.id, {
        userSubPlans: [
          { subscriptionPlanId: addon.id, price: 10000, quantity: 3 },
          { subscriptionPlanId: addon.id, price: 0, quantity: 0 },
        ],
      }),
    });
    expect(data.subTotal).toBe(99900 + 30000);
    expect(data.taxAmount).toBe(17982 + 1500);
    expect(data.totalAmount).toBe(99900 + 30000 + 17982 + 1500);
    expect(data.userSubPlans).toMatchObject([
      {
        subscriptionPlanName: 'Extra posts',
        quantity: 3,
        price: 10000,
        planTotal: 30000,
        gst: 5,
        startDate: day(0),
      },
      { planTotal: 0 },
    ]);
  });

  it('invoice numbers run consecutively within a financial year and restart in the next', async () => {
    const user = await registerUser(server);
    const c = server.client(admin);
    const add = (date: string) =>
      c.call(billing.addUserPlan, {
        body: planBody(user.id, pkg.id, {
          paymentDate: date,
          paymentMethodId: 1,
          invoiceDate: date,
          startDate: date,
          endDate: day(400),
        }),
      });
    const a = (await add('2024-03-30')).data.invoiceNumber;
    const b = (await add('2024-03-31')).data.invoiceNumber;
    const next = (await add('2024-04-01')).data.invoiceNumber;
    expect(a).toBe('INV/23-24/00001');
    expect(b).toBe('INV/23-24/00002');
    expect(next).toBe('INV/24-25/00001');
  });

  it('two plans paid at the same moment never share an invoice number', async () => {
    const user = await registerUser(server);
    const c = server.client(admin);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        c.call(billing.addUserPlan, {
          body: planBody(user.id, pkg.id, {
            paymentDate: '2025-06-01',
            paymentMethodId: 2,
            invoiceDate: '2025-06-01',
          }),
        }),
      ),
    );
    const numbers = results.map((r) => r.data.invoiceNumber);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers.map((n) => Number(n!.slice(-5))).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('bad input answers 422 with the spec messages on the fields', async () => {
    const user = await registerUser(server);
    const empty = await raw('POST', '/api/UserPlan', {
      userId: user.id,
      subscriptionPlanId: 0,
      price: 0,
      gst: 18,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.errors).toMatchObject({
      subscriptionPlanId: 'Plan is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
    const payment = await raw('POST', '/api/UserPlan', { ...planBody(user.id, pkg.id), paymentMethodId: 3 });
    expect(payment.json().error.errors).toEqual({
      paymentDate: 'Payment Date is required',
      invoiceDate: 'Invoice Date is required',
    });
    const limit = await raw('POST', '/api/UserPlan', {
      ...planBody(user.id, pkg.id),
      selectedApps: ['web'],
      web: null,
    });
    expect(limit.json().error.errors).toEqual({ web: 'Limit is required' });
    const missing = await raw('POST', '/api/UserPlan', planBody(user.id, 987654));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.errors).toEqual({ subscriptionPlanId: 'This plan does not exist' });
    const nobody = await raw('POST', '/api/UserPlan', planBody(987654, pkg.id));
    expect(nobody.json().error.errors).toEqual({ userId: 'User not found' });
    const badDate = await raw('POST', '/api/UserPlan', {
      ...planBody(user.id, pkg.id),
      startDate: '2026-02-30',
    });
    expect(badDate.json().error.errors).toEqual({ startDate: 'This date does not exist' });
    const sub = await raw('POST', '/api/UserPlan', {
      ...planBody(user.id, pkg.id),
      userSubPlans: [{ subscriptionPlanId: addon.id, price: -5, quantity: 1 }],
    });
    expect(sub.json().error.errors).toEqual({ 'userSubPlans.0.price': 'Price must be 0 or more' });
  });

  it('editing keeps used counts, replaces additional plans, and refuses to unpay', async () => {
    const user = await registerUser(server);
    const c = server.client(admin);
    const { data: plan } = await c.call(billing.addUserPlan, {
      body: planBody(user.id, pkg.id, {
        ...PAID,
        userSubPlans: [{ subscriptionPlanId: addon.id, price: 10000, quantity: 1 }],
      }),
    });
    await billingService(server.ctx).requireAllowance(server.ctx.db, user.id, MODULES.post);
    const updated = await c.call(billing.updateUserPlan, {
      params: { id: plan.id },
      body: planBody(user.id, pkg.id, {
        ...PAID,
        post: 50,
        bot: null,
        web: 5,
        otherDetails: 'Annual deal',
        userSubPlans: [
          { id: plan.userSubPlans[0].id, subscriptionPlanId: addon.id, price: 10000, quantity: 1 },
        ],
      }),
    });
    expect(updated.message).toBe('User plan updated successfully');
    expect(updated.data.apps).toEqual([
      { app: 1, name: 'Post', assignedLimit: 50, usedCount: 1, selected: true },
      { app: 2, name: 'Web', assignedLimit: 5, usedCount: 0, selected: true },
    ]);
    expect(updated.data.otherDetails).toBe('Annual deal');
    expect(updated.data.invoiceNumber).toBe(plan.invoiceNumber);
    const unpay = await raw('PUT', `/api/UserPlan/${plan.id}`, planBody(user.id, pkg.id));
    expect(unpay.statusCode).toBe(422);
    expect(unpay.json().error.errors.paymentDate).toMatch(/cannot become unpaid/);
  });

  it("an invoiced plan's amounts and financial year are locked", async () => {
    const user = await registerUser(server);
    const { data: plan } = await server
      .client(admin)
      .call(billing.addUserPlan, { body: planBody(user.id, pkg.id, PAID) });
    const price = await raw('PUT', `/api/UserPlan/${plan.id}`, {
      ...planBody(user.id, pkg.id, PAID),
      price: 1000,
    });
    expect(price.statusCode).toBe(422);
    expect(price.json().error.errors.price).toMatch(/cannot be changed/);
    const moved = await raw('PUT', `/api/UserPlan/${plan.id}`, {
      ...planBody(user.id, pkg.id, PAID),
      invoiceDate: '2019-05-01',
    });
    expect(moved.json().error.errors.invoiceDate).toMatch(/financial year/);
  });

  it('delete only without an invoice number; cancel only invoiced and not canceled', async () => {
    const user = await registerUser(server);
    const c = server.client(admin);
    const { data: draft } = await c.call(billing.addUserPlan, { body: planBody(user.id, pkg.id) });
    const { data: paid } = await c.call(billing.addUserPlan, { body: planBody(user.id, pkg.id, PAID) });

    expect(
      (await failure(c.call(billing.cancelUserPlan, { params: { userId: user.id, planId: draft.id } })))
        .status,
    ).toBe(409);
    expect((await failure(c.call(billing.deleteUserPlan, { params: { id: paid.id } }))).status).toBe(409);
    expect(
      (await failure(c.call(billing.cancelUserPlan, { params: { userId: 999999, planId: paid.id } }))).status,
    ).toBe(404);

    const deleted = await c.call(billing.deleteUserPlan, { params: { id: draft.id } });
    expect(deleted.message).toBe('User Plan deleted successfully');
    expect((await failure(c.call(billing.userPlanById, { params: { id: draft.id } }))).status).toBe(404);

    const canceled = await c.call(billing.cancelUserPlan, { params: { userId: user.id, planId: paid.id } });
    expect(canceled.message).toBe('User Plan canceled successfully');
    expect(canceled.data).toMatchObject({
      status: 2,
      statusName: 'Canceled',
      isActive: false,
      canCancel: false,
      amountDue: 0,
    });
    expect(
      (await failure(c.call(billing.cancelUserPlan, { params: { userId: user.id, planId: paid.id } })))
        .status,
    ).toBe(409);
    expect((await server.client(user.token).call(account.me)).data.modules).toEqual([]);
    const edit = await raw('PUT', `/api/UserPlan/${paid.id}`, planBody(user.id, pkg.id, PAID));
    expect(edit.statusCode).toBe(409);
  });

  it('reminder toggles for the plan and each additional plan', async () => {
    const user = await registerUser(server);
    const c = server.client(admin);
    const { data: plan } = await c.call(billing.addUserPlan, {
      body: planBody(user.id, pkg.id, {
        userSubPlans: [{ subscriptionPlanId: addon.id, price: 100, quantity: 1 }],
      }),
    });
    const r = await c.call(billing.renewalReminder, { params: { planId: plan.id, flag: 'false' } });
    expect(r.data.isRenewalReminder).toBe(false);
    const p = await c.call(billing.paymentReminder, { params: { planId: plan.id, flag: 'false' } });
    expect(p.data).toMatchObject({ isPaymentReminder: false, isRenewalReminder: false });
    const s = await c.call(billing.subPlanRenewalReminder, {
      params: { subPlanId: plan.userSubPlans[0].id, flag: 'true' },
    });
    expect(s.data.userSubPlans[0].isRenewalReminder).toBe(true);
    expect(
      (await failure(c.call(billing.renewalReminder, { params: { planId: 999999, flag: 'true' } }))).status,
    ).toBe(404);
    expect((await raw('PUT', `/api/UserPlan/RenewalReminder/${plan.id}/maybe`, {})).statusCode).toBe(400);
  });

  it('lists: a User sees their own plans, filtered by activity; another user id is 404', async () => {
    const alice = await registerUser(server);
    const bob = await registerUser(server);
    const c = server.client(admin);
    await c.call(billing.addUserPlan, { body: planBody(alice.id, pkg.id, PAID) });
    await c.call(billing.addUserPlan, {
      body: planBody(alice.id, pkg.id, { ...PAID, startDate: day(30), endDate: day(394) }),
    });
    await c.call(billing.addUserPlan, {
      body: planBody(alice.id, pkg.id, { ...PAID, startDate: day(-400), endDate: day(-36) }),
    });
    const mine = server.client(alice.token);
    expect((await mine.call(billing.userPlans)).data).toHaveLength(3);
    const upcoming = (await mine.call(billing.userPlans, { query: { PlanStatus: 'Upcoming' } })).data;
    expect(upcoming.map((p) => p.activity)).toEqual(['Upcoming']);
    expect((await mine.call(billing.userPlans, { query: { PlanStatus: 'Expired' } })).data).toHaveLength(1);
    expect((await mine.call(billing.activeUserPlans)).data.map((p) => p.activity)).toEqual(['Active']);
    expect((await failure(mine.call(billing.userPlans, { query: { userId: bob.id } }))).status).toBe(404);
    expect((await c.call(billing.userPlans, { query: { userId: alice.id } })).data).toHaveLength(3);
    expect((await failure(c.call(billing.userPlans))).status).toBe(400);
  });

  it("a User cannot open, invoice or download another user's plan (404); nor add plans (403)", async () => {
    const alice = await registerUser(server);
    const bob = await registerUser(server);
    const { data: plan } = await server
      .client(admin)
      .call(billing.addUserPlan, { body: planBody(alice.id, pkg.id, PAID) });
    const asBob = server.client(bob.token);
    expect((await failure(asBob.call(billing.userPlanById, { params: { id: plan.id } }))).status).toBe(404);
    expect((await failure(asBob.call(billing.planInvoice, { params: { userPlanId: plan.id } }))).status).toBe(
      404,
    );
    expect(
      (await failure(asBob.download(billing.planInvoicePdf, { params: { userPlanId: plan.id } }))).status,
    ).toBe(404);
    expect(
      (
        await failure(
          server
            .client(admin)
            .call(billing.userPlanById, { params: { id: plan.id }, query: { userId: bob.id } }),
        )
      ).status,
    ).toBe(404);
    expect((await raw('POST', '/api/UserPlan', planBody(bob.id, pkg.id), bob.token)).statusCode).toBe(403);
    expect((await raw('DELETE', `/api/UserPlan/${plan.id}`, undefined, bob.token)).statusCode).toBe(403);
  });
});
