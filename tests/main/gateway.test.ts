import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointIdOf } from '../../src/shared/api';
import type { ServerTarget } from '../../src/main/gateway/api-gateway';
import { CHANGE_NEEDS_CONNECTION, NOT_LOADED_OFFLINE } from '../../src/main/gateway/api-gateway';
import { accountContract as account } from '../../src/shared/account/contract';
import type { EndpointDef } from '../../src/shared/http/endpoint';
import type { TransportRequest } from '../../src/shared/http/transport';
import { registerUser } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/server';
import { gatewayFor, lastEvent } from './gateway-harness';
import { freePort } from './server-process';

/** A TransportRequest for an endpoint of the contract, as the renderer's client builds it. */
const call = (e: EndpointDef, body?: unknown): TransportRequest => ({
  method: e.method,
  url: e.path,
  body,
  endpoint: endpointIdOf(e),
});

const ADMIN = { userName: 'Admin', email: 'admin@example.com', password: 'secret123' };

describe('ApiGateway with the offline cache', () => {
  let server: TestServer;
  let live: string;
  let dead: string;
  let shop: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    live = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // Nothing listens here: connection refused, as when the server is down.
    dead = `http://127.0.0.1:${await freePort()}`;
    shop = await registerUser(server, { email: 'shop@example.com' });
  });
  afterAll(() => server?.close());

  /** One "server" whose reachability the test switches. */
  const switchable = () => {
    const state = { up: true };
    const target = (): ServerTarget => ({ id: 'https://crm.example.com', origin: state.up ? live : dead });
    return { state, target };
  };

  it('moves the token of a login answer into the vault and gives the renderer an empty token', async () => {
    const { target } = switchable();
    const { gateway, vault } = gatewayFor(target);
    const answer = await gateway.request(call(account.setup, ADMIN));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      data: { token: '', role: 'Admin', userName: 'Admin' },
    });

    const kept = await vault.current('https://crm.example.com');
    expect(kept?.token).toMatch(/^ey/);
    expect(kept?.user).toMatchObject({ role: 'Admin', userName: 'Admin' });
    expect(await gateway.session()).toEqual({
      signedIn: true,
      role: 'Admin',
      userName: 'Admin',
      serverOrigin: live,
      vault: 'memory',
    });

    // The gateway signs later calls with it.
    const me = await gateway.request(call(account.me));
    expect(me).toMatchObject({ status: 200, body: { data: { email: 'admin@example.com', role: 'Admin' } } });
    expect(me.stale).toBeUndefined();
  });

  it('serves a page loaded before, marked stale with its time, when the server cannot be reached', async () => {
    const { state, target } = switchable();
    const { gateway, events } = gatewayFor(target);
    await gateway.request(call(account.login, { login: ADMIN.email, password: ADMIN.password }));
    const fresh = await gateway.request(call(account.me));
    expect(fresh.status).toBe(200);

    state.up = false;
    const stale = await gateway.request(call(account.me));
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(fresh.body);
    expect(stale.stale?.cachedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(lastEvent(events, 'connectivity')).toEqual({ online: false, cachedAt: stale.stale!.cachedAt });

    state.up = true;
    await gateway.request(call(account.me));
    expect(lastEvent(events, 'connectivity')).toEqual({ online: true });
  });

  it('says so when the page has not been loaded before', async () => {
    const { state, target } = switchable();
    const { gateway } = gatewayFor(target);
    state.up = false;
    const answer = await gateway.request({ method: 'GET', url: '/api/Account/Countries' });
    expect(answer).toMatchObject({
      status: 503,
      body: { success: false, message: NOT_LOADED_OFFLINE, error: { errorCode: 'Offline' } },
    });
    // A change that cannot wait in the outbox is refused with a clear message.
    const change = await gateway.request(call(account.verifyPassword, { password: 'x' }));
    expect(change).toMatchObject({ status: 503, body: { message: CHANGE_NEEDS_CONNECTION } });
  });

  it('keeps each user their own cache: one user never sees what another loaded', async () => {
    const { state, target } = switchable();
    const { gateway } = gatewayFor(target);
    await gateway.request(call(account.login, { login: ADMIN.email, password: ADMIN.password }));
    await gateway.request(call(account.me));
    await gateway.request(call(account.login, { login: shop.email, password: shop.password }));
    await gateway.request(call(account.me));

    state.up = false;
    const asShop = await gateway.request(call(account.me));
    expect(asShop.body).toMatchObject({ data: { email: 'shop@example.com', role: 'User' } });

    state.up = true;
    await gateway.request(call(account.login, { login: ADMIN.email, password: ADMIN.password }));
    state.up = false;
    const asAdmin = await gateway.request(call(account.me));
    expect(asAdmin.body).toMatchObject({ data: { email: 'admin@example.com', role: 'Admin' } });
  });

  it("Sign Out revokes the token on the server and clears the token and that user's cache", async () => {
    const { state, target } = switchable();
    const { gateway, vault } = gatewayFor(target);
    await gateway.request(call(account.login, { login: shop.email, password: shop.password }));
    await gateway.request(call(account.me));
    const token = (await vault.current(target().id))!.token;

    await gateway.signOut();
    expect(await gateway.session()).toMatchObject({ signedIn: false });
    expect(await vault.current(target().id)).toBeNull();
    const withOldToken = await fetch(`${live}${account.me.path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withOldToken.status).toBe(401);

    state.up = false;
    const after = await gateway.request(call(account.me));
    expect(after).toMatchObject({ status: 503, body: { message: NOT_LOADED_OFFLINE } });
  });

  it('an endsSession answer (logout through the API) clears the same things', async () => {
    const { state, target } = switchable();
    const { gateway, vault } = gatewayFor(target);
    await gateway.request(call(account.login, { login: shop.email, password: shop.password }));
    await gateway.request(call(account.me));
    const logout = await gateway.request(call(account.logout));
    expect(logout.status).toBe(200);
    expect(await vault.current(target().id)).toBeNull();
    state.up = false;
    expect((await gateway.request(call(account.me))).status).toBe(503);
  });

  it('forgets a token the server refuses (401)', async () => {
    const { target } = switchable();
    const { gateway, vault } = gatewayFor(target);
    await gateway.request(call(account.login, { login: shop.email, password: shop.password }));
    const token = (await vault.current(target().id))!.token;
    // Revoked elsewhere (e.g. "sign out everywhere").
    await fetch(`${live}${account.logout.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });

    const me = await gateway.request(call(account.me));
    expect(me.status).toBe(401);
    expect(await vault.current(target().id)).toBeNull();
    expect(await gateway.session()).toMatchObject({ signedIn: false });
  });
});
