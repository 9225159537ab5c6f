import { INBOX_MESSAGES as M, windowIsOpen, type ChatMessage } from '../../../shared/inbox/schemas';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { CloudApiError, textMessage, type CloudApi } from '../../providers/whatsapp/cloud-api';
import { chatByPhone, ownerOf } from './chats';
import type { InboxDeps } from './deps';
import { numberApi } from './number-api';
import { errorText, recordOutgoing, settleOutgoing } from './store';

/** Meta's refusal of a send, in the same words as a failed status webhook's. */
const refusal = (err: unknown) =>
  errorText(
    err instanceof CloudApiError
      ? {
          code: err.code ?? null,
          title: null,
          message: err.meta.userMessage || err.message,
          details: err.meta.details ?? null,
        }
      : { code: null, title: null, message: String(err), details: null },
  );

/** Sends a text kept as pending; settles it sent or failed (a failure answers 502 with the message). */
async function send(
  deps: InboxDeps,
  owner: number,
  phone: string,
  messageId: number,
  text: string,
  target: { api: CloudApi },
) {
  try {
    const { messageId: wamid } = await target.api.send(phone, textMessage(text));
    return await settleOutgoing(deps, owner, messageId, { wamid, status: 'sent', error: null });
  } catch (err) {
    deps.ctx.log.warn({ err }, 'inbox reply refused');
    const failed = await settleOutgoing(deps, owner, messageId, {
      wamid: null,
      status: 'failed',
      error: refusal(err),
    });
    if (err instanceof CloudApiError && err.kind === 'windowClosed')
      throw new HttpError(409, M.windowClosed, 'WindowClosed', undefined, undefined, undefined, failed);
    throw new HttpError(502, M.sendFailed, 'WhatsAppRefused', undefined, undefined, undefined, failed);
  }
}

/** The chat of a caller's number, with the window checked against the injected clock (409 when closed). */
async function openChat(deps: InboxDeps, caller: AuthUser, phone: string) {
  const owner = ownerOf(caller);
  const chat = await chatByPhone(deps.ctx.db, owner, phone);
  if (!windowIsOpen(chat.last_user_message_at, deps.ctx.clock.now()))
    throw new HttpError(409, M.windowClosed, 'WindowClosed');
  const target = await numberApi(deps, owner, chat.number_id, caller);
  return { owner, chat, target };
}

/**
 * A reply from the inbox (spec 03 §5.7, §7.10): the body as typed, from the number the contact
 * wrote to. It joins the chat as pending at once (every open panel shows it), then as sent with
 * Meta's wamid (ticks follow from the status webhooks) or as failed with Meta's reason.
 */
export async function replyToChat(
  deps: InboxDeps,
  caller: AuthUser,
  phone: string,
  body: string,
): Promise<ChatMessage> {
  const { owner, target } = await openChat(deps, caller, phone);
  const { message } = await recordOutgoing(deps, {
    owner,
    phone,
    numberId: target.numberId,
    messageType: 'text',
    text: body,
    body: JSON.stringify(textMessage(body)),
    wamid: null,
    status: 'pending',
    error: null,
  });
  return send(deps, owner, phone, message.id, body, target);
}

/** Retry of a failed reply: the same message sent again, within the window. */
export async function retryReply(
  deps: InboxDeps,
  caller: AuthUser,
  phone: string,
  id: number,
): Promise<ChatMessage> {
  const { owner, chat, target } = await openChat(deps, caller, phone);
  const row = await deps.ctx.db
    .selectFrom('inbox_messages')
    .select(['id', 'text', 'status'])
    .where('id', '=', id)
    .where('chat_id', '=', chat.id)
    .where('is_business', '=', 1)
    .where('message_type', '=', 'text')
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Message not found', 'NotFound');
  if (row.status !== 'failed')
    throw new HttpError(409, 'Only a failed message can be sent again', 'NotFailed');
  return send(deps, owner, phone, row.id, row.text ?? '', target);
}
