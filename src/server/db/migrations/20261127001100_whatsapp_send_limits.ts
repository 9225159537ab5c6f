import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Issue 22 point 9: what an anonymous campaign visitor may make the platform send on WhatsApp.
 * - campaigns.whatsapp_daily_limit: sends per campaign per business day (the owner's setting);
 * - campaign_whatsapp_days: that day's count, raised by one conditional upsert;
 * - campaign_whatsapp_sends: one row per campaign, recipient and day (its key refuses a second);
 * - whatsapp_opt_outs: the STOP list (filled by the WhatsApp inbox later); a number on it gets nothing
 *   (user_id null: from every business).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('campaigns')
    .addColumn('whatsapp_daily_limit', 'integer', (c) => c.notNull().defaultTo(100))
    .execute();
  await db.schema
    .createTable('campaign_whatsapp_days')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('sent', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('campaign_whatsapp_days_pk', ['campaign_id', 'day'])
    .execute();
  await db.schema
    .createTable('campaign_whatsapp_sends')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('campaign_whatsapp_sends_pk', ['campaign_id', 'phone', 'day'])
    .execute();
  await withId(db, db.schema.createTable('whatsapp_opt_outs'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('whatsapp_opt_outs_phone').on('whatsapp_opt_outs').column('phone').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('whatsapp_opt_outs').execute();
  await db.schema.dropTable('campaign_whatsapp_sends').execute();
  await db.schema.dropTable('campaign_whatsapp_days').execute();
  await db.schema.alterTable('campaigns').dropColumn('whatsapp_daily_limit').execute();
}
