import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { END_CHAT, TYPE } from '../../../src/shared/bots/component-types';
import { flowQuestionSchema, type FlowQuestionInput } from '../../../src/shared/bots/schemas';
import { notificationsContract as nc } from '../../../src/shared/notifications/contract';
import { writeFlow } from '../../../src/server/modules/bots/flow-rows';
import {
  forgetOldInbound,
  receiveMessage,
  sendDueLeadAlerts,
  sessionDepsOf,
} from '../../../src/server/modules/bots/sessions';
import { startFake } from '../../fakes/http-fake';
import { startWhatsAppFake } from '../../fakes/whatsapp/cloud-api';
import { dbKinds, seedSettings, startTestServer, type TestServer } from '../../helpers/server';
import { movableClock } from '../web/forms-support';
import { botOwner } from './support';
import { botWithFlow, textsOf, widgetOf } from './widget-support';

const HOUR = 3_600_000;

/**
 * Issue 25, Sessions: a visitor's place in the flow across messages: 4 h of silence starts afresh,
 * Chat End keeps the bot quiet, the Api component POSTs the answers, a lead alert goes once.
 */
describe.each(dbKinds())('bot sessions (%s)', (kind) => {
  let server: TestServer;
  let alice: Awaited<ReturnType<typeof botOwner>>;
  const time = movableClock('2026-11-27T06:00:00.000Z');
  const hooks: { body: any }[] = [];
  let hook: Awaited<ReturnType<typeof startFake>>;
  let wa: Awaited<ReturnType<typeof startWhatsAppFake>>;

  beforeAll(async () => {
    hook = await startFake((req) => {
      hooks.push({ body: req.body });
      return { status: 200, body: { ok: true } };
    });
    wa = await startWhatsAppFake({ token: 'platform-token', phoneNumberId: '77701' });
    server = await startTestServer(
      kind,
      { FETCH_TEST_HOSTS: `hooks.example.com=127.0.0.1:${new URL(hook.url).port}` },
      { clock: time.clock },
    );
    alice = await botOwner(server, 'Alice Sweets');
    await seedSettings(server, {
      whatsapp: {
        apiBase: `${wa.url}/v21.0`,
        token: 'platform-token',
        phoneNumberId: '77701',
        botLeadTemplate: 'bot_lead',
      },
    });
    await alice.c.call(nc.updateSettings, { body: { botLead: true, botLeadNumber: '+919876543210' } });
  });
  afterAll(async () => {
    await server?.close();
    await hook?.close();
    await wa?.close();
  });

  const leadFlow: FlowQuestionInput[] = [
    { frontendId: 1, componentTypeId: TYPE.message, question: 'Hello!', sequence: 1 },
    {
      frontendId: 2,
      componentTypeId: TYPE.name,
      question: 'Your name?',
      errorMessage: 'A name please',
      isLeadMessage: true,
      sequence: 2,
    },
    { frontendId: 3, componentTypeId: TYPE.text, question: 'What do you need?', sequence: 3 },
    {
      frontendId: 4,
      componentTypeId: TYPE.message,
      question: 'Thanks, bye',
      target: END_CHAT,
      sequence: 4,
      flowTriggers: [{ triggerText: 'hours', priority: 1 }],
    },
  ];

  it('starts afresh after 4 hours of silence, and goes on where it was before that', async () => {
    const bot = await botWithFlow(alice, leadFlow, 'Idle Bot');
    const w = widgetOf(server, bot.widgetKey);
    const uuid = (await w.start()).body.data.visitorUUId;
    time.advance(3 * HOUR);
    expect(textsOf((await w.reply(uuid, 'Asha')).body)).toEqual(['What do you need?']);
    time.advance(4 * HOUR);
    const again = (await w.reply(uuid, 'Cakes')).body.data;
    expect(again.messages.map((m) => m.text)).toEqual(['Hello!', 'Your name?']);
    // A reload after 4 hours greets the visitor again below the old conversation.
    time.advance(5 * HOUR);
    const reopened = (await w.start(uuid)).body.data;
    expect(reopened.messages.filter((m) => m.text === 'Hello!')).toHaveLength(3);
    expect(reopened.awaiting).toBe('text');
  });

  it('keeps quiet after Chat End unless a trigger matches', async () => {
    const bot = await botWithFlow(alice, leadFlow, 'Quiet Bot');
    const w = widgetOf(server, bot.widgetKey);
    const uuid = (await w.start()).body.data.visitorUUId;
    await w.reply(uuid, 'Asha');
    expect((await w.reply(uuid, 'Cakes')).body.data).toMatchObject({ ended: true, awaiting: 'none' });
    expect((await w.reply(uuid, 'are you there?')).body.data.messages).toEqual([]);
    expect(textsOf((await w.reply(uuid, ' HOURS ')).body)).toEqual(['Thanks, bye']);
  });

  it('sends a lead alert once, at Chat End, with the lead answers', async () => {
    const bot = await botWithFlow(alice, leadFlow, 'Lead Bot');
    const w = widgetOf(server, bot.widgetKey);
    const uuid = (await w.start()).body.data.visitorUUId;
    await w.reply(uuid, 'Asha Rao');
    // What earlier conversations left running (their alerts) is done before counting.
    await sessionDepsOf(server.ctx).background.idle();
    const before = wa.sent.length;
    await w.reply(uuid, 'A cake for 20');
    await sessionDepsOf(server.ctx).background.idle();
    const alerts = wa.sent.slice(before);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ to: '919876543210', type: 'template' });
    expect(alerts[0]!.body.template.name).toBe('bot_lead');
    expect(alerts[0]!.body.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual([
      'Lead Bot',
      'Asha Rao',
      expect.any(String),
      'Asha Rao',
    ]);
    // A trigger after Chat End in the same session reaches Chat End again: no second alert.
    await w.reply(uuid, 'hours');
    await sessionDepsOf(server.ctx).background.idle();
    time.advance(20 * 60_000);
    await sendDueLeadAlerts(server.ctx);
    expect(wa.sent.length - before).toBe(1);
  });

  it('sends the lead alert 15 minutes after the last lead answer when the chat does not end', async () => {
    const bot = await botWithFlow(alice, leadFlow, 'Slow Bot');
    const w = widgetOf(server, bot.widgetKey);
    const uuid = (await w.start()).body.data.visitorUUId;
    await w.reply(uuid, 'Ravi');
    await sessionDepsOf(server.ctx).background.idle();
    const before = wa.sent.length;
    time.advance(14 * 60_000);
    await sendDueLeadAlerts(server.ctx);
    expect(wa.sent.length).toBe(before);
    time.advance(60_000);
    expect(await sendDueLeadAlerts(server.ctx)).toEqual({ sent: 1 });
    expect(await sendDueLeadAlerts(server.ctx)).toEqual({ sent: 0 });
    expect(wa.sent.length).toBe(before + 1);
  });

  it('POSTs the answers to the Api component and goes on, whatever it answers', async () => {
    const bot = await botWithFlow(alice, leadFlow, 'Api Bot');
    // A service on this machine that no test host names: a private address like any other.
    const inside = await startFake(() => ({ status: 200, body: {} }));
    // The saved flow names an https address; this one is the loopback fake's (FETCH_TEST_HOSTS).
    await server.ctx.db.transaction().execute((trx) =>
      writeFlow(
        trx,
        bot.id,
        [
          {
            frontendId: 1,
            componentTypeId: TYPE.email,
            question: 'Email?',
            errorMessage: 'x',
            isLeadMessage: true,
            sequence: 1,
          },
          {
            frontendId: 2,
            componentTypeId: TYPE.api,
            question: '',
            apiUrl: `http://hooks.example.com:${new URL(hook.url).port}/lead`,
            sequence: 2,
          },
          {
            frontendId: 3,
            componentTypeId: TYPE.api,
            question: '',
            apiUrl: `${inside.url}/private`,
            sequence: 3,
          },
          { frontendId: 4, componentTypeId: TYPE.message, question: 'We will write to you', sequence: 4 },
        ].map((q) => flowQuestionSchema.parse(q)),
      ),
    );
    const w = widgetOf(server, bot.widgetKey);
    const uuid = (await w.start()).body.data.visitorUUId;
    expect(textsOf((await w.reply(uuid, 'asha@shop.example')).body)).toEqual(['We will write to you']);
    await sessionDepsOf(server.ctx).background.idle();
    expect(hooks).toHaveLength(1);
    expect(hooks[0]!.body).toMatchObject({
      botId: bot.id,
      visitor: { visitorUUId: uuid, platform: 'Web' },
      answers: [{ frontendId: 1, question: 'Email?', answer: 'asha@shop.example', isLeadMessage: true }],
    });
    // A private address is refused (the flow went on all the same) until BOT_API_ALLOW_PRIVATE is on.
    expect(inside.requests).toHaveLength(0);
    await seedSettings(server, { general: { botApiAllowPrivate: true } });
    const next = (await w.start()).body.data.visitorUUId;
    await w.reply(next, 'ravi@shop.example');
    await sessionDepsOf(server.ctx).background.idle();
    expect(hooks).toHaveLength(2);
    expect(inside.requests.map((r) => [r.method, r.path, r.body.answers[0].answer])).toEqual([
      ['POST', '/private', 'ravi@shop.example'],
    ]);
    await seedSettings(server, { general: { botApiAllowPrivate: false } });
    await inside.close();
  });

  it('records a repeated inbound id once and commits the caller’s work with the step', async () => {
    const bot = await botWithFlow(alice, leadFlow, 'Direct Bot');
    const deps = sessionDepsOf(server.ctx);
    const seen: number[] = [];
    const input = {
      bot: { id: bot.id, userId: bot.userId },
      visitor: { platform: 'WhatsApp' as const, number: '919800000001', name: 'Kiran' },
      inboundId: 'wamid.1',
      text: 'hi',
      within: async (_trx: unknown, r: { replies: { id: number }[] }) => {
        seen.push(r.replies.length);
      },
    };
    // Whichever reaches the visitor's queue first runs; the other gets its answer again.
    const both = await Promise.all([receiveMessage(deps, input), receiveMessage(deps, input)]);
    const first = both.find((r) => !r.duplicate)!;
    const second = both.find((r) => r !== first)!;
    expect(first).toBeDefined();
    expect(second).toMatchObject({ duplicate: true, outcome: 'duplicate' });
    expect(second.replies.map((m) => m.id)).toEqual(first.replies.map((m) => m.id));
    expect(seen).toEqual([2]);
    // A step whose caller fails leaves nothing behind: the same id later runs as new.
    await expect(
      receiveMessage(deps, {
        ...input,
        inboundId: 'wamid.2',
        text: 'Kiran',
        within: async () => {
          throw new Error('outbox down');
        },
      }),
    ).rejects.toThrow('outbox down');
    const retried = await receiveMessage(deps, {
      ...input,
      inboundId: 'wamid.2',
      text: 'Kiran',
      within: undefined,
    });
    expect(retried.replies.map((m) => m.text)).toEqual(['What do you need?']);
  });

  it('without autoStart only a trigger starts the flow, and an exclude keyword keeps it quiet', async () => {
    const bot = await botWithFlow(alice, leadFlow, 'Keyword Bot');
    const deps = sessionDepsOf(server.ctx);
    const base = { bot: { id: bot.id, userId: bot.userId } };
    const quiet = await receiveMessage(deps, {
      ...base,
      visitor: { platform: 'WhatsApp', number: '919800000002' },
      inboundId: 'k1',
      text: 'hello',
      start: { autoStart: false },
    });
    expect(quiet).toMatchObject({ outcome: 'quiet', replies: [] });
    const triggered = await receiveMessage(deps, {
      ...base,
      visitor: { platform: 'WhatsApp', number: '919800000002' },
      inboundId: 'k2',
      text: 'Hours',
      start: { autoStart: false },
    });
    expect(triggered.replies.map((m) => m.text)).toEqual(['Thanks, bye']);
    const excluded = await receiveMessage(deps, {
      ...base,
      visitor: { platform: 'WhatsApp', number: '919800000003' },
      inboundId: 'k3',
      text: 'Please STOP',
      start: { autoStart: true, excludeKeywords: ['stop'] },
    });
    expect(excluded).toMatchObject({ outcome: 'quiet', replies: [] });
    await vi.waitFor(() => expect(excluded.visitor.number).toBe('919800000003'));
  });

  // Last: it moves the clock past the owner's sign-in.
  it('remembers an answered inbound id for a week, then the hourly clean-up forgets it', async () => {
    const bot = await botWithFlow(alice, leadFlow, 'Memory Bot');
    const deps = sessionDepsOf(server.ctx);
    const input = {
      bot: { id: bot.id, userId: bot.userId },
      visitor: { platform: 'WhatsApp' as const, number: '919800000009' },
      inboundId: 'wamid.week',
      text: 'hi',
    };
    expect((await receiveMessage(deps, input)).duplicate).toBe(false);
    time.advance(6 * 24 * HOUR);
    await forgetOldInbound(server.ctx);
    expect((await receiveMessage(deps, input)).duplicate).toBe(true);
    time.advance(2 * 24 * HOUR);
    expect((await forgetOldInbound(server.ctx)).inboundDeleted).toBeGreaterThanOrEqual(1);
    expect((await receiveMessage(deps, input)).duplicate).toBe(false);
  });
});
