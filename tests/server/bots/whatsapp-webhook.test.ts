import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPE, END_CHAT } from '../../../src/shared/bots/component-types';
import { WHATSAPP_WEBHOOK_PATH } from '../../../src/shared/bots/public-routes';
import { inboundWebhook, signWebhook } from '../../fakes/whatsapp/cloud-api';
import { dbKinds } from '../../helpers/server';
import {
  choiceFlow,
  PLATFORM_SECRET,
  PLATFORM_VERIFY_TOKEN,
  q,
  texts,
  whatsappWorld,
  type WhatsAppWorld,
} from './whatsapp-support';

/** Issue 25, Webhook: Meta's check, signatures over the raw body, and each message answered once. */
describe.each(dbKinds())('WhatsApp webhook (%s)', (kind) => {
  let w: WhatsAppWorld;
  beforeAll(async () => {
    w = await whatsappWorld(kind);
  });
  afterAll(() => w?.close());

  const verify = (query: string) =>
    w.server.inject({ method: 'GET', url: `${WHATSAPP_WEBHOOK_PATH}?${query}` });
  let customers = 0;
  const customer = () => `9198765${String(++customers).padStart(5, '0')}`;

  it("GET answers hub.challenge to the platform's verify token or a connection's, else 403", async () => {
    const c = await w.connectedBot(choiceFlow(2));
    const platform = await verify(
      `hub.mode=subscribe&hub.verify_token=${PLATFORM_VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(platform.statusCode).toBe(200);
    expect(platform.body).toBe('1158201444');
    expect(platform.headers['content-type']).toContain('text/plain');
    const own = await verify(
      `hub.mode=subscribe&hub.verify_token=${encodeURIComponent(c.connection.verifyToken)}&hub.challenge=42`,
    );
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('42');
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1',
      'hub.mode=subscribe&hub.challenge=1',
      `hub.mode=unsubscribe&hub.verify_token=${PLATFORM_VERIFY_TOKEN}&hub.challenge=1`,
      '',
    ])
      expect((await verify(query)).statusCode).toBe(403);
  });

  it('a signed message is answered: the welcome, then the choice as reply buttons', async () => {
    const c = await w.connectedBot(choiceFlow(2));
    const from = customer();
    const res = await w.customerSays(c.phoneNumberId, from, 'Hello');
    expect(res.statusCode).toBe(200);
    const sent = await w.sentTo(from);
    expect(sent.map((s) => s.type)).toEqual(['text', 'interactive']);
    expect(texts(sent)).toEqual(['Welcome to Rao Sweets!', 'What would you like?']);
    expect(sent.every((s) => s.phoneNumberId === c.phoneNumberId)).toBe(true);
    // The conversation and the visitor are the bot's, with the number and profile name.
    const visitor = await w.server.ctx.db
      .selectFrom('bot_visitors')
      .selectAll()
      .where('bot_id', '=', c.botId)
      .where('number', '=', from)
      .executeTakeFirstOrThrow();
    expect(visitor).toMatchObject({ platform: 'WhatsApp', name: 'Asha' });
    expect(visitor.last_visitor_message_at).toBe(w.time.now().toISOString());
  });

  it('unsigned, tampered and wrongly signed bodies answer 401 and nothing is done', async () => {
    const c = await w.connectedBot(choiceFlow(2));
    const from = customer();
    const raw = JSON.stringify(
      inboundWebhook({
        phoneNumberId: c.phoneNumberId,
        from,
        id: 'wamid.bad1',
        message: { type: 'text', text: 'Hi' },
      }),
    );
    const tampered = raw.replace('"Hi"', '"Hi!"');
    const answers = [
      await w.postWebhook(raw, null),
      await w.postWebhook(tampered, null, signWebhook(raw, PLATFORM_SECRET)),
      await w.postWebhook(raw, 'someone-elses-secret'),
      await w.postWebhook(raw, null, 'sha256=nothex'),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401]);
    expect(await w.sentTo(from)).toEqual([]);
    const kept = await w.server.ctx.db
      .selectFrom('bot_whatsapp_inbound')
      .select('id')
      .where('sender', '=', from)
      .execute();
    expect(kept).toEqual([]);
  });

  it("a number's own App Secret signs its messages, and cannot vouch for another number's", async () => {
    const own = await w.connectedBot(choiceFlow(2), { appSecret: 'own-secret' });
    const other = await w.connectedBot(choiceFlow(2));
    const from = customer();
    expect((await w.customerSays(own.phoneNumberId, from, 'Hi', { secret: 'own-secret' })).statusCode).toBe(
      200,
    );
    expect(texts(await w.sentTo(from))).toEqual(['Welcome to Rao Sweets!', 'What would you like?']);
    const intruder = customer();
    expect(
      (await w.customerSays(other.phoneNumberId, intruder, 'Hi', { secret: 'own-secret' })).statusCode,
    ).toBe(401);
    expect(await w.sentTo(intruder)).toEqual([]);
  });

  it('malformed bodies, unknown numbers and stickers answer 200 and send nothing', async () => {
    const c = await w.connectedBot(choiceFlow(2));
    const from = customer();
    const bodies = ['not json', '{}', '{"entry":[{"changes":[{"field":"messages","value":null}]}]}', '[1,2]'];
    for (const raw of bodies) expect((await w.postWebhook(raw, PLATFORM_SECRET)).statusCode).toBe(200);
    expect((await w.customerSays('77777777', from, 'Hi')).statusCode).toBe(200);
    expect((await w.customerSays(c.phoneNumberId, from, { type: 'sticker' })).statusCode).toBe(200);
    expect(await w.sentTo(from)).toEqual([]);
  });

  it('a message id delivered twice is answered once', async () => {
    const c = await w.connectedBot(choiceFlow(2));
    const from = customer();
    const first = await w.customerSays(c.phoneNumberId, from, 'Hello', { id: 'wamid.twice' });
    const again = await w.customerSays(c.phoneNumberId, from, 'Hello', { id: 'wamid.twice' });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    await w.idle();
    const third = await w.customerSays(c.phoneNumberId, from, 'Hello', { id: 'wamid.twice' });
    expect(third.statusCode).toBe(200);
    expect(texts(await w.sentTo(from))).toEqual(['Welcome to Rao Sweets!', 'What would you like?']);
  });

  it('two first messages at once start the flow once', async () => {
    const c = await w.connectedBot(choiceFlow(2));
    const from = customer();
    const answers = await Promise.all([
      w.customerSays(c.phoneNumberId, from, 'Hello'),
      w.customerSays(c.phoneNumberId, from, 'Anyone there?'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const said = texts(await w.sentTo(from));
    expect(said.filter((t) => t === 'Welcome to Rao Sweets!')).toHaveLength(1);
    // The second message answered the choice it was asked: not valid, so the error with the choices again.
    expect(said).toEqual([
      'Welcome to Rao Sweets!',
      'What would you like?',
      'Please choose one of the options.',
    ]);
  });

  it('with autoStart a first message holding an exclude keyword starts nothing; without autoStart only a trigger does', async () => {
    const flow = [
      ...choiceFlow(2),
      q(4, TYPE.message, 'Our menu is at raosweets.example.com', {
        target: END_CHAT,
        flowTriggers: [{ triggerText: 'Menu', priority: 1 }],
      }),
    ];
    const keyworded = await w.connectedBot(flow, { excludeKeywords: ['stop'] });
    const a = customer();
    await w.customerSays(keyworded.phoneNumberId, a, 'Please STOP messaging');
    expect(await w.sentTo(a)).toEqual([]);
    await w.customerSays(keyworded.phoneNumberId, a, 'Hello');
    expect(texts(await w.sentTo(a))).toEqual(['Welcome to Rao Sweets!', 'What would you like?']);

    const quiet = await w.connectedBot(flow, { autoStart: false });
    const b = customer();
    await w.customerSays(quiet.phoneNumberId, b, 'Hello');
    expect(await w.sentTo(b)).toEqual([]);
    await w.customerSays(quiet.phoneNumberId, b, '  menu ');
    expect(texts(await w.sentTo(b))).toEqual(['Our menu is at raosweets.example.com']);
  });
});
