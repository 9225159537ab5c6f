import type { Chat } from '../../../shared/inbox/schemas';
import type { AuthUser } from '../../http/context';
import { chatByPhone, chatById, chatOf, ownerOf } from './chats';
import type { InboxDeps } from './deps';
import { recordEvent } from './event-hub';
import { numberApi } from './number-api';

/**
 * Opening a chat (spec 03 §7.10; issue 27): its unread count goes to 0 for every open list, and the
 * contact's latest message is marked read at the Cloud API (their blue ticks). A receipt Meta refuses
 * changes nothing here: the owner has read it.
 */
export async function readChat(deps: InboxDeps, caller: AuthUser, phone: string): Promise<Chat> {
  const { ctx } = deps;
  const owner = ownerOf(caller);
  const chat = await chatByPhone(ctx.db, owner, phone);
  if (chat.unread_count === 0) return chatOf(chat);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('inbox_chats')
      .set({ unread_count: 0, updated_at: ctx.clock.now().toISOString() })
      .where('id', '=', chat.id)
      .execute();
    const read = chatOf(await chatById(trx, owner, chat.id));
    await recordEvent(trx, ctx, owner, { type: 'chat', chat: read });
    return read;
  });
  deps.hub.wake();
  if (chat.last_user_wamid) {
    try {
      const { api } = await numberApi(deps, owner, chat.number_id, caller);
      await api.markRead(chat.last_user_wamid);
    } catch (err) {
      ctx.log.warn({ err }, 'read receipt not sent');
    }
  }
  return row;
}
