import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../../src/server/jobs/scheduler';
import { botWhatsAppCleanupJob, botWhatsAppJob } from '../../../src/server/modules/bots/whatsapp';
import { botsContract as bc } from '../../../src/shared/bots/contract';
import { BOT_MESSAGES as M } from '../../../src/shared/bots/schemas';
import { dbKinds } from '../../helpers/server';
import { choiceFlow, texts, whatsappWorld, type WhatsAppWorld } from './whatsapp-support';

const HOUR = 3600_000;

/**
 * Issue 25: the bot's replies leave in order through the outbox, rate limits and Meta's failures are
 * tried again; the owner writes to a WhatsApp visitor only within 24 hours of their last message
 * (Meta's 131047 is the same refusal).
 */
describe.each(dbKinds())('WhatsApp outbox and the owner reply (%s)', (kind) => {
  let w: WhatsAppWorld;
  beforeAll(async () => {
    w = await whatsappWorld(kind);
  });
  afterAll(() => w?.close());

  let customers = 0;
  const customer = () => `9177766${String(++customers).padStart(5, '0')}`;

  /** A visitor who wrote just now, with the bot's first replies delivered. */
  async function visitorWhoWrote() {
    const c = await w.connectedBot(choiceFlow(2));
    const from = customer();
    await w.customerSays(c.phoneNumberId, from, 'Hi');
    expect(await w.sentTo(from)).toHaveLength(2);
    return { ...c, from };
  }

  const reply = (botId: number, phoneNumber: string, message: string) =>
    w.server.inject({
      method: 'POST',
      url: '/api/WhatsApp/SendTextMessage',
      payload: { chatBotId: botId, phoneNumber, message, isWebVisitor: false },
      headers: { authorization: `Bearer ${w.owner.token}` },
    });

  const sweep = async () => {
    await runJob(w.server.ctx, botWhatsAppJob);
    await w.idle();
  };

  it('within 24 hours the owner’s reply is sent and kept in the conversation', async () => {
    const v = await visitorWhoWrote();
    await w.advance(23 * HOUR);
    const res = await reply(v.botId, v.from, '  Your order is ready  ');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.messageSent);
    expect(texts(await w.sentTo(v.from)).at(-1)).toBe('Your order is ready');
    const visitor = await w.server.ctx.db
      .selectFrom('bot_visitors')
      .select('visitor_uuid')
      .where('number', '=', v.from)
      .executeTakeFirstOrThrow();
    const conv = await w.server
      .client(w.owner.token)
      .call(bc.conversation, { query: { visitorUUId: visitor.visitor_uuid } });
    expect(conv.data.messages.at(-1)).toMatchObject({
      isBotMessage: true,
      questionText: 'Your order is ready',
    });
  });

  it('past 24 hours the reply is refused with the window message and nothing is sent', async () => {
    const v = await visitorWhoWrote();
    await w.advance(24 * HOUR + 60_000);
    const res = await reply(v.botId, v.from, 'Hello again');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.errorMessage).toBe(M.windowExpired);
    expect(await w.sentTo(v.from)).toHaveLength(2);
  });

  it("Meta's 131047 is the same refusal, and the message is not kept", async () => {
    const v = await visitorWhoWrote();
    w.fake.failNext('windowClosed');
    const res = await reply(v.botId, v.from, 'Are you there?');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.errorMessage).toBe(M.windowExpired);
    expect(await w.sentTo(v.from)).toHaveLength(2);
    const visitor = await w.server.ctx.db
      .selectFrom('bot_visitors')
      .select('visitor_uuid')
      .where('number', '=', v.from)
      .executeTakeFirstOrThrow();
    const conv = await w.server
      .client(w.owner.token)
      .call(bc.conversation, { query: { visitorUUId: visitor.visitor_uuid } });
    expect(conv.data.messages.map((m) => m.questionText ?? m.reply)).not.toContain('Are you there?');
  });

  it("another refusal of Meta's answers Failed to send message with its words, and the message is not kept", async () => {
    const v = await visitorWhoWrote();
    w.fake.failNext('undeliverable');
    const res = await reply(v.botId, v.from, 'Hello?');
    expect(res.statusCode).toBe(502);
    expect(res.json().error.errorMessage).toBe(`${M.sendFailed}: (#131026) Message undeliverable`);
    const kept = await w.server.ctx.db
      .selectFrom('bot_whatsapp_outbox')
      .select('id')
      .where('to_number', '=', v.from)
      .execute();
    expect(kept).toHaveLength(2);
  });

  it('a rate limit holds the visitor’s later replies back until the first is sent, then all go in order', async () => {
    const c = await w.connectedBot(choiceFlow(2));
    const from = customer();
    w.fake.failNext('rate');
    await w.customerSays(c.phoneNumberId, from, 'Hi');
    expect(await w.sentTo(from)).toEqual([]);
    await sweep();
    expect(await w.sentTo(from)).toEqual([]);
    w.time.advance(5_000);
    await sweep();
    expect(texts(await w.sentTo(from))).toEqual(['Welcome to Rao Sweets!', 'What would you like?']);
  });

  it("Meta's 500 is tried again; the owner's reply queued behind it is told sent and arrives after", async () => {
    const v = await visitorWhoWrote();
    w.fake.failNext('server');
    const res = await reply(v.botId, v.from, 'We open at 9');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.messageSent);
    expect(await w.sentTo(v.from)).toHaveLength(2);
    w.time.advance(5_000);
    await sweep();
    expect(texts(await w.sentTo(v.from)).at(-1)).toBe('We open at 9');
  });

  it('a reply WhatsApp refuses for good does not hold back the ones after it', async () => {
    const c = await w.connectedBot(choiceFlow(2));
    const from = customer();
    w.fake.failNext('windowClosed');
    await w.customerSays(c.phoneNumberId, from, 'Hi');
    expect(texts(await w.sentTo(from))).toEqual(['What would you like?']);
    const failed = await w.server.ctx.db
      .selectFrom('bot_whatsapp_outbox')
      .select(['status', 'error_code'])
      .where('to_number', '=', from)
      .orderBy('id')
      .execute();
    expect(failed).toEqual([
      { status: 'failed', error_code: 131047 },
      { status: 'sent', error_code: null },
    ]);
  });

  it('a number that never wrote to the bot answers 404 and nothing is sent', async () => {
    const c = await w.connectedBot(choiceFlow(2));
    const res = await reply(c.botId, '919999900000', 'Hi');
    expect(res.statusCode).toBe(404);
    expect(await w.sentTo('919999900000')).toEqual([]);
  });

  it('kept messages are forgotten after 8 days and settled outbox rows after 30; the conversation stays', async () => {
    const v = await visitorWhoWrote();
    const rows = async () => ({
      inbound: (
        await w.server.ctx.db
          .selectFrom('bot_whatsapp_inbound')
          .select('id')
          .where('sender', '=', v.from)
          .execute()
      ).length,
      outbox: (
        await w.server.ctx.db
          .selectFrom('bot_whatsapp_outbox')
          .select('id')
          .where('to_number', '=', v.from)
          .execute()
      ).length,
      conversation: (
        await w.server.ctx.db
          .selectFrom('bot_messages')
          .innerJoin('bot_visitors', 'bot_visitors.id', 'bot_messages.visitor_id')
          .select('bot_messages.id')
          .where('bot_visitors.number', '=', v.from)
          .execute()
      ).length,
    });
    expect(await rows()).toEqual({ inbound: 1, outbox: 2, conversation: 3 });
    await w.advance(7 * 24 * HOUR);
    await runJob(w.server.ctx, botWhatsAppCleanupJob);
    expect(await rows()).toEqual({ inbound: 1, outbox: 2, conversation: 3 });
    await w.advance(2 * 24 * HOUR);
    await runJob(w.server.ctx, botWhatsAppCleanupJob);
    expect(await rows()).toEqual({ inbound: 0, outbox: 2, conversation: 3 });
    await w.advance(22 * 24 * HOUR);
    await runJob(w.server.ctx, botWhatsAppCleanupJob);
    expect(await rows()).toEqual({ inbound: 0, outbox: 0, conversation: 3 });
  });
});
