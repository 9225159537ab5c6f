import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * A website's visitors (issue 24): its contact form's entries and newsletter subscribers, and its
 * cookie-less analytics: the day's salt, raw page views (kept 90 days) and daily rollups.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Both lists carry the owner's user id (the one tenancy rule) besides the site's.
  await withId(db, db.schema.createTable('website_form_responses'))
    .addColumn('website_id', 'integer', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('website_form_responses_user')
    .on('website_form_responses')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('website_form_responses_site')
    .on('website_form_responses')
    .columns(['website_id'])
    .execute();

  // Unique per site ignoring case: `email_key` is the lower-cased address.
  await withId(db, db.schema.createTable('website_subscribers'))
    .addColumn('website_id', 'integer', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('website_subscribers_email', ['website_id', 'email_key'])
    .execute();
  await db.schema
    .createIndex('website_subscribers_user')
    .on('website_subscribers')
    .columns(['user_id', 'created_at'])
    .execute();

  // The salt of visitor hashes: one per business day, the older ones deleted.
  await db.schema
    .createTable('website_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('website_events'))
    .addColumn('website_id', 'integer', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('website_events_site_day')
    .on('website_events')
    .columns(['website_id', 'day', 'visitor'])
    .execute();
  await db.schema.createIndex('website_events_day').on('website_events').columns(['day']).execute();

  // Per site and day: kind 'total' (key ''), 'page' (path), 'source', 'device'.
  await db.schema
    .createTable('website_rollups')
    .addColumn('website_id', 'integer', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('website_rollups_pk', ['website_id', 'day', 'kind', 'key'])
    .execute();
  // The business days whose rollups are written (for every site at once).
  await db.schema
    .createTable('website_rollup_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'website_rollup_days',
    'website_rollups',
    'website_events',
    'website_salts',
    'website_subscribers',
    'website_form_responses',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
