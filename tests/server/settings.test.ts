import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_REDACT, buildApp } from '../../src/server/app';
import { runJob } from '../../src/server/jobs/scheduler';
import { paymentReconciliationJob } from '../../src/server/modules/billing/jobs';
import { accountContract as account } from '../../src/shared/account/contract';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { settingsContract as settings } from '../../src/shared/settings/contract';
import type { CardState } from '../../src/shared/settings/schemas';
import { createPackage, failure } from '../billing/support';
import { startRazorpayFake, type RazorpayFake } from '../fakes/razorpay/api';
import { startSmsFake } from '../fakes/sms/gateway';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

const KEYS = {
  keyId: 'rzp_test_settings1',
  keySecret: 'sk-PLAINTEXT-never-stored-4f9a',
  webhookSecret: 'whsec-PLAINTEXT-77c1',
};

const cardOf = (cards: CardState[], id: string) => cards.find((c) => c.id === id)!;

/** Every byte of the SQLite database (main file and write-ahead log) as text. */
function sqliteBytes(dataDir: string): string {
  return ['platform.sqlite', 'platform.sqlite-wal']
    .map((f) => path.join(dataDir, f))
    .filter((f) => fs.existsSync(f))
    .map((f) => fs.readFileSync(f).toString('latin1'))
    .join('');
}

describe.each(dbKinds())('integration settings on the Settings page (%s)', (kind) => {
  let server: TestServer;
  let razorpay: RazorpayFake;
  let admin: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    razorpay = await startRazorpayFake({ keyId: KEYS.keyId, keySecret: KEYS.keySecret });
    // Logged at debug through the server's own redaction, to prove no secret is ever written.
    const logger = pino(
      { level: 'debug', redact: { paths: LOG_REDACT, censor: '[redacted]' } },
      { write: (line: string) => void logLines.push(line) },
    );
    server = await startTestServer(kind, {}, { logger });
    admin = await setupAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
    await razorpay?.close();
  });

  it('an Admin sees every card with its defaults; a User may not open them', async () => {
    const { data: cards } = await server.client(admin).call(settings.cards);
    expect(cards.map((c) => c.id)).toEqual([
      'payments',
      'whatsapp',
      'sms',
      'ai',
      'storage',
      'general',
      'facebook',
      'x',
      'linkedin',
      'google',
    ]);
    const payments = cardOf(cards, 'payments');
    expect(payments).toMatchObject({ ready: false, missing: ['Key id', 'Key secret'] });
    expect(payments.fields.keyId).toEqual({ source: 'none', value: null });
    expect(payments.fields.keySecret).toEqual({ source: 'none', set: false });
    expect(payments.fields.apiBase).toEqual({ source: 'default', value: 'https://api.razorpay.com' });
    expect(cardOf(cards, 'general').fields.timeZone).toEqual({ source: 'default', value: 'Asia/Kolkata' });
    expect(cardOf(cards, 'storage').fields.driver).toEqual({ source: 'default', value: 'local' });

    const user = await registerUser(server);
    expect((await failure(server.client(user.token).call(settings.cards))).status).toBe(403);
  });

  it('Pay Now tells a User to contact the administrator until an Admin saves the keys, then works at once', async () => {
    const pkg = await createPackage(server, admin);
    const user = await registerUser(server);
    const order = () =>
      server.client(user.token).call(billing.paymentOrder, { body: { plans: [{ planId: pkg.id }] } });

    const refused = await failure(order());
    expect(refused.status).toBe(503);
    expect(refused.message).toBe('Online payment is not available yet. Please contact the administrator.');
    // The Admin's own view (the reconciliation's cron log) names the card to fill in.
    const job = await runJob(server.ctx, paymentReconciliationJob);
    expect(job?.response).toEqual({ skipped: 'Online payment is not set up: fill in Settings → Payments.' });

    const { data: saved, message } = await server.client(admin).call(settings.saveCard, {
      params: { id: 'payments' },
      body: {
        keyId: KEYS.keyId,
        keySecret: { action: 'replace', value: KEYS.keySecret },
        webhookSecret: { action: 'replace', value: KEYS.webhookSecret },
        apiBase: `${razorpay.url}/`,
      },
    });
    expect(message).toBe('Settings saved');
    expect(saved).toMatchObject({ ready: true, missing: [] });
    expect(saved.fields.keySecret).toEqual({ source: 'saved', set: true });
    expect(saved.fields.apiBase).toEqual({ source: 'saved', value: razorpay.url });

    const { data: link } = await order();
    expect(link.url).toMatch(/^https:\/\/rzp\.io\/i\//);
    expect(razorpay.linkByReference(String(link.logId))).toBeDefined();
  });

  it('a saved secret is sealed in the database and appears in no answer and no log line', async () => {
    const rows = await server.ctx.db.selectFrom('settings').selectAll().execute();
    const sealed = rows.find((r) => r.integration === 'payments' && r.field === 'keySecret')!;
    expect(sealed.is_secret).toBe(1);
    expect(sealed.value).toMatch(/^v1\./);
    for (const secret of [KEYS.keySecret, KEYS.webhookSecret]) {
      expect(JSON.stringify(rows)).not.toContain(secret);
      if (kind === 'sqlite') expect(sqliteBytes(server.dataDir)).not.toContain(secret);
    }
    if (kind === 'sqlite') expect(sqliteBytes(server.dataDir)).toContain(KEYS.keyId);

    const answers = [
      await server.client(admin).call(settings.cards),
      await server.client(admin).call(settings.saveCard, { params: { id: 'payments' }, body: {} }),
      await server.client(admin).call(settings.testCard, { params: { id: 'payments' }, body: {} }),
      await server.inject({ method: 'GET', url: '/api/docs/openapi.json' }).then((r) => r.body),
    ];
    for (const answer of answers) {
      expect(JSON.stringify(answer)).not.toContain(KEYS.keySecret);
      expect(JSON.stringify(answer)).not.toContain(KEYS.webhookSecret);
    }
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toContain(KEYS.keySecret);
    expect(logLines.join('')).not.toContain(KEYS.webhookSecret);
    // Even a careless log call with a secret field is redacted.
    server.ctx.log.info({ settings: { keySecret: KEYS.keySecret } }, 'careless');
    expect(logLines.at(-1)).not.toContain(KEYS.keySecret);
  });

  it('a secret is kept when left alone, and cleared only when asked', async () => {
    const c = server.client(admin);
    const kept = await c.call(settings.saveCard, {
      params: { id: 'payments' },
      body: { keySecret: { action: 'keep' }, webhookSecret: { action: 'keep' } },
    });
    expect(kept.data.fields.keySecret.set).toBe(true);
    expect((await server.ctx.settings.get('payments')).keySecret).toBe(KEYS.keySecret);

    const cleared = await c.call(settings.saveCard, {
      params: { id: 'payments' },
      body: { webhookSecret: { action: 'clear' } },
    });
    expect(cleared.data.fields.webhookSecret).toEqual({ source: 'none', set: false });
    expect(cleared.data.fields.keySecret.set).toBe(true);
    expect((await server.ctx.settings.get('payments')).webhookSecret).toBeUndefined();

    // A plain field cleared goes back to its default.
    const reset = await c.call(settings.saveCard, { params: { id: 'whatsapp' }, body: { language: 'hi' } });
    expect(reset.data.fields.language).toEqual({ source: 'saved', value: 'hi' });
    const back = await c.call(settings.saveCard, { params: { id: 'whatsapp' }, body: { language: null } });
    expect(back.data.fields.language).toEqual({ source: 'default', value: 'en' });
  });

  it('bad values answer 422 with the field named, an unknown card 404', async () => {
    const c = server.client(admin);
    const bad = await failure(
      c.call(settings.saveCard, {
        params: { id: 'payments' },
        body: {
          keyId: 'live_123',
          keySecret: { action: 'replace', value: '  ' },
          apiBase: 'ftp://example.com',
          nonsense: 'x',
        },
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.errors).toEqual({
      keyId: 'A Razorpay key id starts with rzp_',
      keySecret: 'Key secret is required',
      apiBase: 'Enter an address that starts with http:// or https://',
      nonsense: 'There is no such setting',
    });
    const plainAsSecret = await failure(
      c.call(settings.saveCard, { params: { id: 'payments' }, body: { keyId: { action: 'clear' } } }),
    );
    expect(plainAsSecret.errors).toEqual({ keyId: 'This setting takes a plain value' });
    const secretAsPlain = await failure(
      c.call(settings.saveCard, { params: { id: 'payments' }, body: { keySecret: 'plain' } }),
    );
    expect(secretAsPlain.errors).toEqual({ keySecret: 'Replace or clear this secret' });
    const zone = await failure(
      c.call(settings.saveCard, { params: { id: 'general' }, body: { timeZone: 'Mars/Olympus' } }),
    );
    expect(zone.errors).toEqual({ timeZone: 'This is not a time zone name' });
    const unknown = await failure(c.call(settings.saveCard, { params: { id: 'nowhere' }, body: {} }));
    expect(unknown.status).toBe(404);
    // Nothing of the refused saves was kept.
    expect((await server.ctx.settings.get('payments')).keyId).toBe(KEYS.keyId);
  });
});

describe.each(dbKinds())('settings set by the server environment (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      RAZORPAY_KEY_ID: 'rzp_test_fromenv',
      RAZORPAY_KEY_SECRET: 'env-secret-value-91',
      WHATSAPP_REMINDER_LANGUAGE: 'en_US',
      S3_FORCE_PATH_STYLE: 'true',
      // Not a time zone: ignored (and named in the log), so the saved or default value applies.
      BUSINESS_TIME_ZONE: 'Nowhere/Special',
    });
    admin = await setupAdmin(server);
  });
  afterAll(() => server?.close());

  it('the environment overrides the saved value and the card shows it read-only, a secret only as set', async () => {
    const c = server.client(admin);
    const { data } = await c.call(settings.saveCard, {
      params: { id: 'payments' },
      body: { keyId: 'rzp_test_saved', keySecret: { action: 'replace', value: 'saved-secret' } },
    });
    expect(data.fields.keyId).toEqual({
      source: 'environment',
      value: 'rzp_test_fromenv',
      envName: 'RAZORPAY_KEY_ID',
    });
    expect(data.fields.keySecret).toEqual({
      source: 'environment',
      set: true,
      envName: 'RAZORPAY_KEY_SECRET',
    });
    expect(JSON.stringify(data)).not.toContain('env-secret-value-91');
    const values = await server.ctx.settings.get('payments');
    expect(values).toMatchObject({ keyId: 'rzp_test_fromenv', keySecret: 'env-secret-value-91' });
    // The page's save did not write over what the environment sets.
    const rows = await server.ctx.db
      .selectFrom('settings')
      .select('field')
      .where('integration', '=', 'payments')
      .execute();
    expect(rows).toEqual([]);

    const { data: cards } = await c.call(settings.cards);
    // Either of the two older language variables sets the one language field.
    expect(cardOf(cards, 'whatsapp').fields.language).toMatchObject({
      source: 'environment',
      value: 'en_US',
      envName: 'WHATSAPP_REMINDER_LANGUAGE',
    });
    expect(cardOf(cards, 'storage').fields.forcePathStyle).toMatchObject({
      source: 'environment',
      value: true,
    });
    expect(cardOf(cards, 'general').fields.timeZone).toEqual({ source: 'default', value: 'Asia/Kolkata' });
  });
});

describe.each(dbKinds())('settings shared by several server instances (%s)', (kind) => {
  let server: TestServer;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    server = await startTestServer(kind, { SECRETS_KEY: 'one key for every instance' });
    second = await buildApp(server.config);
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it('a change saved on one instance applies on another within a few seconds, secrets included', async () => {
    expect((await second.ctx.settings.get('ai')).model).toBeUndefined();
    const admin = await setupAdmin(server);
    await server.client(admin).call(settings.saveCard, {
      params: { id: 'ai' },
      body: {
        baseUrl: 'http://127.0.0.1:9/v1',
        model: 'llama3',
        apiKey: { action: 'replace', value: 'ai-key-1' },
      },
    });
    // The saving instance applies it at once.
    expect((await server.ctx.settings.get('ai')).model).toBe('llama3');
    await new Promise((r) => setTimeout(r, 2_100));
    expect(await second.ctx.settings.get('ai')).toEqual({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'llama3',
      apiKey: 'ai-key-1',
    });
    // The synchronous read (the business clock's) catches up too.
    await server
      .client(admin)
      .call(settings.saveCard, { params: { id: 'general' }, body: { timeZone: 'Asia/Dubai' } });
    await new Promise((r) => setTimeout(r, 2_100));
    second.ctx.settings.current('general');
    await new Promise((r) => setTimeout(r, 200));
    expect(second.ctx.settings.current('general').timeZone).toBe('Asia/Dubai');
  });
});

describe('a secret saved under another SECRETS_KEY', () => {
  it('reads as unset with a note to enter it again, never as garbage', async () => {
    const server = await startTestServer('sqlite', { SECRETS_KEY: 'the first key' });
    try {
      const admin = await setupAdmin(server);
      await server.client(admin).call(settings.saveCard, {
        params: { id: 'sms' },
        body: { url: 'http://127.0.0.1:9/send', apiKey: { action: 'replace', value: 'sms-key-1' } },
      });
      const other = await buildApp({ ...server.config, secretsKey: 'another key' });
      try {
        expect((await other.ctx.settings.get('sms')).apiKey).toBeUndefined();
        const [card] = (await other.ctx.settings.resolve('sms')).filter((f) => f.field.key === 'apiKey');
        expect(card).toMatchObject({ source: 'none', problem: expect.stringMatching(/enter it again/) });
      } finally {
        await other.close();
      }
    } finally {
      await server.close();
    }
  });
});

describe.each(dbKinds())('sign-in codes follow the Settings page (%s)', (kind) => {
  let server: TestServer;
  let sms: Awaited<ReturnType<typeof startSmsFake>>;
  beforeAll(async () => {
    sms = await startSmsFake('sms-key-42');
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
    await sms?.close();
  });

  it('Login with OTP is unavailable, without setting names, until an Admin saves the SMS gateway', async () => {
    const user = await registerUser(server);
    const ask = () =>
      server
        .client()
        .call(account.loginWithOtp, { body: { countryCode: '91', mobileNumber: user.mobileNumber } });
    const refused = await failure(ask());
    expect(refused.status).toBe(503);
    expect(refused.message).toBe('Login with OTP is not available yet. Please contact the administrator.');

    const admin = await setupAdmin(server);
    await server.client(admin).call(settings.saveCard, {
      params: { id: 'sms' },
      body: {
        url: `${sms.url}/send`,
        apiKey: { action: 'replace', value: 'sms-key-42' },
        senderId: 'BIZSTE',
      },
    });
    await ask();
    expect(sms.requests.at(-1)!.body).toMatchObject({ to: `+91${user.mobileNumber}`, sender: 'BIZSTE' });
  });
});
