import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract as account } from '../../src/shared/account/contract';
import { ApiError } from '../../src/shared/http/client';
import { startSmsFake } from '../fakes/sms/gateway';
import { otpSentTo, startWhatsAppFake } from '../fakes/whatsapp/cloud-api';
import { registerUser } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

const rejects = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error('expected an ApiError');
  return err;
};

describe.each(dbKinds())('login with OTP over WhatsApp (%s)', (kind) => {
  let server: TestServer;
  let wa: Awaited<ReturnType<typeof startWhatsAppFake>>;
  beforeAll(async () => {
    wa = await startWhatsAppFake({ token: 'wa-token', phoneNumberId: '12345', throttleFirst: 1 });
    server = await startTestServer(kind, {
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

  const lastCode = () => otpSentTo(wa.requests.at(-1)?.body);

  it('sends a 6-digit code through the authentication template and signs in with it once', async () => {
    const user = await registerUser(server);
    const sent = await server
      .client()
      .call(account.loginWithOtp, { body: { countryCode: '91', mobileNumber: user.mobileNumber } });
    expect(Date.parse(sent.data.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const request = wa.requests.at(-1)!;
    expect(request.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: `91${user.mobileNumber}`,
      type: 'template',
    });
    expect(request.body.template.name).toBe('login_code');
    const code = lastCode();
    expect(code).toMatch(/^\d{6}$/);

    const session = await server.client().call(account.verifyOtp, {
      body: { countryCode: '91', mobileNumber: user.mobileNumber, otp: code },
    });
    expect(session.data).toMatchObject({ role: 'User', userName: user.companyName });
    // A code works once.
    const reuse = await rejects(
      server
        .client()
        .call(account.verifyOtp, { body: { countryCode: '91', mobileNumber: user.mobileNumber, otp: code } }),
    );
    expect(reuse.status).toBe(401);
  });

  it('allows at most 5 tries per code', async () => {
    const user = await registerUser(server);
    await server
      .client()
      .call(account.loginWithOtp, { body: { countryCode: '91', mobileNumber: user.mobileNumber } });
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const err = await rejects(
        server.client().call(account.verifyOtp, {
          body: { countryCode: '91', mobileNumber: user.mobileNumber, otp: wrong },
        }),
      );
      expect(err.status).toBe(401);
    }
    const locked = await rejects(
      server
        .client()
        .call(account.verifyOtp, { body: { countryCode: '91', mobileNumber: user.mobileNumber, otp: code } }),
    );
    expect(locked.message).toBe('Too many wrong codes. Please request a new one.');
  });

  it('200 simultaneous wrong guesses count as 5 tries, and the right code then fails', async () => {
    const user = await registerUser(server);
    await server
      .client()
      .call(account.loginWithOtp, { body: { countryCode: '91', mobileNumber: user.mobileNumber } });
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 200 }, () =>
        rejects(
          server.client().call(account.verifyOtp, {
            body: { countryCode: '91', mobileNumber: user.mobileNumber, otp: wrong },
          }),
        ),
      ),
    );
    expect(guesses.every((g) => g.status === 401)).toBe(true);
    const row = await server.ctx.db
      .selectFrom('otp_codes')
      .select('attempts')
      .where('mobile_number', '=', user.mobileNumber)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    const right = await rejects(
      server
        .client()
        .call(account.verifyOtp, { body: { countryCode: '91', mobileNumber: user.mobileNumber, otp: code } }),
    );
    expect(right.message).toBe('Too many wrong codes. Please request a new one.');
  });

  it('an expired code is refused', async () => {
    const user = await registerUser(server);
    await server
      .client()
      .call(account.loginWithOtp, { body: { countryCode: '91', mobileNumber: user.mobileNumber } });
    await server.ctx.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const err = await rejects(
      server.client().call(account.verifyOtp, {
        body: { countryCode: '91', mobileNumber: user.mobileNumber, otp: lastCode() },
      }),
    );
    expect(err.message).toBe('The code has expired. Please request a new one.');
  });

  it('an imported user without a password signs in with OTP and then sets one', async () => {
    const user = await registerUser(server);
    // As the Excel import leaves a user: no password yet.
    await server.ctx.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
    server.ctx.users.forgetUser(user.id);
    await server
      .client()
      .call(account.loginWithOtp, { body: { countryCode: '91', mobileNumber: user.mobileNumber } });
    const { data } = await server.client().call(account.verifyOtp, {
      body: { countryCode: '91', mobileNumber: user.mobileNumber, otp: lastCode() },
    });
    const c = server.client(data.token);
    expect((await c.call(account.me)).data.hasPassword).toBe(false);
    await c.call(account.setPassword, { body: { password: 'chosen123', confirmPassword: 'chosen123' } });
    await server.client().call(account.login, { body: { login: user.email, password: 'chosen123' } });
  });

  it('an unknown mobile number is told so', async () => {
    const err = await rejects(
      server.client().call(account.loginWithOtp, { body: { countryCode: '91', mobileNumber: '9999999' } }),
    );
    expect(err.status).toBe(404);
  });
});

describe('login with OTP over an SMS gateway', () => {
  it('sends the code by SMS when WhatsApp is not configured', async () => {
    const sms = await startSmsFake('sms-key');
    const server = await startTestServer('sqlite', {
      SMS_GATEWAY_URL: `${sms.url}/send`,
      SMS_GATEWAY_KEY: 'sms-key',
    });
    try {
      const user = await registerUser(server);
      await server
        .client()
        .call(account.loginWithOtp, { body: { countryCode: '91', mobileNumber: user.mobileNumber } });
      const req = sms.requests.at(-1)!;
      expect(req.body.to).toBe(`+91${user.mobileNumber}`);
      const code = String(req.body.message).slice(0, 6);
      const { data } = await server.client().call(account.verifyOtp, {
        body: { countryCode: '91', mobileNumber: user.mobileNumber, otp: code },
      });
      expect(data.role).toBe('User');
    } finally {
      await server.close();
      await sms.close();
    }
  });
});
