import type { BillingLogQuery, PaymentLogRow } from '../../../shared/billing/contract';
import { PLAN_STATUS_NAMES, paymentMethodName, type PlanStatus } from '../../../shared/billing/constants';
import { planActivity, todayYmd } from '../../../shared/billing/rules';
import type { DB } from '../../db/connect';
import { likePattern, pageOf } from '../../db/list';

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

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (the payment log's format) as a bound of an ISO timestamp column. */
const timestampBound = (value: string, end: boolean) =>
  value.length > 10
    ? `${value.replace(' ', 'T')}${end ? '.999' : '.000'}Z`
    : `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;

export async function billingLogs(db: DB, q: BillingLogQuery, kind: 'payment' | 'plan') {
  // Left joins on primary keys: both databases drop them from the count when nothing reads them.
  let qb = db
    .selectFrom('user_plans as up')
    .leftJoin('users as u', 'u.id', 'up.user_id')
    .leftJoin('subscription_packages as p', 'p.id', 'up.subscription_plan_id');
  if (kind === 'payment') qb = qb.where('up.total_amount', '>', 0);
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
  const today = todayYmd();
  if (q.PlanStatus === 'Active')
    qb = qb.where('up.start_date', '<=', today).where('up.end_date', '>=', today);
  if (q.PlanStatus === 'Expired') qb = qb.where('up.end_date', '<', today);
  if (q.PlanStatus === 'Upcoming') qb = qb.where('up.start_date', '>', today);
  if (q.Search) {
    // Matching users and packages first: a few thousand names, not a test per plan row.
    const pattern = likePattern(q.Search);
    qb = qb.where((eb) =>
      eb.or([
        eb(
          'up.user_id',
          'in',
          eb
            .selectFrom('users as su')
            .select('su.id')
            .where((w) =>
              w.or([
                w(w.fn('lower', ['su.company_name']), 'like', pattern),
                w(w.fn('lower', ['su.user_name']), 'like', pattern),
                w(w.fn('lower', ['su.email']), 'like', pattern),
              ]),
            ),
        ),
        eb(
          'up.subscription_plan_id',
          'in',
          eb
            .selectFrom('subscription_packages as sp')
            .select('sp.id')
            .where((w) => w(w.fn('lower', ['sp.name']), 'like', pattern)),
        ),
        eb(eb.fn('lower', ['up.invoice_number']), 'like', pattern),
      ]),
    );
  }
  if (q.StartDate) qb = qb.where('up.created_at', '>=', timestampBound(q.StartDate, false));
  if (q.EndDate) qb = qb.where('up.created_at', '<=', timestampBound(q.EndDate, true));
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

  const column = SORT[q.SortColumn ?? 'invoiceDate'];
  const direction = q.SortType ?? 'desc';
  return pageOf(
    qb,
    (b) =>
      b
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
        // Rows without the sort value (no invoice yet) come last either way, on both databases.
        .orderBy(column, (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
        .orderBy('up.id', direction),
    q,
    (r): PaymentLogRow => ({
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
    }),
  );
}
