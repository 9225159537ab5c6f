import type { Kysely } from 'kysely';

/**
 * Posts to the website (issue 24, platform Web 5): a post target names either a connected social
 * account (`account_id`, nullable since issue 13: a disconnected account leaves it null) or the
 * user's website (`website_id`). A website that goes leaves its pending targets to be cancelled.
 * Adding a nullable column with its reference needs no table rebuild on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('post_targets')
    .addColumn('website_id', 'integer', (c) => c.references('websites.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('post_targets_website').on('post_targets').columns(['website_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('post_targets_website').execute();
  await db.schema.alterTable('post_targets').dropColumn('website_id').execute();
}
