import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * WhatsApp message templates (spec 03 §3.1, §7.3; issue 26): registered with the Cloud API and kept
 * in step with it (sync, the status webhook, the 6-hourly job). A template belongs to a business
 * account; one row per (business account, name, language). `components` is the Cloud API's JSON.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('whatsapp_templates'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('business_id', 'text', (c) => c.notNull())
    // Meta's id; null until registered.
    .addColumn('meta_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    // PENDING, APPROVED, REJECTED, PAUSED, DISABLED, IN_APPEAL… or DELETED when it vanished at Meta.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('components', 'text', (c) => c.notNull())
    .addColumn('synced_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('whatsapp_templates_name', ['business_id', 'name', 'language'])
    .execute();
  await db.schema
    .createIndex('whatsapp_templates_user')
    .on('whatsapp_templates')
    .columns(['user_id', 'status'])
    .execute();
  await db.schema.createIndex('whatsapp_templates_meta').on('whatsapp_templates').column('meta_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('whatsapp_templates').execute();
}
