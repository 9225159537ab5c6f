import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';
import { up as inboundBefore } from './20261201000700_whatsapp_inbound';

/**
 * The inbox (issue 27). `inbox_chats` is one row per (owner, contact number), kept up to date as
 * messages come and go, so the contact list of 10,000 chats is one indexed range read; owner 0 is
 * the platform's number (an Admin's inbox). `inbox_messages` holds both sides of every chat: what
 * the contact sent (taken over from `whatsapp_inbound_messages`, which it replaces) and what the
 * owner replied, with the ticks from the status webhooks. `inbox_events` is the live stream: rows
 * with growing ids that every server instance tails, so `Last-Event-ID` resumes on any of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('inbox_chats'))
    // A user's id, or 0 for the platform number (no FK: 0 is no user).
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    // The Cloud API number the contact last wrote to: replies go from it.
    .addColumn('number_id', 'text')
    .addColumn('profile_name', 'text')
    // Platform chats: the registered user with this mobile, resolved as messages come.
    .addColumn('known_user_id', 'integer')
    // A renewal reminder went to this number (the renewalreminder list).
    .addColumn('has_renewal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    .addColumn('last_message', 'text')
    .addColumn('last_user_message_at', 'text')
    .addColumn('last_user_wamid', 'text')
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('inbox_chats_owner_phone', ['owner_id', 'phone'])
    .execute();
  await db.schema
    .createIndex('inbox_chats_recent')
    .on('inbox_chats')
    .columns(['owner_id', 'last_message_at', 'id'])
    .execute();

  await withId(db, db.schema.createTable('inbox_messages'))
    .addColumn('chat_id', 'integer', (c) => c.notNull().references('inbox_chats.id').onDelete('cascade'))
    .addColumn('is_business', 'integer', (c) => c.notNull())
    .addColumn('number_id', 'text')
    .addColumn('wamid', 'text')
    .addColumn('message_type', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('business_response_body', 'text')
    .addColumn('user_response_body', 'text')
    .addColumn('media_id', 'text')
    // An image kept on receipt (a files row's storage key).
    .addColumn('media_key', 'text')
    .addColumn('context_wamid', 'text')
    // Ours: pending, sent, delivered, read, failed; the contact's: null.
    .addColumn('status', 'text')
    .addColumn('error', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('inbox_messages_wamid', ['chat_id', 'wamid'])
    .execute();
  await db.schema
    .createIndex('inbox_messages_page')
    .on('inbox_messages')
    .columns(['chat_id', 'at', 'id'])
    .execute();
  // Status webhooks find our message by its wamid.
  await db.schema.createIndex('inbox_messages_by_wamid').on('inbox_messages').column('wamid').execute();

  await withId(db, db.schema.createTable('inbox_events'))
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inbox_events_owner').on('inbox_events').columns(['owner_id', 'id']).execute();

  // What the WhatsApp webhook kept so far becomes the chats it makes.
  await sql`
    insert into inbox_chats (owner_id, phone, number_id, profile_name, last_message_at, last_message,
      last_user_message_at, unread_count, created_at, updated_at)
    select m.user_id, m.phone, max(a.phone_number_id), max(m.sender_name), max(m.received_at),
      null, max(m.received_at), count(*), min(m.created_at), max(m.created_at)
    from whatsapp_inbound_messages m join whatsapp_accounts a on a.id = m.account_id
    group by m.user_id, m.phone`.execute(db);
  await sql`
    insert into inbox_messages (chat_id, is_business, number_id, wamid, message_type, text,
      user_response_body, media_id, context_wamid, at, created_at)
    select c.id, 0, a.phone_number_id, m.wamid, m.message_type, m.text, m.user_response_body,
      m.media_id, m.context_wamid, m.received_at, m.created_at
    from whatsapp_inbound_messages m
    join whatsapp_accounts a on a.id = m.account_id
    join inbox_chats c on c.owner_id = m.user_id and c.phone = m.phone`.execute(db);
  await db.schema.dropTable('whatsapp_inbound_messages').execute();
}

/** Back to the WhatsApp area's table of received messages (empty: the chats are not moved back). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await inboundBefore(db);
  await db.schema.dropTable('inbox_events').execute();
  await db.schema.dropTable('inbox_messages').execute();
  await db.schema.dropTable('inbox_chats').execute();
}
