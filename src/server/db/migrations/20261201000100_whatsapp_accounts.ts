import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * WhatsApp numbers become the WhatsApp area's (issue 26): one row per phone number id, whoever uses
 * it (the owner's campaigns, templates and inbox, and a bot deployed on it), with what Meta says of
 * it (quality, throughput, messaging limit). A bot's number (issue 25's bot_whatsapp) moves here;
 * its link to the bot keeps the bot's own settings (auto-start, exclude keywords).
 *
 * Secrets stay as they were sealed: `sealed_for` names the context they were sealed under (a moved
 * row keeps its bot's; a new row is `whatsapp-account:<phone number id>`), so nothing is re-entered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('whatsapp_accounts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('business_id', 'text', (c) => c.notNull())
    .addColumn('phone_number_id', 'text', (c) => c.notNull().unique())
    .addColumn('display_phone_number', 'text')
    .addColumn('verified_name', 'text')
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('app_secret', 'text')
    .addColumn('app_id', 'text')
    .addColumn('sealed_for', 'text', (c) => c.notNull())
    .addColumn('verify_token', 'text', (c) => c.notNull())
    .addColumn('quality_rating', 'text')
    .addColumn('throughput', 'integer')
    .addColumn('messaging_limit', 'text')
    .addColumn('checked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('whatsapp_accounts_user').on('whatsapp_accounts').column('user_id').execute();
  await db.schema
    .createIndex('whatsapp_accounts_verify')
    .on('whatsapp_accounts')
    .column('verify_token')
    .execute();

  // One bot per number and one number per bot.
  await db.schema
    .createTable('bot_numbers')
    .addColumn('bot_id', 'integer', (c) => c.primaryKey().references('bots.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().unique().references('whatsapp_accounts.id').onDelete('cascade'),
    )
    .addColumn('auto_start', 'integer', (c) => c.notNull())
    .addColumn('exclude_keywords', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await sql`
    insert into whatsapp_accounts (user_id, business_id, phone_number_id, display_phone_number,
      token, app_secret, sealed_for, verify_token, created_at, updated_at)
    select user_id, business_id, phone_number_id, display_phone_number,
      token, app_secret, 'bot-whatsapp:' || bot_id, verify_token, created_at, updated_at
    from bot_whatsapp`.execute(db);
  await sql`
    insert into bot_numbers (bot_id, account_id, auto_start, exclude_keywords, created_at, updated_at)
    select b.bot_id, a.id, b.auto_start, b.exclude_keywords, b.created_at, b.updated_at
    from bot_whatsapp b join whatsapp_accounts a on a.phone_number_id = b.phone_number_id`.execute(db);
  await db.schema.dropTable('bot_whatsapp').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('bot_whatsapp'))
    .addColumn('bot_id', 'integer', (c) => c.notNull().unique().references('bots.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('business_id', 'text', (c) => c.notNull())
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
  await db.schema.dropTable('bot_numbers').execute();
  await db.schema.dropTable('whatsapp_accounts').execute();
}
