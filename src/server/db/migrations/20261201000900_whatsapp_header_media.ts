import type { Kysely } from 'kysely';

/**
 * Campaign header media (issue 26 "Header media"): the file a campaign sends is kept as a stored
 * file of its owner (files.useFiles keeps it while the campaign exists) and uploaded to the Cloud
 * API once per campaign; the media id Meta answered and when (Meta keeps media 30 days) are kept on
 * the campaign, with the file's name (a document header shows it). whatsapp_media_uploads records
 * each upload handed out (presigned or form data) until it is attached or cleaned up, a day later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('whatsapp_campaigns').addColumn('header_media_uploaded_at', 'text').execute();
  await db.schema.alterTable('whatsapp_campaigns').addColumn('header_media_name', 'text').execute();
  await db.schema
    .createTable('whatsapp_media_uploads')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('max_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attached_at', 'text')
    .execute();
  await db.schema
    .createIndex('whatsapp_media_uploads_created')
    .on('whatsapp_media_uploads')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('whatsapp_media_uploads').execute();
  await db.schema.alterTable('whatsapp_campaigns').dropColumn('header_media_name').execute();
  await db.schema.alterTable('whatsapp_campaigns').dropColumn('header_media_uploaded_at').execute();
}
