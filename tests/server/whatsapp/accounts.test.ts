import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import { botsContract as bc } from '../../../src/shared/bots/contract';
import { ACCOUNT_MESSAGES as M } from '../../../src/shared/whatsapp/account';
import { registerUser } from '../../helpers/accounts';
import { dbKinds } from '../../helpers/server';
import { whatsappWorld, type WhatsAppWorld } from '../bots/whatsapp-support';

/** Issue 26 Account: a WhatsApp number of the owner's, checked with the Cloud API, shared with a bot. */
describe.each(dbKinds())('WhatsApp numbers (%s)', (kind) => {
  let w: WhatsAppWorld;
  let n = 0;
  beforeAll(async () => {
    w = await whatsappWorld(kind);
  });
  afterAll(() => w?.close());

  /** A number the fake knows, with its token. */
  function fakeNumber(opts: { tier?: string; level?: 'STANDARD' | 'HIGH' } = {}) {
    n += 1;
    const number = {
      phoneNumberId: `5100${n}`,
      businessId: `5200${n}`,
      token: `account-token-${n}`,
      displayPhoneNumber: `+91 91111 0000${n}`,
      verifiedName: 'Rao Sweets',
      messagingLimitTier: opts.tier,
      throughputLevel: opts.level,
    };
    w.fake.addNumber(number);
    return number;
  }
  const fields = (x: ReturnType<typeof fakeNumber>, extra: Record<string, string> = {}) => ({
    businessId: x.businessId,
    phoneNumberId: x.phoneNumberId,
    waToken: x.token,
    ...extra,
  });

  it('connect checks the number with its token and subscribes the app; answers quality, throughput and limit, never the secrets', async () => {
    const x = fakeNumber({ tier: 'TIER_2K', level: 'HIGH' });
    const client = w.server.client(w.owner.token);
    const res = await client.call(wc.connectAccount, {
      body: fields(x, { appSecret: 'own-app-secret', appId: '1234' }),
    });
    expect(res.message).toBe(M.connected);
    expect(res.data).toMatchObject({
      phoneNumberId: x.phoneNumberId,
      businessId: x.businessId,
      displayPhoneNumber: x.displayPhoneNumber,
      verifiedName: 'Rao Sweets',
      qualityRating: 'GREEN',
      throughput: 1000,
      messagingLimit: 'TIER_2K',
      hasAppSecret: true,
      appId: '1234',
      botName: null,
      callbackUrl: `${w.server.config.publicBaseUrl}/webhooks/whatsapp`,
    });
    expect(res.data.verifyToken.length).toBeGreaterThanOrEqual(20);
    expect(w.fake.subscribed).toContain(x.businessId);
    const listed = await client.call(wc.accounts, {});
    const text = JSON.stringify(listed);
    expect(text).not.toContain(x.token);
    expect(text).not.toContain('own-app-secret');
    expect(listed.data.map((a) => a.id)).toContain(res.data.id);

    // Neither secret is in the database as written.
    const row = await w.server.ctx.db
      .selectFrom('whatsapp_accounts')
      .selectAll()
      .where('id', '=', res.data.id)
      .executeTakeFirstOrThrow();
    expect(row.token).not.toContain(x.token);
    expect(row.app_secret).not.toContain('own-app-secret');
    if (kind === 'sqlite') {
      // The file and its write-ahead log, as a thief would read them.
      for (const name of ['platform.sqlite', 'platform.sqlite-wal']) {
        const file = path.join(w.server.dataDir, name);
        if (fs.existsSync(file)) expect(fs.readFileSync(file).includes(Buffer.from(x.token))).toBe(false);
      }
    }
  });

  it('a token the Cloud API refuses is 422 on the token, and nothing is kept', async () => {
    const x = fakeNumber();
    const res = await w.server.inject({
      method: 'POST',
      url: wc.connectAccount.path,
      headers: { authorization: `Bearer ${w.owner.token}` },
      payload: fields(x, { waToken: 'not-the-token' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fieldErrors?.waToken ?? JSON.stringify(res.json())).toContain(
      'Invalid OAuth access token.',
    );
    const kept = await w.server.ctx.db
      .selectFrom('whatsapp_accounts')
      .select('id')
      .where('phone_number_id', '=', x.phoneNumberId)
      .executeTakeFirst();
    expect(kept).toBeUndefined();
  });

  it('the spec’s messages for missing fields', async () => {
    const res = await w.server.inject({
      method: 'POST',
      url: wc.connectAccount.path,
      headers: { authorization: `Bearer ${w.owner.token}` },
      payload: { businessId: ' ', phoneNumberId: '', waToken: '' },
    });
    expect(res.statusCode).toBe(422);
    const said = JSON.stringify(res.json());
    for (const m of [M.businessIdRequired, M.phoneNumberIdRequired, M.tokenRequired])
      expect(said).toContain(m);
  });

  it('a number another owner has is 409; theirs is 404 to me', async () => {
    const x = fakeNumber();
    const mine = await w.server.client(w.owner.token).call(wc.connectAccount, { body: fields(x) });
    const other = await registerUser(w.server, { companyName: 'Other Sweets' });
    const res = await w.server.inject({
      method: 'POST',
      url: wc.connectAccount.path,
      headers: { authorization: `Bearer ${other.token}` },
      payload: fields(x),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.errorMessage).toBe(M.anotherOwner);
    const peek = await w.server.inject({
      method: 'GET',
      url: `/api/WhatsAppAccount/Account/${mine.data.id}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(peek.statusCode).toBe(404);
  });

  it('update keeps the App Secret when left blank; a bot deployed on the number shows on it and shares the row', async () => {
    const x = fakeNumber();
    const client = w.server.client(w.owner.token);
    const made = (await client.call(wc.connectAccount, { body: fields(x, { appSecret: 'kept-secret' }) }))
      .data;
    const updated = await client.call(wc.updateAccount, {
      params: { id: made.id },
      body: fields(x, { appId: '77' }),
    });
    expect(updated.message).toBe(M.updated);
    expect(updated.data).toMatchObject({
      id: made.id,
      hasAppSecret: true,
      appId: '77',
      verifyToken: made.verifyToken,
    });

    const bot = (await client.call(bc.createBot, { body: { Name: 'Sweets Helper', Colour: '#ae02d4' } }))
      .data;
    await client.call(bc.connectWhatsApp, {
      body: {
        chatBotId: bot.id,
        businessId: x.businessId,
        PhNoId: x.phoneNumberId,
        waToken: x.token,
        autoStart: true,
        autoStartExcludeKeywords: '[]',
      },
    });
    const after = await client.call(wc.accountById, { params: { id: made.id } });
    expect(after.data).toMatchObject({
      botName: 'Sweets Helper',
      hasAppSecret: true,
      verifyToken: made.verifyToken,
    });
    const rows = await w.server.ctx.db
      .selectFrom('whatsapp_accounts')
      .select('id')
      .where('phone_number_id', '=', x.phoneNumberId)
      .execute();
    expect(rows).toHaveLength(1);

    // Disconnecting the number takes it from the bot too.
    const gone = await client.call(wc.disconnectAccount, { params: { id: made.id } });
    expect(gone.message).toBe(M.disconnected);
    const details = await client.call(bc.whatsAppDetails, { query: { chatbotId: bot.id } });
    expect(details.data).toBeNull();
  });
});
