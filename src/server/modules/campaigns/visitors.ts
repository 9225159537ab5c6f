import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { TEXT_KEYS, type TextKey } from '../../../shared/campaigns/layout';
import { whatsappNumberOf } from '../../../shared/campaigns/rules';
import { type CampaignVisitor, type campaignVisitorsQuery } from '../../../shared/campaigns/schemas';
import type { AppContext } from '../../context';
import type { CampaignVisitorsTable } from '../../db/schema';
import { filteredList, pageOf } from '../../db/list';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid, notFound } from '../../http/errors';
import { clientSoftwareOf } from '../../http/user-agent';
import { xlsxAnswer } from '../../http/xlsx';
import { ProviderError } from '../../providers/http';
import { layoutOf } from './stored-layout';
import type { CampaignRow } from './campaign-row';
import { campaignImageSender } from './whatsapp';
import { campaignVisits, whatsappTokenOf, type VisitRows } from './visits';
import { checkComposed, whatsappSendLimits, type Allowance } from './whatsapp-limits';

type VisitorRow = Selectable<CampaignVisitorsTable>;
type VisitorsQuery = z.output<typeof campaignVisitorsQuery>;

/** Meta fetches the header image when it delivers; the link works this long. */
const IMAGE_LINK_SECONDS = 24 * 60 * 60;

/** The column title of a txt column: its caption, or what it is when the caption is empty. */
const FALLBACK_CAPTIONS: Record<TextKey, string> = { txt1: 'Text 1', txt2: 'Text 2', txt3: 'Phone Number' };

interface Deps {
  visibleRow(caller: AuthUser, id: number): Promise<CampaignRow>;
  publicRow(url: string): Promise<CampaignRow>;
  publicRows: VisitRows;
  /** Each send takes a unit of the owner's WhatsApp allowance (issue 22 point 9). */
  billing: Allowance;
}

/**
 * Campaign visitors (issue 15): the public page logs a visit (visits.ts); the owner (or an Admin) lists them at `{campId}/false` and exports them at
 * `{campId}/true`, newest first, the txt columns named by their captions. When Send Whatsapp applies,
 * the visit gets a single-use upload address for the composed image and a token to have it sent.
 */
export function campaignVisitors(ctx: AppContext, deps: Deps) {
  const { db, clock } = ctx;
  const sendLimits = whatsappSendLimits(ctx, deps.billing);

  /** The collecting overlays, as columns named by their captions (§2). */
  async function columnsOf(r: CampaignRow) {
    const layout = layoutOf(r.layout);
    return TEXT_KEYS.filter((key) => layout[key].collectData).map((key) => ({
      key,
      caption: layout[key].caption || FALLBACK_CAPTIONS[key],
    }));
  }

  const visitorOf = (v: VisitorRow): CampaignVisitor => ({
    id: v.id,
    txt1: v.txt1,
    txt2: v.txt2,
    txt3: v.txt3,
    ip: v.ip,
    userAgent: v.user_agent,
    ...clientSoftwareOf(v.user_agent),
    createdDate: v.created_at,
  });

  async function page(caller: AuthUser, campId: number, q: VisitorsQuery, everything: boolean) {
    const r = await deps.visibleRow(caller, campId);
    const data = await pageOf(
      filteredList(
        db.selectFrom('campaign_visitors').where('campaign_id', '=', r.id),
        { term: q.Search, in: ['txt1', 'txt2', 'txt3', 'ip'] },
        { range: clock.dayRange(q.StartDate, q.EndDate), on: 'created_at' },
      ),
      (b) =>
        b
          .selectAll()
          .orderBy('created_at', q.SortType ?? 'desc')
          .orderBy('id', q.SortType ?? 'desc'),
      { ...q, IsExport: everything },
      visitorOf,
    );
    return { campaign: r, data, columns: await columnsOf(r) };
  }

  return {
    async list(caller: AuthUser, campId: number, q: VisitorsQuery) {
      const { data, columns } = await page(caller, campId, q, false);
      return { ...data, columns };
    },

    /** §7: the same query as an xlsx file; txt columns by caption, then IP Address, Browser, Operating System, Date. */
    async export(caller: AuthUser, campId: number, q: VisitorsQuery) {
      const { campaign, data, columns } = await page(caller, campId, q, true);
      const name = campaign.url || `campaign-${campaign.id}`;
      return xlsxAnswer(
        `${name}-visitors`,
        'Visitors',
        [
          ...columns.map((c) => ({
            header: c.caption,
            value: (v: CampaignVisitor) => v[c.key] ?? '',
            width: 24,
          })),
          { header: 'IP Address', value: (v: CampaignVisitor) => v.ip, width: 18 },
          { header: 'Browser', value: (v: CampaignVisitor) => v.browser },
          { header: 'Operating System', value: (v: CampaignVisitor) => v.operatingSystem },
          { header: 'Date', value: (v: CampaignVisitor) => clock.formatDateTime(v.createdDate), width: 22 },
        ],
        data.records,
      );
    },

    ...campaignVisits(ctx, deps.publicRow, deps.publicRows),

    /**
     * Send Whatsapp: the composed image the page PUT to the visit's upload address goes to the
     * visitor's txt3 as the campaign image template, once (a failed send may be tried again).
     */
    async sendWhatsapp(url: string, visitorId: number, token: string) {
      const r = await deps.publicRow(url);
      const v = await db
        .selectFrom('campaign_visitors')
        .selectAll()
        .where('id', '=', visitorId)
        .where('campaign_id', '=', r.id)
        .executeTakeFirst();
      if (!v || !v.whatsapp_key) throw notFound('Visit');
      const expected = Buffer.from(whatsappTokenOf(ctx, v.id, v.whatsapp_key));
      const given = Buffer.from(token);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
        throw new HttpError(403, 'This link is not valid', 'Forbidden');
      const claimed = await db
        .updateTable('campaign_visitors')
        .set({ whatsapp_status: 'sending' })
        .where('id', '=', v.id)
        .where('whatsapp_status', 'in', ['awaiting', 'failed'])
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0)
        throw new HttpError(409, 'This picture has already been sent', 'Conflict');
      const release = (status: 'awaiting' | 'failed', error: string | null = null) =>
        db
          .updateTable('campaign_visitors')
          .set({ whatsapp_status: status, whatsapp_error: error })
          .where('id', '=', v.id)
          .execute();

      const storage = await ctx.storage();
      const object = await storage.get(v.whatsapp_key);
      if (!object) {
        await release('awaiting');
        throw invalid({ token: 'Upload the picture first' });
      }
      const { sender, message } = await campaignImageSender(ctx);
      const to = v.txt3 ? whatsappNumberOf(v.txt3) : null;
      // Only the picture the page composed, then the STOP list and the day's limits (issue 22 point 9).
      const subject = to && {
        campaignId: r.id,
        ownerId: r.user_id,
        phone: to,
        dailyLimit: r.whatsapp_daily_limit,
      };
      try {
        checkComposed(object.bytes, { width: r.image_width, height: r.image_height });
        if (!sender || !subject)
          throw new HttpError(
            503,
            'Sending on WhatsApp is not available now',
            'NotConfigured',
            undefined,
            message ?? undefined,
          );
        await sendLimits.take(subject);
      } catch (err) {
        await release('awaiting');
        throw err;
      }
      try {
        await sender.send(
          subject.phone,
          await storage.signedUrl(v.whatsapp_key, IMAGE_LINK_SECONDS),
          r.campaign_name,
        );
      } catch (err) {
        const reason = err instanceof ProviderError ? err.message : 'WhatsApp could not be reached';
        await sendLimits.release(subject);
        await release('failed', reason.slice(0, 500));
        ctx.log.warn({ err, visitorId: v.id }, 'campaign WhatsApp send failed');
        throw new HttpError(
          502,
          'The picture could not be sent on WhatsApp. Please try again.',
          'WhatsAppFailed',
        );
      }
      await db
        .updateTable('campaign_visitors')
        .set({ whatsapp_status: 'sent', whatsapp_error: null, whatsapp_at: ctx.clock.now().toISOString() })
        .where('id', '=', v.id)
        .execute();
      return { sent: true };
    },
  };
}
