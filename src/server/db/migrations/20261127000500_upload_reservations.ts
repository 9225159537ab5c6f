import type { Kysely } from 'kysely';

/**
 * Upload space held for bytes not stored yet (issue 22): an upload on its way (reserved before its
 * first byte is stored) and an upload address handed out and not yet used. A user's allowance counts
 * their files and these rows together; a row past `expires_at` no longer counts and the hourly
 * clean-up deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    /** 'upload' (streaming now) or 'link' (an upload address handed out). */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** A link's storage key. */
    .addColumn('ref', 'text')
    /** What a link is for, capped on its own (a campaign page: `campaign:<id>`). */
    .addColumn('scope', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upload_reservations_user')
    .on('upload_reservations')
    .columns(['user_id', 'expires_at'])
    .execute();
  await db.schema.createIndex('upload_reservations_ref').on('upload_reservations').column('ref').execute();
  await db.schema
    .createIndex('upload_reservations_scope')
    .on('upload_reservations')
    .columns(['scope', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_reservations').execute();
}
