import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createPackage, failure, planBody } from './support';

describe.each(dbKinds())('subscription packages (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await setupAdmin(server);
  });
  afterAll(() => server?.close());

  const raw = (method: 'POST' | 'PUT', url: string, payload: unknown, token = admin) =>
    server.inject({
      method,
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });

  it('an Admin creates and edits a package with the toasts of the spec', async () => {
    const c = server.client(admin);
    const created = await c.call(billing.createPackage, {
      body: {
        name: '  Silver  ',
        validity: 6,
        validityType: 'monthly',
        planType: 'package',
        price: 49900,
        post: 10,
      },
    });
    expect(created.message).toBe('Package created successfully');
    expect(created.data).toMatchObject({
      name: 'Silver',
      validity: 6,
      price: 49900,
      gst: 18,
      post: 10,
      web: null,
    });
    const updated = await c.call(billing.updatePackage, {
      params: { id: created.data.id },
      body: {
        name: 'Silver Plus',
        validity: 1,
        validityType: 'yearly',
        planType: 'package',
        price: 59900,
        discountedPrice: 49900,
      },
    });
    expect(updated.message).toBe('Package updated successfully');
    expect((await c.call(billing.packageById, { params: { id: created.data.id } })).data).toMatchObject({
      name: 'Silver Plus',
      discountedPrice: 49900,
      post: null,
    });
  });

  it('bad input answers 422 with the spec messages on the fields, never 5xx', async () => {
    const res = await raw('POST', '/api/SubscriptionPackage', { validity: 0, validityType: 'daily' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errors).toMatchObject({
      name: 'Name is Required',
      planType: 'Plan Type is Required',
      price: 'Price is Required',
    });
    const zero = await raw('POST', '/api/SubscriptionPackage', {
      name: 'X',
      validity: 0,
      validityType: 'daily',
      planType: 'demo',
      price: 0,
    });
    expect(zero.json().error.errors).toEqual({ validity: 'Validity must be greater than 0' });
    const pkg = await createPackage(server, admin);
    const self = await raw('PUT', `/api/SubscriptionPackage/${pkg.id}`, {
      name: 'Loop',
      validity: 1,
      validityType: 'yearly',
      planType: 'package',
      price: 100,
      renewalPlanId: pkg.id,
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().error.errors).toEqual({ renewalPlanId: 'A package cannot renew into itself' });
    expect(
      (
        await raw('PUT', '/api/SubscriptionPackage/999999', {
          name: 'X',
          validityType: 'na',
          planType: 'demo',
          price: 0,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('UpdateStatus switches a package off and the active list leaves it out', async () => {
    const pkg = await createPackage(server, admin);
    const c = server.client(admin);
    const off = await c.call(billing.packageStatus, { params: { id: pkg.id }, body: { isActive: false } });
    expect(off.data.isActive).toBe(false);
    expect((await c.call(billing.activePackages)).data.map((p) => p.id)).not.toContain(pkg.id);
    await c.call(billing.packageStatus, { params: { id: pkg.id }, body: { isActive: true } });
    expect((await c.call(billing.activePackages)).data.map((p) => p.id)).toContain(pkg.id);
  });

  it('Manage Sequence orders the list; unknown ids are refused', async () => {
    const a = await createPackage(server, admin);
    const b = await createPackage(server, admin);
    const c = server.client(admin);
    const ordered = await c.call(billing.packageSequence, { body: [b.id, a.id] });
    expect(ordered.data.slice(0, 2).map((p) => p.id)).toEqual([b.id, a.id]);
    const list = await c.call(billing.packages, { query: { pagesize: 100 } });
    expect(list.data.records.slice(0, 2).map((p) => p.id)).toEqual([b.id, a.id]);
    expect(list.data.total_Record_Count).toBeGreaterThanOrEqual(2);
    const bad = await raw('PUT', '/api/SubscriptionPackage/Sequence', [a.id, 424242]);
    expect(bad.statusCode).toBe(422);
    expect((await raw('PUT', '/api/SubscriptionPackage/Sequence', [a.id, a.id])).statusCode).toBe(422);
  });

  it('only one package is the default', async () => {
    const a = await createPackage(server, admin, { isDefault: true });
    const b = await createPackage(server, admin, { isDefault: true });
    const c = server.client(admin);
    expect((await c.call(billing.packageById, { params: { id: a.id } })).data.isDefault).toBe(false);
    expect((await c.call(billing.packageById, { params: { id: b.id } })).data.isDefault).toBe(true);
  });

  it('a User cannot manage packages (403)', async () => {
    const user = await registerUser(server);
    const err = await failure(server.client(user.token).call(billing.packages, { query: {} }));
    expect(err.status).toBe(403);
    expect((await raw('POST', '/api/SubscriptionPackage', {}, user.token)).statusCode).toBe(403);
  });

  it('the customer plan list shows active paid packages, the renewal plan first', async () => {
    const renewal = await createPackage(server, admin, { name: 'Renewal Gold', price: 89900 });
    const current = await createPackage(server, admin, { name: 'Current', renewalPlanId: renewal.id });
    const demo = await createPackage(server, admin, { name: 'Demo', planType: 'demo', price: 0 });
    const hidden = await createPackage(server, admin, { name: 'Hidden', isActive: false });
    const user = await registerUser(server);
    await server.client(admin).call(billing.addUserPlan, {
      body: planBody(user.id, current.id, {
        paymentDate: '2026-11-22',
        paymentMethodId: 1,
        invoiceDate: '2026-11-22',
      }),
    });
    const list = (await server.client(user.token).call(billing.subscriptionPlans)).data;
    expect(list[0]).toMatchObject({ id: renewal.id, isRenewal: true });
    const ids = list.map((p) => p.id);
    expect(ids).not.toContain(demo.id);
    expect(ids).not.toContain(hidden.id);
    expect(list.every((p) => p.price > 0)).toBe(true);
    expect(list.find((p) => p.id === current.id)).toMatchObject({
      payable: 99900,
      payableWithGst: 117882,
      validityLabel: '1 Year',
      isRenewal: false,
    });
  });

  it('payment methods for the plan form', async () => {
    const user = await registerUser(server);
    const methods = (await server.client(user.token).call(billing.paymentMethods)).data;
    expect(methods.map((m) => m.name)).toContain('UPI');
  });
});
