import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Campaigns (issue 15; spec 02 §3). One row per campaign with its layout inline (JSON: the photo slot
 * and txt1–txt3) and `visitor_count` raised with each visit, so that the edit rule (§4) is one
 * conditional UPDATE. `url` is unique: the public page is `{CAMPAIGN_BASE_URL}/{url}`. Images are
 * public stored files (files.id) with their natural size.
 *
 * campaign_visitors: one row per visit (ip, user agent, the texts collected), and the WhatsApp send
 * of the composed image when it applies.
 *
 * campaign_uploads: presigned uploads handed out (§7) and not yet cleaned up; the hourly job deletes
 * them and their objects a day after they were handed out, attached or not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('campaigns'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('campaign_name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('image_file_id', 'text', (c) => c.notNull())
    .addColumn('image_width', 'integer', (c) => c.notNull())
    .addColumn('image_height', 'integer', (c) => c.notNull())
    .addColumn('banner_file_id', 'text')
    .addColumn('banner_width', 'integer')
    .addColumn('banner_height', 'integer')
    .addColumn('water_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_editable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_whatsapp_send', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('visitor_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('campaigns_url').on('campaigns').column('url').unique().execute();
  await db.schema.createIndex('campaigns_user').on('campaigns').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('campaigns_created').on('campaigns').column('created_at').execute();

  await withId(db, db.schema.createTable('campaign_visitors'))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('txt1', 'text')
    .addColumn('txt2', 'text')
    .addColumn('txt3', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('whatsapp_status', 'text', (c) =>
      c.check(sql`whatsapp_status is null or whatsapp_status in ('awaiting', 'sending', 'sent', 'failed')`),
    )
    .addColumn('whatsapp_key', 'text')
    .addColumn('whatsapp_error', 'text')
    .addColumn('whatsapp_at', 'text')
    .execute();
  await db.schema
    .createIndex('campaign_visitors_campaign')
    .on('campaign_visitors')
    .columns(['campaign_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('campaign_uploads')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('max_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attached_at', 'text')
    .execute();
  await db.schema
    .createIndex('campaign_uploads_created')
    .on('campaign_uploads')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['campaign_uploads', 'campaign_visitors', 'campaigns'])
    await db.schema.dropTable(table).ifExists().execute();
}
