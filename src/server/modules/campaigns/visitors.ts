import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { TEXT_KEYS, type TextKey } from '../../../shared/campaigns/layout';
import { whatsappNumberOf } from '../../../shared/campaigns/rules';
import {
  CAMPAIGN_IMAGE_TYPE,
  CAMPAIGN_MESSAGES as M,
  MAX_COMPOSED_IMAGE_BYTES,
  PRESIGNED_UPLOAD_SECONDS,
  type CampaignVisitor,
  type campaignVisitorsQuery,
  type visitorFormSchema,
} from '../../../shared/campaigns/schemas';
import type { AppContext } from '../../context';
import type { CampaignVisitorsTable } from '../../db/schema';
import { filteredList, pageOf } from '../../db/list';
import { attemptLimits } from '../../http/attempt-limits';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid, notFound } from '../../http/errors';
import { xlsxAnswer } from '../../http/xlsx';
import { localSignature } from '../../providers/storage/signature';
import { ProviderError } from '../../providers/http';
import { filesService } from '../files/service';
import { VISIT_FOLDER } from './images';
import { layoutOf } from './stored-layout';
import type { CampaignRow } from './service';
import { browserOf, operatingSystemOf } from './user-agent';
import { campaignImageSender } from './whatsapp';
import { checkComposed, whatsappSendLimits, type Allowance } from './whatsapp-limits';

type VisitorRow = Selectable<CampaignVisitorsTable>;
type VisitorsQuery = z.output<typeof campaignVisitorsQuery>;
type VisitorInput = z.output<typeof visitorFormSchema>;

/** Visits per campaign from one address (issue 15: floods answer 429), counted across instances. */
const VISIT_RULES = [{ max: 10, windowMs: 10 * 60_000 }];
/** Meta fetches the header image when it delivers; the link works this long. */
const IMAGE_LINK_SECONDS = 24 * 60 * 60;
const MAX_USER_AGENT = 500;
/** Composed-image uploads one campaign page may have waiting at once (issue 22). */
export const MAX_PENDING_VISIT_UPLOADS = 20;

/** The column title of a txt column: its caption, or what it is when the caption is empty. */
const FALLBACK_CAPTIONS: Record<TextKey, string> = { txt1: 'Text 1', txt2: 'Text 2', txt3: 'Phone Number' };

interface Deps {
  visibleRow(caller: AuthUser, id: number): Promise<CampaignRow>;
  publicRow(url: string): Promise<CampaignRow>;
  /** Each send takes a unit of the owner's WhatsApp allowance (issue 22 point 9). */
  billing: Allowance;
}

/**
 * Campaign visitors (issue 15): the public page logs a visit at its first download or share, with
 * the texts it collected; the owner (or an Admin) lists them at `{campId}/false` and exports them at
 * `{campId}/true`, newest first, the txt columns named by their captions. When Send Whatsapp applies,
 * the visit gets a single-use upload address for the composed image and a token to have it sent.
 */
export function campaignVisitors(ctx: AppContext, deps: Deps) {
  const { db, clock } = ctx;
  const limits = attemptLimits(db, ctx.config.rateLimit, ctx.clock);
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
    browser: browserOf(v.user_agent),
    operatingSystem: operatingSystemOf(v.user_agent),
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

  const tokenOf = (visitorId: number, key: string) =>
    localSignature(ctx.signingKey, ['campaign-whatsapp', visitorId, key]);

  /** Holds a visitor's composed-image upload in the campaign owner's space, capped per campaign page. */
  async function reserveVisitLink(ownerId: number, campaignId: number, key: string) {
    await filesService(ctx)
      .reserveLink(
        ownerId,
        {
          key,
          maxBytes: MAX_COMPOSED_IMAGE_BYTES,
          expiresAt: new Date(ctx.clock.now().getTime() + PRESIGNED_UPLOAD_SECONDS * 1000),
          field: 'whatsappConsent',
          scope: `campaign:${campaignId}`,
        },
        { scope: MAX_PENDING_VISIT_UPLOADS },
      )
      .catch(() => {
        throw new HttpError(
          429,
          'Too many pictures are waiting to be sent from this page. Please try again in a few minutes.',
          'TooManyUploads',
        );
      });
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

    /**
     * A visit (issue 15), at the first download or share of the page: the texts of the collecting
     * overlays (others are ignored), the address and browser; visitorCount follows. Ten visits per
     * campaign from one address in ten minutes at most (429), besides the route's per-address limit.
     */
    async add(url: string, input: VisitorInput, client: { ip: string; userAgent: string }) {
      const r = await deps.publicRow(url);
      const subject = `${r.id}:${client.ip}`;
      await limits.check('campaign-visit', subject, VISIT_RULES, () => M.tooManyVisits);
      await limits.record('campaign-visit', subject);
      const layout = layoutOf(r.layout);
      const texts = Object.fromEntries(
        TEXT_KEYS.map((key) => [key, layout[key].collectData && input[key] ? input[key]! : null]),
      ) as Record<TextKey, string | null>;
      const phone = texts.txt3 ? whatsappNumberOf(texts.txt3) : null;
      const sender =
        r.is_whatsapp_send === 1 && input.whatsappConsent === true && phone
          ? (await campaignImageSender(ctx)).sender
          : null;

      // The composed image's upload address holds its largest size of the owner's upload space while
      // it waits, and a campaign page has only so many waiting at once (issue 22).
      const key = `${VISIT_FOLDER}/${crypto.randomUUID()}.jpg`;
      if (sender) await reserveVisitLink(r.user_id, r.id, key);

      const { visitorId, visitorCount } = await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('campaign_visitors')
          .values({
            campaign_id: r.id,
            ...texts,
            ip: client.ip,
            user_agent: client.userAgent.slice(0, MAX_USER_AGENT),
            created_at: ctx.clock.now().toISOString(),
            whatsapp_status: null,
            whatsapp_key: null,
            whatsapp_error: null,
            whatsapp_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('campaigns')
          .set((eb) => ({ visitor_count: eb('visitor_count', '+', 1) }))
          .where('id', '=', r.id)
          .execute();
        const count = await trx
          .selectFrom('campaigns')
          .select('visitor_count')
          .where('id', '=', r.id)
          .executeTakeFirstOrThrow();
        return { visitorId: id, visitorCount: count.visitor_count };
      });

      if (!sender) return { visitorId, visitorCount, whatsappUpload: null };
      // The composed image stays in the browser unless Send Whatsapp applies (issue 15, Public page).
      const storage = await ctx.storage();
      const upload = await storage.presignedUpload(
        key,
        CAMPAIGN_IMAGE_TYPE,
        MAX_COMPOSED_IMAGE_BYTES,
        PRESIGNED_UPLOAD_SECONDS,
      );
      await db
        .insertInto('campaign_uploads')
        .values({
          key,
          user_id: null,
          max_bytes: MAX_COMPOSED_IMAGE_BYTES,
          created_at: ctx.clock.now().toISOString(),
          attached_at: null,
        })
        .execute();
      await db
        .updateTable('campaign_visitors')
        .set({ whatsapp_status: 'awaiting', whatsapp_key: key })
        .where('id', '=', visitorId)
        .execute();
      return {
        visitorId,
        visitorCount,
        whatsappUpload: {
          uploadUrl: upload.url,
          fields: upload.fields,
          maxBytes: MAX_COMPOSED_IMAGE_BYTES,
          token: tokenOf(visitorId, key),
        },
      };
    },

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
      const expected = Buffer.from(tokenOf(v.id, v.whatsapp_key));
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
