import { sql } from 'kysely';
import type { PAYMENT_LOG_STATES } from '../../../shared/billing/constants';
import type {
  REMINDER_STATUSES,
  RenewalDue,
  RenewalReminderQuery,
  RenewalReminderRow,
} from '../../../shared/billing/renewal';
import type { ListData } from '../../../shared/http/envelope';
import type { BusinessClock } from '../../../shared/time/business-clock';
import type { DB } from '../../db/connect';
import { containsText, inDayRange, pageOf } from '../../db/list';
import { notFound } from '../../http/errors';

/**
 * Renewal Reminder Logs (issue 27): each reminder with its user, the plan that ends, the renewal
 * plan and its payment, and the ticks. The ticks live in one place, the inbox's message of the
 * reminder's wamid (its status webhooks keep them), and are read from there.
 */
function joined(db: DB) {
  return db
    .selectFrom('renewal_reminders as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('user_plans as ending', 'ending.id', 'r.user_plan_id')
    .innerJoin('subscription_packages as ep', 'ep.id', 'ending.subscription_plan_id')
    .leftJoin('user_sub_plans as s', 's.id', 'r.user_sub_plan_id')
    .leftJoin('user_plans as rp', 'rp.id', 'r.renewal_plan_id')
    .leftJoin('subscription_packages as rpp', 'rpp.id', 'rp.subscription_plan_id')
    .leftJoin('payment_logs as l', 'l.id', 'r.payment_log_id')
    .leftJoin('inbox_messages as m', (j) => j.onRef('m.wamid', '=', 'r.wamid').on('m.is_business', '=', 1));
}

const planName = sql<string>`coalesce(s.name, ep.name)`;
const endDate = sql<string | null>`coalesce(s.end_date, ending.end_date)`;

const SORT = {
  sentDate: sql`r.sent_at`,
  endDate,
  userName: sql`u.user_name`,
  companyName: sql`u.company_name`,
  planName,
  paidDate: sql`l.paid_at`,
} as const;

const COLUMNS = [
  'r.id',
  'r.user_id',
  'u.user_name',
  'u.company_name',
  'r.phone',
  planName.as('plan_name'),
  endDate.as('end_date'),
  'r.renewal_plan_id',
  'rpp.name as renewal_plan_name',
  'rp.total_amount as renewal_amount',
  'rp.start_date as renewal_start',
  'rp.end_date as renewal_end',
  'r.sent_at',
  'r.wamid',
  'r.error',
  'm.status as tick',
  'm.error as tick_error',
  'm.delivered_at',
  'm.read_at',
  'r.payment_link',
  'l.status as payment_status',
  'l.paid_at',
] as const;

const select = (db: DB) => joined(db).select(COLUMNS);

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const rowOf = (r: Row): RenewalReminderRow => ({
  id: r.id,
  userId: r.user_id,
  userName: r.user_name,
  companyName: r.company_name,
  phone: r.phone,
  planName: r.plan_name,
  endDate: r.end_date,
  renewalPlanId: r.renewal_plan_id,
  renewalPlanName: r.renewal_plan_name ?? null,
  amount: r.renewal_amount ?? null,
  sentDate: r.sent_at,
  // A send Meta refused never reached the inbox's ticks; else the inbox's status, sent until then.
  status: (r.error
    ? 'failed'
    : (r.tick ?? (r.wamid ? 'sent' : 'pending'))) as (typeof REMINDER_STATUSES)[number],
  deliveredDate: r.delivered_at ?? null,
  readDate: r.read_at ?? null,
  error: r.error ?? (r.tick === 'failed' ? (r.tick_error ?? null) : null),
  paymentLink: r.payment_link,
  paymentStatus: (r.payment_status ?? null) as (typeof PAYMENT_LOG_STATES)[number] | null,
  paid: r.payment_status === 'paid',
  paidDate: r.payment_status === 'paid' ? (r.paid_at ?? null) : null,
});

/** The list: Search by user, company or number, the day range on the day sent, Paid yes or no. */
export function renewalReminders(
  db: DB,
  clock: BusinessClock,
  q: RenewalReminderQuery,
): Promise<ListData<RenewalReminderRow>> {
  let base = joined(db);
  if (q.Search) {
    const term = q.Search;
    const digits = term.replace(/[\s+()-]/g, '');
    base = base.where((eb) =>
      eb.or([
        containsText(eb, 'u.user_name', term),
        containsText(eb, 'u.company_name', term),
        // A number as typed with spaces, a plus or dashes still finds its digits.
        ...(/^\d+$/.test(digits) ? [containsText(eb, 'r.phone', digits)] : []),
      ]),
    );
  }
  base = inDayRange(base, clock.dayRange(q.StartDate, q.EndDate), 'r.sent_at');
  if (q.Paid === 'yes') base = base.where('l.status', '=', 'paid');
  if (q.Paid === 'no')
    base = base.where((eb) => eb.or([eb('l.status', 'is', null), eb('l.status', '!=', 'paid')]));
  const direction = q.SortType ?? 'desc';
  const column = SORT[q.SortColumn ?? 'sentDate'];
  return pageOf(
    base,
    (b) =>
      b
        .select(COLUMNS)
        .orderBy(column, (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
        .orderBy('r.id', direction),
    q,
    rowOf,
  );
}

/** The latest reminder of a plan (not an additional plan) to a number: the renewal chat panel. */
export async function renewalDueByPhone(db: DB, phone: string): Promise<RenewalDue> {
  const row = await select(db)
    .where('r.phone', '=', phone)
    .where('r.user_sub_plan_id', 'is', null)
    .orderBy('r.sent_at', 'desc')
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
  if (!row) throw notFound('Renewal reminder');
  return {
    ...rowOf(row),
    renewalStartDate: row.renewal_start ?? null,
    renewalEndDate: row.renewal_end ?? null,
  };
}
