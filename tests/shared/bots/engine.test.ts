import { describe, expect, it } from 'vitest';
import { END_CHAT, TYPE } from '../../../src/shared/bots/component-types';
import {
  awaitingKind,
  flowStateSchema,
  startFlow,
  stepFlow,
  type FlowState,
} from '../../../src/shared/bots/engine';
import { q } from './flow-fixtures';

const T0 = new Date('2026-11-27T09:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const texts = (r: { messages: { text: string }[] }) => r.messages.map((m) => m.text);

/** A reply to the state's awaited question, a minute after the last message. */
function reply(
  flow: Parameters<typeof stepFlow>[0],
  state: FlowState | null,
  text: string,
  optionNo?: number,
) {
  const at = state ? new Date(Date.parse(state.lastMessageAt) + 60_000) : T0;
  return stepFlow(flow, state, { text, optionNo }, at);
}

describe('the flow engine', () => {
  it('sends messages in sequence and stops at the first question', () => {
    const flow = [
      q({
        frontendId: 3,
        componentTypeId: TYPE.name,
        sequence: 2,
        question: 'Your name?',
        errorMessage: 'A real name please',
      }),
      q({ frontendId: 1, componentTypeId: TYPE.message, sequence: 1, question: 'Welcome' }),
    ];
    const r = startFlow(flow, T0);
    expect(texts(r)).toEqual(['Welcome', 'Your name?']);
    expect(r.state).toMatchObject({ awaiting: 3, ended: false, answers: {} });
    expect(flowStateSchema.parse(r.state)).toEqual(r.state);
    expect(awaitingKind(flow, r.state)).toBe('text');
  });

  it.each([
    [TYPE.name, ['Asha Rao', "D'Souza"], ['', '12345', 'a@b.c']],
    [TYPE.phone, ['+91 98765 43210', '(022) 2345-6789'], ['12', 'call me', '+91 98765 43210 12345 6789']],
    [TYPE.email, ['asha@shop.example'], ['asha@', 'asha shop.example', 'a@b']],
    [TYPE.number, ['42', '-3.5', '7,25'], ['forty', '4 2', '']],
    [TYPE.text, ['anything at all'], ['   ']],
  ])('type %i accepts valid replies and answers others with its error message', (type, valid, invalid) => {
    const flow = [
      q({
        frontendId: 1,
        componentTypeId: type,
        question: 'Ask',
        errorMessage: 'Try again',
        isLeadMessage: true,
      }),
      q({ frontendId: 2, componentTypeId: TYPE.message, question: 'Thanks' }),
    ];
    const asked = startFlow(flow, T0).state;
    for (const text of invalid) {
      const r = reply(flow, asked, text);
      expect(r.outcome, text).toBe('invalid');
      expect(r.messages).toMatchObject([{ text: 'Try again', isError: true }]);
      expect(r.state?.awaiting).toBe(1);
      expect(r.answer).toBeNull();
    }
    for (const text of valid) {
      const r = reply(flow, asked, ` ${text} `);
      expect(r.outcome, text).toBe('answered');
      expect(r.answer).toEqual({ frontendId: 1, componentTypeId: type, value: text, isLeadMessage: true });
      expect(r.state?.answers).toEqual({ 1: text });
      expect(texts(r)).toEqual(['Thanks']);
      expect(r.ended).toBe(true);
    }
  });

  it('re-asks a Text question with its own text when it has no error message', () => {
    const flow = [q({ frontendId: 1, componentTypeId: TYPE.text, question: 'How can we help?' })];
    expect(texts(reply(flow, startFlow(flow, T0).state, ' '))).toEqual(['How can we help?']);
  });

  it("follows a Single Choice's chosen option by its number, the number typed or its text", () => {
    const flow = [
      q({
        frontendId: 1,
        componentTypeId: TYPE.choice,
        question: 'Pick',
        errorMessage: 'Pick one of these',
        options: [
          { optionNo: 1, value: 'Sales', target: 3 },
          { optionNo: 2, value: 'Support', target: 2 },
          { optionNo: 3, value: 'Bye', target: END_CHAT },
        ],
      }),
      q({ frontendId: 2, componentTypeId: TYPE.message, question: 'Support here' }),
      q({ frontendId: 3, componentTypeId: TYPE.message, question: 'Sales here', target: END_CHAT }),
    ];
    const start = startFlow(flow, T0);
    expect(start.messages[0]?.options).toEqual([
      { optionNo: 1, value: 'Sales' },
      { optionNo: 2, value: 'Support' },
      { optionNo: 3, value: 'Bye' },
    ]);
    expect(awaitingKind(flow, start.state)).toBe('choice');
    expect(texts(reply(flow, start.state, 'Support', 1))).toEqual(['Sales here']); // the click decides
    expect(texts(reply(flow, start.state, '2'))).toEqual(['Support here', 'Sales here']);
    expect(texts(reply(flow, start.state, '  sUPPORT '))).toEqual(['Support here', 'Sales here']);
    const bye = reply(flow, start.state, 'bye');
    expect(bye).toMatchObject({ messages: [], ended: true, answer: { value: 'Bye' } });
    const wrong = reply(flow, start.state, 'maybe');
    expect(wrong.outcome).toBe('invalid');
    expect(wrong.messages[0]).toMatchObject({
      text: 'Pick one of these',
      options: start.messages[0]!.options,
    });
    expect(reply(flow, start.state, 'x', 9).outcome).toBe('invalid');
  });

  it('sends Image and File with their file and Link with its links, then goes on', () => {
    const flow = [
      q({
        frontendId: 1,
        componentTypeId: TYPE.image,
        question: 'Look',
        imageOrFilePath: 'files/a.png',
        imageOrFileName: 'a.png',
      }),
      q({
        frontendId: 2,
        componentTypeId: TYPE.file,
        question: 'Read',
        imageOrFilePath: 'files/b.pdf',
        imageOrFileName: 'b.pdf',
      }),
      q({
        frontendId: 3,
        componentTypeId: TYPE.link,
        question: 'Visit',
        links: [{ linkNo: 1, linkTitle: 'Shop', linkUrl: 'https://shop.example' }],
      }),
    ];
    const r = startFlow(flow, T0);
    expect(r.messages.map((m) => [m.text, m.file, m.links])).toEqual([
      ['Look', { path: 'files/a.png', name: 'a.png', isImage: true }, []],
      ['Read', { path: 'files/b.pdf', name: 'b.pdf', isImage: false }, []],
      ['Visit', null, [{ linkTitle: 'Shop', linkUrl: 'https://shop.example' }]],
    ]);
    expect(r).toMatchObject({ ended: true, state: { ended: true, awaiting: null } });
  });

  it('follows targets: a frontendId, 0 the next in sequence, -1 Chat End', () => {
    const flow = [
      q({ frontendId: 1, componentTypeId: TYPE.message, question: 'one', target: 3 }),
      q({ frontendId: 2, componentTypeId: TYPE.message, question: 'skipped' }),
      q({ frontendId: 3, componentTypeId: TYPE.message, question: 'three', target: 0 }),
      q({ frontendId: 4, componentTypeId: TYPE.message, question: 'four', target: END_CHAT }),
      q({ frontendId: 5, componentTypeId: TYPE.message, question: 'never' }),
    ];
    expect(texts(startFlow(flow, T0))).toEqual(['one', 'three', 'four']);
  });

  it('takes an unset option target as the next in sequence, and a target no longer in the flow as Chat End', () => {
    const flow = [
      q({ frontendId: 1, componentTypeId: TYPE.choice, options: [{ optionNo: 1, value: 'On', target: 0 }] }),
      q({ frontendId: 2, componentTypeId: TYPE.message, question: 'next', target: 99 }),
      q({ frontendId: 3, componentTypeId: TYPE.message, question: 'never' }),
    ];
    const r = reply(flow, startFlow(flow, T0).state, 'on');
    expect(texts(r)).toEqual(['next']);
    expect(r.ended).toBe(true);
  });

  it('ends a run after 25 steps without a question', () => {
    const flow = [
      q({ frontendId: 1, componentTypeId: TYPE.message, question: 'ping', target: 2 }),
      q({ frontendId: 2, componentTypeId: TYPE.message, question: 'pong', target: 1 }),
    ];
    const r = startFlow(flow, T0);
    expect(r.messages).toHaveLength(25);
    expect(r.state).toMatchObject({ ended: true, awaiting: null });
  });

  it('calls the Api component with the answers so far and goes on without a message', () => {
    const flow = [
      q({
        frontendId: 1,
        componentTypeId: TYPE.email,
        question: 'Email?',
        errorMessage: 'x',
        isLeadMessage: true,
      }),
      q({ frontendId: 2, componentTypeId: TYPE.api, question: '', apiUrl: 'https://hooks.example/lead' }),
      q({ frontendId: 3, componentTypeId: TYPE.message, question: 'Done' }),
    ];
    const r = reply(flow, startFlow(flow, T0).state, 'asha@shop.example');
    expect(texts(r)).toEqual(['Done']);
    expect(r.apiCalls).toEqual([
      {
        frontendId: 2,
        url: 'https://hooks.example/lead',
        body: {
          answers: [{ frontendId: 1, question: 'Email?', answer: 'asha@shop.example', isLeadMessage: true }],
        },
      },
    ]);
  });

  describe('triggers, Chat End and expiry', () => {
    const flow = [
      q({ frontendId: 1, componentTypeId: TYPE.message, question: 'Hello', target: END_CHAT }),
      q({
        frontendId: 2,
        componentTypeId: TYPE.text,
        question: 'Prices of what?',
        flowTriggers: [{ triggerText: 'Price', priority: 2 }],
      }),
      q({
        frontendId: 3,
        componentTypeId: TYPE.message,
        question: 'Menu',
        target: END_CHAT,
        flowTriggers: [
          { triggerText: ' price ', priority: 1 },
          { triggerText: 'menu', priority: 2 },
        ],
      }),
    ];

    it('is quiet after Chat End unless a trigger matches; the lowest priority wins', () => {
      const ended = startFlow(flow, T0).state;
      expect(ended).toMatchObject({ ended: true });
      const quiet = reply(flow, ended, 'hello?');
      expect(quiet).toMatchObject({ outcome: 'quiet', messages: [], ended: false });
      const jump = reply(flow, ended, '  PRICE ');
      expect(jump.outcome).toBe('trigger');
      expect(texts(jump)).toEqual(['Menu']);
    });

    it('takes a valid answer as an answer, and a trigger instead of an invalid one', () => {
      const textFlow = [
        q({ frontendId: 1, componentTypeId: TYPE.text, question: 'Tell me', target: END_CHAT }),
        q({
          frontendId: 2,
          componentTypeId: TYPE.number,
          question: 'How many?',
          errorMessage: 'A number',
          target: END_CHAT,
        }),
        q({
          frontendId: 3,
          componentTypeId: TYPE.message,
          question: 'Menu',
          target: END_CHAT,
          flowTriggers: [{ triggerText: 'menu', priority: 1 }],
        }),
      ];
      const asked = startFlow(textFlow, T0).state;
      expect(reply(textFlow, asked, 'menu').outcome).toBe('answered');
      const counting = reply(textFlow, { ...asked!, awaiting: 2 }, 'menu');
      expect(counting.outcome).toBe('trigger');
      expect(texts(counting)).toEqual(['Menu']);
    });

    it('starts afresh after 4 hours of silence, and not before', () => {
      const ended = startFlow(flow, T0).state!;
      expect(stepFlow(flow, ended, { text: 'hi' }, later(239)).outcome).toBe('quiet');
      const again = stepFlow(flow, ended, { text: 'hi' }, later(240));
      expect(again).toMatchObject({ outcome: 'started', restarted: true });
      expect(texts(again)).toEqual(['Hello']);
      expect(again.state?.startedAt).toBe(later(240).toISOString());
      // The idle time counts from the visitor's last message, not the session's start.
      const asked = startFlow([q({ frontendId: 1, componentTypeId: TYPE.text })], T0).state!;
      const kept = stepFlow(
        [q({ frontendId: 1, componentTypeId: TYPE.text })],
        { ...asked, lastMessageAt: later(200).toISOString() },
        { text: 'x' },
        later(400),
      );
      expect(kept.outcome).toBe('answered');
    });

    it('starts on a first message with autoStart, unless it holds an exclude keyword; without, only triggers', () => {
      expect(stepFlow(flow, null, { text: 'Hi there' }, T0)).toMatchObject({
        outcome: 'started',
        restarted: true,
      });
      const excluded = stepFlow(flow, null, { text: 'please STOP messaging' }, T0, {
        excludeKeywords: [' stop ', ''],
      });
      expect(excluded).toMatchObject({ outcome: 'quiet', state: null, messages: [] });
      expect(stepFlow(flow, null, { text: 'Hi' }, T0, { autoStart: false })).toMatchObject({
        outcome: 'quiet',
        state: null,
      });
      const byTrigger = stepFlow(flow, null, { text: 'menu' }, T0, { autoStart: false });
      expect(byTrigger).toMatchObject({ outcome: 'trigger', restarted: true });
      expect(texts(byTrigger)).toEqual(['Menu']);
    });
  });

  it('skips a component of an unknown type and ends when the flow is empty', () => {
    const flow = [
      q({ frontendId: 1, componentTypeId: 42 }),
      q({ frontendId: 2, componentTypeId: TYPE.message, question: 'ok' }),
    ];
    expect(texts(startFlow(flow, T0))).toEqual(['ok']);
    expect(startFlow([], T0)).toMatchObject({ messages: [], ended: true });
  });
});
