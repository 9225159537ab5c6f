import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { startRazorpayFake, type RazorpayFake } from '../fakes/razorpay/api';
import { RAZORPAY, createPackage, failure, planBody, razorpayEnv } from './support';

/**
 * Money columns are 32-bit integer paise (issue 10): a price, price × quantity and a total with GST
 * stay at or below ₹2,14,74,836.47, exactly, or the form says why; never a database 500.
 */
const TOO_LARGE = 'The total must not exceed ₹2,14,74,836.47';

describe.each(dbKinds())('money at the bounds of its columns (%s)', (kind) => {
  let server: TestServer;
  let fake: RazorpayFake;
  let admin: string;
  let user: Awaited<ReturnType<typeof registerUser>>;
  let pkg: Awaited<ReturnType<typeof createPackage>>;
  beforeAll(async () => {
    fake = await startRazorpayFake(RAZORPAY);
    server = await startTestServer(kind, razorpayEnv(fake.url));
    admin = await setupAdmin(server);
    user = await registerUser(server);
    pkg = await createPackage(server, admin, { name: 'Gold' });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('a plan whose total with GST would pass ₹2,14,74,836.47 is refused on its price', async () => {
    // 2,000,000,000 paise + 18 % GST = 2,360,000,000 paise.
    const err = await failure(
      server.client(admin).call(billing.addUserPlan, {
        body: planBody(user.id, pkg.id, { price: 2_000_000_000, originalPrice: 2_000_000_000 }),
      }),
    );
    expect(err.status).toBe(422);
    expect(err.errors).toMatchObject({ price: TOO_LARGE });

    // Price × quantity past the column, each of them within it.
    const byQuantity = await failure(
      server.client(admin).call(billing.addUserPlan, {
        body: planBody(user.id, pkg.id, { price: 100_000_000, originalPrice: 100_000_000, quantity: 30 }),
      }),
    );
    expect(byQuantity.status).toBe(422);
    expect(byQuantity.errors).toMatchObject({ price: TOO_LARGE });
  });

  it('the largest plan that fits is saved with its totals exact to the paisa', async () => {
    // 1,819,901,395 × 9 % = 163,791,125.55 → CGST and SGST round up to 163,791,126 each: the total is
    // the column's largest value.
    const { data } = await server.client(admin).call(billing.addUserPlan, {
      body: planBody(user.id, pkg.id, { price: 1_819_901_395, originalPrice: 1_819_901_395 }),
    });
    expect(data).toMatchObject({
      subTotal: 1_819_901_395,
      taxAmount: 327_582_252,
      totalAmount: 2_147_483_647,
    });
  });

  it('an additional plan whose package charges more GST cannot push the total past the column', async () => {
    // The form counts the additional plan at the plan's 0 % GST; its package charges 100 %.
    const heavy = await createPackage(server, admin, { name: 'Heavy GST', planType: 'addon', gst: 100 });
    const err = await failure(
      server.client(admin).call(billing.addUserPlan, {
        body: planBody(user.id, pkg.id, {
          price: 0,
          originalPrice: 0,
          gst: 0,
          userSubPlans: [{ subscriptionPlanId: heavy.id, price: 1_500_000_000, quantity: 1 }],
        }),
      }),
    );
    expect(err.status).toBe(422);
    expect(err.errors).toMatchObject({ price: TOO_LARGE });
  });

  it('a package costs at most ₹10,00,000 and an order takes at most 10 of it', async () => {
    const price = await failure(createPackage(server, admin, { price: 100_000_100 }));
    expect(price.status).toBe(422);
    expect(price.errors).toMatchObject({ price: 'Price must be at most ₹10,00,000.00' });
    await createPackage(server, admin, { price: 100_000_000 });

    const quantity = await failure(
      server
        .client(user.token)
        .call(billing.paymentOrder, { body: { plans: [{ planId: pkg.id, quantity: 11 }] } }),
    );
    expect(quantity.status).toBe(422);
    expect(quantity.errors).toMatchObject({ 'plans.0.quantity': 'Quantity must be at most 10' });
  });

  it('an order whose amount would pass the column is refused and leaves no plans behind', async () => {
    // Each plan fits (10 × ₹10,00,000 + 100 % GST = ₹2,00,00,000); together they do not.
    const dear = await Promise.all(
      [1, 2].map((n) => createPackage(server, admin, { name: `Dear ${n}`, price: 100_000_000, gst: 100 })),
    );
    const buyer = await registerUser(server);
    const err = await failure(
      server.client(buyer.token).call(billing.paymentOrder, {
        body: { plans: dear.map((p) => ({ planId: p.id, quantity: 10 })) },
      }),
    );
    expect(err.status).toBe(422);
    expect(err.errors).toMatchObject({ plans: TOO_LARGE });
    const left = await server.ctx.db
      .selectFrom('user_plans')
      .select('id')
      .where('user_id', '=', buyer.id)
      .execute();
    expect(left).toEqual([]);

    // One of them alone is bought, with its amount exact.
    const { data } = await server.client(buyer.token).call(billing.paymentOrder, {
      body: { plans: [{ planId: dear[0].id, quantity: 10 }] },
    });
    const log = await server.ctx.db
      .selectFrom('payment_logs')
      .select('amount')
      .where('id', '=', data.logId)
      .executeTakeFirstOrThrow();
    expect(log.amount).toBe(2_000_000_000);
  });
});
