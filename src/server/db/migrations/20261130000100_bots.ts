import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Bots (issue 25): a User's bots, their flow (one row per component; options, links and triggers
 * as JSON, always read and written with their component), their visitors and the conversation.
 * Sessions, inbound de-duplication and the WhatsApp connection and outbox are later migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('bots'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text')
    // Random: the widget's snippet and public endpoints name the bot by it, never by its id.
    .addColumn('widget_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bots_user').on('bots').columns(['user_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('bot_questions'))
    .addColumn('bot_id', 'integer', (c) => c.notNull().references('bots.id').onDelete('cascade'))
    .addColumn('frontend_id', 'integer', (c) => c.notNull())
    .addColumn('component_type_id', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('links', 'text', (c) => c.notNull())
    .addColumn('triggers', 'text', (c) => c.notNull())
    .addColumn('image_or_file_path', 'text')
    .addColumn('image_or_file_name', 'text')
    .addColumn('is_lead_message', 'integer', (c) => c.notNull())
    .addColumn('error_message', 'text', (c) => c.notNull())
    .addColumn('api_url', 'text')
    .addUniqueConstraint('bot_questions_frontend', ['bot_id', 'frontend_id'])
    .execute();

  // One row per visitor of a bot: a widget's visitorUUId, or a WhatsApp number (`number`).
  await withId(db, db.schema.createTable('bot_visitors'))
    .addColumn('bot_id', 'integer', (c) => c.notNull().references('bots.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('visitor_uuid', 'text', (c) => c.notNull().unique())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_visitor_message_at', 'text')
    .execute();
  // A WhatsApp number is one visitor of a bot; web visitors are told apart by their uuid (several
  // may share an IP address, their `number`).
  await db.schema
    .createIndex('bot_visitors_number')
    .on('bot_visitors')
    .columns(['bot_id', 'platform', 'number'])
    .unique()
    .where(sql.ref('platform'), '=', sql.lit('WhatsApp'))
    .execute();
  await db.schema
    .createIndex('bot_visitors_bot')
    .on('bot_visitors')
    .columns(['bot_id', 'created_at'])
    .execute();

  // The conversation: `sender` bot, visitor or owner (a reply from the Analytics screen).
  // `payload` keeps what the widget draws besides the text (options, links, file) as JSON.
  await withId(db, db.schema.createTable('bot_messages'))
    .addColumn('visitor_id', 'integer', (c) => c.notNull().references('bot_visitors.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('payload', 'text')
    .addColumn('question_frontend_id', 'integer')
    .addColumn('is_lead_message', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bot_messages_visitor')
    .on('bot_messages')
    .columns(['visitor_id', 'id'])
    .execute();

  // The website's widget is named by the bot's key; its name is shown among unpublished changes.
  await db.schema.alterTable('websites').addColumn('bot_key', 'text').execute();
  await db.schema.alterTable('websites').addColumn('bot_name', 'text').execute();
}
