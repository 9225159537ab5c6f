import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Payment Logs over 100,000 plans (issue 28), as PostgreSQL's plans of the page asked. Partial on a
 * total above 0, like the other billable indexes (migration 20261123009500):
 * - searched by customer: the matching customers' billable plans in the page's default order, so
 *   that the page's ids and its count read this index alone instead of fetching every plan of each
 *   customer from the table;
 * - filtered by payment date (PostgreSQL only): the plans' ids beside the date and total, so that a
 *   page in another order is sorted from the index alone. The date-and-total index stays for the
 *   counts: its repeated keys are stored once, so it is the smallest to count (SQLite's indexes
 *   always hold the id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const byUser = pg ? 'user_id, invoice_date desc nulls last, id desc' : 'user_id, invoice_date, id';
  await sql
    .raw(`create index user_plans_billable_user on user_plans (${byUser}) where total_amount > 0`)
    .execute(db);
  if (pg)
    await sql`create index user_plans_billable_payment_date_id on user_plans (payment_date, total_amount, id) where total_amount > 0`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index user_plans_billable_user`.execute(db);
  if (isPostgres(db)) await sql`drop index user_plans_billable_payment_date_id`.execute(db);
}
