import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Card leads (issue 14, beyond the spec): "Share your details" on a card's hosted page. One row per
 * visitor who left a name and a phone or e-mail; the card's owner (or an Admin) lists and exports them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('card_leads'))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('card_leads_card')
    .on('card_leads')
    .columns(['card_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('card_leads').ifExists().execute();
}
