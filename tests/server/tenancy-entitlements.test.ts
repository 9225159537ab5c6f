import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract as account } from '../../src/shared/account/contract';
import { MODULES } from '../../src/shared/account/modules';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { ApiError } from '../../src/shared/http/client';
import { billingService } from '../../src/server/modules/billing/service';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

describe.each(dbKinds())('tenancy and entitlements (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await setupAdmin(server);
  });
  afterAll(() => server?.close());

  it("a User cannot open another user's plan (404), an Admin can", async () => {
    const alice = await registerUser(server);
    const bob = await registerUser(server);
    const alicePlan = await givePlan(server, alice.id, { [MODULES.post]: 10 });

    const own = await server.client(alice.token).call(billing.userPlanById, { params: { id: alicePlan } });
    expect(own.data).toMatchObject({
      userId: alice.id,
      apps: [{ app: 1, name: 'Post', assignedLimit: 10, usedCount: 0 }],
    });

    const err = await server
      .client(bob.token)
      .call(billing.userPlanById, { params: { id: alicePlan } })
      .catch((e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(404);
    // The same answer as a plan that does not exist at all.
    const missing = await server
      .client(bob.token)
      .call(billing.userPlanById, { params: { id: 999999 } })
      .catch((e: ApiError) => e);
    expect((missing as ApiError).message).toBe((err as ApiError).message);

    const asAdmin = await server.client(adminToken).call(billing.userPlanById, { params: { id: alicePlan } });
    expect(asAdmin.data.userId).toBe(alice.id);
  });

  it('Account/Me lists the modules of paid plans in force and the plan type', async () => {
    const user = await registerUser(server);
    await givePlan(server, user.id, { [MODULES.bot]: 2, [MODULES.post]: 5 });
    await givePlan(server, user.id, { [MODULES.whatsapp]: 1 }, { status: 0 }); // unpaid
    await givePlan(server, user.id, { [MODULES.card]: 1 }, { startOffset: -40, endOffset: -10 }); // expired
    await givePlan(server, user.id, { [MODULES.campaign]: 1 }, { startOffset: 5, endOffset: 40 }); // upcoming
    const me = await server.client(user.token).call(account.me);
    expect(me.data.modules).toEqual([1, 3]);
    expect(me.data.planType).toBe('Package');

    const demoUser = await registerUser(server);
    await givePlan(server, demoUser.id, { [MODULES.web]: 1 }, { planType: 'demo' });
    expect((await server.client(demoUser.token).call(account.me)).data).toMatchObject({
      planType: 'Demo',
      modules: [2],
    });
  });

  it('requireAllowance counts use and answers 402 when the allowance is used up', async () => {
    const user = await registerUser(server);
    const first = await givePlan(server, user.id, { [MODULES.card]: 1 }, { endOffset: 10 });
    const second = await givePlan(server, user.id, { [MODULES.card]: 1 }, { endOffset: 20 });
    const db = server.ctx.db;
    const { requireAllowance, releaseAllowance } = billingService(server.ctx);
    await requireAllowance(db, user.id, MODULES.card);
    await requireAllowance(db, user.id, MODULES.card);
    const err = await requireAllowance(db, user.id, MODULES.card).catch((e) => e);
    expect(err.status).toBe(402);
    expect(err.message).toBe('Limit exceeded');
    // The plan that ends first was used first.
    const c = server.client(user.token);
    expect((await c.call(billing.userPlanById, { params: { id: first } })).data.apps[0].usedCount).toBe(1);
    expect((await c.call(billing.userPlanById, { params: { id: second } })).data.apps[0].usedCount).toBe(1);

    await releaseAllowance(db, user.id, MODULES.card);
    await requireAllowance(db, user.id, MODULES.card);
    const noPlan = await requireAllowance(db, user.id, MODULES.bot).catch((e) => e);
    expect(noPlan.status).toBe(402);
  });

  it('two racing requests cannot both take the last unit', async () => {
    const user = await registerUser(server);
    await givePlan(server, user.id, { [MODULES.post]: 1 });
    const { requireAllowance } = billingService(server.ctx);
    const results = await Promise.allSettled([
      requireAllowance(server.ctx.db, user.id, MODULES.post),
      requireAllowance(server.ctx.db, user.id, MODULES.post),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
