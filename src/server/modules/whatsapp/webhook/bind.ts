import type { FastifyInstance } from 'fastify';
import { WHATSAPP_WEBHOOK_PATH } from '../../../../shared/bots/public-routes';
import type { AppContext } from '../../../context';
import type { WebhookReceiver } from './events';
import { signedEvents, verifyChallenge } from './verify';

/** Meta's signed bodies are read as they came, so this scope has a raw-body parser of its own. */
const RAW_BODY_LIMIT = 1024 * 1024;

/**
 * `/webhooks/whatsapp` (issues 25 and 26). GET answers `hub.challenge` to a matching verify token,
 * else 403. POST checks `X-Hub-Signature-256` over the raw body: a bad or missing one is 401 and
 * nothing is done; a good one is 200 once every receiver has kept what concerns it (the work happens
 * after). Malformed bodies, unknown numbers and messages nobody reads are 200 as well.
 */
export function bindWhatsAppWebhook(
  app: FastifyInstance,
  ctx: AppContext,
  receivers: WebhookReceiver[],
): void {
  app.addHook('onClose', async () => {
    for (const r of receivers) await r.close?.();
  });
  // Each receiver that counts requests wraps the one before: all see the request begin and end.
  const receiving = receivers.reduce<<T>(work: () => Promise<T>) => Promise<T>>(
    (outer, r) => (work) => outer(() => (r.receiving ? r.receiving(work) : work())),
    (work) => work(),
  );
  void app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: RAW_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scoped.get(WHATSAPP_WEBHOOK_PATH, async (req, reply) => {
      const challenge = await verifyChallenge(ctx, (req.query ?? {}) as Record<string, unknown>);
      if (challenge === null) return reply.status(403).type('text/plain').send('Forbidden');
      return reply.status(200).type('text/plain').send(challenge);
    });
    scoped.post(WHATSAPP_WEBHOOK_PATH, (req, reply) =>
      receiving(async () => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const header = req.headers['x-hub-signature-256'];
        const events = await signedEvents(ctx, raw, typeof header === 'string' ? header : undefined);
        if (events === null)
          return reply.status(401).send({ success: false, message: 'The signature does not match' });
        for (const r of receivers) await r.accept(events);
        return reply.status(200).send({ success: true });
      }),
    );
  });
}
