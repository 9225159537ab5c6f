import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract as account } from '../../src/shared/account/contract';
import { ApiError } from '../../src/shared/http/client';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe.each(dbKinds())('accounts and sessions (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('first-run setup creates the first Admin once, then refuses with 409', async () => {
    expect((await server.client().call(account.setupStatus)).data.hasAdmin).toBe(false);
    const token = await setupAdmin(server);
    expect(token).toMatch(/^ey/);
    expect((await server.client().call(account.setupStatus)).data.hasAdmin).toBe(true);
    const again = await failure(
      server
        .client()
        .call(account.setup, { body: { userName: 'X', email: 'x@example.com', password: 'secret123' } }),
    );
    expect(again.status).toBe(409);
    const me = await server.client(token).call(account.me);
    expect(me.data).toMatchObject({
      role: 'Admin',
      roleAndPermissions: { roleName: 'Admin' },
      modules: [],
      planType: null,
    });
  });

  it('registration signs a business user in; duplicates answer 409 with a clear message', async () => {
    const user = await registerUser(server, { email: 'shop@example.com', mobileNumber: '9876543210' });
    const me = await server.client(user.token).call(account.me);
    expect(me.data).toMatchObject({
      role: 'User',
      email: 'shop@example.com',
      status: 1,
      modules: [],
      planType: null,
    });
    expect(me.data.brandInfo.map((b) => b.brandField)).toEqual(['Company Name', 'Email', 'Business Type']);

    const dupEmail = await failure(registerUser(server, { email: 'SHOP@example.com' }));
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.message).toBe('An account with this email already exists');
    const dupMobile = await failure(registerUser(server, { mobileNumber: '9876543210' }));
    expect(dupMobile.status).toBe(409);
    expect(dupMobile.message).toBe('An account with this mobile number already exists');
  });

  it('registration refuses short passwords and missing terms with field errors', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/Account/Register',
      payload: {
        companyName: 'A',
        email: 'bad',
        countryCode: '91',
        mobileNumber: '12',
        password: '123',
        acceptTerms: false,
      },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.error.errors).toMatchObject({
      email: 'Invalid email address',
      password: 'Minimum 6 symbols',
      acceptTerms: 'Please accept the terms and conditions',
    });
  });

  it('login works with e-mail or mobile; wrong credentials get one message that tells nothing', async () => {
    const user = await registerUser(server);
    const byEmail = await server
      .client()
      .call(account.login, { body: { login: user.email, password: 'secret123' } });
    expect(byEmail.data).toMatchObject({ role: 'User', userName: user.companyName });
    expect(Date.parse(byEmail.data.expiresAt) - Date.now()).toBeGreaterThan(1439 * 60_000);
    const byMobile = await server
      .client()
      .call(account.login, { body: { login: user.mobileNumber, password: 'secret123' } });
    expect(byMobile.data.role).toBe('User');
    const withCode = await server
      .client()
      .call(account.login, { body: { login: `+91 ${user.mobileNumber}`, password: 'secret123' } });
    expect(withCode.data.role).toBe('User');

    const wrongPassword = await failure(
      server.client().call(account.login, { body: { login: user.email, password: 'nope1234' } }),
    );
    const unknownUser = await failure(
      server.client().call(account.login, { body: { login: 'nobody@example.com', password: 'secret123' } }),
    );
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.message).toBe(unknownUser.message);
  });

  it('logout revokes the token on the server', async () => {
    const user = await registerUser(server);
    await server.client(user.token).call(account.logout, { body: {} });
    const after = await failure(server.client(user.token).call(account.me));
    expect(after.status).toBe(401);
  });

  it('a tampered or missing token answers 401', async () => {
    const user = await registerUser(server);
    const tampered = user.token.slice(0, -3) + (user.token.endsWith('abc') ? 'xyz' : 'abc');
    expect((await failure(server.client(tampered).call(account.me))).status).toBe(401);
    expect((await failure(server.client().call(account.me))).status).toBe(401);
  });

  it('verify, set and change password', async () => {
    const user = await registerUser(server);
    const c = server.client(user.token);
    expect((await c.call(account.verifyPassword, { body: { password: 'secret123' } })).data.valid).toBe(true);
    const wrong = await failure(c.call(account.verifyPassword, { body: { password: 'wrong-one' } }));
    expect(wrong.status).toBe(422);
    expect(wrong.errors).toEqual({ password: 'Incorrect password' });

    const setAgain = await failure(
      c.call(account.setPassword, { body: { password: 'another1', confirmPassword: 'another1' } }),
    );
    expect(setAgain.status).toBe(409);

    // A second device is signed out by a password change; this one stays signed in.
    const other = await server
      .client()
      .call(account.login, { body: { login: user.email, password: 'secret123' } });
    await c.call(account.changePassword, {
      body: { currentPassword: 'secret123', newPassword: 'newpass99', confirmPassword: 'newpass99' },
    });
    expect((await c.call(account.me)).data.email).toBe(user.email);
    expect((await failure(server.client(other.data.token).call(account.me))).status).toBe(401);
    await server.client().call(account.login, { body: { login: user.email, password: 'newpass99' } });
  });

  it('delete account needs the password, is User only, and removes the user', async () => {
    const adminToken = (
      await server
        .client()
        .call(account.login, { body: { login: 'admin@example.com', password: 'secret123' } })
    ).data.token;
    const refusedAdmin = await failure(
      server.client(adminToken).call(account.deleteAccount, { body: { password: 'secret123' } }),
    );
    expect(refusedAdmin.status).toBe(403);

    const user = await registerUser(server);
    const c = server.client(user.token);
    const short = await failure(c.call(account.deleteAccount, { body: { password: '123' } }));
    expect(short.errors).toEqual({ password: 'Minimum 6 symbols' });
    const wrong = await failure(c.call(account.deleteAccount, { body: { password: 'wrong-one' } }));
    expect(wrong.status).toBe(422);
    const done = await c.call(account.deleteAccount, { body: { password: 'secret123' } });
    expect(done.message).toBe('Your account has been deleted');
    expect((await failure(c.call(account.me))).status).toBe(401);
    const relogin = await failure(
      server.client().call(account.login, { body: { login: user.email, password: 'secret123' } }),
    );
    expect(relogin.status).toBe(401);
  });

  it('countries list India first', async () => {
    const { data } = await server.client().call(account.countries);
    expect(data[0]).toEqual({ code: 'IN', name: 'India', dialCode: '91' });
  });

  it('OTP sign-in without a sender tells the caller to contact the administrator, naming no setting', async () => {
    const user = await registerUser(server);
    const err = await failure(
      server
        .client()
        .call(account.loginWithOtp, { body: { countryCode: '91', mobileNumber: user.mobileNumber } }),
    );
    expect(err.status).toBe(503);
    expect(err.message).toBe('Login with OTP is not available yet. Please contact the administrator.');
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/Account/Me'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/Account/Register'].post.requestBody).toBeDefined();
  });

  it('health and readiness answer', async () => {
    expect((await server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await server.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
