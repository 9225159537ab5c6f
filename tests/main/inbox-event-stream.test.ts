import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createInboxEventStream,
  type InboxEventStream,
  type InboxEventStreamOptions,
} from '../../src/main/gateway/event-stream';
import type { InboxStreamEvent } from '../../src/shared/inbox/events';
import { whatsappWorld, type WhatsAppWorld } from '../server/bots/whatsapp-support';
import { connectNumber } from '../server/whatsapp/templates-support';
import { eventually, freePort } from './server-process';

/**
 * A loopback relay in front of the server that can go quiet: `freeze()` stops the bytes of the
 * connections open now (a dead network path: no close, no error), new connections pass.
 */
async function relayTo(port: number) {
  const frozen = new Set<net.Socket>();
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    open.add(client);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      if (!frozen.has(client)) client.write(chunk);
    });
    const end = () => {
      open.delete(client);
      frozen.delete(client);
      client.destroy();
      upstream.destroy();
    };
    for (const s of [client, upstream]) s.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    freeze: () => open.forEach((s) => frozen.add(s)),
    close: () => {
      open.forEach((s) => s.destroy());
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('the desktop main holds the inbox event stream', () => {
  let w: WhatsAppWorld;
  let phoneNumberId: string;
  let live: string;
  let dead: string;
  let sent = 0;
  const streams: InboxEventStream[] = [];

  beforeAll(async () => {
    w = await whatsappWorld('sqlite');
    phoneNumberId = (await connectNumber(w, w.owner.token)).phoneNumberId;
    await w.server.app.listen({ port: 0, host: '127.0.0.1' });
    live = `http://127.0.0.1:${(w.server.app.server.address() as net.AddressInfo).port}`;
    // Nothing listens here: connection refused, as when the server is down.
    dead = `http://127.0.0.1:${await freePort()}`;
  });
  afterEach(() => streams.splice(0).forEach((s) => s.close()));
  afterAll(() => w?.close());

  /** A contact writes to the owner's number (a signed webhook); answers the text. */
  async function contactWrites(): Promise<string> {
    sent += 1;
    const text = `message ${sent}`;
    const res = await w.customerSays(phoneNumberId, '919800000001', text);
    expect(res.statusCode).toBe(200);
    return text;
  }

  /** main's stream with what it sent to the renderer and the requests it made. */
  function mainStream(options: Partial<InboxEventStreamOptions> & { at?: () => string } = {}) {
    const events: InboxStreamEvent[] = [];
    const states: string[] = [];
    const requests: { at: number; lastEventId: string | undefined; origin: string }[] = [];
    const at = options.at ?? (() => live);
    const stream = createInboxEventStream({
      origin: async () => at(),
      token: async () => w.owner.token,
      fetch: (input, init) => {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        requests.push({
          at: performance.now(),
          lastEventId: headers['last-event-id'],
          origin: new URL(String(input)).origin,
        });
        return fetch(input, init);
      },
      emit: (event, payload) => {
        if (event === 'inbox:event') events.push(payload as InboxStreamEvent);
        if (event === 'inbox:state') states.push((payload as { state: string }).state);
      },
      retry: { firstMs: 50, longestMs: 1000 },
      ...options,
    });
    streams.push(stream);
    const texts = () => events.map((e) => ('message' in e.event ? e.event.message.message : null));
    return { stream, events, states, requests, texts };
  }

  it("forwards each new message of the owner's chats to the renderer as inbox:event", async () => {
    const m = mainStream();
    m.stream.open();
    await eventually(() => m.states.at(-1) === 'open', 5000, 'the stream to open');
    expect(m.states).toEqual(['connecting', 'open']);
    const text = await contactWrites();
    await eventually(() => m.events.length === 1, 5000, 'the event');
    const [e] = m.events;
    expect(e.id).toMatch(/^\d+$/);
    expect(e.event).toMatchObject({
      type: 'message',
      chat: { userName: '919800000001', unReadCount: expect.any(Number) },
      message: { message: text, isBusinessMessage: false, messageType: 'text' },
    });
    expect(m.requests).toHaveLength(1);
    expect(m.requests[0].lastEventId).toBeUndefined();
  });

  it('opens once however often the renderer asks, repeating its state to a reloaded page', async () => {
    const m = mainStream();
    m.stream.open();
    await eventually(() => m.states.at(-1) === 'open', 5000, 'the stream to open');
    m.stream.open();
    expect(m.states).toEqual(['connecting', 'open', 'open']);
    await contactWrites();
    await eventually(() => m.events.length === 1, 5000, 'the event');
    await new Promise((r) => setTimeout(r, 200));
    expect([m.requests.length, m.events.length]).toEqual([1, 1]);
  });

  it('resumes after a dropped connection from the last event id: nothing missed, nothing twice', async () => {
    let up = true;
    const m = mainStream({ at: () => (up ? live : dead) });
    m.stream.open();
    await eventually(() => m.states.at(-1) === 'open', 5000, 'the stream to open');
    const first = await contactWrites();
    await eventually(() => m.events.length === 1, 5000, 'the first event');
    const lastSeen = m.events[0].id;

    // The server goes away (the connection drops, new ones are refused); messages come meanwhile.
    up = false;
    w.server.app.server.closeAllConnections();
    await eventually(() => m.states.at(-1) === 'retrying', 5000, 'the stream to retry');
    const missed = [await contactWrites(), await contactWrites()];
    await eventually(() => m.requests.some((r) => r.origin === dead), 5000, 'a refused attempt');
    up = true;

    await eventually(() => m.events.length === 3, 10_000, 'the missed events');
    expect(m.texts()).toEqual([first, ...missed]);
    const ids = m.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(3);
    // Every attempt after the first carried the id of the last event seen.
    expect(m.requests.slice(1).map((r) => r.lastEventId)).toEqual(m.requests.slice(1).map(() => lastSeen));
    expect(m.states.at(-1)).toBe('open');

    const after = await contactWrites();
    await eventually(() => m.events.length === 4, 5000, 'a live event after the resume');
    expect(m.texts().at(-1)).toBe(after);
  });

  it('counts a connection silent for two heartbeats as dead and connects again', async () => {
    const relay = await relayTo(Number(new URL(live).port));
    try {
      const m = mainStream({ at: () => relay.origin, deadAfterMs: 700 });
      m.stream.open();
      await eventually(() => m.states.at(-1) === 'open', 5000, 'the stream to open');
      await contactWrites();
      await eventually(() => m.events.length === 1, 5000, 'the first event');
      const before = m.requests.length;

      // The path goes quiet: no close, no error, the event written now never arrives on it.
      relay.freeze();
      const lost = await contactWrites();
      await eventually(() => m.events.length === 2, 10_000, 'the event sent into the silence');
      expect(m.texts().at(-1)).toBe(lost);
      expect(m.requests.length).toBeGreaterThan(before);
      expect(m.requests.at(-1)!.lastEventId).toBe(m.events[0].id);
    } finally {
      await relay.close();
    }
  });

  it('waits 50 ms doubling to the longest between attempts, and starts over once one opened', async () => {
    let up = false;
    const m = mainStream({ at: () => (up ? live : dead), retry: { firstMs: 50, longestMs: 400 } });
    m.stream.open();
    await eventually(() => m.requests.length >= 6, 10_000, 'six refused attempts');
    const gaps = m.requests.slice(1, 6).map((r, i) => r.at - m.requests[i].at);
    [50, 100, 200, 400, 400].forEach((least, i) => expect(gaps[i]).toBeGreaterThanOrEqual(least - 2));
    expect(m.states.slice(0, 2)).toEqual(['connecting', 'retrying']);

    up = true;
    await eventually(() => m.states.at(-1) === 'open', 5000, 'the stream to open');
    const opened = m.requests.length;
    const dropped = performance.now();
    w.server.app.server.closeAllConnections();
    await eventually(() => m.requests.length > opened, 5000, 'the next attempt');
    const wait = m.requests[opened].at - dropped;
    expect(wait).toBeGreaterThanOrEqual(48);
    expect(wait).toBeLessThan(350);
  });

  it('ends when the server refuses the token (the session ended) or nobody is signed in', async () => {
    const refused = mainStream({ token: async () => 'not-a-session' });
    refused.stream.open();
    await eventually(() => !refused.stream.isOpen(), 5000, 'the stream to end');
    await new Promise((r) => setTimeout(r, 300));
    expect(refused.requests).toHaveLength(1);

    const signedOut = mainStream({ token: async () => null });
    signedOut.stream.open();
    await eventually(() => !signedOut.stream.isOpen(), 5000, 'the stream to end');
    expect(signedOut.requests).toHaveLength(0);
    // Opened again later (a new sign-in), it connects again.
    refused.stream.open();
    expect(refused.stream.isOpen()).toBe(true);
  });

  it('stops on close: no more requests and no more events', async () => {
    const m = mainStream();
    m.stream.open();
    await eventually(() => m.states.at(-1) === 'open', 5000, 'the stream to open');
    m.stream.close();
    await contactWrites();
    await new Promise((r) => setTimeout(r, 400));
    expect([m.requests.length, m.events.length, m.stream.isOpen()]).toEqual([1, 0, false]);
  });
});
