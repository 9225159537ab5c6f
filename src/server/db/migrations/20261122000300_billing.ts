import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from '../dialect';

/**
 * Billing (issue 5): plan prices, GST and totals in paise, payment and invoice fields, reminder
 * flags; additional plans; gateway payment logs; invoice series per financial year; the
 * supplier's invoice details; webhook events already seen. Every new column of an existing table
 * has a default, so rows written before (and code that does not know them) stay valid.
 */
const PLAN_COLUMNS: [string, 'integer' | 'text', number | string | null][] = [
  ['price', 'integer', 0],
  ['original_price', 'integer', 0],
  ['discounted_price', 'integer', null],
  ['gst', 'integer', 0],
  ['quantity', 'integer', 1],
  ['hsn', 'text', null],
  ['other_details', 'text', null],
  ['sub_total', 'integer', 0],
  ['tax_amount', 'integer', 0],
  ['round_off', 'integer', 0],
  ['total_amount', 'integer', 0],
  ['amount_paid', 'integer', 0],
  ['payment_method_id', 'integer', null],
  ['payment_date', 'text', null],
  ['invoice_date', 'text', null],
  ['invoice_number', 'text', null],
  ['transaction_id', 'text', null],
  ['payment_link', 'text', null],
  ['payment_log_id', 'integer', null],
  ['is_renewal_reminder', 'integer', 0],
  ['is_payment_reminder', 'integer', 0],
  ['renewal_reminded_at', 'text', null],
  ['payment_reminded_at', 'text', null],
  ['brand_information', 'text', null],
  ['updated_at', 'text', null],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type, def] of PLAN_COLUMNS) {
    await db.schema
      .alterTable('user_plans')
      .addColumn(name, type, (c) => (def === null ? c : c.notNull().defaultTo(def)))
      .execute();
  }
  await db.schema
    .createIndex('user_plans_invoice_number')
    .on('user_plans')
    .column('invoice_number')
    .unique()
    .execute();
  // The Payment Logs order (invoiceDate descending), alone and under the status and plan filters.
  await db.schema
    .createIndex('user_plans_invoice_date')
    .on('user_plans')
    .columns(['invoice_date', 'id'])
    .execute();
  await db.schema
    .createIndex('user_plans_status_invoice_date')
    .on('user_plans')
    .columns(['status', 'invoice_date', 'id'])
    .execute();
  await db.schema
    .createIndex('user_plans_package_invoice_date')
    .on('user_plans')
    .columns(['subscription_plan_id', 'invoice_date', 'id'])
    .execute();
  // PostgreSQL sorts NULLs first when descending: the default order (newest invoice first, unnumbered
  // last) needs its own index there. SQLite already keeps NULLs last in a descending scan.
  if (isPostgres(db)) {
    await sql`create index user_plans_invoice_date_desc on user_plans (invoice_date desc nulls last, id desc)`.execute(
      db,
    );
    await sql`create index user_plans_status_invoice_date_desc on user_plans (status, invoice_date desc nulls last, id desc)`.execute(
      db,
    );
  }
  await db.schema.createIndex('user_plans_payment_log').on('user_plans').column('payment_log_id').execute();

  await withId(db, db.schema.createTable('user_sub_plans'))
    .addColumn('user_plan_id', 'integer', (c) => c.notNull().references('user_plans.id').onDelete('cascade'))
    .addColumn('subscription_plan_id', 'integer', (c) =>
      c.references('subscription_packages.id').onDelete('set null'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('gst', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hsn', 'text')
    .addColumn('other_details', 'text')
    .addColumn('is_renewal_reminder', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('renewal_reminded_at', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_sub_plans_plan').on('user_sub_plans').column('user_plan_id').execute();

  await withId(db, db.schema.createTable('payment_logs'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('INR'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull().defaultTo('razorpay'))
    .addColumn('link_id', 'text', (c) => c.unique())
    .addColumn('short_url', 'text')
    .addColumn('gateway_order_id', 'text')
    .addColumn('gateway_payment_id', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('error', 'text')
    .addColumn('check_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_check_at', 'text')
    .addColumn('last_checked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_logs_user').on('payment_logs').column('user_id').execute();
  await db.schema
    .createIndex('payment_logs_pending')
    .on('payment_logs')
    .columns(['status', 'next_check_at'])
    .execute();
  await db.schema.createIndex('payment_logs_order').on('payment_logs').column('gateway_order_id').execute();

  await db.schema
    .createTable('invoice_counters')
    .addColumn('series', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('supplier_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address2', 'text')
    .addColumn('address3', 'text')
    .addColumn('state_code', 'text', (c) => c.notNull())
    .addColumn('gstin', 'text')
    .addColumn('invoice_prefix', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('bank_account_name', 'text')
    .addColumn('bank_account_number', 'text')
    .addColumn('bank_ifsc', 'text')
    .addColumn('upi_id', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('webhook_events_pk', ['provider', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'webhook_events',
    'supplier_settings',
    'invoice_counters',
    'payment_logs',
    'user_sub_plans',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  for (const i of [
    'user_plans_invoice_number',
    'user_plans_invoice_date',
    'user_plans_status_invoice_date',
    'user_plans_package_invoice_date',
    'user_plans_invoice_date_desc',
    'user_plans_status_invoice_date_desc',
    'user_plans_payment_log',
  ]) {
    await db.schema.dropIndex(i).ifExists().execute();
  }
  for (const column of PLAN_COLUMNS.map(([name]) => name).reverse()) {
    await db.schema.alterTable('user_plans').dropColumn(column).execute();
  }
}
