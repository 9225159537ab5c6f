import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type {
  CampaignDetail,
  CampaignMessage,
  campaignMessagesQuery,
  campaignsQuery,
  WhatsAppCampaign,
} from '../../../../shared/whatsapp/campaigns';
import { messageErrorText } from '../../../../shared/whatsapp/message-error';
import type { AppContext } from '../../../context';
import type { DB } from '../../../db/connect';
import { pageOf, sortedOn } from '../../../db/list';
import type { WhatsappCampaignsTable } from '../../../db/schema';
import { foundOr404, ownedBy } from '../../../db/tenancy';
import type { AuthUser } from '../../../http/context';
import { META_CODES } from '../../../providers/whatsapp/cloud-api';
import { deliveryOf, type MessageRow } from './rows';
import { senderOf } from './sender';

type CampaignRow = Selectable<WhatsappCampaignsTable>;

/** A campaign row as the lists and the detail answer it (the admin list adds its owner). */
export const campaignOf = (r: CampaignRow): WhatsAppCampaign => ({
  id: r.id,
  name: r.name,
  templateName: r.template_name,
  totalMessages: r.total,
  sentMessages: r.sent,
  deliveredMessages: r.delivered,
  readMessages: r.read,
  failedMessages: r.failed,
  repliedMessages: r.replied,
  state: r.state,
  resumesAt: r.resume_at,
  createdDate: r.created_at,
});

const messageOf = (r: MessageRow): CampaignMessage => ({
  id: r.id,
  contactId: r.contact_id,
  name: r.name,
  ...deliveryOf(r),
});

/** Spec 03 §2.4: my campaigns, newest first; counts as they are now (they move while sending). */
export function listCampaigns(db: DB, caller: AuthUser, q: z.output<typeof campaignsQuery>) {
  let base = db.selectFrom('whatsapp_campaigns').where('user_id', '=', caller.id);
  if (q.TemplateIds?.length) base = base.where('template_id', 'in', q.TemplateIds);
  const column = sortedOn(q.SortColumn, { createdDate: 'created_at', name: 'name' } as const, 'created_at');
  const direction = q.SortType ?? 'desc';
  return pageOf(
    base,
    (qb) => qb.selectAll().orderBy(column, direction).orderBy('id', direction),
    q,
    campaignOf,
  );
}

async function ownCampaign(db: DB, caller: AuthUser, id: number): Promise<CampaignRow> {
  return foundOr404(
    await db
      .selectFrom('whatsapp_campaigns')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', caller.id)
      .executeTakeFirst(),
    'Campaign',
  );
}

/** A campaign its owner, or an Admin (admin/manage/whatsapp/details), may read; else 404. */
async function readableCampaign(db: DB, caller: AuthUser, id: number): Promise<CampaignRow> {
  return foundOr404(
    await ownedBy(db.selectFrom('whatsapp_campaigns').selectAll(), 'user_id', caller)
      .where('id', '=', id)
      .executeTakeFirst(),
    'Campaign',
  );
}

/** Spec 03 §2.5: counts, state and the failures by reason. */
export async function campaignDetail(db: DB, caller: AuthUser, id: number): Promise<CampaignDetail> {
  const row = await readableCampaign(db, caller, id);
  const failures = await db
    .selectFrom('whatsapp_messages')
    .select((eb) => ['error_code', 'error', eb.fn.countAll<number>().as('n')])
    .where('campaign_id', '=', id)
    .where('status', '=', 'failed')
    .groupBy(['error_code', 'error'])
    .execute();
  const byReason = new Map<string, number>();
  for (const f of failures) {
    const reason = reasonOf(f.error);
    byReason.set(reason, (byReason.get(reason) ?? 0) + Number(f.n));
  }
  return {
    ...campaignOf(row),
    failuresByReason: [...byReason]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count),
  };
}

/** Spec 03 §4: error.message, then message, else the raw text (one rule, shared). */
export const reasonOf = (error: string | null): string => messageErrorText(error) || 'Unknown';

const MESSAGE_SORTS = {
  sentDate: 'sent_at',
  deliveredDate: 'delivered_at',
  readDate: 'read_at',
  name: 'name',
  status: 'status',
} as const;

/** The campaign's messages, filtered and sorted as the URL says (default Asc, spec 03 §2.7). */
export async function campaignMessages(
  db: DB,
  caller: AuthUser,
  id: number,
  q: z.output<typeof campaignMessagesQuery>,
) {
  await readableCampaign(db, caller, id);
  let base = db.selectFrom('whatsapp_messages').where('campaign_id', '=', id);
  if (q.Status) base = base.where('status', '=', q.Status);
  if (q.Replied === 'yes') base = base.where('replied_at', 'is not', null);
  if (q.Replied === 'no') base = base.where('replied_at', 'is', null);
  const column = sortedOn(q.SortColumn, MESSAGE_SORTS, 'sent_at');
  const direction = q.SortType ?? 'asc';
  return pageOf(
    base,
    (qb) => qb.selectAll().orderBy(column, direction).orderBy('id', direction),
    q,
    messageOf,
  );
}

/** Retry failed: failures that may succeed (Meta's temporary and rate refusals) are queued again. */
export async function retryFailed(
  ctx: AppContext,
  caller: AuthUser,
  id: number,
): Promise<{ requeued: number }> {
  const campaign = await ownCampaign(ctx.db, caller, id);
  const requeued = await ctx.db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('whatsapp_messages')
      .set({
        status: 'queued',
        attempts: 0,
        failed_at: null,
        error: null,
        error_code: null,
        claimed_at: null,
        next_attempt_at: ctx.clock.now().toISOString(),
      })
      .where('campaign_id', '=', id)
      .where('status', '=', 'failed')
      .where('sent_at', 'is', null)
      .where('error_code', 'in', RETRYABLE_CODES)
      .executeTakeFirst();
    const n = Number(res.numUpdatedRows);
    if (n)
      await trx
        .updateTable('whatsapp_campaigns')
        .set((eb) => ({ failed: eb('failed', '-', n), state: 'queued' }))
        .where('id', '=', id)
        .execute();
    return n;
  });
  if (requeued) senderOf(ctx).kick(campaign.account_id);
  return { requeued };
}

/** Meta's codes worth another try (temporary failures and rate limits). */
const RETRYABLE_CODES = [...META_CODES.rate, ...META_CODES.temporary];
