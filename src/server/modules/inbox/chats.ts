import { sql } from 'kysely';
import {
  PLATFORM_OWNER,
  INBOX_LIMITS,
  INBOX_MESSAGES,
  type Chat,
  type ChatType,
} from '../../../shared/inbox/schemas';
import type { DB } from '../../db/connect';
import { containsText } from '../../db/list';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { pagedTotal } from './paging';

/** Whose chats a caller reads: an Admin the platform number's, a User their own numbers'. */
export const ownerOf = (caller: AuthUser): number => (caller.role === 'Admin' ? PLATFORM_OWNER : caller.id);

/**
 * The chats of one owner with what the contact list shows. Platform chats are known when the
 * number is a registered user's (resolved as messages come, kept in `known_user_id`); a User's
 * when it is one of their contacts, read live so a contact added anywhere counts at once.
 */
export function chatRows(db: DB, owner: number) {
  return db
    .selectFrom('inbox_chats as c')
    .leftJoin('users as u', (j) =>
      j.onRef('u.id', '=', 'c.known_user_id').on('c.owner_id', '=', PLATFORM_OWNER),
    )
    .leftJoin('whatsapp_contacts as k', (j) =>
      j.onRef('k.user_id', '=', 'c.owner_id').onRef('k.mobile', '=', 'c.phone'),
    )
    .where('c.owner_id', '=', owner)
    .select([
      'c.id',
      'c.phone',
      'c.number_id',
      'c.last_user_wamid',
      'c.profile_name',
      'c.has_renewal',
      'c.last_message_at',
      'c.last_message',
      'c.last_user_message_at',
      'c.unread_count',
      'u.id as user_id',
      'u.company_name',
      'u.user_name',
      'u.company_logo',
      'k.id as contact_id',
      'k.first_name',
      'k.last_name',
    ]);
}
export type ChatRow = Awaited<ReturnType<ReturnType<typeof chatRows>['executeTakeFirstOrThrow']>>;

export function chatOf(r: ChatRow): Chat {
  const contactName = [r.first_name, r.last_name].filter(Boolean).join(' ').trim();
  return {
    id: r.id,
    userName: r.phone,
    profileName: r.profile_name,
    companyName: r.user_id !== null ? r.company_name || r.user_name : contactName || null,
    companyLogo: r.user_id !== null ? r.company_logo : null,
    lastMessageDate: r.last_message_at,
    lastMessage: r.last_message,
    unReadCount: r.unread_count,
    known: r.user_id !== null || r.contact_id !== null,
    isRenewal: r.has_renewal === 1,
    lastUserMessageDate: r.last_user_message_at,
  };
}

/** One page of the contact list: by type, newest message first, searched by number or name. */
export async function listChats(
  db: DB,
  owner: number,
  q: { type: ChatType; Search?: string; PageNumber: number },
): Promise<{ records: Chat[]; total_Record_Count: number }> {
  if (q.type === 'renewalreminder' && owner !== PLATFORM_OWNER) return { records: [], total_Record_Count: 0 };
  let rows = chatRows(db, owner);
  if (q.type === 'renewalreminder') rows = rows.where('c.has_renewal', '=', 1);
  else if (owner === PLATFORM_OWNER)
    rows = rows.where('c.known_user_id', q.type === 'known' ? 'is not' : 'is', null);
  else rows = rows.where('k.id', q.type === 'known' ? 'is not' : 'is', null);
  const term = q.Search?.trim();
  if (term)
    rows = rows.where((eb) =>
      eb.or(
        // The number, the name the contact gave, and the company (platform) or contact's name (User).
        owner === PLATFORM_OWNER
          ? [
              containsText(eb, 'c.phone', term),
              containsText(eb, 'c.profile_name', term),
              containsText(eb, 'u.company_name', term),
            ]
          : [
              containsText(eb, 'c.phone', term),
              containsText(eb, 'c.profile_name', term),
              containsText(eb, 'k.first_name', term),
              containsText(eb, 'k.last_name', term),
            ],
      ),
    );
  const size = INBOX_LIMITS.chatsPage;
  const offset = (q.PageNumber - 1) * size;
  const page = await rows
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
  const total = await pagedTotal(offset, page.length, size, async () =>
    Number(
      (
        await rows
          .clearSelect()
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );
  return { records: page.map(chatOf), total_Record_Count: total };
}

/** The chat of a number, or 404 (another owner's chat answers exactly like a missing one). */
export async function chatByPhone(db: DB, owner: number, phone: string): Promise<ChatRow> {
  const row = await chatRows(db, owner).where('c.phone', '=', phone).executeTakeFirst();
  if (!row) throw new HttpError(404, INBOX_MESSAGES.chatNotFound, 'NotFound');
  return row;
}

export const chatById = (db: DB, owner: number, id: number): Promise<ChatRow> =>
  chatRows(db, owner).where('c.id', '=', id).executeTakeFirstOrThrow();
