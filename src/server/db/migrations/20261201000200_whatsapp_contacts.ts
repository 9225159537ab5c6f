import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * WhatsApp contacts and groups (issue 26):
 * - whatsapp_contacts: a User's contacts; `mobile` is the number's digits with its country code,
 *   unique per owner (a second contact of the same number is a 409, even when two saves race);
 * - whatsapp_groups: `name_key` is the trimmed, lower-case name, unique per owner, so two
 *   simultaneous creates of one name give one group and one "Group name already exists";
 * - whatsapp_group_members: one row per group and contact;
 * - whatsapp_opt_outs (the STOP list, issue 22) gets one row per owner and number, so a STOP
 *   that arrives twice is one row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('whatsapp_contacts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text')
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('company_name', 'text')
    .addColumn('custom_field1', 'text')
    .addColumn('custom_field2', 'text')
    .addColumn('custom_field3', 'text')
    .addColumn('custom_field4', 'text')
    .addColumn('custom_field5', 'text')
    .addColumn('opt_in', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('whatsapp_contacts_mobile', ['user_id', 'mobile'])
    .execute();
  await db.schema
    .createIndex('whatsapp_contacts_user_created')
    .on('whatsapp_contacts')
    .columns(['user_id', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('whatsapp_groups'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // A filter group made from another group's members (spec 03 §3.2 parentGroupId).
    .addColumn('parent_group_id', 'integer', (c) => c.references('whatsapp_groups.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('whatsapp_groups_name', ['user_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('whatsapp_group_members')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('whatsapp_groups.id').onDelete('cascade'))
    .addColumn('contact_id', 'integer', (c) =>
      c.notNull().references('whatsapp_contacts.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('whatsapp_group_members_pk', ['group_id', 'contact_id'])
    .execute();
  await db.schema
    .createIndex('whatsapp_group_members_contact')
    .on('whatsapp_group_members')
    .column('contact_id')
    .execute();

  // Repeats (none are written today) would stop the unique index; the first row of each stays.
  await sql`delete from whatsapp_opt_outs where id not in (
    select min(id) from whatsapp_opt_outs group by phone, user_id)`.execute(db);
  await db.schema
    .createIndex('whatsapp_opt_outs_owner_phone')
    .on('whatsapp_opt_outs')
    .columns(['user_id', 'phone'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('whatsapp_opt_outs_owner_phone').execute();
  await db.schema.dropTable('whatsapp_group_members').execute();
  await db.schema.dropTable('whatsapp_groups').execute();
  await db.schema.dropTable('whatsapp_contacts').execute();
}
