import type { Kysely } from 'kysely';

/** Each stored file remembers which storage holds it, so switching the File storage setting keeps old files reachable. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('files')
    .addColumn('storage', 'text', (c) => c.notNull().defaultTo('local'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('storage').execute();
}
