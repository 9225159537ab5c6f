import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Frames and NFC frames (issue 12; spec 01 section 3, Frame layout). One row per frame with its layout
 * inline (JSON) and a `version` that each layout save raises, so that a save based on an older layout
 * is refused (409) rather than silently overwriting (issue 12, Offline). The image is a private stored
 * file (files.id). Assignment: the users and sub-categories listed, or all of them by the two flags,
 * which also cover those added later. Defaults: one row per user and kind, so that two SetDefault
 * calls at once leave exactly one default (the primary key holds it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('frames'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('standard', 'nfc')`))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('frame_name', 'text')
    .addColumn('image_file_id', 'text', (c) => c.notNull())
    .addColumn('image_width', 'integer', (c) => c.notNull())
    .addColumn('image_height', 'integer', (c) => c.notNull())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('all_users', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('all_categories', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('frames_kind_created').on('frames').columns(['kind', 'created_at']).execute();
  await db.schema.createIndex('frames_user').on('frames').column('user_id').execute();

  await db.schema
    .createTable('frame_users')
    .addColumn('frame_id', 'integer', (c) => c.notNull().references('frames.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('frame_users_pk', ['frame_id', 'user_id'])
    .execute();
  await db.schema.createIndex('frame_users_user').on('frame_users').column('user_id').execute();

  await db.schema
    .createTable('frame_categories')
    .addColumn('frame_id', 'integer', (c) => c.notNull().references('frames.id').onDelete('cascade'))
    .addColumn('sub_category_id', 'integer', (c) =>
      c.notNull().references('sub_categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('frame_categories_pk', ['frame_id', 'sub_category_id'])
    .execute();
  await db.schema
    .createIndex('frame_categories_sub_category')
    .on('frame_categories')
    .column('sub_category_id')
    .execute();

  await db.schema
    .createTable('frame_defaults')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('frame_id', 'integer', (c) => c.notNull().references('frames.id').onDelete('cascade'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('frame_defaults_pk', ['user_id', 'kind'])
    .execute();
  await db.schema.createIndex('frame_defaults_frame').on('frame_defaults').column('frame_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['frame_defaults', 'frame_categories', 'frame_users', 'frames'])
    await db.schema.dropTable(table).ifExists().execute();
}
