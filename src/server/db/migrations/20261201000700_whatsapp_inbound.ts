import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * A customer's messages to one of the WhatsApp numbers, kept for the inbox (issue 26 webhook; issue 27
 * lists chats from it) whether or not a bot answers them. Meta may deliver a message twice: the pair
 * (number, wamid) is kept once. The inbox and the conversation read one phone's messages on one
 * number in time order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('whatsapp_inbound_messages'))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('whatsapp_accounts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The sender's wa_id (digits with the country code), as whatsapp_contacts.mobile holds a number.
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text')
    .addColumn('wamid', 'text', (c) => c.notNull())
    .addColumn('message_type', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    // An interactive or button reply as JSON text (spec 03 §3.7 userResponseBody).
    .addColumn('user_response_body', 'text')
    .addColumn('media_id', 'text')
    // The message of ours this one answers (`context.id`).
    .addColumn('context_wamid', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('whatsapp_inbound_messages_wamid', ['account_id', 'wamid'])
    .execute();
  await db.schema
    .createIndex('whatsapp_inbound_messages_chat')
    .on('whatsapp_inbound_messages')
    .columns(['account_id', 'phone', 'received_at', 'id'])
    .execute();
  // The conversation of one owner with one number, across the owner's numbers.
  await db.schema
    .createIndex('whatsapp_inbound_messages_owner')
    .on('whatsapp_inbound_messages')
    .columns(['user_id', 'phone', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('whatsapp_inbound_messages').execute();
}
