import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Web templates (issue 12, Web template admin list; spec 01 section 3). A delete only stamps
 * `deleted_at`: sites built on a template keep it (a later Web issue reads them). Two partial unique
 * indexes hold the rules that two saves at once could otherwise both pass: names unique ignoring case
 * among the templates not deleted, and one default at most.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('web_templates'))
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('cover_image_url', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('web_templates_name_lower')
    .on('web_templates')
    .unique()
    .expression(sql`lower(template_name)`)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('web_templates_one_default')
    .on('web_templates')
    .unique()
    .column('is_default')
    .where(sql.ref('is_default'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_templates').ifExists().execute();
}
