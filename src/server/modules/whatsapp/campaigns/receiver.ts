import { optKeywordOf } from '../../../../shared/whatsapp/contacts';
import type { AppContext } from '../../../context';
import type { DB } from '../../../db/connect';
import { applyOptKeyword } from '../opt-outs';
import type { WebhookEvents, WebhookReceiver, WebhookStatus } from '../webhook/events';
import { applyStatus, errorJson, heldRows, moveCounters } from './rows';

/**
 * The campaigns' share of the webhook (issue 26 Statuses, Contacts): statuses move their rows (by
 * wamid, or by the row id we put in `biz_opaque_callback_data` when the send's answer was lost), a
 * reply marks the row it answers, and STOP, UNSUBSCRIBE, the campaign's opt-out text or START set
 * the sender's opt-in. All kept in one transaction before Meta has its 200; repeats change nothing.
 */
export function campaignsReceiver(ctx: AppContext): WebhookReceiver {
  return {
    async accept(events: WebhookEvents) {
      // A message matters here only as a reply to a campaign's or as an opt keyword.
      const messages = events.messages.filter((m) => m.contextId || optKeywordOf(m.text) !== null);
      if (!events.statuses.length && !messages.length && !events.numbers.length) return;
      await ctx.db.transaction().execute(async (trx) => {
        await takeStatuses(ctx, trx, events.statuses);
        for (const m of messages) {
          const account = await trx
            .selectFrom('whatsapp_accounts')
            .select(['id', 'user_id'])
            .where('phone_number_id', '=', m.phoneNumberId)
            .executeTakeFirst();
          if (!account) continue;
          const answered = m.contextId
            ? await trx
                .selectFrom('whatsapp_messages as w')
                .innerJoin('whatsapp_campaigns as c', 'c.id', 'w.campaign_id')
                .select(['w.id', 'w.campaign_id', 'w.replied_at', 'c.opt_out_text'])
                .where('w.wamid', '=', m.contextId)
                .where('w.account_id', '=', account.id)
                .executeTakeFirst()
            : undefined;
          if (answered && !answered.replied_at) {
            await trx
              .updateTable('whatsapp_messages')
              .set({ replied_at: m.sentAt ?? ctx.clock.now().toISOString(), reply: m.text.slice(0, 1000) })
              .where('id', '=', answered.id)
              .where('replied_at', 'is', null)
              .execute();
            await moveCounters(trx, answered.campaign_id, {
              sent: 0,
              delivered: 0,
              read: 0,
              failed: 0,
              replied: 1,
            });
          }
          await applyOptKeyword(
            { db: trx, clock: ctx.clock },
            { userId: account.user_id, phone: m.sender, text: m.text, extraStopText: answered?.opt_out_text },
          );
        }
        for (const n of events.numbers)
          if (n.messagingLimit)
            await trx
              .updateTable('whatsapp_accounts')
              .set({ messaging_limit: n.messagingLimit })
              .where('business_id', '=', n.businessId)
              .execute();
      });
    },
  };
}

/**
 * The statuses of one body: their rows are found (by wamid, else by the row id we sent as callback
 * data), held in id order, and only then moved with their campaigns' counters, so two bodies that
 * share rows never wait on each other in a circle.
 */
async function takeStatuses(ctx: AppContext, trx: DB, statuses: WebhookStatus[]): Promise<void> {
  if (statuses.length === 0) return;
  const idOf = new Map<WebhookStatus, number>();
  for (const s of statuses) {
    let found = await trx
      .selectFrom('whatsapp_messages')
      .select('id')
      .where('wamid', '=', s.wamid)
      .executeTakeFirst();
    if (!found && s.callbackData && /^\d{1,12}$/.test(s.callbackData)) {
      found = await trx
        .selectFrom('whatsapp_messages as w')
        .innerJoin('whatsapp_accounts as a', 'a.id', 'w.account_id')
        .select('w.id')
        .where('w.id', '=', Number(s.callbackData))
        .where('a.phone_number_id', '=', s.phoneNumberId)
        .executeTakeFirst();
    }
    if (found) idOf.set(s, found.id);
  }
  const held = new Map((await heldRows(trx, [...new Set(idOf.values())])).map((r) => [r.id, r]));
  for (const s of statuses) {
    const id = idOf.get(s);
    const row = id === undefined ? undefined : held.get(id);
    if (!row) continue;
    const at = s.at ?? ctx.clock.now().toISOString();
    const error =
      s.status === 'failed' && s.error
        ? {
            error_code: s.error.code,
            error: errorJson({ ...s.error, message: s.error.message ?? s.error.title ?? 'Failed' }),
          }
        : {};
    held.set(
      row.id,
      await applyStatus(
        trx,
        row,
        { status: s.status, at },
        { ...(row.wamid ? {} : { wamid: s.wamid }), ...error },
      ),
    );
  }
}
