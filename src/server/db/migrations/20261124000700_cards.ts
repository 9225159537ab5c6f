import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Digital cards (issue 14; spec 02 §3). One row per card: the fields shown on its page as columns,
 * the lists (social links, custom buttons, custom sections) as JSON, and `html_content`, the public
 * page rendered at save. `slug` is unique and fixed at creation: the hosted link
 * `{CARD_BASE_URL}/{slug}.html` is printed in QR codes.
 *
 * card_visitors: one row per counted visit of the hosted page (§7 CARDVisitor).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('cards'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('color_code', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('html_content', 'text', (c) => c.notNull())
    .addColumn('parent_card_id', 'integer')
    .addColumn('visitor_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cards_slug').on('cards').column('slug').unique().execute();
  await db.schema.createIndex('cards_user').on('cards').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('cards_created').on('cards').column('created_at').execute();

  await withId(db, db.schema.createTable('card_visitors'))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('operating_system', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('card_visitors_card')
    .on('card_visitors')
    .columns(['card_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['card_visitors', 'cards']) await db.schema.dropTable(table).ifExists().execute();
}
