import type { FastifyInstance } from 'fastify';
import { INBOX_EVENTS_PATH } from '../../../shared/inbox/events';
import { inboxContract } from '../../../shared/inbox/contract';
import { INBOX_LIMITS } from '../../../shared/inbox/schemas';
import { bindContract, type BindDeps } from '../../http/bind';
import { HttpError } from '../../http/errors';
import type { InboxService } from './service';

/** A Last-Event-ID the stream can resume from: a row id, else none. */
function lastEventIdOf(header: unknown): number | null {
  const n = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * The inbox's endpoints, and `GET /api/Inbox/Events`: server-sent events of the caller's chats
 * (`id:` the row's id, `event: inbox`, `data:` the change as JSON), `: ping` every 15 s so proxies
 * and clients know it lives, resumed from `Last-Event-ID`.
 */
export function inboxRoutes(app: FastifyInstance, deps: BindDeps, inbox: InboxService): void {
  bindContract(app, deps, inboxContract, {
    chats: ({ user, query }) => inbox.chats(user, query),
    chat: ({ user, params }) => inbox.chat(user, params.phone),
    messages: ({ user, params, query }) => inbox.messages(user, params.phone, query.PageNumber),
    read: ({ user, params }) => inbox.read(user, params.phone),
    reply: ({ user, params, body }) => inbox.reply(user, params.phone, body.body),
    retry: ({ user, params }) => inbox.retry(user, params.phone, params.id),
  });

  // Closing: each stream ends and its connection goes (a client would keep it for reuse).
  const open = new Set<() => void>();
  const sockets = new Set<import('node:net').Socket>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
    for (const socket of sockets) socket.destroy();
  });
  app.addHook('onClose', () => inbox.idle());
  app.get(INBOX_EVENTS_PATH, async (req, reply) => {
    const user = await deps.authenticate(req);
    if (!user) throw new HttpError(401, 'Please sign in again');
    const raw = reply.raw;
    reply.hijack();
    const timers: { heartbeat?: NodeJS.Timeout } = {};
    let close: () => void = () => {};
    const end = () => {
      clearInterval(timers.heartbeat);
      close();
      open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    const socket = req.raw.socket;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    raw.once('close', end);
    // Events (the replay first) wait until the stream is set up: tailing has begun, headers are out.
    let held: string[] | null = [];
    const write = (chunk: string) => (held ? held.push(chunk) : raw.write(chunk));
    try {
      close = await inbox.openStream(user, lastEventIdOf(req.headers['last-event-id']), (id, payload) =>
        write(`id: ${id}\nevent: inbox\ndata: ${payload}\n\n`),
      );
    } catch (err) {
      req.log.error({ err }, 'inbox stream not opened');
      if (!raw.headersSent) raw.writeHead(503, { 'content-type': 'application/json' });
      return end();
    }
    // The client went away while the stream was set up.
    if (!open.has(end)) return close();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: 1000\n\n${held.join('')}`);
    held = null;
    timers.heartbeat = setInterval(() => raw.write(`: ping\n\n`), INBOX_LIMITS.heartbeatMs);
  });
}
