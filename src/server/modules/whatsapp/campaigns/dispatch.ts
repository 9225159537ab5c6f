import type { Selectable } from 'kysely';
import { tierLimit } from '../../../../shared/whatsapp/account';
import type { AppContext } from '../../../context';
import type { WhatsappCampaignsTable } from '../../../db/schema';
import { releaseLease, renewLease, takeLease } from '../../../jobs/scheduler';
import { CloudApiError, type CloudApi, type CloudApiErrorKind } from '../../../providers/whatsapp/cloud-api';
import { accountApi, accountById, type AccountRow } from '../accounts';
import { cloudMediaId } from './media';
import { withMedia } from './params';
import { pairWaitMs, retryWaitMs, sendRate, type SendRate } from './pacing';
import { counterMoves, mergeStatus } from '../../../../shared/whatsapp/status-merge';
import type { DB } from '../../../db/connect';
import { applyStatus, errorJson, heldRow, heldRows, moveCounters, type MessageRow } from './rows';

type Campaign = Selectable<WhatsappCampaignsTable>;

/** A number's send lease: short, renewed while sending, so a stopped server's numbers are taken over soon. */
export const SEND_LEASE_MS = 10_000;
const BATCH = 200;
/** Rows sending at once (a number's requests in flight). */
const IN_FLIGHT = 16;
/** A row left `sending` this long with no status from Meta was never sent: it is sent again. */
export const SENDING_GRACE_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
const PAIR_RATE = 131056;
const THROUGHPUT = 130429;
const DAY = 86_400_000;

export interface DispatchResult {
  sent: number;
  requeued: number;
  failed: number;
  /** Set when the messaging limit stopped the run: when it may go on. */
  waitingUntil: string | null;
  /** The earliest time a row waits for (a retry), if any. */
  nextDueAt: string | null;
}

/**
 * Sends one number's queued campaign rows (issue 26 Pacing, Never twice, Retries): under the
 * number's database lease (renewed while it runs), so one server sends for a number at a time; each
 * row claimed queued → sending by a conditional update, so even two holders could not send a row
 * twice; each send carries the row id in `biz_opaque_callback_data`. Returns null when another
 * server holds the number.
 */
export async function dispatchNumber(
  ctx: AppContext,
  accountId: number,
  stopped: () => boolean,
): Promise<DispatchResult | null> {
  const leaseName = `wa-send:${accountId}`;
  if (!(await takeLease(ctx, leaseName, SEND_LEASE_MS))) return null;
  const renew = setInterval(() => {
    renewLease(ctx, leaseName, SEND_LEASE_MS).catch((err) =>
      ctx.log.warn({ err, accountId }, 'send lease renewal failed'),
    );
  }, SEND_LEASE_MS / 3).unref();
  try {
    const account = await accountById(ctx.db, accountId);
    const api = account && (await accountApi(ctx, account));
    if (!account || !api) return { sent: 0, requeued: 0, failed: 0, waitingUntil: null, nextDueAt: null };
    return await sendAll(ctx, account, api, stopped);
  } finally {
    clearInterval(renew);
    // Given up at once: a server handed new rows for this number (a campaign made on it) sends them now,
    // not after the rest of this lease.
    await releaseLease(ctx, leaseName).catch((err) =>
      ctx.log.warn({ err, accountId }, 'send lease release failed'),
    );
  }
}

async function sendAll(
  ctx: AppContext,
  account: AccountRow,
  api: CloudApi,
  stopped: () => boolean,
): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, requeued: 0, failed: 0, waitingUntil: null, nextDueAt: null };
  const rate = sendRate(account.throughput ?? 80);
  const campaigns = new Map<number, Campaign>();
  const sent = sentRows(ctx, account);
  await resendStale(ctx, account.id);
  while (!stopped()) {
    const room = await tierRoom(ctx, account);
    if (room.left <= 0) {
      result.waitingUntil = room.resumesAt;
      await markWaiting(ctx, account.id, room.resumesAt);
      break;
    }
    const rows = await claim(ctx, account.id, Math.min(BATCH, room.left));
    if (rows.length === 0) break;
    await markSending(ctx, rows);
    const ready = await withCloudMedia(ctx, api, rate, campaigns, rows, result);
    let next = 0;
    const worker = async () => {
      while (next < ready.length && !stopped()) {
        const row = ready[next++];
        await rate.take();
        await sendRow(ctx, sent, api, rate, campaigns.get(row.campaign_id)!, row, result);
      }
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, ready.length) }, worker));
    await sent.flush();
    // A stop between claim and send leaves rows claimed: they go back to the queue.
    if (stopped()) await releaseClaimed(ctx, ready.slice(next));
  }
  await finishCampaigns(ctx, account.id);
  const due = await ctx.db
    .selectFrom('whatsapp_messages')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .where('account_id', '=', account.id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  result.nextDueAt = due?.at ?? null;
  return result;
}

/** Claims up to `n` due rows: queued → sending, only where still queued (a second claimer gets none of them). */
async function claim(ctx: AppContext, accountId: number, n: number): Promise<MessageRow[]> {
  const now = ctx.clock.now().toISOString();
  const due = await ctx.db
    .selectFrom('whatsapp_messages')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(n)
    .execute();
  if (due.length === 0) return [];
  return ctx.db
    .updateTable('whatsapp_messages')
    .set({ status: 'sending', claimed_at: now })
    .where(
      'id',
      'in',
      due.map((r) => r.id),
    )
    .where('status', '=', 'queued')
    .returningAll()
    .execute();
}

/**
 * The claimed rows ready to send, each campaign's header media at the Cloud API first (issue 26:
 * uploaded once per campaign, under this number's lease, its id stored before a send names it).
 * When the upload fails, its campaign's rows are settled here instead: Meta's own failure or no
 * answer (nothing was sent) waits the rows' backoff; a refusal fails every unsent row with it.
 */
async function withCloudMedia(
  ctx: AppContext,
  api: CloudApi,
  rate: SendRate,
  campaigns: Map<number, Campaign>,
  rows: MessageRow[],
  result: DispatchResult,
): Promise<MessageRow[]> {
  const refused = new Set<number>();
  for (const campaignId of new Set(rows.map((r) => r.campaign_id))) {
    let campaign = campaigns.get(campaignId);
    if (!campaign) {
      campaign = await ctx.db
        .selectFrom('whatsapp_campaigns')
        .selectAll()
        .where('id', '=', campaignId)
        .executeTakeFirstOrThrow();
      campaigns.set(campaign.id, campaign);
    }
    try {
      await cloudMediaId(ctx, api, campaign);
    } catch (err) {
      if (!(err instanceof CloudApiError)) throw err;
      refused.add(campaignId);
      const claimed = rows.filter((r) => r.campaign_id === campaignId);
      if (err.kind === 'refused' || err.kind === 'windowClosed')
        await failUnsent(ctx, campaignId, claimed, err, result);
      else
        for (const row of claimed)
          await settleRefusal(ctx, rate, row, err, result, err.kind === 'timedOut' ? 'temporary' : err.kind);
    }
  }
  return rows.filter((r) => !refused.has(r.campaign_id));
}

/** A campaign whose header media Meta refused: its queued rows and these claimed ones fail with Meta's reason. */
async function failUnsent(
  ctx: AppContext,
  campaignId: number,
  claimed: MessageRow[],
  err: CloudApiError,
  result: DispatchResult,
) {
  const ids = claimed.map((r) => r.id);
  await ctx.db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('whatsapp_messages')
      .set({
        status: 'failed',
        failed_at: ctx.clock.now().toISOString(),
        claimed_at: null,
        error_code: err.code ?? null,
        error: errorJson({
          code: err.code,
          title: err.meta.userTitle,
          message: err.message.replace(/^WhatsApp Cloud API: /, ''),
          details: err.meta.details ?? err.meta.userMessage,
        }),
      })
      .where('campaign_id', '=', campaignId)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'queued'),
          ...(ids.length
            ? [eb.and([eb('status', '=', 'sending'), eb('id', 'in', ids), eb('wamid', 'is', null)])]
            : []),
        ]),
      )
      .executeTakeFirst();
    const n = Number(res.numUpdatedRows);
    // Rows not sent yet: each only adds to the failed count.
    await moveCounters(trx, campaignId, { sent: 0, delivered: 0, read: 0, failed: n });
    result.failed += n;
  });
}

async function releaseClaimed(ctx: AppContext, rows: MessageRow[]): Promise<void> {
  if (rows.length === 0) return;
  await ctx.db
    .updateTable('whatsapp_messages')
    .set({ status: 'queued', claimed_at: null })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .where('status', '=', 'sending')
    .where('wamid', 'is', null)
    .execute();
}

async function sendRow(
  ctx: AppContext,
  sent: ReturnType<typeof sentRows>,
  api: CloudApi,
  rate: SendRate,
  campaign: Campaign,
  row: MessageRow,
  result: DispatchResult,
): Promise<void> {
  const components = withMedia(JSON.parse(row.params) as unknown[], campaign.header_type, {
    id: campaign.header_media_id ?? undefined,
    link: campaign.header_media_url ?? undefined,
    filename: campaign.header_media_name ?? undefined,
  });
  try {
    const { messageId } = await api.send(row.phone, {
      type: 'template',
      template: { name: campaign.template_name, language: { code: campaign.language }, components },
      biz_opaque_callback_data: String(row.id),
    });
    await sent.add({ id: row.id, phone: row.phone, wamid: messageId, at: ctx.clock.now().toISOString() });
    result.sent += 1;
  } catch (err) {
    if (!(err instanceof CloudApiError)) throw err;
    await settleRefusal(ctx, rate, row, err, result);
  }
}

interface Accepted {
  id: number;
  phone: string;
  wamid: string;
  at: string;
}

/**
 * Accepted sends are written in small batches, one transaction each (the rows marked sent with their
 * wamid, the counters, the recipients' last send): a row left `sending` meanwhile is settled by its
 * status webhook or, after a crash, by the grace period. One batch is written at a time.
 */
function sentRows(ctx: AppContext, account: AccountRow, size = 50) {
  let waiting: Accepted[] = [];
  let writing: Promise<void> = Promise.resolve();
  const write = (batch: Accepted[]) =>
    ctx.db.transaction().execute(async (trx) => {
      // The status webhook may have come first (it names the row): each row as it is now.
      const rows = new Map(
        (
          await heldRows(
            trx,
            batch.map((b) => b.id),
          )
        ).map((r) => [r.id, r]),
      );
      for (const b of batch) {
        const current = rows.get(b.id);
        if (current)
          await applyStatus(
            trx,
            current,
            { status: 'sent', at: b.at },
            { wamid: b.wamid || current.wamid },
            false,
          );
      }
      await moveCountersOf(trx, rows, batch);
      await trx
        .insertInto('whatsapp_recipients')
        // One row per number (two campaigns may send to one number in a batch).
        .values(
          [...new Map(batch.map((b) => [b.phone, b.at])).entries()].map(([phone, at]) => ({
            business_id: account.business_id,
            phone,
            last_sent_at: at,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['business_id', 'phone'])
            .doUpdateSet((eb) => ({ last_sent_at: eb.ref('excluded.last_sent_at') })),
        )
        .execute();
    });
  const flush = () => {
    if (waiting.length === 0) return writing;
    const batch = waiting;
    waiting = [];
    writing = writing.then(() => write(batch));
    return writing;
  };
  return {
    add(a: Accepted): Promise<void> {
      waiting.push(a);
      return waiting.length >= size ? flush() : Promise.resolve();
    },
    flush,
  };
}

/** The counters of a batch's rows, moved once per campaign. */
async function moveCountersOf(trx: DB, before: Map<number, MessageRow>, batch: Accepted[]) {
  const byCampaign = new Map<number, { sent: number; delivered: number; read: number; failed: number }>();
  for (const b of batch) {
    const row = before.get(b.id);
    if (!row) continue;
    const d = counterMoves(row, mergeStatus(row, { status: 'sent', at: b.at }));
    const sum = byCampaign.get(row.campaign_id) ?? { sent: 0, delivered: 0, read: 0, failed: 0 };
    for (const k of ['sent', 'delivered', 'read', 'failed'] as const) sum[k] += d[k];
    byCampaign.set(row.campaign_id, sum);
  }
  for (const [campaignId, d] of byCampaign) await moveCounters(trx, campaignId, d);
}

async function settleRefusal(
  ctx: AppContext,
  rate: SendRate,
  row: MessageRow,
  err: CloudApiError,
  result: DispatchResult,
  /** What to do with it when the caller knows better (an upload that timed out sent nothing). */
  kind: CloudApiErrorKind = err.kind,
) {
  const now = ctx.clock.now();
  const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const requeue = (values: Partial<MessageRow>) =>
    ctx.db
      .updateTable('whatsapp_messages')
      .set({ status: 'queued', claimed_at: null, ...values })
      .where('id', '=', row.id)
      .where('status', '=', 'sending')
      .execute();
  if (err.code === THROUGHPUT) {
    // Too fast for the number: the row goes back as it was (no attempt used) and the rate halves.
    rate.slowDown();
    await requeue({});
    result.requeued += 1;
    return;
  }
  if (err.code === PAIR_RATE) {
    // Too many to this one recipient: it waits, the others go on.
    const tries = row.attempts + 1;
    await requeue({ attempts: tries, next_attempt_at: later(pairWaitMs(tries)), error_code: err.code });
    result.requeued += 1;
    return;
  }
  if (kind === 'timedOut') {
    // It may have reached Meta: left `sending`, settled by its status or sent again after the grace.
    return;
  }
  const attempts = row.attempts + 1;
  if ((kind === 'temporary' || kind === 'rateLimited') && attempts < MAX_ATTEMPTS) {
    await requeue({ attempts, next_attempt_at: later(retryWaitMs(attempts)), error_code: err.code ?? null });
    result.requeued += 1;
    return;
  }
  await ctx.db.transaction().execute(async (trx) => {
    const current = (await heldRow(trx, row.id))!;
    await applyStatus(
      trx,
      { ...current, attempts },
      { status: 'failed', at: now.toISOString() },
      {
        error_code: err.code ?? null,
        error: errorJson({ code: err.code, message: err.message.replace(/^WhatsApp Cloud API: /, '') }),
      },
    );
    await trx.updateTable('whatsapp_messages').set({ attempts }).where('id', '=', row.id).execute();
  });
  result.failed += 1;
}

/**
 * Rows a stopped server left `sending` with no word from Meta after the grace period were never
 * sent (a sent one would have a status by now, found by its id): they are sent again.
 */
export async function resendStale(ctx: AppContext, accountId: number): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - SENDING_GRACE_MS).toISOString();
  const res = await ctx.db
    .updateTable('whatsapp_messages')
    .set({ status: 'queued', claimed_at: null })
    .where('account_id', '=', accountId)
    .where('status', '=', 'sending')
    .where('wamid', 'is', null)
    .where('sent_at', 'is', null)
    .where('claimed_at', '<', before)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** How many new recipients the business account may reach now (its 24-hour tier), and when a full tier frees up. */
async function tierRoom(
  ctx: AppContext,
  account: AccountRow,
): Promise<{ left: number; resumesAt: string | null }> {
  const limit = tierLimit(account.messaging_limit);
  if (limit === null) return { left: Number.MAX_SAFE_INTEGER, resumesAt: null };
  const since = new Date(ctx.clock.now().getTime() - DAY).toISOString();
  const row = await ctx.db
    .selectFrom('whatsapp_recipients')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('last_sent_at').as('oldest')])
    .where('business_id', '=', account.business_id)
    .where('last_sent_at', '>', since)
    .executeTakeFirst();
  const used = Number(row?.n ?? 0);
  const oldest = row?.oldest ?? null;
  return {
    left: limit - used,
    resumesAt: oldest ? new Date(new Date(oldest).getTime() + DAY).toISOString() : null,
  };
}

async function markSending(ctx: AppContext, rows: MessageRow[]) {
  const ids = [...new Set(rows.map((r) => r.campaign_id))];
  await ctx.db
    .updateTable('whatsapp_campaigns')
    .set({ state: 'sending', resume_at: null })
    .where('id', 'in', ids)
    .where('state', '!=', 'sending')
    .execute();
}

async function markWaiting(ctx: AppContext, accountId: number, resumesAt: string | null) {
  await ctx.db
    .updateTable('whatsapp_campaigns')
    .set({ state: 'waiting', resume_at: resumesAt })
    .where('account_id', '=', accountId)
    .where('state', 'in', ['queued', 'sending'])
    .execute();
}

/** Campaigns of the number with nothing left queued or sending are done. */
async function finishCampaigns(ctx: AppContext, accountId: number) {
  await ctx.db
    .updateTable('whatsapp_campaigns')
    .set({ state: 'done', resume_at: null })
    .where('account_id', '=', accountId)
    .where('state', '!=', 'done')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('whatsapp_messages as m')
            .select('m.id')
            .whereRef('m.campaign_id', '=', 'whatsapp_campaigns.id')
            .where('m.status', 'in', ['queued', 'sending']),
        ),
      ),
    )
    .execute();
}
