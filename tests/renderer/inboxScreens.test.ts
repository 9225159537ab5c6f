import { describe, expect, it } from 'vitest';
import type { Chat, ChatMessage } from '../../src/shared/inbox/schemas';
import {
  chatBelongs,
  chatsOf,
  upsertChat,
  type ChatPages,
} from '../../src/renderer/features/inbox/cache/chatLists';
import {
  messagesOf,
  nextMessagePage,
  upsertMessage,
  type MessagePages,
} from '../../src/renderer/features/inbox/cache/chatMessages';
import { contactNumberOf } from '../../src/renderer/features/inbox/contactPrefill';
import {
  contactChoiceOf,
  interactivePartsOf,
  kindLabel,
  templatePartsOf,
} from '../../src/renderer/features/inbox/messageParts';
import {
  unmatchedReplies,
  type PendingReply,
} from '../../src/renderer/features/inbox/replies/pendingReplies';
import { replyWindowAt, timeLeftText } from '../../src/renderer/features/inbox/replyWindow';

const chat = (id: number, over: Partial<Chat> = {}): Chat => ({
  id,
  userName: `91987650000${id}`,
  profileName: null,
  companyName: null,
  companyLogo: null,
  lastMessageDate: `2026-01-0${id}T10:00:00.000Z`,
  lastMessage: 'Hi',
  unReadCount: 0,
  known: true,
  isRenewal: false,
  lastUserMessageDate: null,
  ...over,
});

const message = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  messageType: 'text',
  message: `m${id}`,
  isBusinessMessage: false,
  businessResponseBody: null,
  userResponseBody: null,
  mediaUrl: null,
  time: new Date(Date.UTC(2026, 0, 1, 10, id)).toISOString(),
  sentDate: null,
  deliveredDate: null,
  readDate: null,
  status: null,
  error: null,
  from: '',
  to: '',
  ...over,
});

const pagesOf = <T>(...pages: T[][]) => ({
  pageParams: pages.map((_, i) => i + 1),
  pages: pages.map((records) => ({ records, total_Record_Count: pages.flat().length })),
});

describe('the inbox contact list cache', () => {
  const lists: ChatPages = pagesOf([chat(3), chat(2)], [chat(1)]);

  it('a chat with a newer message moves to the top of the list, with no row twice', () => {
    const next = upsertChat(
      lists,
      chat(1, { lastMessageDate: '2026-01-09T10:00:00.000Z', unReadCount: 2 }),
      true,
    );
    expect(chatsOf(next).map((c) => [c.id, c.unReadCount])).toEqual([
      [1, 2],
      [3, 0],
      [2, 0],
    ]);
    expect(next.pages[0].total_Record_Count).toBe(3);
  });

  it('a chat read in place keeps its place; a new chat joins at the top and counts', () => {
    expect(
      chatsOf(upsertChat(lists, chat(2, { unReadCount: 0, lastMessage: 'seen' }), true)).map((c) => c.id),
    ).toEqual([3, 2, 1]);
    const grown = upsertChat(lists, chat(4), true);
    expect(chatsOf(grown).map((c) => c.id)).toEqual([4, 3, 2, 1]);
    expect(grown.pages[0].total_Record_Count).toBe(4);
  });

  it('a chat that no longer belongs leaves the list; a renewal chat joins the renewal list', () => {
    const known = upsertChat(
      lists,
      chat(2, { known: false }),
      chatBelongs({ type: 'known' }, chat(2, { known: false })),
    );
    expect(chatsOf(known).map((c) => c.id)).toEqual([3, 1]);
    expect(known.pages[1].total_Record_Count).toBe(2);
    expect(chatBelongs({ type: 'renewalreminder' }, chat(9))).toBe(false);
    expect(chatBelongs({ type: 'renewalreminder' }, chat(9, { isRenewal: true }))).toBe(true);
    expect(upsertChat(lists, chat(9), false)).toBe(lists);
    expect(
      chatBelongs({ type: 'known', Search: 'sunrise' }, chat(5, { companyName: 'Sunrise Bakery' })),
    ).toBe(true);
    expect(chatBelongs({ type: 'known', Search: '4321' }, chat(5))).toBe(false);
  });
});

describe('the inbox messages cache', () => {
  // Newest first from the server, 10 a page.
  const loaded: MessagePages = pagesOf([message(12), message(11)], [message(11), message(10)]);

  it('shows the loaded messages oldest first, each once, and asks for more while a page came full', () => {
    expect(messagesOf(loaded).map((m) => m.id)).toEqual([10, 11, 12]);
    const next = nextMessagePage(10);
    const full = { records: Array.from({ length: 10 }, (_, i) => message(i)), total_Record_Count: 30 };
    expect(next(full, [full])).toBe(2);
    expect(next({ records: [message(1)], total_Record_Count: 11 }, [full, full])).toBeUndefined();
  });

  it('a status replaces its message in place; a new message joins the newest page', () => {
    const read = upsertMessage(loaded, message(11, { isBusinessMessage: true, status: 'read' }));
    expect(messagesOf(read).find((m) => m.id === 11)?.status).toBe('read');
    expect(read.pages[1].records[0].status).toBe('read');
    const grown = upsertMessage(loaded, message(13));
    expect(grown.pages[0].records.map((m) => m.id)).toEqual([13, 12, 11]);
    expect(messagesOf(grown).at(-1)?.id).toBe(13);
  });
});

describe('replies shown before the server has them', () => {
  const reply = (key: string, body: string, afterId = 12): PendingReply => ({
    key,
    body,
    afterId,
    at: '2026-01-01T10:30:00.000Z',
    state: 'sending',
  });
  const ours = (id: number, text: string) =>
    message(id, { isBusinessMessage: true, message: text, status: 'pending' });

  it('the server row of a reply (from its answer or the stream) stands for it, one row for one reply', () => {
    const pending = [reply('a', 'Hello'), reply('b', 'Hello'), reply('c', 'Bye')];
    expect(unmatchedReplies(pending, [ours(13, 'Hello')]).map((r) => r.key)).toEqual(['b', 'c']);
    // An older message of the same text does not count.
    expect(unmatchedReplies([reply('a', 'Hello')], [ours(12, 'Hello')]).map((r) => r.key)).toEqual(['a']);
    // The contact's own message does not either; the body is compared as typed.
    expect(
      unmatchedReplies([reply('a', ' Hello ')], [message(14, { message: ' Hello ' }), ours(15, 'Hello')]),
    ).toHaveLength(1);
  });
});

describe('what a chat message says', () => {
  it('reads a template we sent: its name, language and values by section', () => {
    const body = JSON.stringify({
      messaging_product: 'whatsapp',
      type: 'template',
      template: {
        name: 'renewal_reminder',
        language: { code: 'en_US' },
        components: [
          { type: 'header', parameters: [{ type: 'text', text: 'Pro' }] },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Asha' },
              { type: 'currency', currency: { fallback_value: '₹999', code: 'INR', amount_1000: 999000 } },
            ],
          },
        ],
      },
    });
    expect(templatePartsOf(body)).toEqual({
      name: 'renewal_reminder',
      language: 'en_US',
      header: ['Pro'],
      body: ['Asha', '₹999'],
    });
    expect(templatePartsOf('not json')).toBeNull();
    expect(templatePartsOf(JSON.stringify({ type: 'text' }))).toBeNull();
  });

  it('reads the buttons or rows we offered and the one the contact chose', () => {
    const buttons = JSON.stringify({
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Pick one' },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'y', title: 'Yes' } },
            { type: 'reply', reply: { id: 'n', title: 'No' } },
          ],
        },
      },
    });
    expect(interactivePartsOf(buttons)).toEqual({
      body: 'Pick one',
      choices: ['Yes', 'No'],
      listButton: null,
    });
    const list = JSON.stringify({
      interactive: {
        type: 'list',
        body: { text: 'Menu' },
        action: { button: 'View', sections: [{ rows: [{ id: '1', title: 'Tea' }] }] },
      },
    });
    expect(interactivePartsOf(list)).toEqual({ body: 'Menu', choices: ['Tea'], listButton: 'View' });
    expect(
      contactChoiceOf(
        null,
        JSON.stringify({ type: 'button_reply', button_reply: { id: 'y', title: 'Yes' } }),
      ),
    ).toBe('Yes');
    expect(contactChoiceOf('Tea', null)).toBe('Tea');
    expect(kindLabel('sticker')).toBe('[sticker]');
  });
});

describe('the reply window and Add to contacts', () => {
  const wrote = '2026-01-01T10:00:00.000Z';
  const at = (h: number, m = 0) => new Date(Date.parse(wrote) + (h * 60 + m) * 60_000);

  it('is open for 24 hours after the contact wrote, with the time left in whole minutes', () => {
    const open = replyWindowAt(wrote, at(20, 47));
    expect(open).toMatchObject({ kind: 'open' });
    expect(open.kind === 'open' && timeLeftText(open.leftMs)).toBe('3 h 13 m');
    const last = replyWindowAt(wrote, at(23, 59));
    expect(last.kind === 'open' && timeLeftText(last.leftMs)).toBe('1 m');
    expect(timeLeftText(30_000)).toBe('under a minute');
    expect(replyWindowAt(wrote, at(24, 1))).toEqual({
      kind: 'closed',
      closedAt: Date.parse(wrote) + 24 * 3_600_000,
    });
    expect(replyWindowAt(null, at(1))).toEqual({ kind: 'never' });
  });

  it("splits a chat's number into an allowed country and the national digits", () => {
    expect(contactNumberOf('919876543210')).toEqual({ countryCode: '91', mobileNumber: '9876543210' });
    expect(contactNumberOf('971501234567')).toEqual({ countryCode: '971', mobileNumber: '501234567' });
    expect(contactNumberOf('15551234567')).toEqual({ countryCode: '1', mobileNumber: '5551234567' });
    expect(contactNumberOf('3312345678')).toEqual({ mobileNumber: '3312345678' });
  });
});
