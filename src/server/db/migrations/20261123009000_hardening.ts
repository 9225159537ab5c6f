import type { Kysely } from 'kysely';

/** Issue 10 (hardening): idempotency keys bound to their request body. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('request_hash').execute();
}
