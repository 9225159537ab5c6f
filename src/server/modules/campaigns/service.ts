import type { z } from 'zod';
import { MODULES } from '../../../shared/account/modules';
import type { campaignsContract } from '../../../shared/campaigns/contract';
import {
  DEFAULT_FONT,
  normalizeLayout,
  TEXT_KEYS,
  type CampaignLayout,
  type TextOverlay,
} from '../../../shared/campaigns/layout';
import {
  ADMIN_FIELD_DEFAULTS,
  ADMIN_ONLY_FIELDS,
  campaignPublicUrl,
  CAMPAIGN_URL_PATTERN,
  canEditCampaign,
  editRefusal,
  MANY_VISITORS,
  type AdminOptions,
} from '../../../shared/campaigns/rules';
import {
  CAMPAIGN_MESSAGES as M,
  type Campaign,
  type CampaignFormOutput,
  type CampaignOptions,
  type PublicCampaign,
} from '../../../shared/campaigns/schemas';
import type { AppContext } from '../../context';
import { filteredList, pageOf } from '../../db/list';
import { isUniqueViolation } from '../../db/unique-violation';
import type { UploadReservation } from '../../http/bind';
import type { ReceivedFile } from '../../http/multipart';
import type { AuthUser } from '../../http/context';
import { forbidden, HttpError, invalid, notFound } from '../../http/errors';
import { billingService } from '../billing/service';
import { catalogService } from '../catalog/service';
import { registerMasterUse } from '../catalog/usage';
import { campaignsUsingFont } from './fonts';
import { offCanvasErrors } from '../../../shared/campaigns/bounds';
import { campaignImages, type ImageChange, type StoredImage } from './images';
import type { CampaignRow } from './campaign-row';
import { campaignPublicPages } from './public-page';
import { layoutOf, serializeLayout, type FontNames } from './stored-layout';
import { campaignVisitors } from './visitors';
import { campaignImageSender } from './whatsapp';

type ListInput = z.output<(typeof campaignsContract)['campaigns']['query']>;

const SORTS = {
  campaignName: 'campaigns.campaign_name',
  createdDate: 'campaigns.created_at',
  visitorCount: 'campaigns.visitor_count',
  // The admin list's Company Name column (ManageList) sorts by the owner's company.
  companyName: 'users.company_name',
} as const;

const flag = (b: boolean) => (b ? 1 : 0);

const layoutOfForm = (f: CampaignFormOutput): CampaignLayout =>
  normalizeLayout({
    imageType: f.imageType,
    imageHeight: f.imageHeight,
    imageLength: f.imageLength,
    imageX: f.imageX,
    imageY: f.imageY,
    isImageDisplay: f.isImageDisplay,
    txt1: f.txt1,
    txt2: f.txt2,
    txt3: f.txt3,
  });

const urlTaken = () => invalid({ url: M.urlTaken });
const blocked = () => new HttpError(409, M.editBlocked, 'EditBlocked', undefined, M.editBlockedTitle);

/**
 * Campaigns (issue 15; spec 02 §2–§9). A User sees and changes their own campaigns (another user's
 * answers 404, as a missing one does); an Admin sees every campaign, alone sets the admin-only
 * options (§6) and cannot delete (the contract says so). Creating takes one unit of the plan's
 * Campaign allowance (402 when none is left).
 */
export function campaignsService(ctx: AppContext) {
  // A font that a campaign writes in cannot be deleted (409).
  registerMasterUse('font', 'campaigns', {
    one: 'a campaign',
    many: 'campaigns',
    count: ({ db }, id) => campaignsUsingFont(db, id),
  });
  const { db, clock } = ctx;
  const billing = billingService(ctx);
  const catalog = catalogService(ctx);
  const images = campaignImages(ctx);
  const pages = campaignPublicPages(ctx, {
    publicRow,
    sourceOf: async (r) => ({
      campaign: await publicCampaignOf(r),
      imageAddress: images.address(r.image_file_id),
    }),
  });

  /** `{CAMPAIGN_BASE_URL}` (Settings → Business, or its variable), else PUBLIC_BASE_URL/p. */
  async function campaignBaseUrl(): Promise<string> {
    const { campaignBaseUrl: base } = await ctx.settings.get('general');
    return (base || `${ctx.config.publicBaseUrl}/p`).replace(/\/+$/, '');
  }

  const withOwner = () =>
    db
      .selectFrom('campaigns')
      .innerJoin('users', 'users.id', 'campaigns.user_id')
      .selectAll('campaigns')
      .select(['users.user_name', 'users.company_name']);

  /** A campaign the caller may see (an Admin: any), else 404. */
  async function visibleRow(caller: AuthUser, id: number): Promise<CampaignRow> {
    let q = withOwner().where('campaigns.id', '=', id);
    if (caller.role !== 'Admin') q = q.where('campaigns.user_id', '=', caller.id);
    const r = await q.executeTakeFirst();
    if (!r) throw notFound('Campaign');
    return r;
  }

  function campaignOf(caller: AuthUser, r: CampaignRow, base: string, fonts: FontNames): Campaign {
    const layout = layoutOf(r.layout, fonts);
    return {
      id: r.id,
      campaignName: r.campaign_name,
      url: r.url,
      publicUrl: campaignPublicUrl(base, r.url),
      visitorCount: r.visitor_count,
      campaignImagePath: images.address(r.image_file_id),
      campaignImageWidth: r.image_width,
      campaignImageHeight: r.image_height,
      bannerImagePath: r.banner_file_id ? images.address(r.banner_file_id) : null,
      bannerImageWidth: r.banner_width,
      bannerImageHeight: r.banner_height,
      waterMark: r.water_mark === 1,
      isEditable: r.is_editable === 1,
      isWhatsappSend: r.is_whatsapp_send === 1,
      whatsappDailyLimit: r.whatsapp_daily_limit,
      ...layout,
      userId: r.user_id,
      userName: r.user_name,
      companyName: r.company_name,
      createdDate: r.created_at,
      updatedDate: r.updated_at,
      canEdit: canEditCampaign({
        role: caller.role,
        visitorCount: r.visitor_count,
        isEditable: r.is_editable === 1,
      }),
    };
  }

  async function assertUrlFree(url: string, exceptId?: number) {
    let q = db.selectFrom('campaigns').select('id').where('url', '=', url);
    if (exceptId) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw urlTaken();
  }

  /** Fonts are §9's Roboto or an active font of the catalog, by name. */
  async function assertFonts(layout: CampaignLayout) {
    const fonts = new Set([DEFAULT_FONT, ...(await catalog.fonts.active()).map((f) => f.name)]);
    const errors: Record<string, string> = {};
    for (const key of TEXT_KEYS)
      if (!fonts.has(layout[key].font)) errors[`${key}.font`] = 'Choose a font from the list';
    if (Object.keys(errors).length) throw invalid(errors);
  }

  /**
   * The admin-only options after this save (§6): a User sending another value than the current one
   * (on create, §9's defaults) is refused with 403; an Admin may not turn Send Whatsapp on while the
   * sender is not set up (422 naming the setting).
   */
  async function adminOptions(
    caller: AuthUser,
    input: CampaignFormOutput,
    current: AdminOptions,
  ): Promise<AdminOptions> {
    const changed = ADMIN_ONLY_FIELDS.filter((k) => input[k] !== undefined && input[k] !== current[k]);
    if (changed.length > 0 && caller.role !== 'Admin') throw forbidden(M.adminOnly);
    const next: AdminOptions = { ...current, ...Object.fromEntries(changed.map((k) => [k, input[k]])) };
    if (next.isWhatsappSend && !current.isWhatsappSend) {
      const { message } = await campaignImageSender(ctx);
      if (message) throw invalid({ isWhatsappSend: message });
    }
    return next;
  }

  async function byId(caller: AuthUser, id: number) {
    const [row, base, fonts] = await Promise.all([
      visibleRow(caller, id),
      campaignBaseUrl(),
      catalog.fonts.names(),
    ]);
    return campaignOf(caller, row, base, fonts);
  }

  const storedOptions = (r: CampaignRow): AdminOptions => ({
    waterMark: r.water_mark === 1,
    isEditable: r.is_editable === 1,
    isWhatsappSend: r.is_whatsapp_send === 1,
    whatsappDailyLimit: r.whatsapp_daily_limit,
  });

  /** Both images of a form, stored; the new ones are removed again when the second one fails. */
  async function resolveImages(caller: AuthUser, input: CampaignFormOutput, current?: CampaignRow) {
    const image = await images.resolve(
      caller,
      'campaignImage',
      { path: input.campaignImagePath },
      current?.image_file_id ?? null,
    );
    try {
      const banner = await images.resolve(
        caller,
        'bannerImage',
        { path: input.bannerImagePath },
        current?.banner_file_id ?? null,
      );
      return { image, banner };
    } catch (err) {
      await images.remove([newFileOf(image)]);
      throw err;
    }
  }

  /**
   * Issue 23: the photo slot and the shown texts stay on the picture (422 on the fields, as the
   * editor says it); the images this save stored go again.
   */
  async function assertOnPicture(
    layout: CampaignLayout,
    picture: { width: number; height: number },
    image: ImageChange,
    banner: ImageChange,
  ) {
    const errors = offCanvasErrors(layout, picture);
    if (Object.keys(errors).length === 0) return;
    await images.remove([newFileOf(image), newFileOf(banner)]);
    throw invalid(errors);
  }

  const newFileOf = (c: ImageChange) => (c.kind === 'new' && !c.image.shared ? c.image.fileId : null);
  const imageColumns = (c: ImageChange, current: CampaignRow | undefined) => {
    if (c.kind === 'keep' && current)
      return { id: current.image_file_id, width: current.image_width, height: current.image_height };
    const img = (c as { image: StoredImage }).image;
    return { id: img.fileId, width: img.width, height: img.height };
  };
  const bannerColumns = (c: ImageChange, current: CampaignRow | undefined) =>
    c.kind === 'keep' && current
      ? {
          banner_file_id: current.banner_file_id,
          banner_width: current.banner_width,
          banner_height: current.banner_height,
        }
      : c.kind === 'new'
        ? { banner_file_id: c.image.fileId, banner_width: c.image.width, banner_height: c.image.height }
        : { banner_file_id: null, banner_width: null, banner_height: null };

  return {
    campaignBaseUrl,

    async list(caller: AuthUser, q: ListInput) {
      const [base, fonts] = await Promise.all([campaignBaseUrl(), catalog.fonts.names()]);
      let qb = db.selectFrom('campaigns').innerJoin('users', 'users.id', 'campaigns.user_id');
      if (caller.role !== 'Admin') qb = qb.where('campaigns.user_id', '=', caller.id);
      qb = filteredList(
        qb,
        {
          term: q.Search,
          in: [
            'campaigns.campaign_name',
            'campaigns.url',
            // Update User → Campaigns tab: manage/campaign?Search={userName}.
            ...(caller.role === 'Admin' ? (['users.user_name', 'users.company_name'] as const) : []),
          ],
        },
        { range: clock.dayRange(q.StartDate, q.EndDate), on: 'campaigns.created_at' },
      );
      return pageOf(
        qb,
        (b) => {
          const rows = b.selectAll('campaigns').select(['users.user_name', 'users.company_name']);
          return (
            q.SortColumn
              ? rows.orderBy(SORTS[q.SortColumn], q.SortType ?? 'asc')
              : rows.orderBy('campaigns.created_at', 'desc')
          ).orderBy('campaigns.id', 'desc');
        },
        { ...q, IsExport: false },
        (r) => campaignOf(caller, r, base, fonts),
      );
    },

    byId,

    async options(): Promise<CampaignOptions> {
      const { message } = await campaignImageSender(ctx);
      return { campaignBaseUrl: await campaignBaseUrl(), whatsappSend: { available: !message, message } };
    },

    presign: (caller: AuthUser) => images.presign(caller),
    uploadImage: (caller: AuthUser, file: ReceivedFile, reservation: UploadReservation | null) =>
      images.receive(caller, file, reservation),

    /** A User's new campaign (§7): checked, its images stored, then one allowance unit and the row at once. */
    async create(caller: AuthUser, input: CampaignFormOutput) {
      const layout = layoutOfForm(input);
      await assertUrlFree(input.url);
      const options = await adminOptions(caller, input, ADMIN_FIELD_DEFAULTS);
      await assertFonts(layout);
      const { image, banner } = await resolveImages(caller, input);
      const img = imageColumns(image, undefined);
      await assertOnPicture(layout, img, image, banner);
      const stored = serializeLayout(layout, await catalog.fonts.names());
      const now = ctx.clock.now().toISOString();
      let id: number;
      try {
        id = await billing.insertCharged(caller.id, MODULES.campaign, (trx) =>
          trx.insertInto('campaigns').values({
            user_id: caller.id,
            campaign_name: input.campaignName,
            url: input.url,
            image_file_id: img.id,
            image_width: img.width,
            image_height: img.height,
            ...bannerColumns(banner, undefined),
            water_mark: flag(options.waterMark),
            is_editable: flag(options.isEditable),
            is_whatsapp_send: flag(options.isWhatsappSend),
            whatsapp_daily_limit: options.whatsappDailyLimit,
            layout: stored,
            visitor_count: 0,
            created_at: now,
            updated_at: now,
          }),
        );
      } catch (err) {
        await images.remove([newFileOf(image), newFileOf(banner)]);
        if (isUniqueViolation(err)) throw urlTaken();
        throw err;
      }
      await images.use(id, [img.id, banner.kind === 'new' ? banner.image.fileId : null]);
      return byId(caller, id);
    },

    /**
     * Changes a campaign. §4: once it has visitors a User is refused (409 with the dialog's text)
     * unless Editable is on, and with more than 20 visitors and Editable off everyone is; the
     * admin-only options stay changeable by an Admin (rules.ts). The visitor count is checked again
     * in the UPDATE itself, so a visit arriving meanwhile cannot slip an edit through.
     */
    async update(caller: AuthUser, id: number, input: CampaignFormOutput) {
      const current = await visibleRow(caller, id);
      const options = await adminOptions(caller, input, storedOptions(current));
      const layout = layoutOfForm(input);
      const fonts = await catalog.fonts.names();
      const contentChanges =
        input.campaignName !== current.campaign_name ||
        input.url !== current.url ||
        serializeLayout(layout, fonts) !== serializeLayout(layoutOf(current.layout, fonts), fonts) ||
        images.changes({ path: input.campaignImagePath }, current.image_file_id) ||
        images.changes({ path: input.bannerImagePath }, current.banner_file_id);
      const rule = { role: caller.role, visitorCount: current.visitor_count, isEditable: options.isEditable };
      if (editRefusal(rule) !== null && (contentChanges || caller.role !== 'Admin')) throw blocked();

      const now = ctx.clock.now().toISOString();
      if (!contentChanges) {
        await db
          .updateTable('campaigns')
          .set({
            water_mark: flag(options.waterMark),
            is_editable: flag(options.isEditable),
            is_whatsapp_send: flag(options.isWhatsappSend),
            whatsapp_daily_limit: options.whatsappDailyLimit,
            updated_at: now,
          })
          .where('id', '=', id)
          .execute();
        // Show Watermark and Send Whatsapp are on the public page.
        pages.forget(current.url);
        return byId(caller, id);
      }

      await assertUrlFree(input.url, id);
      await assertFonts(layout);
      const { image, banner } = await resolveImages(caller, input, current);
      const img = imageColumns(image, current);
      await assertOnPicture(layout, img, image, banner);
      let updated: bigint;
      try {
        let q = db
          .updateTable('campaigns')
          .set({
            campaign_name: input.campaignName,
            url: input.url,
            image_file_id: img.id,
            image_width: img.width,
            image_height: img.height,
            ...bannerColumns(banner, current),
            water_mark: flag(options.waterMark),
            is_editable: flag(options.isEditable),
            is_whatsapp_send: flag(options.isWhatsappSend),
            whatsapp_daily_limit: options.whatsappDailyLimit,
            layout: serializeLayout(layout, fonts),
            updated_at: now,
          })
          .where('id', '=', id);
        // The same rule at the moment of writing (rules.ts: editRefusal).
        if (!options.isEditable)
          q =
            caller.role === 'Admin'
              ? q.where('visitor_count', '<=', MANY_VISITORS)
              : q.where('visitor_count', '=', 0);
        updated = (await q.executeTakeFirst()).numUpdatedRows;
      } catch (err) {
        await images.remove([newFileOf(image), newFileOf(banner)]);
        if (isUniqueViolation(err)) throw urlTaken();
        throw err;
      }
      if (Number(updated) === 0) {
        await images.remove([newFileOf(image), newFileOf(banner)]);
        throw blocked();
      }
      pages.forget(current.url);
      pages.forget(input.url);
      // The images it let go go when nothing else uses them (issue 22 point 8).
      const after = await visibleRow(caller, id);
      await images.use(id, [after.image_file_id, after.banner_file_id]);
      return byId(caller, id);
    },

    /** Deletes a User's own campaign, its visitors and images; the allowance unit comes back. */
    async remove(caller: AuthUser, id: number) {
      const r = await visibleRow(caller, id);
      const keys = await db
        .selectFrom('campaign_visitors')
        .select('whatsapp_key')
        .where('campaign_id', '=', r.id)
        .where('whatsapp_key', 'is not', null)
        .execute();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('campaign_visitors').where('campaign_id', '=', r.id).execute();
        await trx.deleteFrom('campaigns').where('id', '=', r.id).execute();
        await billing.releaseAllowance(trx, r.user_id, MODULES.campaign);
      });
      pages.forget(r.url);
      await images.use(r.id, []);
      const storage = await ctx.storage();
      for (const { whatsapp_key } of keys)
        if (whatsapp_key) await storage.delete(whatsapp_key).catch(() => {});
      return null;
    },

    visitors: campaignVisitors(ctx, { visibleRow, publicRow, publicRows: pages, billing }),

    /** The public page's campaign (§3), by its url; 404 for an unknown one. */
    publicCampaign: async (url: string) => publicCampaignOf(await publicRow(url)),

    /** The public page (HTML, ETag and CSP) from memory, drawn from its row when not there. */
    publicPage: (url: string) => pages.page(url),
    /** The public page if it is in memory (answered before routing: http/hot-pages.ts). */
    cachedPublicPage: (url: string) => pages.cached(url),
  };

  async function publicCampaignOf(r: CampaignRow): Promise<PublicCampaign> {
    const [fonts, names, sender, base] = await Promise.all([
      catalog.fonts.active(),
      catalog.fonts.names(),
      campaignImageSender(ctx),
      campaignBaseUrl(),
    ]);
    const layout = layoutOf(r.layout, names);
    const fontUrl = (name: string) => {
      const address = fonts.find((f) => f.name === name)?.fileUrl;
      return address ? new URL(address).pathname : null;
    };
    const text = (t: TextOverlay) => ({ ...t, fontUrl: t.isDisplay ? fontUrl(t.font) : null });
    return {
      campaignName: r.campaign_name,
      url: r.url,
      publicUrl: campaignPublicUrl(base, r.url),
      campaignImagePath: images.pagePath(r.image_file_id),
      campaignImageWidth: r.image_width,
      campaignImageHeight: r.image_height,
      bannerImagePath: r.banner_file_id ? images.pagePath(r.banner_file_id) : null,
      waterMark: r.water_mark === 1,
      imageType: layout.imageType,
      imageHeight: layout.imageHeight,
      imageLength: layout.imageLength,
      imageX: layout.imageX,
      imageY: layout.imageY,
      isImageDisplay: layout.isImageDisplay,
      txt1: text(layout.txt1),
      txt2: text(layout.txt2),
      txt3: text(layout.txt3),
      whatsappSend: r.is_whatsapp_send === 1 && sender.sender !== null && layout.txt3.collectData,
    };
  }

  async function publicRow(url: string): Promise<CampaignRow> {
    // Only a well-formed url can name a campaign; anything else (a NUL byte PostgreSQL refuses
    // included) is unknown without asking the database.
    const r = CAMPAIGN_URL_PATTERN.test(url)
      ? await withOwner().where('campaigns.url', '=', url).executeTakeFirst()
      : undefined;
    // Named on the field too: a public page's url is the only thing its caller gave. Its own code
    // tells an unknown campaign from an unknown route.
    if (!r) throw new HttpError(404, M.notFound, 'CampaignNotFound', { url: M.notFound });
    return r;
  }
}

export type CampaignsService = ReturnType<typeof campaignsService>;
