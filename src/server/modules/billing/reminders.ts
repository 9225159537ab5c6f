import type { Expression } from 'kysely';
import { formatInr } from '../../../shared/billing/money';
import { PLAN_STATUS } from '../../../shared/billing/constants';
import { addDaysYmd } from '../../../shared/time/business-clock';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';
import type { SubscriptionPackagesTable } from '../../db/schema';
import { setUpHint } from '../settings/service';
import { paymentGatewayOf } from './payment-gateway';
import { paymentsService } from './payments';
import { phoneOf, reminderSenderFromSettings, type ReminderSender } from './reminder-sender';
import {
  sendRenewalReminder,
  type ReminderHooks,
  type ReminderOutcome,
  type RenewalDueRow,
} from './renewal-reminders';

const DAY = 86_400_000;
/** A renewal reminder goes out from 7 days before the end; reminders repeat every 3 days at most. */
export const RENEWAL_WINDOW_DAYS = 7;
export const REMIND_EVERY_DAYS = 3;
/** An unpaid plan gets its first payment reminder a day after it was made. */
const PAYMENT_GRACE_DAYS = 1;

/** A user plan's columns as the outer query names them. */
interface PlanRefs {
  userId: Expression<number>;
  endDate: Expression<string>;
  planType: Expression<SubscriptionPackagesTable['plan_type']>;
}

/**
 * Renewed another way: a paid plan of the same kind (the package's plan type) of the plan's user
 * runs past its end. One rule for both reminders: a renewal and an ended renewal plan's payment.
 */
function laterPaidPlanOfKind(db: DB, plan: PlanRefs) {
  return db
    .selectFrom('user_plans as later')
    .innerJoin('subscription_packages as lp', 'lp.id', 'later.subscription_plan_id')
    .select('later.id')
    .where('later.user_id', '=', plan.userId)
    .where('later.status', '=', PLAN_STATUS.paid)
    .where('later.end_date', '>', plan.endDate)
    .where('lp.plan_type', '=', plan.planType);
}

/**
 * The reminder job's work (issue 5, Reminders; issue 27): ends plans whose end date has passed,
 * then sends renewal reminders for paid plans (and additional plans) ending within 7 days and
 * payment reminders for unpaid plans with a payment link, for those whose flag is on. A plan's
 * renewal reminder carries the payment link of its one unpaid renewal plan (renewal-reminders.ts);
 * `hooks.reminderSent` hears of each renewal reminder (the composition root puts it in the inbox).
 */
export async function runBillingReminders(
  ctx: AppContext,
  given?: ReminderSender | null,
  hooks: ReminderHooks = {},
) {
  const { db } = ctx;
  // Read at each run: the Settings page applies without a restart (issue 9 §1).
  const found = given === undefined ? await reminderSenderFromSettings(ctx) : { sender: given, missing: [] };
  const sender = found.sender;
  const today = ctx.clock.today();
  const now = ctx.clock.now();
  const stamp = now.toISOString();
  const again = new Date(now.getTime() - REMIND_EVERY_DAYS * DAY).toISOString();

  const ended = await db
    .updateTable('user_plans')
    .set({ is_active: 0, updated_at: stamp })
    .where('is_active', '=', 1)
    .where('status', '=', PLAN_STATUS.paid)
    .where('end_date', '<', today)
    .returning('user_id')
    .execute();
  for (const userId of new Set(ended.map((r) => r.user_id))) ctx.users.forgetUser(userId);

  const due = (column: 'up.renewal_reminded_at' | 'up.payment_reminded_at') =>
    db
      .selectFrom('user_plans as up')
      .innerJoin('users as u', 'u.id', 'up.user_id')
      .innerJoin('subscription_packages as p', 'p.id', 'up.subscription_plan_id')
      .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<', again)]))
      .where('u.is_active', '=', 1);
  /** Whom a reminder goes to: their name, company and WhatsApp number. */
  const contact = ['u.user_name', 'u.company_name', 'u.country_code', 'u.mobile_number'] as const;
  const who = ['up.id', ...contact, 'p.name'] as const;

  const renewals: RenewalDueRow[] = await due('up.renewal_reminded_at')
    .select([...who, 'up.end_date', 'up.user_id', 'up.subscription_plan_id', 'up.quantity'])
    .where('up.status', '=', PLAN_STATUS.paid)
    .where('up.is_renewal_reminder', '=', 1)
    .where('up.end_date', '>=', today)
    .where('up.end_date', '<=', addDaysYmd(today, RENEWAL_WINDOW_DAYS))
    // Renewed already (the renewal plan paid, or another paid plan of the kind runs on): no reminder.
    .where(({ not, exists, ref }) =>
      not(
        exists(
          laterPaidPlanOfKind(db, {
            userId: ref('up.user_id'),
            endDate: ref('up.end_date'),
            planType: ref('p.plan_type'),
          }),
        ),
      ),
    )
    .execute();
  const subRenewals = await db
    .selectFrom('user_sub_plans as s')
    .innerJoin('user_plans as up', 'up.id', 's.user_plan_id')
    .innerJoin('users as u', 'u.id', 'up.user_id')
    .select(['s.id', 's.name', 's.end_date', 'up.id as user_plan_id', 'up.user_id', ...contact])
    .where('up.status', '=', PLAN_STATUS.paid)
    .where('s.is_renewal_reminder', '=', 1)
    .where('u.is_active', '=', 1)
    .where('s.end_date', '>=', today)
    .where('s.end_date', '<=', addDaysYmd(today, RENEWAL_WINDOW_DAYS))
    .where((eb) => eb.or([eb('s.renewal_reminded_at', 'is', null), eb('s.renewal_reminded_at', '<', again)]))
    .execute();
  const payments = await due('up.payment_reminded_at')
    .select([...who, 'up.total_amount', 'up.payment_link'])
    .where('up.status', '=', PLAN_STATUS.unpaid)
    .where('up.is_payment_reminder', '=', 1)
    .where('up.total_amount', '>', 0)
    .where('up.payment_link', 'is not', null)
    .where('up.created_at', '<', new Date(now.getTime() - PAYMENT_GRACE_DAYS * DAY).toISOString())
    // A renewal plan's link goes with its plan's renewal reminders while that plan runs; once it
    // has ended, the unpaid renewal plan gets payment reminders like any other, unless the user
    // renewed another way (a paid plan of the kind runs past the ended one).
    .where(({ not, exists, or, selectFrom }) =>
      not(
        exists(
          selectFrom('renewal_reminders as rr')
            .innerJoin('user_plans as ending', 'ending.id', 'rr.user_plan_id')
            .innerJoin('subscription_packages as ep', 'ep.id', 'ending.subscription_plan_id')
            .select('rr.id')
            .whereRef('rr.renewal_plan_id', '=', 'up.id')
            .where((eb) =>
              or([
                eb('ending.end_date', '>=', today),
                eb.exists(
                  laterPaidPlanOfKind(db, {
                    userId: eb.ref('ending.user_id'),
                    endDate: eb.ref('ending.end_date'),
                    planType: eb.ref('ep.plan_type'),
                  }),
                ),
              ]),
            ),
        ),
      ),
    )
    .execute();

  const gateway = sender && renewals.length ? await paymentGatewayOf(ctx).gateway() : null;
  const summary = {
    plansEnded: ended.length,
    renewalDue: renewals.length + subRenewals.length,
    paymentDue: payments.length,
    renewalSent: 0,
    paymentSent: 0,
    renewalPlansMade: 0,
    /** Renewal reminders that went without a payment link (see RENEWAL_NO_LINK_TEXT). */
    withoutLink: 0,
    noMobile: 0,
    failed: 0,
    errors: [] as string[],
    ...(sender ? {} : { skipped: setUpHint('Sending reminders by WhatsApp', 'whatsapp', found.missing) }),
    // Issue 27: without a gateway the renewal reminders still go, without a link; this says why.
    ...(sender && renewals.length && !gateway
      ? { paymentLinks: setUpHint('Payment links in renewal reminders', 'payments') }
      : {}),
  };
  if (!sender) return summary;
  const noteError = (message: string) => {
    if (summary.errors.length < 20) summary.errors.push(message);
  };

  const renewalRun = {
    ctx,
    sender,
    hooks,
    stamp,
    links: gateway ? paymentsService(ctx) : null,
    noteError,
  };
  const tally = (o: ReminderOutcome) => {
    if (o.noMobile) summary.noMobile += 1;
    if (o.planMade) summary.renewalPlansMade += 1;
    if (o.sent) summary.renewalSent += 1;
    if (o.sent && !o.link) summary.withoutLink += 1;
    if (o.error) summary.failed += 1;
  };
  for (const row of renewals) tally(await sendRenewalReminder(renewalRun, { kind: 'plan', row }));
  for (const row of subRenewals) tally(await sendRenewalReminder(renewalRun, { kind: 'subPlan', row }));

  // Each payment reminder to the row's user (by company name, else user name), then the row is marked.
  for (const r of payments) {
    const to = phoneOf(r);
    if (!to) {
      summary.noMobile += 1;
      continue;
    }
    try {
      const message = sender.payment({
        name: r.company_name || r.user_name,
        plan: r.name,
        amount: formatInr(r.total_amount),
        link: r.payment_link!,
      });
      await sender.send(to, message);
      await db.updateTable('user_plans').set({ payment_reminded_at: stamp }).where('id', '=', r.id).execute();
      summary.paymentSent += 1;
    } catch (err) {
      summary.failed += 1;
      noteError((err as Error).message);
    }
  }
  return summary;
}
