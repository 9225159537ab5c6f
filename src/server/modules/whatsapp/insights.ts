import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import { addDaysYmd, type BusinessClock } from '../../../shared/time/business-clock';
import {
  INSIGHTS_MAX_DAYS,
  INSIGHTS_MESSAGES as M,
  type insightsQuery,
  type WhatsAppInsights,
} from '../../../shared/whatsapp/insights';
import { messageErrorText } from '../../../shared/whatsapp/message-error';
import type { DB } from '../../db/connect';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';

type Deps = { db: DB; clock: Pick<BusinessClock, 'today' | 'dayRange' | 'ymdAt'> };

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

/** The range asked for, or this month up to today; at most INSIGHTS_MAX_DAYS days (else 400). */
function rangeOf(clock: Deps['clock'], q: z.output<typeof insightsQuery>) {
  const today = clock.today();
  const EndDate = q.EndDate ?? (q.StartDate && q.StartDate > today ? q.StartDate : today);
  const StartDate = q.StartDate ?? (q.EndDate ? q.EndDate.slice(0, 8) + '01' : today.slice(0, 8) + '01');
  const days: string[] = [];
  for (let d = StartDate; d <= EndDate; d = addDaysYmd(d, 1)) {
    days.push(d);
    if (days.length > INSIGHTS_MAX_DAYS)
      throw new HttpError(400, M.rangeTooLong, 'BadRequest', { EndDate: M.rangeTooLong });
  }
  return { StartDate, EndDate, days };
}

/**
 * Spec 03 §7.5, §8.3: the caller's WhatsApp figures over business days. A message belongs to the
 * day it went out (sent, or failed before it could be); its delivery, reading and reply count
 * with it whenever they came, so rates never pass 100% and the daily bars add up to the cards.
 */
export async function insightsOf(
  deps: Deps,
  caller: AuthUser,
  q: z.output<typeof insightsQuery>,
): Promise<WhatsAppInsights> {
  const { db, clock } = deps;
  const { StartDate, EndDate, days } = rangeOf(clock, q);
  const { from, to } = clock.dayRange(StartDate, EndDate) as { from: string; to: string };
  const wentOut = sql<string>`coalesce(m.sent_at, m.failed_at)`;
  const messages = db
    .selectFrom('whatsapp_messages as m')
    .innerJoin('whatsapp_campaigns as c', 'c.id', 'm.campaign_id')
    .where('c.user_id', '=', caller.id)
    .where(sql<SqlBool>`${wentOut} >= ${from}`)
    .where(sql<SqlBool>`${wentOut} <= ${to}`);

  const [byMinute, failures, campaigns, optOuts] = await Promise.all([
    // By the minute (the business day's edge may sit on a half hour), then into business days here.
    messages
      .select((eb) => [
        sql<string>`substr(${wentOut}, 1, 16)`.as('minute'),
        eb.fn.countAll<number>().as('n'),
        eb.fn.count<number>('m.sent_at').as('sent'),
        eb.fn.count<number>('m.delivered_at').as('delivered'),
        eb.fn.count<number>('m.read_at').as('read'),
        eb.fn.count<number>('m.replied_at').as('replied'),
        sql<number>`sum(case when m.status = 'failed' then 1 else 0 end)`.as('failed'),
      ])
      .groupBy(sql`substr(${wentOut}, 1, 16)`)
      .execute(),
    messages
      .select((eb) => ['m.error', eb.fn.countAll<number>().as('n')])
      .where('m.status', '=', 'failed')
      .groupBy('m.error')
      .execute(),
    db
      .selectFrom('whatsapp_campaigns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', caller.id)
      .where('created_at', '>=', from)
      .where('created_at', '<=', to)
      .executeTakeFirst(),
    db
      .selectFrom('whatsapp_opt_outs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', caller.id)
      .where('created_at', '>=', from)
      .where('created_at', '<=', to)
      .executeTakeFirst(),
  ]);

  const daily = new Map(days.map((date) => [date, { date, sent: 0, delivered: 0, read: 0, failed: 0 }]));
  const totals = { messages: 0, sent: 0, delivered: 0, read: 0, failed: 0, replied: 0 };
  for (const r of byMinute) {
    const day = daily.get(clock.ymdAt(`${r.minute}:00.000Z`));
    const row = {
      messages: Number(r.n),
      sent: Number(r.sent),
      delivered: Number(r.delivered),
      read: Number(r.read),
      failed: Number(r.failed),
      replied: Number(r.replied),
    };
    for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += row[k];
    if (day) {
      day.sent += row.sent;
      day.delivered += row.delivered;
      day.read += row.read;
      day.failed += row.failed;
    }
  }

  const reasons = new Map<string, number>();
  for (const f of failures) {
    const reason = messageErrorText(f.error) || 'Unknown';
    reasons.set(reason, (reasons.get(reason) ?? 0) + Number(f.n));
  }

  return {
    StartDate,
    EndDate,
    counts: {
      campaigns: Number(campaigns?.n ?? 0),
      ...totals,
      optOuts: Number(optOuts?.n ?? 0),
    },
    rates: {
      delivered: percent(totals.delivered, totals.sent),
      read: percent(totals.read, totals.sent),
      replied: percent(totals.replied, totals.delivered),
      failed: percent(totals.failed, totals.messages),
    },
    daily: [...daily.values()],
    failureReasons: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
  };
}
