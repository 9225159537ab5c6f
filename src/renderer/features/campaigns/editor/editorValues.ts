import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { offCanvasErrors } from '../../../../shared/campaigns/bounds';
import { defaultLayout, type CampaignLayout, type Size } from '../../../../shared/campaigns/layout';
import { ADMIN_FIELD_DEFAULTS } from '../../../../shared/campaigns/rules';
import {
  campaignFormSchema,
  type Campaign,
  type CampaignFormOutput,
} from '../../../../shared/campaigns/schemas';

/** What the editor's form holds: the campaign's fields and its layout (§3), every one filled in. */
export type EditorValues = CampaignLayout & {
  campaignName: string;
  url: string;
  /** Only where a missing image is reported ("Please add Campaign Image"); images go by path. */
  campaignImage?: undefined;
  campaignImagePath?: string | null;
  bannerImage?: undefined;
  bannerImagePath?: string | null;
  waterMark?: boolean;
  isEditable?: boolean;
  isWhatsappSend?: boolean;
  /** Null while the field is emptied (the schema names the range). */
  whatsappDailyLimit?: number | null;
};

export const editorResolver = zodResolver(campaignFormSchema) as unknown as Resolver<
  EditorValues,
  unknown,
  CampaignFormOutput
>;

/** Puts `error` at a dotted path ("txt1.x") of react-hook-form's nested errors, copying what it changes. */
function withErrorAt(errors: FieldErrors<EditorValues>, path: string, error: FieldError) {
  const [head, leaf] = path.split('.') as [keyof EditorValues, string | undefined];
  const out = { ...errors } as Record<string, unknown>;
  if (!leaf) out[head] ??= error;
  else {
    const group = { ...((out[head] as Record<string, unknown> | undefined) ?? {}) };
    group[leaf] ??= error;
    out[head] = group;
  }
  return out as FieldErrors<EditorValues>;
}

/**
 * The schema's checks, then the picture's (issue 23): the slot and shown texts stay on it, with the
 * messages the server gives (shared/campaigns/bounds.ts). `picture` is the image's natural size, or
 * null before one is added.
 */
export function editorResolverFor(
  picture: () => Size | null,
): Resolver<EditorValues, unknown, CampaignFormOutput> {
  return async (values, context, options) => {
    const result = await editorResolver(values, context, options);
    const size = picture();
    const off = size ? offCanvasErrors(values, size) : {};
    if (Object.keys(off).length === 0) return result;
    let errors = result.errors as FieldErrors<EditorValues>;
    for (const [path, message] of Object.entries(off))
      errors = withErrorAt(errors, path, { type: 'bounds', message });
    return { values: {}, errors };
  };
}

const layoutOf = (c: Campaign): CampaignLayout => ({
  imageType: c.imageType,
  imageHeight: c.imageHeight,
  imageLength: c.imageLength,
  imageX: c.imageX,
  imageY: c.imageY,
  isImageDisplay: c.isImageDisplay,
  txt1: c.txt1,
  txt2: c.txt2,
  txt3: c.txt3,
});

/**
 * The form's first values: §9's defaults for a new campaign, else the campaign as stored (its images
 * kept by the addresses it answered). Admin-only options are in the form only for an Admin (§6), so
 * that a User's save never sends them.
 */
export function editorDefaults(campaign: Campaign | undefined, isAdmin: boolean): EditorValues {
  const base: EditorValues = campaign
    ? {
        ...layoutOf(campaign),
        campaignName: campaign.campaignName,
        url: campaign.url,
        campaignImagePath: campaign.campaignImagePath,
        bannerImagePath: campaign.bannerImagePath,
      }
    : { ...defaultLayout(), campaignName: '', url: '', campaignImagePath: null, bannerImagePath: null };
  if (!isAdmin) return base;
  return {
    ...base,
    waterMark: campaign?.waterMark ?? ADMIN_FIELD_DEFAULTS.waterMark,
    isEditable: campaign?.isEditable ?? ADMIN_FIELD_DEFAULTS.isEditable,
    isWhatsappSend: campaign?.isWhatsappSend ?? ADMIN_FIELD_DEFAULTS.isWhatsappSend,
    whatsappDailyLimit: campaign?.whatsappDailyLimit ?? ADMIN_FIELD_DEFAULTS.whatsappDailyLimit,
  };
}

/** A url suggested from the name while the url is untouched: lowercase, a-z 0-9 and hyphens (§3). */
export function urlFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}
