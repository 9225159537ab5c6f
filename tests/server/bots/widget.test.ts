import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botsContract as bc } from '../../../src/shared/bots/contract';
import { BOT_MESSAGES as M } from '../../../src/shared/bots/schemas';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';
import { botOwner } from './support';
import { everyTypeBot } from './widget-flow';
import { textsOf, widgetOf } from './widget-support';

/** Issue 25, Web widget: the public endpoints a customer's page calls, named by the bot's random key. */
describe.each(dbKinds())('bot web widget (%s)', (kind) => {
  let server: TestServer;
  let alice: Awaited<ReturnType<typeof botOwner>>;
  let bot: Awaited<ReturnType<typeof everyTypeBot>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await botOwner(server, 'Alice Sweets');
    bot = await everyTypeBot(alice.c);
  });
  afterAll(() => server?.close());

  it('opens with the flow started, in the bot colour, and a reload resumes instead of starting again', async () => {
    const w = widgetOf(server, bot.widgetKey);
    const opened = await w.start();
    expect(opened.status).toBe(200);
    expect(opened.headers['access-control-allow-origin']).toBe('*');
    expect(opened.body.data).toMatchObject({
      bot: { name: 'Shop Bot', colour: '#0b6e4f', avatar: null },
      awaiting: 'text',
      ended: false,
    });
    expect(textsOf(opened.body)).toEqual(['Welcome to the shop!', 'Your name?']);
    const uuid = opened.body.data.visitorUUId;
    await w.reply(uuid, 'Asha Rao');

    const reloaded = await w.start(uuid);
    expect(reloaded.body.data.visitorUUId).toBe(uuid);
    expect(reloaded.body.data.messages.map((m) => [m.from, m.text])).toEqual([
      ['bot', 'Welcome to the shop!'],
      ['bot', 'Your name?'],
      ['visitor', 'Asha Rao'],
      ['bot', 'Your phone number?'],
    ]);
  });

  it("a crawler that runs the page sees the bot but starts nothing and is no visitor (the card page's rule)", async () => {
    const crawler = widgetOf(
      server,
      bot.widgetKey,
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    const before = (await alice.c.call(bc.botDetails, { query: { botId: bot.id } })).data.visitorCount;
    const seen = await crawler.start();
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ bot: { name: 'Shop Bot' }, messages: [], awaiting: 'none' });
    expect((await alice.c.call(bc.botDetails, { query: { botId: bot.id } })).data.visitorCount).toBe(before);
  });

  it('walks every input type: errors for invalid answers, choices by click or text, image, file, links, Chat End', async () => {
    const w = widgetOf(server, bot.widgetKey);
    const uuid = (await w.start()).body.data.visitorUUId;
    expect(textsOf((await w.reply(uuid, '12345')).body)).toEqual(['Please type your name']);
    expect(textsOf((await w.reply(uuid, 'Asha')).body)).toEqual(['Your phone number?']);
    expect(textsOf((await w.reply(uuid, 'call me')).body)).toEqual(['A phone number please']);
    expect(textsOf((await w.reply(uuid, '+91 98765 43210')).body)).toEqual(['Your email?']);
    expect(textsOf((await w.reply(uuid, 'asha@')).body)).toEqual(['An email please']);
    expect(textsOf((await w.reply(uuid, 'asha@shop.example')).body)).toEqual(['How many people?']);
    expect(textsOf((await w.reply(uuid, 'four')).body)).toEqual(['A number please']);
    const choice = (await w.reply(uuid, '4')).body.data;
    expect(choice.awaiting).toBe('choice');
    expect(choice.messages[0]).toMatchObject({
      text: 'What would you like?',
      options: [
        { optionNo: 1, value: 'Prices' },
        { optionNo: 2, value: 'Brochure' },
        { optionNo: 3, value: 'Links' },
      ],
    });
    const prices = (await w.reply(uuid, 'Prices', { optionNo: 1 })).body.data;
    expect(prices.messages[0]).toMatchObject({
      text: 'Our prices',
      file: { name: 'prices.png', isImage: true },
    });
    expect(prices.messages[0]!.file!.url).toMatch(/^http:\/\/.+\/files\//);
    expect(prices.messages.map((m) => m.text)).toEqual(['Our prices', 'Anything else?']);

    const ended = (await w.reply(uuid, 'No, thanks')).body.data;
    expect(ended).toMatchObject({ messages: [], awaiting: 'none', ended: true });
    // After Chat End the bot is quiet; its trigger takes the visitor back to the choice.
    expect((await w.reply(uuid, 'hello?')).body.data.messages).toEqual([]);
    const menu = (await w.reply(uuid, '  MENU ')).body.data;
    expect(menu.messages.map((m) => m.text)).toEqual(['What would you like?']);
    const brochure = (await w.reply(uuid, 'brochure')).body.data;
    expect(brochure.messages[0]).toMatchObject({ file: { name: 'brochure.pdf', isImage: false } });
    await w.reply(uuid, 'no');
    await w.reply(uuid, 'menu');
    const links = (await w.reply(uuid, '3')).body.data;
    expect(links.messages[0]).toMatchObject({
      text: 'Find us here',
      links: [{ linkTitle: 'Website', linkUrl: 'https://shop.example/' }],
    });

    // The owner sees the conversation, leads marked, and the visitor's name from the Name answer.
    const talk = (await alice.c.call(bc.conversation, { query: { visitorUUId: uuid } })).data;
    expect(talk).toMatchObject({ visitorName: 'Asha', visitorPlatform: 'Web' });
    expect(talk.messages.filter((m) => m.isLeadMessage).map((m) => m.reply)).toEqual([
      'Asha',
      '+91 98765 43210',
    ]);
  });

  it('answers a repeated clientMessageId with the first answer, recording it once', async () => {
    const w = widgetOf(server, bot.widgetKey);
    const uuid = (await w.start()).body.data.visitorUUId;
    const first = await w.reply(uuid, 'Ravi', { clientMessageId: 'same-1' });
    const again = await w.reply(uuid, 'Ravi', { clientMessageId: 'same-1' });
    expect(again.body.data.messages).toEqual(first.body.data.messages);
    const talk = (await alice.c.call(bc.conversation, { query: { visitorUUId: uuid } })).data;
    expect(talk.messages.filter((m) => m.reply === 'Ravi')).toHaveLength(1);
    expect(talk.messages.filter((m) => m.questionText === 'Your phone number?')).toHaveLength(1);
  });

  it('runs two quick replies of a new visitor one after the other: the flow starts once', async () => {
    const w = widgetOf(server, bot.widgetKey);
    const uuid = `fresh-${Math.random().toString(36).slice(2, 12)}`;
    const [a, b] = await Promise.all([w.reply(uuid, 'hi'), w.reply(uuid, 'Meera')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const talk = (await alice.c.call(bc.conversation, { query: { visitorUUId: uuid } })).data;
    expect(talk.messages.filter((m) => m.questionText === 'Welcome to the shop!')).toHaveLength(1);
  });

  it("brings the owner's reply at the visitor's next poll", async () => {
    const w = widgetOf(server, bot.widgetKey);
    const opened = (await w.start()).body.data;
    const after = Math.max(...opened.messages.map((m) => m.id));
    expect((await w.poll(opened.visitorUUId, after)).body.data.messages).toEqual([]);
    const sent = await alice.c.call(bc.sendTextMessage, {
      body: {
        visitorUUId: opened.visitorUUId,
        chatBotId: bot.id,
        message: ' We open at 9 ',
        isWebVisitor: true,
      },
    });
    expect(sent.message).toBe(M.messageSavedForWeb);
    const polled = (await w.poll(opened.visitorUUId, after)).body.data;
    expect(polled.messages.map((m) => [m.from, m.text])).toEqual([['owner', 'We open at 9']]);
    expect(polled.awaiting).toBe('text');
  });

  it('answers 404 for a key that names no bot or a visitor it does not know, and a visitor of another bot starts afresh', async () => {
    const nobody = widgetOf(server, 'k'.repeat(24));
    expect((await nobody.start()).status).toBe(404);
    const w = widgetOf(server, bot.widgetKey);
    expect((await w.poll('unknown-visitor-1')).status).toBe(404);
    const other = await everyTypeBot(alice.c, 'Other Bot');
    const theirs = (await widgetOf(server, other.widgetKey).start()).body.data.visitorUUId;
    // Another bot's visitor reads nothing of this bot.
    expect((await w.poll(theirs)).status).toBe(404);
    const mine = (await w.start(theirs)).body.data;
    expect(mine.visitorUUId).not.toBe(theirs);
    expect(mine.messages.map((m) => m.text)).toEqual(['Welcome to the shop!', 'Your name?']);
  });

  it('lets any origin call it (CORS preflight) and serves the script at /widget/v1.js', async () => {
    const pre = await server.inject({
      method: 'OPTIONS',
      url: `/widget/${bot.widgetKey}/continue`,
      headers: { origin: 'http://127.0.0.2:4000', 'access-control-request-method': 'POST' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(String(pre.headers['access-control-allow-headers'])).toMatch(/content-type/i);
    const script = await server.inject({ method: 'GET', url: '/widget/v1.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).not.toMatch(/\beval\(|new Function|innerHTML/);
    const cached = await server.inject({
      method: 'GET',
      url: '/widget/v1.js',
      headers: { 'if-none-match': String(script.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
  });
});

describe.each(dbKinds())('bot web widget under load (%s)', (kind) => {
  let server: TestServer;
  let bot: Awaited<ReturnType<typeof everyTypeBot>>;

  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMIT: 'on' });
    bot = await everyTypeBot((await botOwner(server, 'Flood Sweets')).c);
  });
  afterAll(() => server?.close());

  it('refuses malformed input with 400s and a flood with 429, never a 500', async () => {
    const w = widgetOf(server, bot.widgetKey);
    const bad = await server.inject({
      method: 'POST',
      url: `/widget/${bot.widgetKey}/continue`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ visitorUUId: 'short', reply: 5 }),
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const long = await w.reply('visitor-long-1', 'x'.repeat(5000));
    expect(long.status).toBe(422);
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await w.start());
    const statuses = answers.map((a) => a.status);
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    // The refusal is readable from the customer's page (CORS), so the widget can say so.
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(refused.body).toMatchObject({ success: false });
  });
});
