import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botsContract as bc } from '../../../src/shared/bots/contract';
import { BOT_MESSAGES as M } from '../../../src/shared/bots/schemas';
import { registerUser } from '../../helpers/accounts';
import { givePlan } from '../../helpers/plans';
import { dbKinds } from '../../helpers/server';
import { choiceFlow, whatsappWorld, type WhatsAppWorld } from './whatsapp-support';

/** Spec 02 §3, §7 and issue 25: a bot's WhatsApp number is checked with the Cloud API before it is kept. */
describe.each(dbKinds())('bot WhatsApp connection (%s)', (kind) => {
  let w: WhatsAppWorld;
  beforeAll(async () => {
    w = await whatsappWorld(kind);
  });
  afterAll(() => w?.close());

  const connectRaw = (token: string, body: Record<string, unknown>) =>
    w.server.inject({
      method: 'POST',
      url: '/api/ChatBot/WhatsApp',
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    });

  it('connect checks the number, subscribes the app and answers the callback URL and verify token, never the secrets', async () => {
    const { botId, businessId, phoneNumberId, waToken, connection } = await w.connectedBot(choiceFlow(2), {
      appSecret: 'bot-app-secret',
    });
    expect(connection).toMatchObject({
      chatBotId: botId,
      businessId,
      phNoId: phoneNumberId,
      displayPhoneNumber: expect.stringContaining('+91'),
      autoStart: true,
      hasAppSecret: true,
      callbackUrl: `${w.server.config.publicBaseUrl}/webhooks/whatsapp`,
    });
    expect(connection.verifyToken.length).toBeGreaterThanOrEqual(20);
    expect(w.fake.subscribed).toContain(businessId);
    const checked = w.fake.requests.find((r) => r.method === 'GET' && r.path.includes(phoneNumberId));
    expect(checked?.headers.authorization).toBe(`Bearer ${waToken}`);

    const details = await w.server
      .client(w.owner.token)
      .call(bc.whatsAppDetails, { query: { chatbotId: botId } });
    expect(details.data).toEqual(connection);
    const text = JSON.stringify(details);
    expect(text).not.toContain(waToken);
    expect(text).not.toContain('bot-app-secret');
    // At rest the token and the App Secret are sealed.
    const row = await w.server.ctx.db
      .selectFrom('bot_numbers')
      .innerJoin('whatsapp_accounts', 'whatsapp_accounts.id', 'bot_numbers.account_id')
      .selectAll('whatsapp_accounts')
      .where('bot_id', '=', botId)
      .executeTakeFirstOrThrow();
    expect(row.token).not.toContain(waToken);
    expect(row.app_secret).not.toContain('bot-app-secret');
  });

  it('a token WhatsApp refuses answers its words at data.records.error, and nothing is kept', async () => {
    const { botId, phoneNumberId, businessId } = await w.connectedBot(choiceFlow(2));
    await w.server.client(w.owner.token).call(bc.disconnectWhatsApp, { query: { chatbotId: botId } });
    const res = await connectRaw(w.owner.token, {
      chatBotId: botId,
      businessId,
      PhNoId: phoneNumberId,
      waToken: 'not-the-token',
      autoStart: true,
      autoStartExcludeKeywords: '[]',
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.data.records.error).toContain('Invalid OAuth access token.');
    expect(body.error.errorMessage).toBe(body.data.records.error);
    const details = await w.server
      .client(w.owner.token)
      .call(bc.whatsAppDetails, { query: { chatbotId: botId } });
    expect(details.data).toBeNull();
  });

  it('a business account the token cannot reach is refused the same way', async () => {
    const { botId, phoneNumberId, waToken } = await w.connectedBot(choiceFlow(2));
    const res = await connectRaw(w.owner.token, {
      chatBotId: botId,
      businessId: '999999',
      PhNoId: phoneNumberId,
      waToken,
      autoStartExcludeKeywords: '[]',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.records.error).toContain("Object with ID '999999' does not exist");
  });

  it('one bot per number: another bot cannot take a connected number until it is disconnected', async () => {
    const first = await w.connectedBot(choiceFlow(2));
    const other = await w.connectedBot(choiceFlow(2));
    const body = {
      chatBotId: other.botId,
      businessId: first.businessId,
      PhNoId: first.phoneNumberId,
      waToken: first.waToken,
      autoStartExcludeKeywords: '[]',
    };
    const taken = await connectRaw(w.owner.token, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.records.error).toBe(M.numberTaken);

    const asOwner = w.server.client(w.owner.token);
    const gone = await asOwner.call(bc.disconnectWhatsApp, { query: { chatbotId: first.botId } });
    expect(gone.message).toBe(M.disconnected);
    expect((await asOwner.call(bc.whatsAppDetails, { query: { chatbotId: first.botId } })).data).toBeNull();
    const moved = await connectRaw(w.owner.token, body);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(M.connected);
  });

  it('Update keeps the verify token and a saved App Secret left blank; keywords are trimmed without repeats', async () => {
    const c = await w.connectedBot(choiceFlow(2), { appSecret: 'kept-secret' });
    const asOwner = w.server.client(w.owner.token);
    const updated = await asOwner.call(bc.connectWhatsApp, {
      body: {
        chatBotId: c.botId,
        businessId: c.businessId,
        PhNoId: c.phoneNumberId,
        waToken: c.waToken,
        autoStart: false,
        autoStartExcludeKeywords: JSON.stringify([' stop ', 'STOP', '', 'unsubscribe']),
      },
    });
    expect(updated.data).toMatchObject({
      autoStart: false,
      hasAppSecret: true,
      verifyToken: c.connection.verifyToken,
      autoStartExcludeKeywords: JSON.stringify(['stop', 'unsubscribe']),
    });
    const bad = await connectRaw(w.owner.token, {
      chatBotId: c.botId,
      businessId: c.businessId,
      PhNoId: c.phoneNumberId,
      waToken: c.waToken,
      autoStartExcludeKeywords: '{not json',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.errors).toHaveProperty('autoStartExcludeKeywords');
  });

  it('the form fields are required with the spec words', async () => {
    const res = await connectRaw(w.owner.token, { chatBotId: 1, businessId: ' ', PhNoId: '', waToken: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errors).toMatchObject({
      businessId: M.businessIdRequired,
      PhNoId: M.phoneNumberIdRequired,
      waToken: M.tokenRequired,
    });
  });

  it("another user's bot answers 404 to connect, details and disconnect", async () => {
    const c = await w.connectedBot(choiceFlow(2));
    const bob = await registerUser(w.server, { companyName: 'Bob Bikes' });
    await givePlan(w.server, bob.id, { 3: 5 });
    const asBob = w.server.client(bob.token);
    const res = await connectRaw(bob.token, {
      chatBotId: c.botId,
      businessId: c.businessId,
      PhNoId: c.phoneNumberId,
      waToken: c.waToken,
      autoStartExcludeKeywords: '[]',
    });
    expect(res.statusCode).toBe(404);
    for (const call of [
      () => asBob.call(bc.whatsAppDetails, { query: { chatbotId: c.botId } }),
      () => asBob.call(bc.disconnectWhatsApp, { query: { chatbotId: c.botId } }),
    ])
      await expect(call()).rejects.toMatchObject({ status: 404 });
    const still = await w.server
      .client(w.owner.token)
      .call(bc.whatsAppDetails, { query: { chatbotId: c.botId } });
    expect(still.data?.phNoId).toBe(c.phoneNumberId);
  });

  it('the bot list shows which bots are connected', async () => {
    const c = await w.connectedBot(choiceFlow(2));
    const list = await w.server.client(w.owner.token).call(bc.bots, { query: { pagesize: 100 } });
    expect(list.data.records.find((b) => b.id === c.botId)?.isWhatsAppConnected).toBe(true);
  });
});
