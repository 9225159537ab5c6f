import crypto from 'node:crypto';
import type { z } from 'zod';
import { TEXT_KEYS, type TextKey } from '../../../shared/campaigns/layout';
import { visitorTextRequired, whatsappNumberOf } from '../../../shared/campaigns/rules';
import {
  CAMPAIGN_IMAGE_TYPE,
  CAMPAIGN_MESSAGES as M,
  MAX_COMPOSED_IMAGE_BYTES,
  PRESIGNED_UPLOAD_SECONDS,
  type visitorAnswerSchema,
  type visitorChangeSchema,
  type visitorFormSchema,
} from '../../../shared/campaigns/schemas';
import type { AppContext } from '../../context';
import { attemptLimits } from '../../http/attempt-limits';
import { HttpError, invalid, notFound } from '../../http/errors';
import { localSignature } from '../../providers/storage/signature';
import { filesService } from '../files/service';
import { countedVisits } from './counted-visit';
import { VISIT_FOLDER } from './images';
import { layoutOf } from './stored-layout';
import type { CampaignRow } from './campaign-row';
import { campaignImageSender } from './whatsapp';

type VisitorInput = z.output<typeof visitorFormSchema>;
type VisitorChange = z.output<typeof visitorChangeSchema>;
type VisitorAnswer = z.output<typeof visitorAnswerSchema>;
export interface VisitClient {
  ip: string;
  userAgent: string;
}

/** The campaign rows in memory (public-page.ts), which a visit is checked against. */
export interface VisitRows {
  cachedRow(url: string): CampaignRow | undefined;
  /** From the database (404 for an unknown url), then kept. */
  freshRow(url: string): Promise<CampaignRow>;
  forget(url: string): void;
}

/** Visits per campaign from one address (issue 15: floods answer 429), counted across instances. */
const VISIT_RULES = [{ max: 10, windowMs: 10 * 60_000 }];
/** Changes of visits per campaign from one address: a visitor retyping and downloading again. */
const CHANGE_RULES = [{ max: 30, windowMs: 10 * 60_000 }];
const MAX_USER_AGENT = 500;
/** Composed-image uploads one campaign page may have waiting at once (issue 22). */
export const MAX_PENDING_VISIT_UPLOADS = 20;
/** The page's label of a collected text when its caption is empty (the page falls back alike). */
const FALLBACK_CAPTIONS: Record<TextKey, string> = { txt1: 'txt1', txt2: 'txt2', txt3: 'txt3' };

/** The token that lets the page send the composed image of visit `visitorId` (uploaded at `key`). */
export const whatsappTokenOf = (ctx: AppContext, visitorId: number, key: string) =>
  localSignature(ctx.signingKey, ['campaign-whatsapp', visitorId, key]);

/** The token that lets the page that logged a visit change it (issue 23), bound to its campaign. */
const visitTokenOf = (ctx: AppContext, campaignId: number, visitorId: number) =>
  localSignature(ctx.signingKey, ['campaign-visit', campaignId, visitorId]);

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * The texts of the collecting overlays (others are ignored); each is required (issue 23: two visits
 * were logged with every text blank), 422 on the field with the page's own message.
 */
function collectedTexts(r: CampaignRow, input: VisitorInput): Record<TextKey, string | null> {
  const layout = layoutOf(r.layout);
  const errors: Record<string, string> = {};
  const texts = {} as Record<TextKey, string | null>;
  for (const key of TEXT_KEYS) {
    const t = layout[key];
    const value = t.collectData ? (input[key] ?? '') : '';
    if (t.collectData && !value) errors[key] = visitorTextRequired(t.caption || FALLBACK_CAPTIONS[key]);
    texts[key] = value || null;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return texts;
}

/**
 * Logging a visit of the public page (issue 15, Visitors; issue 23): the first download or share of
 * a page session adds the visit with the texts typed; a later one with changed texts changes that
 * same visit, by the id and token the first answered. When Send Whatsapp applies, the visit gets a
 * single-use upload address for the composed image and a token to have it sent.
 */
export function campaignVisits(
  ctx: AppContext,
  publicRow: (url: string) => Promise<CampaignRow>,
  rows: VisitRows,
) {
  const { db } = ctx;
  const limits = attemptLimits(db, ctx.config.rateLimit, ctx.clock);
  const visits = countedVisits(db);

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

  /** Whether this visit is to be sent on WhatsApp: Send Whatsapp on, the visitor's consent, a number, a sender. */
  async function wantsWhatsapp(r: CampaignRow, input: VisitorInput, texts: Record<TextKey, string | null>) {
    const phone = texts.txt3 ? whatsappNumberOf(texts.txt3) : null;
    if (r.is_whatsapp_send !== 1 || input.whatsappConsent !== true || !phone) return false;
    return (await campaignImageSender(ctx)).sender !== null;
  }

  /**
   * The composed image's upload address (the image stays in the browser unless Send Whatsapp
   * applies, issue 15): it holds its largest size of the owner's upload space while it waits, and a
   * campaign page has only so many waiting at once (issue 22).
   */
  async function offerUpload(r: CampaignRow, visitorId: number, key: string) {
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
      uploadUrl: upload.url,
      fields: upload.fields,
      maxBytes: MAX_COMPOSED_IMAGE_BYTES,
      token: whatsappTokenOf(ctx, visitorId, key),
    };
  }

  const newUploadKey = () => `${VISIT_FOLDER}/${crypto.randomUUID()}.jpg`;

  /** Deleted since it was read: answered as any unknown campaign is. */
  async function gone(url: string): Promise<never> {
    await publicRow(url);
    throw notFound('Campaign');
  }

  /**
   * A visit of campaign row `r`: its texts checked, the address's limits taken (unless they were
   * for this visit already), then counted with the campaign; null when the campaign is gone or, with
   * a `version`, no longer at it (nothing is counted then).
   */
  async function addTo(
    r: CampaignRow,
    input: VisitorInput,
    client: VisitClient,
    { version, limitsTaken }: { version: string | null; limitsTaken: boolean },
  ): Promise<VisitorAnswer | null> {
    const texts = collectedTexts(r, input);
    const subject = `${r.id}:${client.ip}`;
    if (!limitsTaken) {
      await limits.check('campaign-visit', subject, VISIT_RULES, () => M.tooManyVisits);
      await limits.record('campaign-visit', subject);
    }
    const key = (await wantsWhatsapp(r, input, texts)) ? newUploadKey() : null;
    if (key) await reserveVisitLink(r.user_id, r.id, key);
    const logged = await visits.add(r.id, version, {
      ...texts,
      ip: client.ip,
      user_agent: client.userAgent.slice(0, MAX_USER_AGENT),
      created_at: ctx.clock.now().toISOString(),
    });
    if (!logged) return null;
    return {
      visitorId: logged.visitorId,
      visitorCount: logged.visitorCount,
      visitToken: visitTokenOf(ctx, r.id, logged.visitorId),
      whatsappUpload: key ? await offerUpload(r, logged.visitorId, key) : null,
    };
  }

  return {
    /**
     * A visit, at the first download or share of a page session: the texts of the collecting
     * overlays, the address and browser; visitorCount follows. Ten visits per campaign from one
     * address in ten minutes at most (429), besides the route's per-address limit.
     */
    async add(url: string, input: VisitorInput, client: VisitClient): Promise<VisitorAnswer> {
      // The row in memory, unless a WhatsApp upload may hang on it: the visit is then written only
      // while the campaign is still at that version, in one statement (issue 28).
      const cached = rows.cachedRow(url);
      if (cached && cached.is_whatsapp_send !== 1) {
        const answer = await addTo(cached, input, client, { version: cached.updated_at, limitsTaken: false });
        if (answer) return answer;
        // Changed or deleted since it was read: checked again against the campaign as it is now.
        rows.forget(url);
        const fresh = await rows.freshRow(url);
        const again = await addTo(fresh, input, client, {
          version: null,
          limitsTaken: fresh.id === cached.id,
        });
        return again ?? gone(url);
      }
      const r = await rows.freshRow(url);
      return (await addTo(r, input, client, { version: null, limitsTaken: false })) ?? gone(url);
    },

    /**
     * A later download or share of the same page session (issue 23): the visit's texts as typed now,
     * on the same row; no new visit is counted. Only the page holding the visit's token changes it
     * (403 otherwise; a visit of another campaign is 404). A picture already handed an upload
     * address keeps it; one asked for WhatsApp only now gets its address.
     */
    async change(
      url: string,
      visitorId: number,
      input: VisitorChange,
      client: VisitClient,
    ): Promise<VisitorAnswer> {
      const r = await publicRow(url);
      const v = await db
        .selectFrom('campaign_visitors')
        .select(['id', 'whatsapp_key'])
        .where('id', '=', visitorId)
        .where('campaign_id', '=', r.id)
        .executeTakeFirst();
      if (!v) throw notFound('Visit');
      if (!sameToken(visitTokenOf(ctx, r.id, v.id), input.visitToken))
        throw new HttpError(403, 'This visit is not yours to change', 'Forbidden');
      const texts = collectedTexts(r, input);
      const subject = `${r.id}:${client.ip}`;
      await limits.check('campaign-visit-change', subject, CHANGE_RULES, () => M.tooManyVisits);
      await limits.record('campaign-visit-change', subject);
      const key = !v.whatsapp_key && (await wantsWhatsapp(r, input, texts)) ? newUploadKey() : null;
      if (key) await reserveVisitLink(r.user_id, r.id, key);
      await db.updateTable('campaign_visitors').set(texts).where('id', '=', v.id).execute();
      const { visitor_count } = await db
        .selectFrom('campaigns')
        .select('visitor_count')
        .where('id', '=', r.id)
        .executeTakeFirstOrThrow();
      return {
        visitorId: v.id,
        visitorCount: visitor_count,
        visitToken: input.visitToken,
        whatsappUpload: key ? await offerUpload(r, v.id, key) : null,
      };
    },
  };
}
