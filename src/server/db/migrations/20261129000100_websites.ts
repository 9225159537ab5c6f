import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Websites (issue 24): one per User, built from a web template, its Content tab's values, the
 * brand, categories and web updates.
 *
 * websites: the draft (template, address, content) and what is live: `live_version` names the
 * folder `DATA_DIR/sites/{id}/v{n}` served at `/s/{slug}`; `published_inputs_hash` holds the
 * hashes of the inputs that version was built from, by part, so unpublished changes can be named.
 * website_versions: the versions kept for Rollback (3).
 * web_updates: web update posts shown on the site (spec 01 section 5).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('websites'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('web_template_id', 'integer', (c) => c.notNull().references('web_templates.id'))
    .addColumn('content_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('bot_id', 'integer')
    .addColumn('live_version', 'integer')
    .addColumn('published_at', 'text')
    .addColumn('published_inputs_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('websites_user').on('websites').column('user_id').unique().execute();
  await db.schema.createIndex('websites_slug').on('websites').column('slug').unique().execute();

  await withId(db, db.schema.createTable('website_versions'))
    .addColumn('website_id', 'integer', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .addColumn('inputs_hash', 'text', (c) => c.notNull())
    .addColumn('bot_id', 'integer')
    .execute();
  await db.schema
    .createIndex('website_versions_site')
    .on('website_versions')
    .columns(['website_id', 'version'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('web_updates'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('website_id', 'integer', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('post_id', 'integer')
    .addColumn('image_url', 'text')
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('web_updates_site').on('web_updates').columns(['website_id', 'date']).execute();
  await db.schema.createIndex('web_updates_user').on('web_updates').columns(['user_id', 'date']).execute();
  await db.schema.createIndex('web_updates_post').on('web_updates').column('post_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['web_updates', 'website_versions', 'websites'])
    await db.schema.dropTable(table).ifExists().execute();
}
