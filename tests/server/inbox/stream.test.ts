import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type BuiltApp } from '../../../src/server/app';
import type { InboxStreamEvent } from '../../../src/shared/inbox/events';
import { readInboxStream } from '../../../src/shared/inbox/stream-client';
import { dbKinds } from '../../helpers/server';
import { inboxWorld, type InboxWorld } from './inbox-support';

const waitFor = <T>(fn: () => T) => vi.waitFor(fn, { timeout: 5000, interval: 20 });

/**
 * Issue 27 "Live updates": GET /api/Inbox/Events streams the caller's changes; events are rows with
 * growing ids that every instance tails, so a stream opened on one instance hears what another one
 * took in, and Last-Event-ID resumes on any instance without a gap.
 */
describe.each(dbKinds())('Inbox event stream across instances (%s)', (kind) => {
  let w: InboxWorld;
  let other: BuiltApp;
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
    w = await inboxWorld(kind);
    other = await buildApp(w.server.config, { clock: w.server.ctx.clock });
    urlA = await w.server.app.listen({ port: 0, host: '127.0.0.1' });
    urlB = await other.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    // Node's fetch keeps an aborted stream's connection a few seconds; the test need not wait for it.
    other?.app.server.closeAllConnections();
    await other?.close();
    await w?.close();
  });

  /** A stream of the owner's events on one instance, as the browser and the desktop read it. */
  function listen(origin: string, token: string) {
    const events: InboxStreamEvent[] = [];
    const states: string[] = [];
    const close = readInboxStream(
      {
        fetch,
        origin: () => origin,
        token: () => token,
      },
      { onEvent: (e) => events.push(e), onState: (s) => states.push(s) },
    );
    return { events, states, close };
  }

  it("hears on one instance a message the other instance took in, and only the caller's", async () => {
    const owner = listen(urlB, w.owner.token);
    const admin = listen(urlB, w.adminToken);
    await waitFor(() => expect(owner.states).toContain('open'));
    await waitFor(() => expect(admin.states).toContain('open'));
    // The webhook reaches the first instance; the streams are on the second.
    await w.says(w.number.phoneNumberId, '919833300001', 'Live?');
    await waitFor(() => expect(owner.events).toHaveLength(1));
    expect(owner.events[0].event).toMatchObject({
      type: 'message',
      chat: { userName: '919833300001', unReadCount: 1 },
      message: { message: 'Live?', isBusinessMessage: false },
    });
    expect(admin.events).toEqual([]);
    owner.close();
    admin.close();
  });

  it('resumes from Last-Event-ID on the other instance without a gap', async () => {
    const first = listen(urlB, w.owner.token);
    await waitFor(() => expect(first.states).toContain('open'));
    await w.says(w.number.phoneNumberId, '919833300002', 'One');
    await waitFor(() => expect(first.events).toHaveLength(1));
    first.close();
    // Missed while nobody listened.
    await w.says(w.number.phoneNumberId, '919833300002', 'Two');
    await w.says(w.number.phoneNumberId, '919833300002', 'Three');
    const abort = new AbortController();
    const res = await fetch(`${urlA}/api/Inbox/Events`, {
      signal: abort.signal,
      headers: { authorization: `Bearer ${w.owner.token}`, 'last-event-id': first.events[0].id },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    while ((text.match(/^data:/gm) ?? []).length < 2)
      text += new TextDecoder().decode((await reader.read()).value);
    abort.abort();
    const messages = [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]).message.message);
    expect(messages).toEqual(['Two', 'Three']);
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids[0]).toBeGreaterThan(Number(first.events[0].id));
    expect(ids[1]).toBeGreaterThan(ids[0]);
  });

  it('refuses a caller without a token', async () => {
    const res = await fetch(`${urlA}/api/Inbox/Events`);
    expect(res.status).toBe(401);
    await res.body?.cancel();
  });
});
