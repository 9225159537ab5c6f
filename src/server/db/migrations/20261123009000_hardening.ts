import type { Kysely } from 'kysely';

/** Issue 10 (hardening): idempotency keys bound to their request body; attempt limits per subject. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'text').execute();
  await db.schema
    .createTable('auth_attempts')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_attempts_subject')
    .on('auth_attempts')
    .columns(['kind', 'subject', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_attempts').ifExists().execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('request_hash').execute();
}
