import { RENEWAL_NO_LINK_TEXT } from '../../../shared/billing/renewal';
import type { AppContext } from '../../context';
import { CloudApiError } from '../../providers/whatsapp/cloud-api';
import type { PaymentsService } from './payments';
import { phoneOf, type Recipient, type ReminderSender } from './reminder-sender';
import { insertReminder, startRenewalReminder, type ReminderRow } from './renewal-plans';

/** A renewal reminder that went out (or was refused), for the platform number's chat with the user. */
export interface ReminderSent {
  userId: number;
  /** The digits it went to. */
  phone: string;
  numberId: string;
  /** One line for the chat list. */
  text: string;
  /** The template message as sent (JSON text): the chat previews it. */
  body: string;
  wamid: string | null;
  /** Meta's refusal as JSON (`{ error: { code, message, details } }`), or null. */
  error: string | null;
}

/**
 * What the reminders job tells others. Billing cannot import the inbox (the inbox reaches billing
 * through WhatsApp: an import circle), so the composition root passes the inbox in.
 */
export interface ReminderHooks {
  reminderSent?(sent: ReminderSent): Promise<unknown>;
}

/** A paid plan whose renewal reminder is due. */
export interface RenewalDueRow extends Recipient {
  id: number;
  user_id: number;
  subscription_plan_id: number;
  quantity: number;
  /** The package's name. */
  name: string;
  end_date: string;
}

/** An additional plan whose renewal reminder is due; it has no package plan of its own to renew into. */
export interface SubRenewalDueRow extends Recipient {
  id: number;
  user_plan_id: number;
  user_id: number;
  name: string;
  end_date: string | null;
}

export interface RenewalRun {
  ctx: AppContext;
  sender: ReminderSender;
  hooks: ReminderHooks;
  /** The run's moment: the reminders' sent time and the plans' renewal_reminded_at. */
  stamp: string;
  /** Payment links, when the gateway is set up. */
  links: Pick<PaymentsService, 'createLink'> | null;
  noteError(message: string): void;
}

export interface ReminderOutcome {
  noMobile?: boolean;
  planMade?: boolean;
  sent?: boolean;
  link?: string | null;
  error?: string | null;
}

/** Meta's refusal as the chat's error modal parses it (spec 03 §4: error.message, then message). */
const refusal = (err: unknown) =>
  JSON.stringify({
    error: {
      code: err instanceof CloudApiError ? (err.code ?? null) : null,
      message: err instanceof CloudApiError ? err.meta.userMessage || err.message : (err as Error).message,
      details: err instanceof CloudApiError ? (err.meta.details ?? null) : null,
    },
  });

/**
 * One renewal reminder (issue 27): a plan's carries the payment link of its one unpaid renewal plan
 * (made by the first reminder, reused by the later ones); an additional plan's, and any reminder
 * when online payment is not set up or the link could not be made, says to contact the business
 * instead. Each attempt is kept in renewal_reminders with the wamid or Meta's refusal and counts as
 * the reminder (the next one is due 3 days later, sent or not: a refusal is seldom temporary, and
 * the client already retried rate limits and Meta's own failures).
 */
export async function sendRenewalReminder(
  run: RenewalRun,
  item: { kind: 'plan'; row: RenewalDueRow } | { kind: 'subPlan'; row: SubRenewalDueRow },
): Promise<ReminderOutcome> {
  const { ctx, sender, stamp } = run;
  const r = item.row;
  const phone = phoneOf(r);
  if (!phone) return { noMobile: true };
  const base: ReminderRow = {
    user_id: r.user_id,
    user_plan_id: item.kind === 'plan' ? item.row.id : item.row.user_plan_id,
    user_sub_plan_id: item.kind === 'subPlan' ? item.row.id : null,
    phone,
    sent_at: stamp,
  };

  let reminderId: number;
  let renewalPlanId: number | null = null;
  let planMade = false;
  try {
    if (item.kind === 'plan') {
      const started = await startRenewalReminder(ctx, item.row, base);
      ({ reminderId, renewalPlanId, made: planMade } = started);
    } else {
      reminderId = await insertReminder(ctx.db, base, null, stamp);
    }
  } catch (err) {
    ctx.log.warn({ err, planId: base.user_plan_id }, 'renewal reminder not started');
    run.noteError((err as Error).message);
    return { error: (err as Error).message };
  }

  let link: { logId: number; short_url: string } | null = null;
  if (renewalPlanId !== null && run.links) {
    try {
      link = await run.links.createLink(r.user_id, [renewalPlanId]);
    } catch (err) {
      run.noteError(`No payment link for plan ${renewalPlanId}: ${(err as Error).message}`);
    }
  }

  const endDate = r.end_date ? ctx.clock.formatDate(r.end_date) : '';
  const message = sender.renewal({
    name: r.company_name || r.user_name,
    plan: r.name,
    endDate,
    link: link?.short_url ?? RENEWAL_NO_LINK_TEXT,
  });
  let wamid: string | null = null;
  let error: string | null = null;
  try {
    wamid = (await sender.send(phone, message)).messageId || null;
  } catch (err) {
    error = refusal(err);
    run.noteError((err as Error).message);
  }

  await ctx.db
    .updateTable('renewal_reminders')
    .set({ payment_log_id: link?.logId ?? null, payment_link: link?.short_url ?? null, wamid, error })
    .where('id', '=', reminderId)
    .execute();
  if (item.kind === 'plan')
    await ctx.db
      .updateTable('user_plans')
      .set({ renewal_reminded_at: stamp })
      .where('id', '=', r.id)
      .execute();
  else
    await ctx.db
      .updateTable('user_sub_plans')
      .set({ renewal_reminded_at: stamp })
      .where('id', '=', r.id)
      .execute();

  await run.hooks
    .reminderSent?.({
      userId: r.user_id,
      phone,
      numberId: sender.numberId,
      text: `Renewal reminder: ${r.name} ends on ${endDate}. ${link?.short_url ?? RENEWAL_NO_LINK_TEXT}`,
      body: JSON.stringify(message),
      wamid,
      error,
    })
    .catch((err: unknown) => ctx.log.warn({ err, reminderId }, 'renewal reminder not recorded in the inbox'));

  return { planMade, sent: error === null, link: link?.short_url ?? null, error };
}
