import type { Kysely } from 'kysely';

/**
 * Integration settings set on the Admin's Settings page (issue 9 §1): one row per integration and
 * field, the value as JSON text (a secret sealed with AES-256-GCM instead); one version row that
 * every save bumps, so other server instances know to read the settings again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('integration', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('is_secret', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('settings_pk', ['integration', 'field'])
    .execute();
  await db.schema
    .createTable('settings_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await (db as Kysely<any>)
    .insertInto('settings_version')
    .values({ id: 1, version: 0, updated_at: null })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings_version').execute();
  await db.schema.dropTable('settings').execute();
}
