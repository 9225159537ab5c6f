import type { Kysely } from 'kysely';

/**
 * Which renderer drew each card's hosted page (CARD_PAGE_VERSION in src/shared/cards/render.ts).
 * Cards saved before this column read 0, so each is redrawn once on its next visit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cards')
    .addColumn('page_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cards').dropColumn('page_version').execute();
}
