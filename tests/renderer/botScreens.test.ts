import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { COMPONENT_TYPES, END_CHAT, TYPE } from '../../src/shared/bots/component-types';
import { checkFlow } from '../../src/shared/bots/rules';
import { BOT_MESSAGES as M, type BotWithFlow, type FlowQuestion } from '../../src/shared/bots/schemas';
import { WhatsAppSection } from '../../src/renderer/features/bots/deploy/WhatsAppSection';
import { endpointKey } from '../../src/renderer/lib/queryKeys';
import { botsContract as bc } from '../../src/shared/bots/contract';
import { canReply } from '../../src/renderer/features/bots/analytics/conversationRules';
import {
  botIdFrom,
  botLinks,
  conversationTime,
  embedSnippetOf,
} from '../../src/renderer/features/bots/botLinks';
import { addKeyword, parseKeywords } from '../../src/renderer/features/bots/components/keywords';
import { CustomizePanel } from '../../src/renderer/features/bots/editor/CustomizePanel';
import { FlowEditor } from '../../src/renderer/features/bots/editor/FlowEditor';
import {
  addComponent,
  addOption,
  addTrigger,
  fileAllowed,
  moveComponent,
  newComponent,
  removeComponent,
  targetChoices,
} from '../../src/renderer/features/bots/editor/flowDraft';

const draw = (element: ReactElement, client = new QueryClient()) =>
  renderToString(h(QueryClientProvider, { client }, h(MemoryRouter, null, element)));

/** A flow of `types`, frontendIds 1, 2, 3… in that order. */
const flowOf = (...types: (typeof COMPONENT_TYPES)[number]['id'][]): FlowQuestion[] =>
  types.map((t, i) => newComponent(t, i + 1, i + 1));

const bot = (questions: FlowQuestion[], visitorCount = 0): BotWithFlow => ({
  id: 7,
  name: 'Sweets Bot',
  avatar: null,
  colour: '#ae02d4',
  visitorCount,
  isWhatsAppConnected: false,
  widgetKey: 'k'.repeat(24),
  companyName: null,
  createdDate: '2026-11-01 10:00:00',
  updatedDate: '2026-11-01 10:00:00',
  questions,
});

describe('flow editor draft (spec 02 §4)', () => {
  it('appends a new component at the next sequence with target 0, its default text and a new frontendId', () => {
    const added = addComponent(flowOf(TYPE.message, TYPE.name), TYPE.email)!;
    expect(added.frontendId).toBe(3);
    expect(added.flow.at(-1)).toMatchObject({
      frontendId: 3,
      sequence: 3,
      target: 0,
      componentTypeId: TYPE.email,
      question: 'What is your email address?',
      errorMessage: 'Please enter a valid email address.',
    });
  });

  it('never hands out a frontendId that a deleted component had', () => {
    const flow = removeComponent(flowOf(TYPE.message, TYPE.name, TYPE.email), 3);
    expect(addComponent(flow, TYPE.text, 3)!.frontendId).toBe(4);
  });

  it('renumbers sequences from 1 after a drag', () => {
    const moved = moveComponent(flowOf(TYPE.message, TYPE.name, TYPE.email), 3, 1);
    expect(moved.map((q) => [q.frontendId, q.sequence])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('unsets targets that named a deleted component, so the check asks for a new one', () => {
    const flow = flowOf(TYPE.choice, TYPE.message, TYPE.message);
    flow[0]!.options = [{ optionNo: 1, value: 'Yes', target: 2 }];
    flow[2]!.target = 2;
    const next = removeComponent(flow, 2);
    expect(next.map((q) => q.sequence)).toEqual([1, 2]);
    expect(next[0]!.options[0]!.target).toBe(0);
    expect(next[1]!.target).toBe(0);
    expect(checkFlow(next)).toMatchObject({ frontendId: 1, message: M.nextMessageRequired });
  });

  it('adds a trigger trimmed with priority count + 1, ignoring blanks and duplicates in any case', () => {
    let triggers = addTrigger([], '  menu ');
    triggers = addTrigger(triggers, 'Prices');
    triggers = addTrigger(triggers, '   ');
    triggers = addTrigger(triggers, 'MENU');
    expect(triggers).toEqual([
      { triggerText: 'menu', priority: 1 },
      { triggerText: 'Prices', priority: 2 },
    ]);
  });

  it('offers options Chat End or another component, never "Next in sequence"', () => {
    const flow = flowOf(TYPE.choice, TYPE.message);
    expect(targetChoices(flow, 1, true)).toEqual([
      { value: 2, label: '2. Message: Hi! Welcome.' },
      { value: END_CHAT, label: 'Chat End' },
    ]);
    expect(targetChoices(flow, 2, false).map((c) => c.label)).toEqual([
      'Next in sequence',
      '1. Single Choice: Please choose one option.',
      'Chat End',
    ]);
  });

  it('numbers new options after the last one with an unset next message', () => {
    const q = { ...newComponent(TYPE.choice, 1, 1), options: [{ optionNo: 1, value: 'A', target: 2 }] };
    expect(addOption(q).at(-1)).toEqual({ optionNo: 2, value: '', target: 0 });
  });

  it('takes jpg, jpeg or png for an image and pdf for a file', () => {
    expect(fileAllowed(TYPE.image, 'shop.JPG')).toBe(true);
    expect(fileAllowed(TYPE.image, 'menu.pdf')).toBe(false);
    expect(fileAllowed(TYPE.file, 'menu.pdf')).toBe(true);
    expect(fileAllowed(TYPE.file, 'shop.png')).toBe(false);
    expect(fileAllowed(TYPE.image, 'shop.gif')).toBe(false);
  });
});

describe('WhatsApp exclude keywords (spec 02 §5)', () => {
  it('adds trimmed words and ignores blanks and duplicates', () => {
    expect(['Stop', '  stop ', '', ' help '].reduce<string[]>(addKeyword, [])).toEqual(['Stop', 'help']);
  });

  it('reads the stored JSON string, and nothing from anything unreadable', () => {
    expect(parseKeywords('["stop"," help ","STOP"]')).toEqual(['stop', 'help']);
    expect(parseKeywords('not json')).toEqual([]);
    expect(parseKeywords('{"a":1}')).toEqual([]);
    expect(parseKeywords(null)).toEqual([]);
  });
});

describe('conversation reply window (spec 02 §4, spec 03 §4)', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('lets the owner write to a web visitor at any time', () => {
    expect(canReply({ visitorPlatform: 'Web', lastVisitorMessageAt: null }, now)).toBe(true);
  });

  it('lets the owner write to a WhatsApp visitor only within 24 hours of their last message', () => {
    const at = (iso: string | null) =>
      canReply({ visitorPlatform: 'WhatsApp', lastVisitorMessageAt: iso }, now);
    expect(at('2026-11-26T10:00:01Z')).toBe(true);
    expect(at('2026-11-26T10:00:00Z')).toBe(false);
    expect(at(null)).toBe(false);
  });

  it('shows conversation times as DD/MM/YYYY hh:mm A', () => {
    expect(conversationTime('27-11-2026 03:30 PM')).toBe('27/11/2026 03:30 PM');
  });
});

describe('bot links', () => {
  it('takes a positive whole number as a bot id', () => {
    expect(botIdFrom('12')).toBe(12);
    for (const bad of ['0', '-3', 'x', '', null, undefined, '1.5']) expect(botIdFrom(bad)).toBeNull();
  });

  it('sends a User to /bot and an Admin to /admin/manage/bot (§2 back links)', () => {
    expect(botLinks('user').list).toBe('/bot/my-bots');
    expect(botLinks('user').deploy(3)).toBe('/bot/deploy/3');
    expect(botLinks('admin').list).toBe('/admin/manage/bot');
    expect(botLinks('admin').flow(3)).toBe('/admin/manage/bot/3');
  });

  it('embeds the widget script by the random key, never the bot id', () => {
    expect(embedSnippetOf('https://app.example.com', 'AbC_123-xyzXYZ7890')).toBe(
      '<script src="https://app.example.com/widget/v1.js" data-bot-key="AbC_123-xyzXYZ7890" async></script>',
    );
  });
});

describe('the flow editor screen', () => {
  it('shows the three panels with every component type, and Test and Deploy while unchanged', () => {
    const html = draw(h(FlowEditor, { bot: bot(flowOf(TYPE.message, TYPE.name)), links: botLinks('user') }));
    for (const panel of ['Add Chat Components', 'Edit Chat Flow', 'Customize Chat Message'])
      expect(html).toContain(panel);
    for (const t of COMPONENT_TYPES) expect(html).toContain(`aria-label="Add ${t.label}"`);
    expect(html).toContain('Drag to reorder 2. Name');
    expect(html).toContain('>Test<');
    expect(html).toContain('>Deploy<');
    expect(html).not.toContain('>Save<');
  });

  it('marks a component that ends the chat with the Chat End badge', () => {
    const flow = flowOf(TYPE.message, TYPE.name);
    flow[1]!.target = END_CHAT;
    expect(draw(h(FlowEditor, { bot: bot(flow), links: botLinks('user') }))).toContain('Chat End');
  });

  it('customizes a Single Choice with its options, next messages and the check message at its field', () => {
    const flow = flowOf(TYPE.choice, TYPE.message);
    flow[0]!.options = [{ optionNo: 1, value: '', target: 0 }];
    const html = draw(
      h(CustomizePanel, {
        botId: 7,
        q: flow[0]!,
        flow,
        issue: { frontendId: 1, field: 'options.0.value', message: M.optionsRequired },
        onChange: () => undefined,
        onDelete: () => undefined,
      }),
    );
    expect(html).toContain('Option 1');
    expect(html).toContain('Next Message');
    expect(html).toContain('Error Message');
    expect(html).toContain(M.optionsRequired);
    expect(html).toContain('Add Option');
    expect(html).toContain('Triggers');
    expect(html).toContain('Delete Component');
  });

  it('asks an Api component for its URL instead of a message', () => {
    const flow = flowOf(TYPE.api);
    const html = draw(
      h(CustomizePanel, {
        botId: 7,
        q: flow[0]!,
        flow,
        issue: null,
        onChange: () => undefined,
        onDelete: () => undefined,
      }),
    );
    expect(html).toContain('Api URL');
    expect(html).not.toContain(M.enterMessage);
  });
});

describe('the WhatsApp deploy section (spec 02 §4)', () => {
  const withConnection = (connection: unknown) => {
    const client = new QueryClient();
    client.setQueryData(endpointKey(bc.whatsAppDetails, { query: { chatbotId: 7 } }), connection);
    return draw(h(WhatsAppSection, { botId: 7 }), client);
  };

  it('offers Connect with the three required ids while not connected', () => {
    const html = withConnection(null);
    for (const label of ['Business Account Id', 'Phone Number Id', 'Whatsapp Token', 'App Secret'])
      expect(html).toContain(label);
    expect(html).toContain('>Connect<');
    expect(html).not.toContain('Disconnect');
  });

  it('shows Update, Disconnect and the callback URL and verify token to copy once connected', () => {
    const html = withConnection({
      chatBotId: 7,
      businessId: '1029384756',
      phNoId: '5647382910',
      displayPhoneNumber: '+91 98765 00000',
      autoStart: true,
      autoStartExcludeKeywords: '["stop"]',
      hasAppSecret: true,
      callbackUrl: 'https://app.example.com/webhooks/whatsapp',
      verifyToken: 'verify-123',
    });
    expect(html).toContain('>Update<');
    expect(html).toContain('>Disconnect<');
    expect(html).toContain('https://app.example.com/webhooks/whatsapp');
    expect(html).toContain('aria-label="Copy Callback URL"');
    expect(html).toContain('verify-123');
    expect(html).toContain('aria-label="Copy Verify token"');
    expect(html).toContain('value="1029384756"');
    expect(html).toContain('>stop<');
  });
});
