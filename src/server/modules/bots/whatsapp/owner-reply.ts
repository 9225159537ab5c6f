import { BOT_MESSAGES as M } from '../../../../shared/bots/schemas';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';
import { META_CODES, textMessage } from '../../../providers/whatsapp/cloud-api';
import type { VisitorRow } from './inbound';
import { enqueue, outcomeOf } from './outbox';
import type { WhatsAppRunner } from './runner';

/**
 * SendTextMessage's WhatsApp branch (spec 03 §7.5; issue 25): the owner's text joins the visitor's
 * outbox behind the bot's replies and this waits for its first attempt. Meta's 131047 (the 24-hour
 * window closed) is the same refusal as the server's own window check, and the message is dropped;
 * another refusal answers "Failed to send message"; a rate limit or a failure of Meta's leaves it to
 * the outbox's retries (the owner is told it was sent: it will be, in order).
 */
export async function sendOwnerReply(
  ctx: AppContext,
  runner: WhatsAppRunner,
  botId: number,
  visitor: VisitorRow,
  text: string,
): Promise<void> {
  const conn = await ctx.db
    .selectFrom('bot_numbers')
    .select('bot_id')
    .where('bot_id', '=', botId)
    .executeTakeFirst();
  if (!conn)
    throw new HttpError(
      409,
      'Connect this bot to WhatsApp to reply to its WhatsApp visitors',
      'NotConnected',
    );
  const [id] = await ctx.db
    .transaction()
    .execute((trx) =>
      enqueue(
        trx,
        [{ botId, visitorId: visitor.id, to: visitor.number, message: textMessage(text) }],
        ctx.clock.now(),
      ),
    );
  await runner.deliver(visitor.id);
  const outcome = await outcomeOf(ctx, id);
  if (outcome.status !== 'failed') return;
  await ctx.db.deleteFrom('bot_whatsapp_outbox').where('id', '=', id).execute();
  if (outcome.code === META_CODES.windowClosed) throw new HttpError(409, M.windowExpired, 'WindowExpired');
  throw new HttpError(502, M.sendFailed, 'WhatsAppRefused', undefined, `${M.sendFailed}: ${outcome.error}`);
}
