import { sql } from 'kysely';
import {
  PLATFORM_OWNER,
  INBOX_LIMITS,
  INBOX_MESSAGES,
  type Chat,
  type ChatType,
} from '../../../shared/inbox/schemas';
import type { DB } from '../../db/connect';
import { containsText, pagedList } from '../../db/list';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';

/** Whose chats a caller reads: an Admin the platform number's, a User their own numbers'. */
export const ownerOf = (caller: AuthUser): number => (caller.role === 'Admin' ? PLATFORM_OWNER : caller.id);

/**
 * The chats of one owner with what the contact list shows. Platform chats are known when the
 * number is a registered user's (resolved as messages come, kept in `known_user_id`); a User's
 * when it is one of their contacts, read live so a contact added anywhere counts at once. Each
 * kind joins only its own table: PostgreSQL then reads a page from the recency index and a
 * User's unknown chats as an anti-join (a join it cannot rule out made it sort every chat).
 */
export function chatRows(db: DB, owner: number) {
  const chats = db
    .selectFrom('inbox_chats as c')
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
    ]);
  const id = sql<number | null>`null`;
  const text = sql<string | null>`null`;
  // The same shape either way: the other kind's columns are nulls.
  const joined =
    owner === PLATFORM_OWNER
      ? chats
          .leftJoin('users as u', 'u.id', 'c.known_user_id')
          .leftJoin('whatsapp_contacts as k', (j) => j.on(sql<boolean>`false`))
      : chats
          .leftJoin('users as u', (j) => j.on(sql<boolean>`false`))
          .leftJoin('whatsapp_contacts as k', (j) =>
            j.onRef('k.user_id', '=', 'c.owner_id').onRef('k.mobile', '=', 'c.phone'),
          );
  return owner === PLATFORM_OWNER
    ? joined.select([
        'u.id as user_id',
        'u.company_name',
        'u.user_name',
        'u.company_logo',
        id.as('contact_id'),
        text.as('first_name'),
        text.as('last_name'),
      ])
    : joined.select([
        id.as('user_id'),
        text.as('company_name'),
        text.as('user_name'),
        text.as('company_logo'),
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

/**
 * One page of the contact list: by type, newest message first, searched by number or name. The
 * page is chosen on the chats alone, contacts and users asked as subqueries (PostgreSQL hashes
 * them once; as joins, a search's low estimate had it probe the contacts once per chat), and only
 * its 20 rows are then read whole.
 */
export async function listChats(
  db: DB,
  owner: number,
  q: { type: ChatType; Search?: string; PageNumber: number },
): Promise<{ records: Chat[]; total_Record_Count: number }> {
  if (q.type === 'renewalreminder' && owner !== PLATFORM_OWNER) return { records: [], total_Record_Count: 0 };
  const known = q.type !== 'unknown';
  const contacts = db.selectFrom('whatsapp_contacts as k').select('k.mobile').where('k.user_id', '=', owner);
  let chats = db.selectFrom('inbox_chats as c').where('c.owner_id', '=', owner);
  if (q.type === 'renewalreminder') chats = chats.where('c.has_renewal', '=', 1);
  else if (owner === PLATFORM_OWNER) chats = chats.where('c.known_user_id', known ? 'is not' : 'is', null);
  else chats = chats.where('c.phone', known ? 'in' : 'not in', contacts);
  const term = q.Search?.trim();
  // The number, the name the contact gave, and for a known chat the company (platform) or the
  // contact's name (User): an unknown chat has neither.
  if (term)
    chats = chats.where((eb) =>
      eb.or([
        // A number is digits alone: other terms are not looked for in it.
        ...(/^\d+$/.test(term) ? [containsText(eb, 'c.phone', term)] : []),
        containsText(eb, 'c.profile_name', term),
        ...(!known
          ? []
          : owner === PLATFORM_OWNER
            ? [
                eb(
                  'c.known_user_id',
                  'in',
                  db
                    .selectFrom('users as u')
                    .select('u.id')
                    .where((u) => containsText(u, 'u.company_name', term)),
                ),
              ]
            : [
                eb(
                  'c.phone',
                  'in',
                  contacts.where((k) =>
                    k.or([containsText(k, 'k.first_name', term), containsText(k, 'k.last_name', term)]),
                  ),
                ),
              ]),
      ]),
    );
  const size = INBOX_LIMITS.chatsPage;
  const offset = (q.PageNumber - 1) * size;
  const { rows: ids, total } = await pagedList(
    db,
    { offset, size },
    async () =>
      (
        await chats
          .select('c.id')
          .orderBy('c.last_message_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(size)
          .offset(offset)
          .execute()
      ).map((r) => r.id),
    async () => Number((await chats.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
  );
  const rows = ids.length ? await chatRows(db, owner).where('c.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    records: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [chatOf(row)] : [];
    }),
    total_Record_Count: total,
  };
}

/** The chat of a number, or 404 (another owner's chat answers exactly like a missing one). */
export async function chatByPhone(db: DB, owner: number, phone: string): Promise<ChatRow> {
  const row = await chatRows(db, owner).where('c.phone', '=', phone).executeTakeFirst();
  if (!row) throw new HttpError(404, INBOX_MESSAGES.chatNotFound, 'NotFound');
  return row;
}

export const chatById = (db: DB, owner: number, id: number): Promise<ChatRow> =>
  chatRows(db, owner).where('c.id', '=', id).executeTakeFirstOrThrow();
