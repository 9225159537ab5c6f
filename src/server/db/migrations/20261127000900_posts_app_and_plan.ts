import type { Kysely } from 'kysely';

/**
 * The list's `App` and `isPaidPlanPost` filters (spec 01 §2): the app a post was made in (module
 * number, 1 Post) and the type of the plan whose allowance it took (package, addon or demo).
 * Posts saved before this column have no plan type and match neither value of isPaidPlanPost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('app', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('posts').addColumn('plan_type', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('plan_type').execute();
  await db.schema.alterTable('posts').dropColumn('app').execute();
}
