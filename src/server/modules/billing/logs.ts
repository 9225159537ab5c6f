import { sql } from 'kysely';
import type { BillingLogQuery, PaymentLogRow } from '../../../shared/billing/contract';
import { PLAN_STATUS_NAMES, paymentMethodName, type PlanStatus } from '../../../shared/billing/constants';
import { planActivity } from '../../../shared/billing/rules';
import type { ListData } from '../../../shared/http/envelope';
import type { BusinessClock } from '../../../shared/time/business-clock';
import type { DB } from '../../db/connect';
import { MAX_EXPORT_ROWS, containsText, inDayRange, pagedList } from '../../db/list';
import { activityCondition } from './activity';

/**
 * Payment Logs and Plan Logs (spec 00 section 2): user plans with their customer, filtered by the
 * spec's list parameters, invoiceDate descending by default. Payment Logs list what is billable
 * (a total above 0); Plan Logs list every plan.
 */
const SORT = {
  invoiceDate: 'up.invoice_date',
  paymentDate: 'up.payment_date',
  startDate: 'up.start_date',
  endDate: 'up.end_date',
  total: 'up.total_amount',
  companyName: 'u.company_name',
  userName: 'u.user_name',
  subscriptionPlanName: 'p.name',
  invoiceNumber: 'up.invoice_number',
  status: 'up.status',
  createdDate: 'up.created_at',
} as const;

/** Characters an invoice number is made of (invoice-number.ts): a search with others cannot match one. */
const INVOICE_NUMBER_CHARS = /^[A-Za-z0-9/-]+$/;

/**
 * The packages whose name has the search term: a handful of rows, read first so that the plans'
 * query names them (or leaves them out when none match). As a subquery, PostgreSQL cannot tell how
 * many plans it stands for, guesses a third of them, and reads every plan to join the match.
 */
async function packagesNamed(db: DB, term: string | undefined): Promise<number[]> {
  if (!term) return [];
  const rows = await db
    .selectFrom('subscription_packages as sp')
    .select('sp.id')
    .where((w) => containsText(w, 'sp.name', term))
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The filters, on user_plans alone. Kept free of joins so that the count reads only the plans'
 * indexes: the billable (total above 0) ones are partial indexes that also hold the total
 * (migration 20261123009500), which is why the total's bound is the literal 0.
 */
async function filtered(db: DB, clock: BusinessClock, q: BillingLogQuery, kind: 'payment' | 'plan') {
  const packageIds = await packagesNamed(db, q.Search);
  let qb = db.selectFrom('user_plans as up');
  if (kind === 'payment') qb = qb.where('up.total_amount', '>', sql.lit(0));
  if (q.userId) qb = qb.where('up.user_id', '=', q.userId);
  if (q.status !== undefined) qb = qb.where('up.status', '=', q.status);
  if (q.Plan) qb = qb.where('up.subscription_plan_id', '=', q.Plan);
  if (q.App)
    qb = qb.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_plan_apps as a')
          .select('a.id')
          .whereRef('a.user_plan_id', '=', 'up.id')
          .where('a.app', '=', q.App!),
      ),
    );
  if (q.PlanStatus)
    qb = qb.where(activityCondition(q.PlanStatus, 'up.start_date', 'up.end_date', clock.today()));
  if (q.Search) {
    // The plans of matching customers and packages, found through their indexes (a few thousand
    // names), never a test of every plan row; invoice numbers only when the term could be part of one.
    const pattern = q.Search;
    const customers = db
      .selectFrom('users as su')
      .select('su.id')
      .where((w) =>
        w.or([
          containsText(w, 'su.company_name', pattern),
          containsText(w, 'su.user_name', pattern),
          containsText(w, 'su.email', pattern),
        ]),
      );
    const byNumber = INVOICE_NUMBER_CHARS.test(pattern);
    if (!packageIds.length && !byNumber) {
      // Customers alone (the usual search): a semi-join from the few matching customers to their plans.
      qb = qb.where('up.user_id', 'in', customers);
    } else {
      qb = qb.where('up.id', 'in', (eb) => {
        let matches = eb
          .selectFrom('user_plans as byUser')
          .select('byUser.id')
          .where('byUser.user_id', 'in', customers);
        if (packageIds.length)
          matches = matches.union(
            eb
              .selectFrom('user_plans as byPackage')
              .select('byPackage.id')
              .where('byPackage.subscription_plan_id', 'in', packageIds),
          );
        if (byNumber)
          matches = matches.union(
            eb
              .selectFrom('user_plans as byNumber')
              .select('byNumber.id')
              .where((w) => containsText(w, 'byNumber.invoice_number', pattern)),
          );
        return matches;
      });
    }
  }
  // Spec 00 section 7: YYYY-MM-DD HH:mm:ss (or a whole day) in the business's time zone.
  qb = inDayRange(qb, clock.dayRange(q.StartDate, q.EndDate), 'up.created_at');
  const ranges = [
    ['up.start_date', q.startPlanStartDate, q.startPlanEndDate],
    ['up.end_date', q.endPlanStartDate, q.endPlanEndDate],
    ['up.invoice_date', q.invoiceStartDate, q.invoiceEndDate],
    ['up.payment_date', q.paymentStartDate, q.paymentEndDate],
  ] as const;
  for (const [column, from, to] of ranges) {
    if (from) qb = qb.where(column, '>=', from.slice(0, 10));
    if (to) qb = qb.where(column, '<=', to.slice(0, 10));
  }
  return qb;
}

export async function billingLogs(
  db: DB,
  clock: BusinessClock,
  q: BillingLogQuery,
  kind: 'payment' | 'plan',
): Promise<ListData<PaymentLogRow>> {
  const base = await filtered(db, clock, q, kind);
  const sortKey = q.SortColumn ?? 'invoiceDate';
  const column = SORT[sortKey];
  const direction = q.SortType ?? 'desc';
  const limit = q.IsExport ? MAX_EXPORT_ROWS : q.pagesize;
  const offset = q.IsExport ? 0 : (q.PageNumber - 1) * q.pagesize;
  // The page's ids first, sorted on the plans alone (joined only to sort by a name), then their
  // rows: a sort that no index serves then orders ids, not whole joined rows. (Left joins on primary
  // keys add no rows, so the joined sort pages the same plans.)
  const pageIds = base
    .$if(!column.startsWith('up.'), (qb) =>
      qb
        .leftJoin('users as u', 'u.id', 'up.user_id')
        .leftJoin('subscription_packages as p', 'p.id', 'up.subscription_plan_id'),
    )
    .select('up.id')
    // Rows without the sort value (no invoice yet) come last either way, on both databases.
    .orderBy(sql.ref(column), (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy('up.id', direction)
    .limit(limit)
    .offset(offset);
  // The count beside the page on PostgreSQL, and only when the page does not tell it (pagedList).
  const { rows, total } = await pagedList(
    db,
    { offset, size: limit },
    () =>
      db
        .selectFrom(pageIds.as('pg'))
        .innerJoin('user_plans as up', 'up.id', 'pg.id')
        .leftJoin('users as u', 'u.id', 'up.user_id')
        .leftJoin('subscription_packages as p', 'p.id', 'up.subscription_plan_id')
        .select([
          'up.id',
          'up.user_id',
          'u.company_name',
          'u.user_name',
          'u.email',
          'p.name as plan_name',
          'p.plan_type',
          'up.start_date',
          'up.end_date',
          'up.total_amount',
          'up.invoice_number',
          'up.invoice_date',
          'up.payment_date',
          'up.payment_method_id',
          'up.transaction_id',
          'up.status',
          'up.other_details',
          'up.created_at',
        ])
        .orderBy(column, (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
        .orderBy('up.id', direction)
        .execute(),
    async () => Number((await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0),
  );

  const today = clock.today();
  return {
    total_Record_Count: total,
    records: rows.map((r): PaymentLogRow => ({
      id: r.id,
      userId: r.user_id,
      companyName: r.company_name,
      userName: r.user_name ?? '',
      email: r.email ?? '',
      subscriptionPlanName: r.plan_name ?? '',
      subscriptionPlanType: r.plan_type ?? '',
      startDate: r.start_date,
      endDate: r.end_date,
      total: r.total_amount,
      invoiceNumber: r.invoice_number,
      invoiceDate: r.invoice_date,
      paymentDate: r.payment_date,
      paymentMethod: paymentMethodName(r.payment_method_id),
      transactionId: r.transaction_id,
      status: r.status,
      statusName: PLAN_STATUS_NAMES[r.status as PlanStatus] ?? 'Unpaid',
      activity: planActivity(r.start_date, r.end_date, today),
      otherDetails: r.other_details,
      createdDate: r.created_at,
    })),
  };
}

/** How many plans a log query finds and what they total (paise): the admin dashboard's figures. */
export async function billingLogTotals(
  db: DB,
  clock: BusinessClock,
  q: BillingLogQuery,
  kind: 'payment' | 'plan',
): Promise<{ count: number; total: number }> {
  const row = await (
    await filtered(db, clock, q, kind)
  )
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(up.total_amount), 0)`.as('total')])
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), total: Number(row?.total ?? 0) };
}

/** Paid plans' totals by the month they were paid in, from `from` to `to` (YYYY-MM-DD, inclusive). */
export async function revenueByMonth(db: DB, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('user_plans')
    .select([sql<string>`substr(payment_date, 1, 7)`.as('month'), sql<number>`sum(total_amount)`.as('total')])
    .where('status', '=', 1)
    .where('payment_date', '>=', from)
    .where('payment_date', '<=', to)
    .groupBy(sql`substr(payment_date, 1, 7)`)
    .execute();
  return new Map(rows.map((r) => [r.month, Number(r.total)]));
}
