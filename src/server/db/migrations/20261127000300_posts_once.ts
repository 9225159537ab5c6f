import type { Kysely } from 'kysely';

/**
 * Issue 22 §6 and §10. A connection's refresh lock names its holder, so only the holder releases
 * or renews it. A post's engagement read that fails waits longer each time (`metrics_next_at`,
 * `metrics_attempts`) and is given up after a while (`metrics_given_up_at`, with the last reason),
 * so posts whose metrics fail for good no longer take every run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('social_connections').addColumn('refresh_lock_holder', 'text').execute();
  await db.schema
    .alterTable('post_targets')
    .addColumn('metrics_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('post_targets').addColumn('metrics_next_at', 'text').execute();
  await db.schema.alterTable('post_targets').addColumn('metrics_given_up_at', 'text').execute();
  await db.schema.alterTable('post_targets').addColumn('metrics_error', 'text').execute();
  await db.schema
    .createIndex('post_targets_metrics_due')
    .on('post_targets')
    .columns(['status', 'metrics_at', 'published_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('post_targets_metrics_due').execute();
  for (const column of ['metrics_error', 'metrics_given_up_at', 'metrics_next_at', 'metrics_attempts'])
    await db.schema.alterTable('post_targets').dropColumn(column).execute();
  await db.schema.alterTable('social_connections').dropColumn('refresh_lock_holder').execute();
}
