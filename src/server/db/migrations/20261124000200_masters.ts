import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';
import { SEED_LANGUAGES } from '../seed-data/languages';

/**
 * Catalog masters (issue 12, Masters): tags, template fields, fonts, colours and languages. Names
 * are unique ignoring case, held by an index on lower(name) so that two saves at once cannot both
 * pass the check; flags 0/1 and timestamps ISO text, as everywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  const uniqueLower = (table: string, column: string) =>
    db.schema
      .createIndex(`${table}_${column}_lower`)
      .on(table)
      .unique()
      .expression(sql`lower(${sql.ref(column)})`)
      .execute();

  await withId(db, db.schema.createTable('tags'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await uniqueLower('tags', 'name');

  await withId(db, db.schema.createTable('template_fields'))
    // Stored lower case (the form lowers it), so a plain unique index is "ignoring case".
    .addColumn('field_key', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('field_type', 'text', (c) => c.notNull())
    .addColumn('brand_field', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await uniqueLower('template_fields', 'label');

  await withId(db, db.schema.createTable('fonts'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The stored file (files.id, public: the address is built from it); null for Poppins as seeded.
    .addColumn('file_id', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_format', 'text')
    .addColumn('is_nfc', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await uniqueLower('fonts', 'name');

  await withId(db, db.schema.createTable('colours'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hex', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await uniqueLower('colours', 'name');

  await withId(db, db.schema.createTable('languages'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await uniqueLower('languages', 'name');

  const seed = db as Kysely<any>;
  // Poppins is font 1 (spec 01 sections 3 and 9): the first row of a new table, so id 1 on both
  // databases without touching PostgreSQL's sequence. No file: the renderers draw their own Poppins
  // (or their fallback) until an Admin uploads its TTF on the font's edit page.
  await seed
    .insertInto('fonts')
    .values({ name: 'Poppins', is_nfc: 1, is_active: 1, created_at: now })
    .execute();

  // The brand fields a template package can name (`data-key`), so a fresh install has them.
  const fields: [string, string, string, string][] = [
    ['company_name', 'Company Name', 'text', 'companyName'],
    ['email', 'Email', 'text', 'email'],
    ['mobile_number', 'Mobile Number', 'text', 'mobileNumber'],
    ['website', 'Website', 'text', 'website'],
    ['address1', 'Address 1', 'text', 'address1'],
    ['address2', 'Address 2', 'text', 'address2'],
    ['address3', 'Address 3', 'text', 'address3'],
    ['business_type', 'Business Type', 'text', 'businessType'],
    ['company_logo', 'Company Logo', 'image', 'companyLogo'],
    ['brand_color', 'Brand Color', 'colour', 'brandColor'],
  ];
  await seed
    .insertInto('template_fields')
    .values(
      fields.map(([field_key, label, field_type, brand_field]) => ({
        field_key,
        label,
        field_type,
        brand_field,
        is_active: 1,
        created_at: now,
      })),
    )
    .execute();

  await seed
    .insertInto('languages')
    .values(SEED_LANGUAGES.map(([code, name]) => ({ code, name, is_active: 1, created_at: now })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['languages', 'colours', 'fonts', 'template_fields', 'tags'])
    await db.schema.dropTable(t).ifExists().execute();
}
