import { sql } from 'kysely';
import { PLATFORM_OWNER, type ChatMessage } from '../../../shared/inbox/schemas';
import { mergeStatus, type DeliveryFacts } from '../../../shared/whatsapp/status-merge';
import type { DB } from '../../db/connect';
import type { WebhookInboxMessage, WebhookStatus } from '../whatsapp/service';
import { chatById, chatOf } from './chats';
import type { InboxDeps } from './deps';
import { recordEvent } from './event-hub';
import { keepImage } from './media';
import { messageOf, type MessageRow } from './messages';

/** The platform's number is owner 0; a user's number its owner's id. Unknown numbers are left out. */
export async function ownersOf(deps: InboxDeps, numberIds: string[]): Promise<Map<string, number>> {
  const owners = new Map<string, number>();
  if (numberIds.length === 0) return owners;
  const { phoneNumberId } = await deps.ctx.settings.get('whatsapp');
  if (phoneNumberId && numberIds.includes(phoneNumberId)) owners.set(phoneNumberId, PLATFORM_OWNER);
  for (const a of await deps.wa.accounts.byNumbers(numberIds.filter((n) => !owners.has(n))))
    owners.set(a.phone_number_id, a.user_id);
  return owners;
}

/**
 * The registered user whose mobile this WhatsApp number is (digits with the country code, as
 * Meta gives a sender): the country code is one to three digits, so each split is tried.
 */
export async function registeredUserOf(db: DB, phone: string): Promise<number | null> {
  const nationals = [1, 2, 3].map((n) => phone.slice(n)).filter((n) => n.length >= 6);
  if (nationals.length === 0) return null;
  const users = await db
    .selectFrom('users')
    .select(['id', 'country_code', 'mobile_number'])
    .where('mobile_number', 'in', nationals)
    .where('role', '=', 'User')
    .orderBy('id')
    .execute();
  const match = users.find((u) => `${u.country_code ?? '91'}${u.mobile_number}`.replace(/\D/g, '') === phone);
  return match?.id ?? null;
}

/** A message's one-line preview in the contact list. */
const previewOf = (type: string, text: string | null) => (text ? text.slice(0, 200) : `[${type}]`);

/** Publishes a message's event with the chat's row as its owner now sees it. */
async function publishMessage(
  deps: InboxDeps,
  db: DB,
  owner: number,
  chatId: number,
  row: MessageRow,
  type: 'message' | 'status',
): Promise<{ message: ChatMessage; chat: ReturnType<typeof chatOf> }> {
  const chat = chatOf(await chatById(db, owner, chatId));
  const message = messageOf(row, chat.userName, null);
  await recordEvent(db, deps.ctx, owner, { type, chat, message });
  return { chat, message };
}

/** The chat of (owner, phone), made when new; answers its id. */
async function chatIdFor(db: DB, owner: number, phone: string, at: string): Promise<number> {
  const row = await db
    .insertInto('inbox_chats')
    .values({ owner_id: owner, phone, last_message_at: at, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(['owner_id', 'phone']).doUpdateSet({ owner_id: owner }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A contact's message (the webhook): kept once per wamid; the chat's latest message, the reply
 * window, the unread count and (platform number) the registered user behind the number move with it.
 */
export async function receiveMessage(
  deps: InboxDeps,
  owner: number,
  m: WebhookInboxMessage,
): Promise<boolean> {
  const { ctx } = deps;
  const now = ctx.clock.now().toISOString();
  const at = m.sentAt ?? now;
  const knownUser = owner === PLATFORM_OWNER ? await registeredUserOf(ctx.db, m.sender) : null;
  const stored = await ctx.db.transaction().execute(async (trx) => {
    const chatId = await chatIdFor(trx, owner, m.sender, at);
    const row = await trx
      .insertInto('inbox_messages')
      .values({
        chat_id: chatId,
        is_business: 0,
        number_id: m.phoneNumberId,
        wamid: m.messageId,
        message_type: m.type,
        text: m.text,
        user_response_body: m.responseBody,
        media_id: m.mediaId,
        context_wamid: m.contextId,
        at,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['chat_id', 'wamid']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await trx
      .updateTable('inbox_chats')
      .set((eb) => ({
        number_id: m.phoneNumberId,
        profile_name: m.senderName ?? eb.ref('profile_name'),
        ...(owner === PLATFORM_OWNER ? { known_user_id: knownUser } : {}),
        unread_count: sql<number>`unread_count + 1`,
        // Meta may deliver an older message after a newer one: the latest stays the latest.
        last_message: sql<string>`case when last_message_at <= ${at} then ${previewOf(m.type, m.text)} else last_message end`,
        last_user_wamid: sql<string>`case when last_user_message_at is null or last_user_message_at <= ${at} then ${m.messageId} else last_user_wamid end`,
        last_user_message_at: sql<string>`case when last_user_message_at is null or last_user_message_at < ${at} then ${at} else last_user_message_at end`,
        last_message_at: sql<string>`case when last_message_at < ${at} then ${at} else last_message_at end`,
        updated_at: now,
      }))
      .where('id', '=', chatId)
      .execute();
    await publishMessage(deps, trx, owner, chatId, row, 'message');
    return row;
  });
  if (!stored) return false;
  deps.hub.wake();
  // Meta keeps media a while only: an image is kept now, after Meta has its answer.
  if (stored.message_type === 'image' && stored.media_id) deps.later(keepImage(deps, owner, stored));
  return true;
}

export interface Outgoing {
  owner: number;
  phone: string;
  numberId: string | null;
  messageType: string;
  text: string | null;
  /** The message as the Cloud API took it (JSON text). */
  body: string;
  wamid: string | null;
  status: 'pending' | 'sent' | 'failed';
  error: string | null;
  /** A renewal reminder marks its chat for the renewalreminder list. */
  renewalFor?: number;
}

/** A message of ours joins its chat (made when new); answers it as the panel shows it. */
export async function recordOutgoing(
  deps: InboxDeps,
  o: Outgoing,
): Promise<{ chatId: number; message: ChatMessage }> {
  const { ctx } = deps;
  const now = ctx.clock.now().toISOString();
  const out = await ctx.db.transaction().execute(async (trx) => {
    const chatId = await chatIdFor(trx, o.owner, o.phone, now);
    const row = await trx
      .insertInto('inbox_messages')
      .values({
        chat_id: chatId,
        is_business: 1,
        number_id: o.numberId,
        wamid: o.wamid,
        message_type: o.messageType,
        text: o.text,
        business_response_body: o.body,
        status: o.status,
        error: o.error,
        at: now,
        sent_at: o.status === 'sent' ? now : null,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('inbox_chats')
      .set({
        last_message_at: now,
        last_message: previewOf(o.messageType, o.text),
        ...(o.renewalFor !== undefined ? { has_renewal: 1, known_user_id: o.renewalFor } : {}),
        updated_at: now,
      })
      .where('id', '=', chatId)
      .execute();
    const { message } = await publishMessage(deps, trx, o.owner, chatId, row, 'message');
    return { chatId, message };
  });
  deps.hub.wake();
  return out;
}

/** A send of ours settled (a reply's Cloud API answer, or a retry): its wamid, status and error. */
export async function settleOutgoing(
  deps: InboxDeps,
  owner: number,
  messageId: number,
  result: { wamid: string | null; status: 'sent' | 'failed'; error: string | null },
): Promise<ChatMessage> {
  const { ctx } = deps;
  const now = ctx.clock.now().toISOString();
  const message = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('inbox_messages')
      .set({
        wamid: result.wamid,
        status: result.status,
        error: result.error,
        sent_at: result.status === 'sent' ? now : null,
      })
      .where('id', '=', messageId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return (await publishMessage(deps, trx, owner, row.chat_id, row, 'status')).message;
  });
  deps.hub.wake();
  return message;
}

/** Meta's error as the panel's error modal parses it (spec 03 §4: error.message, then message). */
export const errorText = (e: WebhookStatus['error']): string | null =>
  e
    ? JSON.stringify({
        error: { code: e.code, title: e.title, message: e.message ?? e.title, details: e.details },
      })
    : null;

/** Which of these wamids are inbox messages of ours (one indexed read for a webhook's statuses). */
export async function inboxWamids(deps: InboxDeps, wamids: string[]): Promise<Set<string>> {
  if (wamids.length === 0) return new Set();
  const rows = await deps.ctx.db
    .selectFrom('inbox_messages')
    .select('wamid')
    .where('wamid', 'in', [...new Set(wamids)])
    .where('is_business', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.wamid!));
}

/** A status webhook for one of our inbox messages: merged in any order (status-merge), published. */
export async function applyStatus(
  deps: InboxDeps,
  owners: Map<string, number>,
  s: WebhookStatus,
): Promise<void> {
  const owner = owners.get(s.phoneNumberId);
  if (owner === undefined) return;
  const { ctx } = deps;
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('inbox_messages as m')
      .innerJoin('inbox_chats as c', 'c.id', 'm.chat_id')
      .selectAll('m')
      .where('m.wamid', '=', s.wamid)
      .where('c.owner_id', '=', owner)
      .where('m.is_business', '=', 1)
      .executeTakeFirst();
    if (!row) return false;
    const before: DeliveryFacts = {
      status: (row.status === 'pending' ? 'sending' : row.status) as DeliveryFacts['status'],
      sent_at: row.sent_at,
      delivered_at: row.delivered_at,
      read_at: row.read_at,
      failed_at: row.status === 'failed' ? (row.sent_at ?? row.at) : null,
    };
    const after = mergeStatus(before, { status: s.status, at: s.at ?? ctx.clock.now().toISOString() });
    if (after === before) return false;
    const updated = await trx
      .updateTable('inbox_messages')
      .set({
        status: after.status,
        sent_at: after.sent_at,
        delivered_at: after.delivered_at,
        read_at: after.read_at,
        error: after.status === 'failed' ? (errorText(s.error) ?? row.error) : row.error,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishMessage(deps, trx, owner, row.chat_id, updated, 'status');
    return true;
  });
  if (changed) deps.hub.wake();
}
