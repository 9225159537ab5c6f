import type { FastifyInstance } from 'fastify';
import { WHATSAPP_WEBHOOK_PATH } from '../../../../shared/bots/public-routes';
import type { AppContext } from '../../../context';
import {
  connectedBots,
  connectWhatsApp,
  disconnectWhatsApp,
  whatsAppDetails,
  type WhatsAppConnectInput,
} from './connection';
import type { VisitorRow } from './inbound';
import { sendOwnerReply } from './owner-reply';
import { runnerOf } from './registry';
import { signedMessages, verifyChallenge } from './webhook';

/**
 * A bot's WhatsApp number (spec 02 §3, §7; issue 25): the connection the routes bind, the webhook,
 * and the owner's replies. Meta's messages are kept, answered by the bot's session and sent through
 * the outbox, in order, with retries (inbound.ts, outbox.ts, runner.ts, jobs.ts).
 */
export { botWhatsAppCleanupJob, botWhatsAppJob } from './jobs';

export { connectWhatsApp, whatsAppDetails, disconnectWhatsApp, connectedBots };
export type { WhatsAppConnectInput };

/**
 * SendTextMessage's WhatsApp branch (conversations.ts `WhatsAppReply`): the caller has checked the
 * 24-hour window; Meta's 131047 answers the same refusal.
 */
export async function whatsappOwnerReply(
  ctx: AppContext,
  botId: number,
  visitor: VisitorRow,
  text: string,
): Promise<void> {
  await sendOwnerReply(ctx, runnerOf(ctx), botId, visitor, text);
}

/** Meta's signed bodies are read as they came, so this scope has a raw-body parser of its own. */
const RAW_BODY_LIMIT = 1024 * 1024;

/**
 * `/webhooks/whatsapp` (issue 25). GET answers `hub.challenge` to a matching verify token, else 403.
 * POST checks `X-Hub-Signature-256` over the raw body: a bad or missing one is 401 and nothing is
 * done; a good one is 200 once the messages are kept (the bot answers them after). Malformed bodies,
 * unknown numbers and messages a bot does not read (stickers, media) are 200 as well.
 */
export function bindWhatsAppWebhook(app: FastifyInstance, ctx: AppContext): void {
  const runner = runnerOf(ctx);
  app.addHook('onClose', async () => {
    runner.stop();
    await runner.idle();
  });
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
      runner.receiving(async () => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const header = req.headers['x-hub-signature-256'];
        const messages = await signedMessages(ctx, raw, typeof header === 'string' ? header : undefined);
        if (messages === null)
          return reply.status(401).send({ success: false, message: 'The signature does not match' });
        await runner.accept(messages);
        return reply.status(200).send({ success: true });
      }),
    );
  });
}

/** Tests and the bench: resolves when this server's WhatsApp worker has nothing running. */
export async function whatsappIdle(ctx: AppContext): Promise<void> {
  await runnerOf(ctx).idle();
}
