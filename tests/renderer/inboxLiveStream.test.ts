import { describe, expect, it } from 'vitest';
import type { InboxStreamEvent } from '../../src/shared/inbox/events';
import type { InboxStreamHandlers } from '../../src/shared/inbox/stream-client';
import { sharedStream } from '../../src/renderer/lib/live/sharedStream';

const chatEvent = (id: string): InboxStreamEvent => ({
  id,
  event: {
    type: 'chat',
    chat: {
      id: 1,
      userName: '919800000001',
      profileName: 'Meera',
      companyName: null,
      companyLogo: null,
      lastMessageDate: '2026-12-01T10:00:00.000Z',
      lastMessage: 'Hi',
      unReadCount: 0,
      known: false,
      isRenewal: false,
      lastUserMessageDate: '2026-12-01T10:00:00.000Z',
    },
  },
});

/** A stream source that the test drives: how often it started and stopped, and its handlers. */
function source() {
  const s = {
    starts: 0,
    stops: 0,
    handlers: null as Required<InboxStreamHandlers> | null,
    errors: [] as unknown[],
  };
  const open = sharedStream(
    (handlers) => {
      s.starts += 1;
      s.handlers = handlers;
      handlers.onState('connecting');
      return () => void (s.stops += 1);
    },
    (err) => s.errors.push(err),
  );
  return { s, open };
}

describe('the inbox stream shared by the screens that listen', () => {
  it('opens one stream for several listeners and gives each every event', () => {
    const { s, open } = source();
    const a: string[] = [];
    const b: string[] = [];
    const closeA = open({ onEvent: (e) => a.push(e.id) });
    const closeB = open({ onEvent: (e) => b.push(e.id) });
    s.handlers!.onEvent(chatEvent('1'));
    s.handlers!.onEvent(chatEvent('2'));
    expect([a, b, s.starts]).toEqual([['1', '2'], ['1', '2'], 1]);

    closeA();
    s.handlers!.onEvent(chatEvent('3'));
    expect([a, b, s.stops]).toEqual([['1', '2'], ['1', '2', '3'], 0]);
    closeB();
    expect(s.stops).toBe(1);
    // Closing twice changes nothing.
    closeB();
    closeA();
    expect(s.stops).toBe(1);
  });

  it('tells a listener that comes later the state the stream is in', () => {
    const { s, open } = source();
    const first: string[] = [];
    const later: string[] = [];
    open({ onEvent: () => {}, onState: (st) => first.push(st) });
    s.handlers!.onState('open');
    open({ onEvent: () => {}, onState: (st) => later.push(st) });
    s.handlers!.onState('retrying');
    expect(first).toEqual(['connecting', 'open', 'retrying']);
    expect(later).toEqual(['open', 'retrying']);
  });

  it('starts a new stream when a screen listens again after the last one left', () => {
    const { s, open } = source();
    const states: string[] = [];
    open({ onEvent: () => {} })();
    open({ onEvent: () => {}, onState: (st) => states.push(st) });
    expect([s.starts, s.stops]).toEqual([2, 1]);
    // The new stream's own state, not the old one's.
    expect(states).toEqual(['connecting']);
  });

  it('keeps giving events to the others when one listener throws', () => {
    const { s, open } = source();
    const got: string[] = [];
    open({
      onEvent: () => {
        throw new Error('broken screen');
      },
    });
    open({ onEvent: (e) => got.push(e.id) });
    s.handlers!.onEvent(chatEvent('9'));
    expect(got).toEqual(['9']);
    expect(s.errors).toEqual([new Error('broken screen')]);
  });

  it('counts the same handlers opened twice as two listeners', () => {
    const { s, open } = source();
    const got: string[] = [];
    const handlers = { onEvent: (e: InboxStreamEvent) => got.push(e.id) };
    const close1 = open(handlers);
    open(handlers);
    close1();
    s.handlers!.onEvent(chatEvent('4'));
    expect([got, s.stops]).toEqual([['4'], 0]);
  });
});
