import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandContract as brand } from '../../../src/shared/brand/contract';
import { botsContract as bc } from '../../../src/shared/bots/contract';
import { checkFlow } from '../../../src/shared/bots/rules';
import { BOT_MESSAGES as M, FLOW_LIMITS, type FlowQuestionInput } from '../../../src/shared/bots/schemas';
import { failure } from '../../billing/support';
import { setupAdmin } from '../../helpers/accounts';
import { companyForm, PDF, PNG, upload } from '../../helpers/brand';
import { givePlan } from '../../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';
import { botOwner, seedVisitor } from './support';
import { webContract as web } from '../../../src/shared/web/contract';
import { createSite, userWithBrand } from '../web/support';

const message = (
  frontendId: number,
  sequence = frontendId,
  over: Partial<FlowQuestionInput> = {},
): FlowQuestionInput => ({
  frontendId,
  componentTypeId: 1,
  question: `Message ${frontendId}`,
  sequence,
  ...over,
});

/** Issue 25, Server: bots, their flow, files, copies, visitors, conversations and Deploy on Website (spec 02 §2–§8). */
describe.each(dbKinds())('bots (%s)', (kind) => {
  let server: TestServer;
  let admin: ReturnType<TestServer['client']>;
  let alice: Awaited<ReturnType<typeof botOwner>>;
  let bob: Awaited<ReturnType<typeof botOwner>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = server.client(await setupAdmin(server));
    alice = await botOwner(server, 'Alice Sweets');
    bob = await botOwner(server, 'Bob Bikes');
    await alice.c.call(brand.saveCompany, {
      body: companyForm((await upload(server, alice.token)).url, {
        companyName: 'Alice Sweets',
        mobileNumber: '9876543210',
        website: 'alicesweets.example.com',
      }),
    });
  });
  afterAll(() => server?.close());

  const newBot = async (owner = alice, name = 'Helper') =>
    (await owner.c.call(bc.createBot, { body: { Name: name, Colour: '' } })).data;

  it('a new bot gets the default colour and a first flow from the brand that passes the §5 check; "Bot Created Successfully"', async () => {
    const created = await alice.c.call(bc.createBot, {
      body: { Name: 'Sweet Bot', Colour: '' },
      files: { AvatarImage: { name: 'icon.png', data: PNG } },
    });
    expect(created.message).toBe(M.created);
    expect(created.data).toMatchObject({
      name: 'Sweet Bot',
      colour: '#ae02d4',
      visitorCount: 0,
      isWhatsAppConnected: false,
    });
    expect(created.data.avatar).toContain('/files/');
    expect(created.data.widgetKey).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    const flow = (await alice.c.call(bc.botFlow, { params: { id: created.data.id } })).data;
    expect(checkFlow(flow.questions)).toBeNull();
    expect(flow.questions[0].question).toBe('Hi! Welcome to Alice Sweets.');
    expect(flow.questions.filter((q) => q.isLeadMessage).map((q) => q.componentTypeId)).toEqual([2, 3]);
    expect(flow.questions.at(-1)?.question).toContain('9876543210');
    expect(flow.questions.find((q) => q.componentTypeId === 10)?.links[0].linkUrl).toBe(
      'http://alicesweets.example.com',
    );

    const mine = (await alice.c.call(bc.bots, { query: {} })).data;
    expect(mine.records.map((b) => b.name)).toContain('Sweet Bot');
    const all = (await admin.call(bc.bots, { query: { Search: 'Sweet Bot' } })).data;
    expect(all.records[0]).toMatchObject({ name: 'Sweet Bot', companyName: 'Alice Sweets' });
  });

  it('creating and copying take a unit of the Bot allowance: 402 "Limit exceeded" when none is left', async () => {
    const carol = await botOwner(server, 'Carol Cakes', 0);
    const none = await failure(carol.c.call(bc.createBot, { body: { Name: 'No plan' } }));
    expect(none.status).toBe(402);
    await givePlan(server, carol.id, { 3: 1 });
    const bot = await newBot(carol);
    const copy = await failure(carol.c.call(bc.copyBot, { params: { id: bot.id }, body: { questions: [] } }));
    expect(copy.status).toBe(402);
  });

  it('"Bot Name is required" and a bad colour answer 422 with the field', async () => {
    const err = await failure(alice.c.call(bc.createBot, { body: { Name: '  ' } }));
    expect(err.status).toBe(422);
    expect(err.errors).toMatchObject({ Name: M.nameRequired });
    const raw = await server.inject({
      method: 'POST',
      url: '/api/ChatBot',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ Name: 'X', Colour: 'red' }),
    });
    expect(raw.statusCode).toBeGreaterThanOrEqual(400);
    expect(raw.statusCode).toBeLessThan(500);
  });

  it("another user's bot, visitors and conversation answer 404", async () => {
    const bot = await newBot();
    await seedVisitor(
      server,
      { id: bot.id, userId: alice.id },
      {
        uuid: 'visitor-of-alice-1',
        platform: 'Web',
        number: '203.0.113.5',
        at: server.ctx.clock.now().toISOString(),
      },
    );
    const calls = [
      () => bob.c.call(bc.botDetails, { query: { botId: bot.id } }),
      () => bob.c.call(bc.botFlow, { params: { id: bot.id } }),
      () => bob.c.call(bc.botName, { params: { id: bot.id } }),
      () => bob.c.call(bc.updateBot, { params: { id: bot.id }, body: { Name: 'Mine now' } }),
      () => bob.c.call(bc.saveFlow, { params: { id: bot.id }, body: { questions: [message(1)] } }),
      () => bob.c.call(bc.copyBot, { params: { id: bot.id }, body: { questions: [] } }),
      () => bob.c.call(bc.deleteBot, { params: { id: bot.id } }),
      () => bob.c.call(bc.visitors, { query: { botId: bot.id } }),
      () => bob.c.call(bc.deleteResponses, { params: { id: bot.id } }),
      () => bob.c.call(bc.conversation, { query: { visitorUUId: 'visitor-of-alice-1' } }),
      () =>
        bob.c.call(bc.sendTextMessage, {
          body: { chatBotId: bot.id, visitorUUId: 'visitor-of-alice-1', message: 'hi', isWebVisitor: true },
        }),
      () => bob.c.call(bc.deployOnWebsite, { params: { id: bot.id } }),
    ];
    for (const call of calls) expect((await failure(call())).status).toBe(404);
    // An Admin sees it (manage/bot).
    expect((await admin.call(bc.botDetails, { query: { botId: bot.id } })).data.name).toBe('Helper');
  });

  it("a flow save runs the §5 check: 422 keyed by frontendId with the table's message; a good one is saved in sequence", async () => {
    const bot = await newBot();
    const save = (questions: FlowQuestionInput[]) =>
      alice.c.call(bc.saveFlow, { params: { id: bot.id }, body: { questions } });
    const cases: [FlowQuestionInput, string][] = [
      [message(7, 1, { question: '  ' }), M.messageRequired],
      [message(7, 1, { componentTypeId: 2, question: 'Name?', errorMessage: '' }), M.errorMessageRequired],
      [message(7, 1, { componentTypeId: 5, question: 'Pick' }), M.addOptions],
      [
        message(7, 1, {
          componentTypeId: 5,
          question: 'Pick',
          options: [{ optionNo: 1, value: 'A', target: 0 }],
        }),
        M.nextMessageRequired,
      ],
      [message(7, 1, { componentTypeId: 8, question: 'Look' }), M.fileRequired],
      [message(7, 1, { componentTypeId: 10, question: 'Links' }), M.linksRequired],
      [
        message(7, 1, {
          componentTypeId: 10,
          question: 'Links',
          links: [{ linkNo: 1, linkTitle: 'Site', linkUrl: 'not a url' }],
        }),
        M.linkRequired,
      ],
      [message(7, 1, { componentTypeId: 11, question: '' }), M.apiUrlRequired],
      [message(7, 1, { componentTypeId: 42 }), M.unknownType],
    ];
    for (const [q, expected] of cases) {
      const err = await failure(save([q]));
      expect([err.status, err.errors?.['7']]).toEqual([422, expected]);
    }

    const saved = await save([
      message(3, 2, { target: -1 }),
      message(9, 1),
      message(4, 5, {
        componentTypeId: 6,
        question: 'Tell us',
        flowTriggers: [{ triggerText: 'help', priority: 1 }],
      }),
    ]);
    expect(saved.message).toBe(M.saved);
    expect(saved.data.questions.map((q) => [q.frontendId, q.sequence])).toEqual([
      [9, 1],
      [3, 2],
      [4, 3],
    ]);
    expect(saved.data.questions[2].flowTriggers).toEqual([{ triggerText: 'help', priority: 1 }]);
  });

  it('past 200 components, 50 options, 10 links, 20 triggers or 4,096 characters a save answers 422', async () => {
    const bot = await newBot();
    const send = (questions: unknown[]) =>
      server.inject({
        method: 'PUT',
        url: `/api/ChatBot/${bot.id}/Flow`,
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ questions }),
      });
    const many = (n: number, f: (i: number) => unknown) => Array.from({ length: n }, (_, i) => f(i + 1));
    const tooMuch = [
      many(FLOW_LIMITS.components + 1, (i) => message(i)),
      [
        message(1, 1, {
          componentTypeId: 5,
          options: many(51, (i) => ({ optionNo: i, value: `o${i}`, target: -1 })) as never,
        }),
      ],
      [
        message(1, 1, {
          componentTypeId: 10,
          links: many(11, (i) => ({ linkNo: i, linkTitle: 't', linkUrl: 'https://a.example' })) as never,
        }),
      ],
      [message(1, 1, { flowTriggers: many(21, (i) => ({ triggerText: `t${i}`, priority: i })) as never })],
      [message(1, 1, { question: 'x'.repeat(FLOW_LIMITS.text + 1) })],
    ];
    for (const questions of tooMuch) expect((await send(questions)).statusCode).toBe(422);
    expect((await send(many(FLOW_LIMITS.components, (i) => message(i)))).statusCode).toBe(200);
  });

  it('with visitors a save answers 409; Create Copy keeps the original, Delete Responses lets the save through', async () => {
    const bot = await newBot(alice, 'Busy');
    await seedVisitor(
      server,
      { id: bot.id, userId: alice.id },
      {
        uuid: 'busy-visitor-1',
        platform: 'Web',
        number: '203.0.113.7',
        at: server.ctx.clock.now().toISOString(),
      },
    );
    expect((await alice.c.call(bc.botDetails, { query: { botId: bot.id } })).data.visitorCount).toBe(1);
    const changed = [message(1, 1, { question: 'New welcome', target: -1 })];
    const blocked = await failure(
      alice.c.call(bc.saveFlow, { params: { id: bot.id }, body: { questions: changed } }),
    );
    expect(blocked.status).toBe(409);

    const copy = await alice.c.call(bc.copyBot, { params: { id: bot.id }, body: { questions: changed } });
    expect(copy.message).toBe(M.copied);
    expect(copy.data).toMatchObject({ visitorCount: 0, isWhatsAppConnected: false });
    expect(copy.data.widgetKey).not.toBe(bot.widgetKey);
    expect(
      (await alice.c.call(bc.botFlow, { params: { id: copy.data.id } })).data.questions[0].question,
    ).toBe('New welcome');
    expect((await alice.c.call(bc.botFlow, { params: { id: bot.id } })).data.questions[0].question).not.toBe(
      'New welcome',
    );

    await alice.c.call(bc.deleteResponses, { params: { id: bot.id } });
    expect(
      (await alice.c.call(bc.saveFlow, { params: { id: bot.id }, body: { questions: changed } })).message,
    ).toBe(M.saved);
  });

  it('a component file is judged by its bytes: png for Image, pdf for File, else "Not Valid Image Format"; a saved flow keeps it', async () => {
    const bot = await newBot();
    const up = (componentTypeId: number, name: string, data: Buffer) =>
      alice.c.call(bc.uploadComponentFile, {
        params: { id: bot.id },
        body: { FrontendId: 2, componentTypeId },
        files: { ImageOrFilePath: { name, data } },
      });
    expect((await failure(up(8, 'menu.pdf', PDF))).errors).toMatchObject({
      ImageOrFilePath: M.notValidImage,
    });
    expect((await failure(up(9, 'a.png', PNG))).status).toBe(422);
    expect((await failure(up(8, 'x.svg', Buffer.from('<svg onload="alert(1)"/>')))).status).toBe(422);
    const image = (await up(8, 'shop.png', PNG)).data;
    expect(image.imageOrFileName).toBe('shop.png');
    const saved = await alice.c.call(bc.saveFlow, {
      params: { id: bot.id },
      body: {
        questions: [message(2, 1, { componentTypeId: 8, question: 'Our shop', target: -1, ...image })],
      },
    });
    await alice.c.call(bc.deleteComponentFile, { params: { id: bot.id }, query: { FrontendId: 2 } });
    const stored = await server.inject({
      method: 'GET',
      url: new URL(saved.data.questions[0].imageOrFilePath!).pathname,
    });
    expect(stored.statusCode).toBe(200);
    // A file of someone else's address is not a component file.
    const foreign = await failure(
      alice.c.call(bc.saveFlow, {
        params: { id: bot.id },
        body: {
          questions: [message(2, 1, { componentTypeId: 8, imageOrFilePath: 'https://evil.example/x.png' })],
        },
      }),
    );
    expect(foreign.errors).toMatchObject({ 2: M.fileRequired });
  });

  it('visitors list newest first within business days, with a column per lead component in the export', async () => {
    const bot = await newBot(alice, 'Leads');
    const flow = (await alice.c.call(bc.botFlow, { params: { id: bot.id } })).data.questions;
    const [nameQ, phoneQ] = flow.filter((q) => q.isLeadMessage);
    const ref = { id: bot.id, userId: alice.id };
    await seedVisitor(
      server,
      ref,
      {
        uuid: 'lead-visitor-old',
        platform: 'Web',
        number: '203.0.113.1',
        name: 'Old',
        at: '2026-11-01T06:00:00.000Z',
      },
      [{ frontendId: nameQ.frontendId, question: nameQ.question, reply: 'Old', lead: true }],
    );
    await seedVisitor(
      server,
      ref,
      {
        uuid: 'lead-visitor-new',
        platform: 'WhatsApp',
        number: '919876500000',
        name: 'Priya',
        at: '2026-11-20T06:00:00.000Z',
      },
      [
        { frontendId: nameQ.frontendId, question: nameQ.question, reply: 'Priya', lead: true },
        { frontendId: phoneQ.frontendId, question: phoneQ.question, reply: '=cmd|calc', lead: true },
      ],
    );
    const page = (await alice.c.call(bc.visitors, { query: { botId: bot.id } })).data;
    expect(page.records.map((v) => v.visitorName)).toEqual(['Priya', 'Old']);
    expect(page.records[0]).toMatchObject({ platform: 'WhatsApp', visitorNumber: '919876500000' });
    expect(page.records[0].leads[phoneQ.frontendId]).toBe('=cmd|calc');
    const ranged = (
      await alice.c.call(bc.visitors, {
        query: { botId: bot.id, StartDate: '2026-11-15', EndDate: '2026-11-30' },
      })
    ).data;
    expect(ranged.total_Record_Count).toBe(1);
    const asc = (
      await alice.c.call(bc.visitors, { query: { botId: bot.id, SortColumn: 'date', SortType: 'Asc' } })
    ).data;
    expect(asc.records[0].visitorName).toBe('Old');

    const file = await alice.c.download(bc.visitors, { query: { botId: bot.id } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes.buffer as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Number / IP Address',
      'Name',
      'Platform',
      'Date',
      nameQ.question,
      phoneQ.question,
    ]);
    expect(sheet.getRow(2).getCell(6).value).toBe('=cmd|calc');
    expect(sheet.getRow(2).getCell(6).type).not.toBe(ExcelJS.ValueType.Formula);
  });

  it("a conversation reads in order; a web visitor's reply is saved for their next request, a WhatsApp one needs the 24-hour window", async () => {
    const bot = await newBot(alice, 'Talk');
    const ref = { id: bot.id, userId: alice.id };
    const now = server.ctx.clock.now();
    await seedVisitor(
      server,
      ref,
      { uuid: 'talk-web-1', platform: 'Web', number: '203.0.113.9', name: 'Asha', at: now.toISOString() },
      [{ frontendId: 2, question: 'May I know your name?', reply: 'Asha', lead: true }],
    );
    const old = new Date(now.getTime() - 25 * 3600_000).toISOString();
    await seedVisitor(server, ref, {
      uuid: 'talk-wa-1',
      platform: 'WhatsApp',
      number: '919800000001',
      at: old,
    });

    const conversation = (await alice.c.call(bc.conversation, { query: { visitorUUId: 'talk-web-1' } })).data;
    expect(conversation).toMatchObject({ visitorPlatform: 'Web', visitorName: 'Asha' });
    expect(
      conversation.messages.map((m) => [m.isBotMessage, m.questionText ?? m.reply, m.isLeadMessage]),
    ).toEqual([
      [true, 'May I know your name?', false],
      [false, 'Asha', true],
    ]);

    const sent = await alice.c.call(bc.sendTextMessage, {
      body: {
        chatBotId: bot.id,
        visitorUUId: 'talk-web-1',
        message: '  We open at 9.  ',
        isWebVisitor: true,
      },
    });
    expect([sent.message, sent.data.delivered]).toEqual([M.messageSavedForWeb, 'queuedForWeb']);
    const after = (
      await alice.c.call(bc.conversation, { query: { visitorUUId: 'talk-web-1' } })
    ).data.messages.at(-1);
    expect(after).toMatchObject({ isBotMessage: true, questionText: 'We open at 9.' });

    const blank = await failure(
      alice.c.call(bc.sendTextMessage, {
        body: { chatBotId: bot.id, visitorUUId: 'talk-web-1', message: '   ' },
      }),
    );
    expect(blank.status).toBe(422);
    const closed = await failure(
      alice.c.call(bc.sendTextMessage, {
        body: { chatBotId: bot.id, phoneNumber: '919800000001', message: 'Hello' },
      }),
    );
    expect([closed.status, closed.message]).toEqual([409, M.windowExpired]);
  });

  it('Deploy on Website needs a platform website, and names the bot on it; deleting the bot takes it off', async () => {
    const bot = await newBot();
    expect((await failure(alice.c.call(bc.deployOnWebsite, { params: { id: bot.id } }))).status).toBe(404);
    const renamed = await alice.c.call(bc.updateBot, {
      params: { id: bot.id },
      body: { Name: 'Renamed', Colour: '#112233' },
    });
    expect([renamed.message, renamed.data.name, renamed.data.colour]).toEqual([
      M.updated,
      'Renamed',
      '#112233',
    ]);
    expect((await alice.c.call(bc.botName, { params: { id: bot.id } })).data.name).toBe('Renamed');
    await alice.c.call(bc.deleteBot, { params: { id: bot.id } });
    expect((await failure(alice.c.call(bc.botDetails, { query: { botId: bot.id } }))).status).toBe(404);
  });

  it('Deploy on Website puts the bot on the owner\'s website, named among its unpublished changes: "Bot is added to your website…"', async () => {
    const owner = await userWithBrand(server, { company: { companyName: 'Deploy Cafe' }, webAllowance: 0 });
    await givePlan(server, owner.id, { 2: 1, 3: 5 });
    const site = await createSite(server, owner);
    await owner.c.call(web.publishWebsite, { params: { id: site.id } });
    const bot = (await owner.c.call(bc.createBot, { body: { Name: 'Cafe Bot' } })).data;
    const deployed = await owner.c.call(bc.deployOnWebsite, { params: { id: bot.id } });
    expect(deployed.message).toBe(M.addedToWebsite);
    expect((await owner.c.call(web.myWebsite)).data).toMatchObject({
      botId: bot.id,
      botName: 'Cafe Bot',
      unpublishedReasons: ['bot'],
    });
    await owner.c.call(bc.deleteBot, { params: { id: bot.id } });
    expect((await owner.c.call(web.myWebsite)).data).toMatchObject({ botId: null, unpublishedReasons: [] });
  });
});
