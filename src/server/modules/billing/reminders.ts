import { formatInr } from '../../../shared/billing/money';
import { PLAN_STATUS } from '../../../shared/billing/constants';
import { addDaysYmd } from '../../../shared/time/business-clock';
import { SETTINGS_REGISTRY } from '../../../shared/settings/registry';
import type { AppContext } from '../../context';
import { whatsappClient, whatsappConfigOf } from '../../providers/whatsapp/client';
import { setUpHint } from '../settings/service';

const DAY = 86_400_000;
/** A renewal reminder goes out from 7 days before the end; reminders repeat every 3 days at most. */
export const RENEWAL_WINDOW_DAYS = 7;
export const REMIND_EVERY_DAYS = 3;
/** An unpaid plan gets its first payment reminder a day after it was made. */
const PAYMENT_GRACE_DAYS = 1;

export interface ReminderSender {
  renewal(to: string, params: { name: string; plan: string; endDate: string }): Promise<void>;
  payment(to: string, params: { name: string; plan: string; amount: string; link: string }): Promise<void>;
}

/** The WhatsApp sender's fields reminders need (Settings → Platform WhatsApp sender). */
/** Who a reminder goes to: the columns every reminder query selects from users. */
interface Recipient {
  user_name: string;
  company_name: string | null;
  country_code: string | null;
  mobile_number: string | null;
}

const REMINDER_FIELDS = ['token', 'phoneNumberId', 'renewalTemplate', 'paymentTemplate'] as const;

/**
 * Reminders as WhatsApp Cloud API template messages (approved templates whose body takes the
 * parameters in the order below), through the same WhatsApp number as the sign-in codes. Null with
 * the labels of what is missing when the sender or a template is not set.
 */
export async function reminderSenderFromSettings(
  ctx: AppContext,
): Promise<{ sender: ReminderSender | null; missing: string[] }> {
  const settings = await ctx.settings.get('whatsapp');
  const wa = whatsappConfigOf(settings);
  const { renewalTemplate, paymentTemplate } = settings;
  if (!wa || !renewalTemplate || !paymentTemplate) {
    const labels = new Map(SETTINGS_REGISTRY.whatsapp.fields.map((f) => [f.key as string, f.label]));
    return { sender: null, missing: REMINDER_FIELDS.filter((k) => !settings[k]).map((k) => labels.get(k)!) };
  }
  const client = whatsappClient(wa);
  const send = (to: string, template: string, params: string[]) =>
    client.sendTemplate(to, template, [
      { type: 'body', parameters: params.map((text) => ({ type: 'text', text })) },
    ]);
  return {
    sender: {
      renewal: (to, p) => send(to, renewalTemplate, [p.name, p.plan, p.endDate]),
      payment: (to, p) => send(to, paymentTemplate, [p.name, p.plan, p.amount, p.link]),
    },
    missing: [],
  };
}

/**
 * The reminder job's work (issue 5, Reminders): ends plans whose end date has passed, then sends
 * renewal reminders for paid plans (and additional plans) ending within 7 days and payment
 * reminders for unpaid plans with a payment link, for those whose flag is on.
 */
export async function runBillingReminders(ctx: AppContext, given?: ReminderSender | null) {
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

  const renewals = await due('up.renewal_reminded_at')
    .select([...who, 'up.end_date'])
    .where('up.status', '=', PLAN_STATUS.paid)
    .where('up.is_renewal_reminder', '=', 1)
    .where('up.end_date', '>=', today)
    .where('up.end_date', '<=', addDaysYmd(today, RENEWAL_WINDOW_DAYS))
    .execute();
  const subRenewals = await db
    .selectFrom('user_sub_plans as s')
    .innerJoin('user_plans as up', 'up.id', 's.user_plan_id')
    .innerJoin('users as u', 'u.id', 'up.user_id')
    .select(['s.id', 's.name', 's.end_date', ...contact])
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
    .execute();

  const summary = {
    plansEnded: ended.length,
    renewalDue: renewals.length + subRenewals.length,
    paymentDue: payments.length,
    renewalSent: 0,
    paymentSent: 0,
    noMobile: 0,
    failed: 0,
    errors: [] as string[],
    ...(sender ? {} : { skipped: setUpHint('Sending reminders by WhatsApp', 'whatsapp', found.missing) }),
  };
  if (!sender) return summary;

  /** Sends one reminder to the row's user (by company name, else user name), then marks the row. */
  async function attempt(
    r: Recipient,
    send: (to: string, name: string) => Promise<void>,
    mark: () => Promise<unknown>,
  ) {
    const to = r.mobile_number ? `${r.country_code ?? '91'}${r.mobile_number}`.replace(/\D/g, '') : null;
    if (!to) {
      summary.noMobile += 1;
      return false;
    }
    try {
      await send(to, r.company_name || r.user_name);
      await mark();
      return true;
    } catch (err) {
      summary.failed += 1;
      if (summary.errors.length < 20) summary.errors.push((err as Error).message);
      return false;
    }
  }
  /** A plan's and an additional plan's renewal reminder say the same; each is marked on its own row. */
  const renewal = (r: { name: string; end_date: string | null }) => (to: string, name: string) =>
    sender.renewal(to, { name, plan: r.name, endDate: ctx.clock.formatDate(r.end_date!) });

  for (const r of renewals) {
    const mark = () =>
      db.updateTable('user_plans').set({ renewal_reminded_at: stamp }).where('id', '=', r.id).execute();
    if (await attempt(r, renewal(r), mark)) summary.renewalSent += 1;
  }
  for (const r of subRenewals) {
    const mark = () =>
      db.updateTable('user_sub_plans').set({ renewal_reminded_at: stamp }).where('id', '=', r.id).execute();
    if (await attempt(r, renewal(r), mark)) summary.renewalSent += 1;
  }
  for (const r of payments) {
    const send = (to: string, name: string) =>
      sender.payment(to, {
        name,
        plan: r.name,
        amount: formatInr(r.total_amount),
        link: r.payment_link!,
      });
    const mark = () =>
      db.updateTable('user_plans').set({ payment_reminded_at: stamp }).where('id', '=', r.id).execute();
    if (await attempt(r, send, mark)) summary.paymentSent += 1;
  }
  return summary;
}
