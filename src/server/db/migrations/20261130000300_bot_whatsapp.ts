import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * A bot's WhatsApp number (issue 25): the connection (one bot per number; token and App Secret
 * sealed with the secrets key), the customers' messages as the webhook received them (kept until
 * the bot has answered, so nothing is lost when a server stops), and the outbox of messages to send
 * in order, with retries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('bot_whatsapp'))
    .addColumn('bot_id', 'integer', (c) => c.notNull().unique().references('bots.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('business_id', 'text', (c) => c.notNull())
    // One bot per number: the webhook finds the bot by the number its message was sent to.
    .addColumn('phone_number_id', 'text', (c) => c.notNull().unique())
    .addColumn('display_phone_number', 'text')
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('app_secret', 'text')
    .addColumn('verify_token', 'text', (c) => c.notNull())
    .addColumn('auto_start', 'integer', (c) => c.notNull())
    .addColumn('exclude_keywords', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bot_whatsapp_verify').on('bot_whatsapp').column('verify_token').execute();

  // A customer's message: Meta may deliver it twice, the pair (number, message id) is kept once.
  await withId(db, db.schema.createTable('bot_whatsapp_inbound'))
    .addColumn('phone_number_id', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('option_no', 'integer')
    .addColumn('received_at', 'text', (c) => c.notNull())
    // pending → done, or failed after its attempts; a runner holds a pending one until lease_until.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('error', 'text')
    .addUniqueConstraint('bot_whatsapp_inbound_message', ['phone_number_id', 'message_id'])
    .execute();
  await db.schema
    .createIndex('bot_whatsapp_inbound_pending')
    .on('bot_whatsapp_inbound')
    .columns(['status', 'phone_number_id', 'sender', 'id'])
    .execute();

  // What the bot (or its owner) sends, one row per Cloud API message, sent per visitor in id order.
  // `source_key` (the inbound row and the reply's place) makes a repeated hand-over enqueue nothing.
  await withId(db, db.schema.createTable('bot_whatsapp_outbox'))
    .addColumn('bot_id', 'integer', (c) => c.notNull().references('bots.id').onDelete('cascade'))
    .addColumn('visitor_id', 'integer', (c) => c.notNull().references('bot_visitors.id').onDelete('cascade'))
    .addColumn('to_number', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('source_key', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('error', 'text')
    .addColumn('error_code', 'integer')
    .addColumn('wamid', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('bot_whatsapp_outbox_due')
    .on('bot_whatsapp_outbox')
    .columns(['status', 'visitor_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bot_whatsapp_outbox').execute();
  await db.schema.dropTable('bot_whatsapp_inbound').execute();
  await db.schema.dropTable('bot_whatsapp').execute();
}
