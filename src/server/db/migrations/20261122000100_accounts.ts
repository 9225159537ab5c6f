import type { Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('country_code', 'text')
    .addColumn('mobile_number', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('company_name', 'text')
    .addColumn('business_type', 'text')
    .addColumn('reference_id', 'integer')
    .addColumn('registration_date', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('users_mobile_unique')
    .on('users')
    .columns(['country_code', 'mobile_number'])
    .unique()
    .execute();
  await db.schema.createIndex('users_registration_date').on('users').column('registration_date').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('otp_codes'))
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('otp_codes_mobile')
    .on('otp_codes')
    .columns(['country_code', 'mobile_number'])
    .execute();

  await withId(db, db.schema.createTable('subscription_packages'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('validity', 'integer', (c) => c.notNull())
    .addColumn('validity_type', 'text', (c) => c.notNull())
    .addColumn('plan_type', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('discounted_price', 'integer')
    .addColumn('hsn', 'text')
    .addColumn('gst', 'integer', (c) => c.notNull().defaultTo(18))
    .addColumn('popular', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_renewal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('renewal_plan_id', 'integer')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('post', 'integer')
    .addColumn('web', 'integer')
    .addColumn('bot', 'integer')
    .addColumn('card', 'integer')
    .addColumn('campaign', 'integer')
    .addColumn('whatsapp', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('user_plans'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscription_plan_id', 'integer', (c) => c.notNull().references('subscription_packages.id'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_plans_user').on('user_plans').columns(['user_id', 'end_date']).execute();

  await withId(db, db.schema.createTable('user_plan_apps'))
    .addColumn('user_plan_id', 'integer', (c) => c.notNull().references('user_plans.id').onDelete('cascade'))
    .addColumn('app', 'integer', (c) => c.notNull())
    .addColumn('assigned_limit', 'integer', (c) => c.notNull())
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('user_plan_apps_plan')
    .on('user_plan_apps')
    .columns(['user_plan_id', 'app'])
    .unique()
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  await withId(db, db.schema.createTable('cron_logs'))
    .addColumn('cron_type', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text')
    .addColumn('is_success', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('cron_logs_start').on('cron_logs').column('start_time').execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'job_leases',
    'cron_logs',
    'idempotency_keys',
    'user_plan_apps',
    'user_plans',
    'subscription_packages',
    'otp_codes',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
