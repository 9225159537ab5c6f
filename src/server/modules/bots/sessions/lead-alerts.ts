import { SETTINGS_REGISTRY } from '../../../../shared/settings/registry';
import type { AppContext } from '../../../context';
import type { Job } from '../../../jobs/scheduler';
import { whatsappClient, whatsappConfigOf } from '../../../providers/whatsapp/client';
import { notificationsService } from '../../notifications/service';
import { setUpHint } from '../../settings/service';
import { sessionDepsOf, type SessionDeps } from './deps';

/** Issue 25, Leads: the alert goes 15 minutes after the last lead answer, unless Chat End comes first. */
export const LEAD_WAIT_MS = 15 * 60_000;

/** A template parameter as the Cloud API takes it: one line, short, never empty. */
const param = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat || '-';
};

/**
 * One session's lead alert (already marked sent, so it is never sent twice): with the owner's Bot
 * Lead notification on, a template from the platform's WhatsApp sender to their number with the
 * session's lead answers. A sender not set up is logged (naming the settings) and skipped.
 */
export async function sendLeadAlert(deps: SessionDeps, sessionId: number): Promise<void> {
  const { ctx } = deps;
  const session = await ctx.db
    .selectFrom('bot_sessions')
    .innerJoin('bot_visitors', 'bot_visitors.id', 'bot_sessions.visitor_id')
    .innerJoin('bots', 'bots.id', 'bot_sessions.bot_id')
    .select([
      'bot_sessions.visitor_id',
      'bot_sessions.started_at',
      'bots.user_id',
      'bots.name as bot_name',
      'bot_visitors.name',
      'bot_visitors.number',
    ])
    .where('bot_sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!session) return;
  const settings = await notificationsService(ctx).settingsOf(session.user_id);
  const to = settings.botLeadNumber;
  if (!settings.botLead || !to) return;

  const sender = await ctx.settings.get('whatsapp');
  const wa = whatsappConfigOf(sender);
  if (!wa || !sender.botLeadTemplate) {
    const labels = new Map(SETTINGS_REGISTRY.whatsapp.fields.map((f) => [f.key as string, f.label]));
    const missing = (['token', 'phoneNumberId', 'botLeadTemplate'] as const)
      .filter((k) => !sender[k])
      .map((k) => labels.get(k)!);
    ctx.log.warn(
      { userId: session.user_id, setting: 'botLead' },
      setUpHint('Bot lead alerts', 'whatsapp', missing),
    );
    return;
  }
  const answers = await ctx.db
    .selectFrom('bot_messages')
    .select('text')
    .where('visitor_id', '=', session.visitor_id)
    .where('sender', '=', 'visitor')
    .where('is_lead_message', '=', 1)
    .where('sent_at', '>=', session.started_at)
    .orderBy('id')
    .execute();
  const params = [
    param(session.bot_name),
    param(session.name ?? ''),
    param(session.number),
    param(answers.map((a) => a.text).join(', '), 700),
  ];
  await whatsappClient(wa).sendTemplate(to.replace(/\D/g, ''), sender.botLeadTemplate, [
    { type: 'body', parameters: params.map((text) => ({ type: 'text', text })) },
  ]);
}

/** Alerts that came due (15 min after a lead answer without Chat End), each claimed once. */
export async function sendDueLeadAlerts(ctx: AppContext): Promise<{ sent: number }> {
  const deps = sessionDepsOf(ctx);
  const now = ctx.clock.now().toISOString();
  const due = await ctx.db
    .selectFrom('bot_sessions')
    .select('id')
    .where('lead_due_at', '<=', now)
    .where('lead_alerted_at', 'is', null)
    .orderBy('lead_due_at')
    .limit(100)
    .execute();
  let sent = 0;
  for (const { id } of due) {
    // The claim: of the instances that saw it due, one marks it sent and sends.
    const claimed = await ctx.db
      .updateTable('bot_sessions')
      .set({ lead_alerted_at: now, lead_due_at: null })
      .where('id', '=', id)
      .where('lead_alerted_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await sendLeadAlert(deps, id);
      sent++;
    } catch (err) {
      ctx.log.error({ err, sessionId: id }, 'bot lead alert failed');
    }
  }
  return { sent };
}

export const botLeadAlertsJob: Job = {
  cronType: 'BotLeadAlerts',
  everyMs: 60_000,
  run: (ctx) => sendDueLeadAlerts(ctx),
};
