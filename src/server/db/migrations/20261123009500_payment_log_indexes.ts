import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Payment Logs over 100,000 plans (issue 9, Performance): the page lists billable plans (a total
 * above 0), so partial indexes of those plans serve its filters and its default order, and carry
 * the total, so that the page's count reads the index alone. PostgreSQL gets the default order
 * (invoice date descending, unnumbered last) in the index itself.
 */
const INDEXES: [name: string, sqlite: string, postgres: string][] = [
  [
    'user_plans_billable_invoice_date',
    'invoice_date, id, total_amount',
    'invoice_date desc nulls last, id desc, total_amount',
  ],
  [
    'user_plans_billable_status',
    'status, invoice_date, id, total_amount',
    'status, invoice_date desc nulls last, id desc, total_amount',
  ],
  [
    'user_plans_billable_package',
    'subscription_plan_id, invoice_date, id, total_amount',
    'subscription_plan_id, invoice_date desc nulls last, id desc, total_amount',
  ],
  ['user_plans_billable_payment_date', 'payment_date, total_amount', 'payment_date, total_amount'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  for (const [name, sqlite, postgres] of INDEXES)
    await sql
      .raw(`create index ${name} on user_plans (${pg ? postgres : sqlite}) where total_amount > 0`)
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`drop index ${name}`).execute(db);
}
