import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../helpers/server';
import { choiceFlow, texts, whatsappWorld, type WhatsAppWorld } from './whatsapp-support';

/** Issue 25: a Single Choice goes as reply buttons up to 3 options, a list up to 10, numbered text beyond. */
describe.each(dbKinds())('WhatsApp Single Choice (%s)', (kind) => {
  let w: WhatsAppWorld;
  beforeAll(async () => {
    w = await whatsappWorld(kind);
  });
  afterAll(() => w?.close());

  let customers = 0;
  const customer = () => `9188877${String(++customers).padStart(5, '0')}`;

  it('3 options are reply buttons; a tap answers by the option and the flow goes on', async () => {
    const c = await w.connectedBot(choiceFlow(3));
    const from = customer();
    await w.customerSays(c.phoneNumberId, from, 'Hi');
    const choice = (await w.sentTo(from))[1].body;
    expect(choice.interactive).toEqual({
      type: 'button',
      body: { text: 'What would you like?' },
      action: {
        buttons: [1, 2, 3].map((n) => ({ type: 'reply', reply: { id: `opt:${n}`, title: `Sweet ${n}` } })),
      },
    });
    await w.customerSays(c.phoneNumberId, from, { type: 'button_reply', id: 'opt:2', title: 'Sweet 2' });
    expect(texts(await w.sentTo(from)).at(-1)).toBe('May I know your name?');
    const said = await w.server.ctx.db
      .selectFrom('bot_messages')
      .innerJoin('bot_visitors', 'bot_visitors.id', 'bot_messages.visitor_id')
      .select('bot_messages.text')
      .where('bot_visitors.number', '=', from)
      .where('bot_messages.sender', '=', 'visitor')
      .orderBy('bot_messages.id')
      .execute();
    expect(said.map((r) => r.text)).toEqual(['Hi', 'Sweet 2']);
  });

  it('4 options are a list; a row answers', async () => {
    const c = await w.connectedBot(choiceFlow(4));
    const from = customer();
    await w.customerSays(c.phoneNumberId, from, 'Hi');
    const choice = (await w.sentTo(from))[1].body;
    expect(choice.interactive.type).toBe('list');
    expect(choice.interactive.body.text).toBe('What would you like?');
    expect(choice.interactive.action.button.length).toBeLessThanOrEqual(20);
    expect(choice.interactive.action.sections[0].rows).toEqual(
      [1, 2, 3, 4].map((n) => ({ id: `opt:${n}`, title: `Sweet ${n}` })),
    );
    await w.customerSays(c.phoneNumberId, from, { type: 'list_reply', id: 'opt:4', title: 'Sweet 4' });
    expect(texts(await w.sentTo(from)).at(-1)).toBe('May I know your name?');
  });

  it('11 options are numbered text; the number answers', async () => {
    const c = await w.connectedBot(choiceFlow(11));
    const from = customer();
    await w.customerSays(c.phoneNumberId, from, 'Hi');
    const choice = (await w.sentTo(from))[1];
    expect(choice.type).toBe('text');
    expect(choice.body.text.body).toBe(
      ['What would you like?', ...Array.from({ length: 11 }, (_, i) => `${i + 1}. Sweet ${i + 1}`)].join(
        '\n',
      ),
    );
    await w.customerSays(c.phoneNumberId, from, '11');
    expect(texts(await w.sentTo(from)).at(-1)).toBe('May I know your name?');
  });

  it('long option texts are cut to what WhatsApp allows, the full text kept in the list row', async () => {
    const flow = choiceFlow(4);
    flow[1].options![0].value = 'Kaju katli with silver leaf, one kilogram box';
    const c = await w.connectedBot(flow);
    const from = customer();
    await w.customerSays(c.phoneNumberId, from, 'Hi');
    const row = (await w.sentTo(from))[1].body.interactive.action.sections[0].rows[0];
    expect(row.title.length).toBeLessThanOrEqual(24);
    expect(row.title.endsWith('…')).toBe(true);
    expect(row.description).toBe('Kaju katli with silver leaf, one kilogram box');
  });
});
