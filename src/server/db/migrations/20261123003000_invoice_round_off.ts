import type { Kysely } from 'kysely';

/**
 * Invoice Settings' "Round off to the rupee" (issue 9 section 6): off by default, so that a total is
 * total + GST to the paisa as spec 00 section 9 says. Plans saved before keep their stored round-off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('supplier_settings')
    .addColumn('round_off', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('supplier_settings').dropColumn('round_off').execute();
}
