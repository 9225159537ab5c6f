import type { Kysely } from 'kysely';

/**
 * Web template packages (issue 24, Template format): a template keeps the zip it was added or last
 * edited with (a Storage key and the storage driver that holds it), the zip's name and size, and
 * its check report as JSON (name, version, settings for the Content tab, pages rendered). Templates
 * added before (issue 12) have none until an Admin uploads one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    ['package_key', 'text'],
    ['package_storage', 'text'],
    ['package_file_name', 'text'],
    ['package_size', 'integer'],
    ['package_report', 'text'],
  ] as const)
    await db.schema.alterTable('web_templates').addColumn(column, type).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'package_key',
    'package_storage',
    'package_file_name',
    'package_size',
    'package_report',
  ])
    await db.schema.alterTable('web_templates').dropColumn(column).execute();
}
