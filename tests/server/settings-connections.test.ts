import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsContract as settings } from '../../src/shared/settings/contract';
import type { TestConnectionBody } from '../../src/shared/settings/schemas';
import { failure } from '../billing/support';
import { startAiFake } from '../fakes/ai/openai';
import { startRazorpayFake } from '../fakes/razorpay/api';
import { startSmsFake } from '../fakes/sms/gateway';
import { startWhatsAppFake } from '../fakes/whatsapp/cloud-api';
import { setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

/**
 * Settings → Test connection (issue 9 §1): each card calls its service's real API, here the
 * loopback fakes, with the form's values (unsaved) or the saved ones, and shows the answer.
 */
describe.each(dbKinds())('Test connection on each Settings card (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let razorpay: Awaited<ReturnType<typeof startRazorpayFake>>;
  let whatsapp: Awaited<ReturnType<typeof startWhatsAppFake>>;
  let ai: Awaited<ReturnType<typeof startAiFake>>;
  let sms: Awaited<ReturnType<typeof startSmsFake>>;

  beforeAll(async () => {
    razorpay = await startRazorpayFake({ keyId: 'rzp_test_conn', keySecret: 'conn-secret' });
    whatsapp = await startWhatsAppFake({
      token: 'wa-conn-token',
      phoneNumberId: '106540352242922',
      displayPhoneNumber: '+91 80000 12345',
      verifiedName: 'BizSuite Care',
    });
    ai = await startAiFake({ apiKey: 'ai-conn-key', models: ['writer-small'], reply: 'Ready.' });
    sms = await startSmsFake('sms-conn-key');
    server = await startTestServer(kind);
    admin = await setupAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([razorpay?.close(), whatsapp?.close(), ai?.close(), sms?.close()]);
  });

  const test = (id: string, body: TestConnectionBody = {}) =>
    server
      .client(admin)
      .call(settings.testCard, { params: { id }, body })
      .then((r) => r.data);

  it('Payments: lists one payment link with the keys; a wrong secret is refused in Razorpay’s words', async () => {
    expect(await test('payments')).toEqual({ ok: false, message: 'Fill in Key id and Key secret first.' });
    const values = {
      keyId: 'rzp_test_conn',
      keySecret: { action: 'replace' as const, value: 'conn-secret' },
      apiBase: razorpay.url,
    };
    expect(await test('payments', { values })).toEqual({
      ok: true,
      message:
        'Razorpay accepted the keys. Without a webhook secret, payments are confirmed by asking Razorpay every few minutes.',
    });
    const call = razorpay.requests.at(-1)!;
    expect(call.method).toBe('GET');
    expect(call.path).toBe('/v1/payment_links?count=1');
    expect(call.headers.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_conn:conn-secret').toString('base64')}`,
    );

    const wrong = await test('payments', {
      values: { ...values, keySecret: { action: 'replace', value: 'not-the-secret' } },
    });
    expect(wrong).toEqual({
      ok: false,
      message: 'Razorpay refused the key id and secret. (Authentication failed)',
    });
    // Testing saves nothing.
    expect((await server.ctx.settings.get('payments')).keyId).toBeUndefined();
  });

  it('Payments: the saved keys are tested when the form sends none; a secret left alone is kept', async () => {
    await server.client(admin).call(settings.saveCard, {
      params: { id: 'payments' },
      body: {
        keyId: 'rzp_test_conn',
        keySecret: { action: 'replace', value: 'conn-secret' },
        webhookSecret: { action: 'replace', value: 'hook' },
        apiBase: razorpay.url,
      },
    });
    expect(await test('payments')).toEqual({ ok: true, message: 'Razorpay accepted the keys.' });
    expect(await test('payments', { values: { keySecret: { action: 'keep' } } })).toMatchObject({ ok: true });
    expect(await test('payments', { values: { keySecret: { action: 'clear' } } })).toEqual({
      ok: false,
      message: 'Fill in Key secret first.',
    });
  });

  it('a saved secret is never sent to a new address: the Admin must enter it again', async () => {
    // Saved by the test before: the keys, for the fake's address.
    const elsewhere = await failure(
      server.client(admin).call(settings.testCard, {
        params: { id: 'payments' },
        body: { values: { apiBase: 'http://127.0.0.1:9' } },
      }),
    );
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.errors).toEqual({
      keySecret: 'Enter Key secret again for the new API address',
      webhookSecret: 'Enter Webhook secret again for the new API address',
    });
    const save = await failure(
      server.client(admin).call(settings.saveCard, {
        params: { id: 'payments' },
        body: {
          apiBase: 'http://127.0.0.1:9',
          keySecret: { action: 'keep' },
          webhookSecret: { action: 'clear' },
        },
      }),
    );
    expect(save.errors).toEqual({ keySecret: 'Enter Key secret again for the new API address' });
    expect((await server.ctx.settings.get('payments')).apiBase).toBe(razorpay.url);
    // Entered again, it goes.
    expect(
      await test('payments', {
        values: {
          apiBase: razorpay.url.replace('127.0.0.1', 'localhost'),
          keySecret: { action: 'replace', value: 'conn-secret' },
          webhookSecret: { action: 'clear' },
        },
      }),
    ).toMatchObject({ ok: true });
  });

  it('Platform WhatsApp sender: reads the phone number and says which templates are still missing', async () => {
    const values = {
      token: { action: 'replace' as const, value: 'wa-conn-token' },
      phoneNumberId: '106540352242922',
      apiBase: `${whatsapp.url}/v21.0`,
    };
    expect(await test('whatsapp', { values })).toEqual({
      ok: true,
      message:
        'Connected to +91 80000 12345 (BizSuite Care). Still to do: sign-in codes need the sign-in code template; reminders need both reminder templates.',
    });
    const call = whatsapp.requests.at(-1)!;
    expect(call.method).toBe('GET');
    expect(call.path).toBe(
      '/v21.0/106540352242922?fields=display_phone_number,verified_name,quality_rating,throughput,messaging_limit_tier',
    );
    expect(call.headers.authorization).toBe('Bearer wa-conn-token');

    const complete = await test('whatsapp', {
      values: {
        ...values,
        otpTemplate: 'login_code',
        renewalTemplate: 'plan_renewal',
        paymentTemplate: 'plan_payment',
      },
    });
    expect(complete).toEqual({ ok: true, message: 'Connected to +91 80000 12345 (BizSuite Care).' });

    expect(
      await test('whatsapp', { values: { ...values, token: { action: 'replace', value: 'expired' } } }),
    ).toEqual({ ok: false, message: 'WhatsApp refused the access token. (Invalid OAuth access token.)' });
    const otherNumber = await test('whatsapp', { values: { ...values, phoneNumberId: '999' } });
    expect(otherNumber.ok).toBe(false);
    expect(otherNumber.message).toMatch(/^WhatsApp answered: Unsupported get request/);
  });

  it('AI writer: a one-word completion; an unknown model and a wrong key answer in the service’s words', async () => {
    const values = {
      baseUrl: `${ai.url}/v1`,
      model: 'writer-small',
      apiKey: { action: 'replace' as const, value: 'ai-conn-key' },
    };
    expect(await test('ai', { values })).toEqual({
      ok: true,
      message: 'The model writer-small answered “Ready.”.',
    });
    const call = ai.requests.at(-1)!;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.body).toMatchObject({ model: 'writer-small', max_tokens: 5 });
    expect(call.body.messages).toHaveLength(1);

    expect(await test('ai', { values: { ...values, model: 'gpt-9' } })).toEqual({
      ok: false,
      message: 'The AI service answered: The model `gpt-9` does not exist or you do not have access to it.',
    });
    const wrongKey = await test('ai', {
      values: { ...values, apiKey: { action: 'replace', value: 'nope' } },
    });
    expect(wrongKey.ok).toBe(false);
    expect(wrongKey.message).toMatch(/^The AI service refused the API key\. \(Incorrect API key provided/);
    expect(await test('ai', { values: { baseUrl: 'http://127.0.0.1:9/v1', model: 'x' } })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The AI service could not be reached/),
    });
  });

  it('SMS gateway: sends one test message to the number the Admin gives', async () => {
    const values = { url: `${sms.url}/send`, apiKey: { action: 'replace' as const, value: 'sms-conn-key' } };
    expect(await test('sms', { values })).toEqual({
      ok: false,
      message: 'Enter a mobile number to send the test message to.',
    });
    expect(await test('sms', { values, recipient: '919876543210' })).toEqual({
      ok: true,
      message: 'The gateway accepted a test message to +919876543210.',
    });
    expect(sms.requests.at(-1)!.body).toEqual({
      to: '+919876543210',
      message: 'BizSuite test message: the SMS gateway works.',
    });
    const refused = await test('sms', {
      values: { ...values, apiKey: { action: 'replace', value: 'wrong' } },
      recipient: '919876543210',
    });
    expect(refused).toEqual({ ok: false, message: 'The SMS gateway refused the API key. (bad key)' });
    const badNumber = await failure(
      server
        .client(admin)
        .call(settings.testCard, { params: { id: 'sms' }, body: { values, recipient: '12' } }),
    );
    expect(badNumber.status).toBe(422);
    expect(badNumber.errors).toHaveProperty('recipient');
  });

  it('File storage: writes, reads and deletes a test file on the server’s disk; S3 needs its keys first', async () => {
    expect(await test('storage')).toEqual({
      ok: true,
      message: 'Wrote, read and deleted a test file in the server’s disk.',
    });
    expect(await test('storage', { values: { driver: 's3', bucket: 'media' } })).toEqual({
      ok: false,
      message: 'Fill in Region, Access key id and Secret access key first.',
    });
  });

  it('the Business card has nothing to test', async () => {
    const err = await failure(
      server.client(admin).call(settings.testCard, { params: { id: 'general' }, body: {} }),
    );
    expect(err.status).toBe(404);
  });
});
