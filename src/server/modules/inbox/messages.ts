import type { Selectable } from 'kysely';
import { INBOX_LIMITS, type ChatMessage, type TickStatus } from '../../../shared/inbox/schemas';
import type { DB } from '../../db/connect';
import { pagedList } from '../../db/list';
import type { InboxMessagesTable } from '../../db/schema';

export type MessageRow = Selectable<InboxMessagesTable>;

/** A message as the chat panel reads it (spec 03 §3.7): from and to by who sent it. */
export function messageOf(r: MessageRow, contactPhone: string, mediaUrl: string | null): ChatMessage {
  const business = r.is_business === 1;
  return {
    id: r.id,
    messageType: r.message_type,
    message: r.text,
    isBusinessMessage: business,
    businessResponseBody: r.business_response_body,
    userResponseBody: r.user_response_body,
    mediaUrl,
    time: r.at,
    sentDate: r.sent_at,
    deliveredDate: r.delivered_at,
    readDate: r.read_at,
    status: business ? ((r.status as TickStatus | null) ?? 'pending') : null,
    error: r.error,
    from: business ? (r.number_id ?? '') : contactPhone,
    to: business ? contactPhone : (r.number_id ?? ''),
  };
}

/** One page of a chat's messages, newest first (the panel shows them oldest at the top). */
export async function messagePage(
  db: DB,
  chatId: number,
  page: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const size = INBOX_LIMITS.messagesPage;
  const offset = (page - 1) * size;
  return pagedList(
    db,
    { offset, size },
    () =>
      db
        .selectFrom('inbox_messages')
        .selectAll()
        .where('chat_id', '=', chatId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset(offset)
        .execute(),
    async () =>
      Number(
        (
          await db
            .selectFrom('inbox_messages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('chat_id', '=', chatId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
  );
}
