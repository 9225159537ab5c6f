import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract as account } from '../../src/shared/account/contract';
import { ApiError } from '../../src/shared/http/client';
import { registerUser } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { startWhatsAppFake } from '../fakes/whatsapp/cloud-api';

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: ApiError) => err,
  );

/**
 * Issue 10: limits keyed by the account, the mobile number and the address, counted in the database
 * so that neither new addresses nor other server instances reset them.
 */
describe.each(dbKinds())('attempt limits (%s)', (kind) => {
  let server: TestServer;
  let wa: Awaited<ReturnType<typeof startWhatsAppFake>>;
  beforeAll(async () => {
    wa = await startWhatsAppFake({ token: 'wa-token', phoneNumberId: '12345' });
    // RATE_LIMIT on; the per-address limits of the router are lifted by giving each call its own address.
    server = await startTestServer(kind, {
      RATE_LIMIT: 'on',
      TRUST_PROXY: '127.0.0.1',
      WHATSAPP_API_BASE: `${wa.url}/v21.0`,
      WHATSAPP_TOKEN: 'wa-token',
      WHATSAPP_PHONE_NUMBER_ID: '12345',
      WHATSAPP_OTP_TEMPLATE: 'login_code',
    });
  });
  afterAll(async () => {
    await server?.close();
    await wa?.close();
  });

  let n = 0;
  const from = () => ({ 'x-forwarded-for': `198.51.100.${(n++ % 250) + 1}` });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    server.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: '127.0.0.1',
      headers: { ...from(), ...headers },
    });

  it('ten wrong passwords for one account from ten addresses lock its login for 15 minutes', async () => {
    const user = await registerUser(server);
    for (let i = 0; i < 10; i++)
      expect(
        (await post('/api/Account/Login', { login: user.email, password: 'wrong-pass' })).statusCode,
      ).toBe(401);
    const locked = await post('/api/Account/Login', { login: user.email, password: 'secret123' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many attempts. Please try again in 15 minutes.');
    // Another account is not affected.
    const other = await registerUser(server);
    expect((await post('/api/Account/Login', { login: other.email, password: 'secret123' })).statusCode).toBe(
      200,
    );
  });

  it('VerifyPassword counts wrong passwords per account too', async () => {
    const user = await registerUser(server);
    const auth = { authorization: `Bearer ${user.token}` };
    for (let i = 0; i < 10; i++)
      expect((await post('/api/Account/VerifyPassword', { password: 'wrong-pass' }, auth)).statusCode).toBe(
        422,
      );
    expect((await post('/api/Account/VerifyPassword', { password: 'secret123' }, auth)).statusCode).toBe(429);
  });

  it('at most 3 codes per mobile number in 15 minutes', async () => {
    const user = await registerUser(server);
    const body = { countryCode: '91', mobileNumber: user.mobileNumber };
    for (let i = 0; i < 3; i++) expect((await post('/api/Account/LoginWithOtp', body)).statusCode).toBe(200);
    const fourth = await post('/api/Account/LoginWithOtp', body);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.errorCode).toBe('TooManyAttempts');
  });

  it('registrations are limited per address', async () => {
    const register = (i: number) =>
      post(
        '/api/Account/Register',
        {
          companyName: `Burst ${i}`,
          email: `burst${i}-${kind}@example.com`,
          countryCode: '91',
          mobileNumber: String(9100000000 + i),
          password: 'secret123',
          acceptTerms: true,
        },
        { 'x-forwarded-for': '192.0.2.77' },
      );
    for (let i = 0; i < 10; i++) expect((await register(i)).statusCode).toBe(201);
    expect((await register(10)).statusCode).toBe(429);
  });

  it('the limits hold across calls made through the typed client too', async () => {
    const user = await registerUser(server);
    const client = server.client();
    for (let i = 0; i < 10; i++)
      await failure(
        client.call(account.login, { body: { login: user.mobileNumber, password: 'nope-nope' } }),
      );
    expect(
      (
        await failure(
          client.call(account.login, { body: { login: user.mobileNumber, password: 'secret123' } }),
        )
      ).status,
    ).toBe(429);
  });
});
