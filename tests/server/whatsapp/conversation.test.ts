import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botsContract as bc } from '../../../src/shared/bots/contract';
import { BOT_MESSAGES } from '../../../src/shared/bots/schemas';
import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import { whatsappService } from '../../../src/server/modules/whatsapp/service';
import { inboundWebhook } from '../../fakes/whatsapp/cloud-api';
import { postSigned } from '../../fakes/whatsapp/webhook-post';
import { registerUser } from '../../helpers/accounts';
import { dbKinds } from '../../helpers/server';
import { choiceFlow, PLATFORM_SECRET, whatsappWorld, type WhatsAppWorld } from '../bots/whatsapp-support';
import { campaignReady, springSale } from './campaign-support';

const GUEST1 = '917000000001';
const GUEST2 = '917000000002';

/**
 * View Conversation from a campaign's or a contact's messages (spec 03 §2.5, §2.7, §3.6, §7.5): GET
 * conversation by phoneNumber alone is the owner's conversation with that number, the template as
 * it was sent then the contact's replies, in time order.
 */
describe.each(dbKinds())('WhatsApp conversation with a number (%s)', (kind) => {
  let w: WhatsAppWorld;
  let ready: Awaited<ReturnType<typeof campaignReady>>;
  const get = (query: string, token = w.owner.token) =>
    w.server.inject({
      method: 'GET',
      url: `/api/ChatBot/Conversation?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
  beforeAll(async () => {
    w = await whatsappWorld(kind);
    ready = await campaignReady(w, 3);
    const before = w.fake.campaigns.sends.length;
    await ready.client.call(wc.createCampaign, { body: springSale(ready.templateId, [ready.groupId]) });
    await whatsappService(w.server.ctx).campaigns.idle();
    const ours = w.fake.campaigns.sends.slice(before).find((s) => s.to === GUEST1)!;
    // Guest1 answers the campaign's message a minute after it was sent (context.id names it).
    const body = inboundWebhook({
      phoneNumberId: ready.number.phoneNumberId,
      from: GUEST1,
      id: 'wamid.answer1',
      name: 'Guest One',
      message: { type: 'text', text: 'Is it on in Pune too?' },
      timestamp: Math.floor(w.server.ctx.clock.now().getTime() / 1000) + 60,
    });
    (body.entry[0].changes[0].value.messages[0] as Record<string, unknown>).context = { id: ours.id };
    await postSigned(
      {
        secret: PLATFORM_SECRET,
        send: async (raw, signature) => (await w.postWebhook(raw, null, signature)).statusCode,
      },
      body,
    );
  });
  afterAll(() => w?.close());

  it("shows the campaign's template as sent, then the contact's reply", async () => {
    const res = await ready.client.call(bc.conversation, { query: { phoneNumber: `+${GUEST1}` } });
    expect(res.data).toMatchObject({
      visitorPlatform: 'WhatsApp',
      visitorName: 'Guest1',
      visitorNumber: GUEST1,
      lastVisitorMessageAt: expect.any(String),
    });
    expect(res.data.messages).toEqual([
      {
        isBotMessage: true,
        questionText: 'Hello Guest1, 20% off today',
        reply: null,
        sentDate: expect.any(String),
        isLeadMessage: false,
      },
      {
        isBotMessage: false,
        questionText: null,
        reply: 'Is it on in Pune too?',
        sentDate: res.data.lastVisitorMessageAt,
        isLeadMessage: false,
      },
    ]);
  });

  it('answers only our message for a contact who never wrote', async () => {
    const res = await ready.client.call(bc.conversation, { query: { phoneNumber: GUEST2 } });
    expect(res.data.messages.map((m) => [m.isBotMessage, m.questionText ?? m.reply])).toEqual([
      [true, 'Hello Guest2, 20% off today'],
    ]);
    expect(res.data.lastVisitorMessageAt).toBeNull();
  });

  it('leaves out a message that failed: it never reached the contact', async () => {
    const guest3 = '917000000000';
    await w.server.ctx.db
      .updateTable('whatsapp_messages')
      .set({ status: 'failed' })
      .where('phone', '=', guest3)
      .execute();
    const res = await ready.client.call(bc.conversation, { query: { phoneNumber: guest3 } });
    expect(res.data).toMatchObject({ messages: [], visitorName: 'Guest0', lastVisitorMessageAt: null });
  });

  it("answers 404 for another owner's number and for one nobody knows", async () => {
    const other = await registerUser(w.server, { companyName: 'Other Sweets' });
    const theirs = await get(`phoneNumber=${GUEST1}`, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(BOT_MESSAGES.conversationNotFound);
    expect((await get('phoneNumber=919999999999')).statusCode).toBe(404);
  });

  it("with chatBotId, answers that bot's conversation with the number", async () => {
    const bot = await w.connectedBot(choiceFlow(2));
    await w.customerSays(bot.phoneNumberId, '919811111111', 'hi');
    await w.idle();
    const res = await ready.client.call(bc.conversation, {
      query: { phoneNumber: '919811111111', chatBotId: bot.botId },
    });
    expect(res.data.visitorPlatform).toBe('WhatsApp');
    expect(res.data.messages[0]).toMatchObject({ isBotMessage: false, reply: 'hi' });
    expect(res.data.messages[1]).toMatchObject({
      isBotMessage: true,
      questionText: 'Welcome to Rao Sweets!',
    });
    // The same number without the bot is none of the owner's contacts or campaigns, but it wrote
    // to one of the owner's numbers: the inbox keeps that message.
    const own = await ready.client.call(bc.conversation, { query: { phoneNumber: '919811111111' } });
    expect(own.data.messages).toEqual([expect.objectContaining({ isBotMessage: false, reply: 'hi' })]);
  });

  it('refuses a query without a number or a visitor, and a number that is not one', async () => {
    for (const q of ['', 'phoneNumber=abc', 'phoneNumber=12']) {
      const res = await get(q);
      expect(res.statusCode, q).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, q).toBeLessThan(500);
    }
  });
});
