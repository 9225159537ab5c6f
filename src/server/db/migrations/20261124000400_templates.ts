import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Design templates (issue 12, Design templates; spec 01 section 3, Template). Packages are zips in
 * the Storage, checked before they are stored, one row each; a template names two of them (the Zip
 * File With Key and the Default Zip File). Assignment: `is_general`, or the users and sub-categories
 * listed, or all of them by the two flags, which also cover those added later. A delete stamps
 * `deleted_at`. Partial unique indexes hold the rules two saves at once could otherwise both pass:
 * names unique ignoring case, and one default at most.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('template_packages')
    // The Storage key is `template-packages/<id>.zip`.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage', 'text', (c) => c.notNull())
    /** JSON: the files inside, and template.json's name, size and keys. */
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('manifest', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('templates'))
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('cover_image_url', 'text', (c) => c.notNull())
    .addColumn('zip_file', 'text', (c) => c.notNull().references('template_packages.id'))
    .addColumn('zip_default_file', 'text', (c) => c.notNull().references('template_packages.id'))
    .addColumn('primary_font', 'integer', (c) => c.notNull())
    .addColumn('secondary_font', 'integer', (c) => c.notNull())
    .addColumn('primary_color', 'text', (c) => c.notNull())
    .addColumn('secondary_color', 'text', (c) => c.notNull())
    .addColumn('bg_color', 'text', (c) => c.notNull().defaultTo('#FFFFFF'))
    .addColumn('is_general', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('all_users', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('all_categories', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('templates_name_lower')
    .on('templates')
    .unique()
    .expression(sql`lower(template_name)`)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('templates_one_default')
    .on('templates')
    .unique()
    .column('is_default')
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await db.schema
    .createTable('template_users')
    .addColumn('template_id', 'integer', (c) => c.notNull().references('templates.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('template_users_pk', ['template_id', 'user_id'])
    .execute();
  await db.schema.createIndex('template_users_user').on('template_users').column('user_id').execute();

  await db.schema
    .createTable('template_categories')
    .addColumn('template_id', 'integer', (c) => c.notNull().references('templates.id').onDelete('cascade'))
    .addColumn('sub_category_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('template_categories_pk', ['template_id', 'sub_category_id'])
    .execute();
  await db.schema
    .createIndex('template_categories_sub_category')
    .on('template_categories')
    .column('sub_category_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['template_categories', 'template_users', 'templates', 'template_packages'])
    await db.schema.dropTable(t).ifExists().execute();
}
