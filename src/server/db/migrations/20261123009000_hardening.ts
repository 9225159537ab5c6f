import { sql, type Kysely } from 'kysely';

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
  // Payments (issue 10): plans a customer's own order made are discarded when their link expires.
  await db.schema
    .alterTable('user_plans')
    .addColumn('from_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Files (issue 10): private unless a public page attaches them; the quota sums a user's sizes.
  await db.schema
    .alterTable('files')
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('files_user').on('files').columns(['user_id']).execute();
  // First-run Setup (issue 10): one row, keyed 1, inserted in the same transaction as the first Admin,
  // so that two Setups at once meet on its primary key and exactly one Admin is made. Databases set
  // up before get the row now.
  await db.schema
    .createTable('setup_done')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('done_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into setup_done (id, done_at) select 1, ${new Date().toISOString()} where exists (select 1 from users where role = 'Admin')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('setup_done').ifExists().execute();
  await db.schema.dropIndex('files_user').ifExists().execute();
  await db.schema.alterTable('files').dropColumn('is_public').execute();
  await db.schema.alterTable('user_plans').dropColumn('from_order').execute();
  await db.schema.dropTable('auth_attempts').ifExists().execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('request_hash').execute();
}
