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
import { optionNoOf } from './interactive';
import type { WebhookReceiver } from '../../whatsapp/service';

/**
 * A bot's WhatsApp number (spec 02 §3, §7; issue 25): the connection the routes bind, the webhook,
 * and the owner's replies. Meta's messages are kept, answered by the bot's session and sent through
 * the outbox, in order, with retries (inbound.ts, outbox.ts, runner.ts, jobs.ts); the webhook itself
 * is the WhatsApp area's.
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

/**
 * The bots' share of `/webhooks/whatsapp` (the WhatsApp area binds it): customers' messages to a
 * number a bot is deployed on are kept, then answered by the bot's session and sent through the
 * outbox. While deliveries pour in, answering gives way (the runner counts the requests).
 */
export function botsWebhookReceiver(ctx: AppContext): WebhookReceiver {
  const runner = runnerOf(ctx);
  return {
    receiving: (work) => runner.receiving(work),
    accept: ({ messages }) =>
      runner.accept(
        messages.map((m) => ({
          phoneNumberId: m.phoneNumberId,
          messageId: m.messageId,
          sender: m.sender,
          senderName: m.senderName,
          text: m.text,
          optionNo: m.replyId ? (optionNoOf(m.replyId) ?? null) : null,
        })),
      ),
    async close() {
      runner.stop();
      await runner.idle();
    },
  };
}

/** Tests and the bench: resolves when this server's WhatsApp worker has nothing running. */
export async function whatsappIdle(ctx: AppContext): Promise<void> {
  await runnerOf(ctx).idle();
}
