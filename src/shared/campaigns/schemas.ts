import { z } from 'zod';
import { listQuery } from '../http/list';
import {
  ALIGNS,
  DEFAULT_COLOR,
  defaultPhotoSlot,
  defaultTextOverlay,
  IMAGE_TYPES,
  MAX_POSITION,
  MAX_SIZE,
  MIN_BOX,
  MIN_SIZE,
  MIN_TEXT_WIDTH,
  TEXT_KEYS,
  type TextKey,
} from './layout';
import {
  CAMPAIGN_URL_PATTERN,
  MAX_URL_LENGTH,
  MAX_VISITOR_TEXT,
  phoneDigits,
  WHATSAPP_DAILY_LIMIT,
} from './rules';

/** Spec 02 §5 and §8 verbatim; the others in the same voice. */
export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Campaign Name is required',
  urlRequired: 'URL is required',
  imageRequired: 'Please add Campaign Image',
  added: 'Campaign is added successfully',
  edited: 'Campaign is edited successfully',
  deleted: 'Campaign is deleted successfully',
  editBlockedTitle: 'You can not edit this campaign',
  editBlocked: 'This Campaign is already having visitors. So you can not change or update this campaign.',
  deleteTitle: 'Delete Campaign?',
  deleteText: 'This campaign will be deleted.',
  copied: 'Copied!',
  copyFailed: 'Failed to copy!',
  noData: 'No Data Available',
  limitExceeded: 'Limit exceeded',
  exportFailed: 'Error occured while downloading. Try again.',
  urlFormat: 'Use lowercase letters a-z, digits 0-9 and hyphens only',
  urlTaken: 'This URL is already taken',
  imageType: 'Only .jpeg or .jpg images are accepted',
  imageTooLarge: 'The image is larger than 10 MB',
  imageTooManyPixels: 'The image may be at most 16 megapixels (4096 × 4096)',
  uploadNotFound: 'This upload was not found or has expired. Please add the image again',
  adminOnly:
    'Only an administrator can change Show Watermark, Editable, Send Whatsapp and WhatsApp pictures a day',
  whatsappDailyLimit: `WhatsApp pictures a day must be a whole number from ${WHATSAPP_DAILY_LIMIT.min} to ${WHATSAPP_DAILY_LIMIT.max}`,
  sizeRange: 'Size must be 1 to 100',
  widthMin: 'Width must be 5 or more',
  captionRequired: 'Caption is required',
  phone: 'Enter a valid phone number',
  textTooLong: `Maximum ${MAX_VISITOR_TEXT} characters`,
  notFound: 'Campaign not found',
  tooManyVisits: 'Too many visits from this device. Please try again in a few minutes.',
  whatsappSent: 'The image is on its way to your WhatsApp',
} as const;

/** §5: campaign images are JPEG (.jpeg or .jpg), checked again by their bytes on the server. */
export const CAMPAIGN_IMAGE_TYPE = 'image/jpeg';
export const MAX_CAMPAIGN_IMAGE_BYTES = 10 * 1024 * 1024;
/** Phones cannot draw a canvas larger than this (iOS Safari's limit): the composed image must fit it. */
export const MAX_CAMPAIGN_IMAGE_PIXELS = 4096 * 4096;
/** WhatsApp's limit on a template's header image. */
export const MAX_COMPOSED_IMAGE_BYTES = 5 * 1024 * 1024;
/** §7: how long a presigned upload address works. */
export const PRESIGNED_UPLOAD_SECONDS = 10 * 60;

const isJpegName = (name: string) => /\.(jpe?g)$/i.test(name);

const whole = (label: string) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(MAX_POSITION, `${label} is out of range`);

const side = (label: string, min: number, message = `${label} must be ${min} or more`) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, message)
    .max(MAX_POSITION, `${label} is out of range`);

/** One text overlay (§3) as the API takes it; what is left out takes §9's default. */
export function textOverlaySchema(key: TextKey) {
  const d = defaultTextOverlay(key);
  return z
    .object({
      isDisplay: z.boolean('Display On Image must be on or off').default(d.isDisplay),
      collectData: z.boolean('Collect Data must be on or off').default(d.collectData),
      caption: z.string('Caption must be text').trim().max(100, 'Maximum 100 symbols').default(d.caption),
      size: z
        .number('Size must be a number')
        .int('Size must be a whole number')
        .min(MIN_SIZE, CAMPAIGN_MESSAGES.sizeRange)
        .max(MAX_SIZE, CAMPAIGN_MESSAGES.sizeRange)
        .default(d.size),
      x: whole('X').default(d.x),
      y: whole('Y').default(d.y),
      align: z.enum(ALIGNS, 'Choose left, center or right').default(d.align),
      color: z
        .string('Choose a colour')
        .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #000000')
        .transform((c) => c.toLowerCase())
        .default(DEFAULT_COLOR),
      font: z
        .string('Choose a font')
        .trim()
        .min(1, 'Choose a font')
        .max(100, 'Maximum 100 symbols')
        .default(d.font),
      width: side('Width', MIN_TEXT_WIDTH, CAMPAIGN_MESSAGES.widthMin).default(d.width),
      height: side('Height', MIN_BOX).default(d.height),
      hx: whole('HX').default(d.hx),
      isBold: z.boolean('Bold must be on or off').default(d.isBold),
      isWrap: z.boolean('Wrap must be on or off').default(d.isWrap),
    })
    .transform((t) => ({ ...t, collectData: t.collectData || t.isDisplay }))
    .superRefine((t, ctx) => {
      if (t.collectData && !t.caption)
        ctx.addIssue({ code: 'custom', path: ['caption'], message: CAMPAIGN_MESSAGES.captionRequired });
    });
}

/** A campaign image's name and type, as a presigned upload asks for them (§7). */
const jpegFileFields = {
  fileName: z
    .string('File name is required')
    .trim()
    .min(1, 'File name is required')
    .max(200, 'Maximum 200 symbols')
    .refine(isJpegName, CAMPAIGN_MESSAGES.imageType),
  contentType: z.literal(CAMPAIGN_IMAGE_TYPE, CAMPAIGN_MESSAGES.imageType),
};

/**
 * A campaign or banner JPEG sent as form data (the form-data variant of §7, the desktop app's way):
 * stored like a presigned upload, its `url` then sent as campaignImagePath or bannerImagePath.
 */
export const CAMPAIGN_IMAGE_PART = {
  maxBytes: MAX_CAMPAIGN_IMAGE_BYTES,
  types: [CAMPAIGN_IMAGE_TYPE],
  tooLarge: CAMPAIGN_MESSAGES.imageTooLarge,
  wrongType: CAMPAIGN_MESSAGES.imageType,
  required: CAMPAIGN_MESSAGES.imageRequired,
} as const;

/** An image kept by address: the presigned upload's `url`, or the campaign's current image address. */
const imagePath = z.string('Image address must be text').trim().max(2000, 'Maximum 2000 symbols');

const slot = defaultPhotoSlot();

/**
 * Create and update (§3, §5, §7): the campaign's fields and layout; each image by address
 * (`campaignImagePath`: an upload's `url` (presigned or form data), or the address
 * the campaign answered to keep it). `bannerImagePath: null` removes the banner. The admin-only
 * options left out keep their value (on create, §9's defaults).
 */
export const campaignFormSchema = z
  .object({
    campaignName: z
      .string(CAMPAIGN_MESSAGES.nameRequired)
      .trim()
      .min(1, CAMPAIGN_MESSAGES.nameRequired)
      .max(200, 'Maximum 200 symbols'),
    url: z
      .string(CAMPAIGN_MESSAGES.urlRequired)
      .trim()
      .min(1, CAMPAIGN_MESSAGES.urlRequired)
      .max(MAX_URL_LENGTH, `Maximum ${MAX_URL_LENGTH} symbols`)
      .regex(CAMPAIGN_URL_PATTERN, CAMPAIGN_MESSAGES.urlFormat),
    campaignImagePath: imagePath.nullish(),
    bannerImagePath: imagePath.nullish(),
    waterMark: z.boolean('Show Watermark must be on or off').optional(),
    isEditable: z.boolean('Editable must be on or off').optional(),
    isWhatsappSend: z.boolean('Send Whatsapp must be on or off').optional(),
    whatsappDailyLimit: z
      .number(CAMPAIGN_MESSAGES.whatsappDailyLimit)
      .int(CAMPAIGN_MESSAGES.whatsappDailyLimit)
      .min(WHATSAPP_DAILY_LIMIT.min, CAMPAIGN_MESSAGES.whatsappDailyLimit)
      .max(WHATSAPP_DAILY_LIMIT.max, CAMPAIGN_MESSAGES.whatsappDailyLimit)
      .optional(),
    imageType: z.enum(IMAGE_TYPES, 'Choose circle or square').default(slot.imageType),
    imageHeight: side('Height', MIN_BOX).default(slot.imageHeight),
    imageLength: side('Width', MIN_BOX).default(slot.imageLength),
    imageX: whole('X').default(slot.imageX),
    imageY: whole('Y').default(slot.imageY),
    isImageDisplay: z.boolean('Display must be on or off').default(slot.isImageDisplay),
    txt1: textOverlaySchema('txt1').default(defaultTextOverlay('txt1')),
    txt2: textOverlaySchema('txt2').default(defaultTextOverlay('txt2')),
    txt3: textOverlaySchema('txt3').default(defaultTextOverlay('txt3')),
  })
  .superRefine((f, ctx) => {
    if (!f.campaignImagePath)
      ctx.addIssue({ code: 'custom', path: ['campaignImage'], message: CAMPAIGN_MESSAGES.imageRequired });
  });

export type CampaignForm = z.input<typeof campaignFormSchema>;
export type CampaignFormOutput = z.output<typeof campaignFormSchema>;

const textOverlayOut = z.object({
  isDisplay: z.boolean(),
  collectData: z.boolean(),
  caption: z.string(),
  size: z.number(),
  x: z.number(),
  y: z.number(),
  align: z.enum(ALIGNS),
  color: z.string(),
  font: z.string(),
  width: z.number(),
  height: z.number(),
  hx: z.number(),
  isBold: z.boolean(),
  isWrap: z.boolean(),
});

/** Where the visitor's image goes on the campaign image: the editor and the public page alike. */
const imagePlacementOut = {
  imageType: z.enum(IMAGE_TYPES),
  imageHeight: z.number(),
  imageLength: z.number(),
  imageX: z.number(),
  imageY: z.number(),
  isImageDisplay: z.boolean(),
};

const layoutOut = {
  ...imagePlacementOut,
  txt1: textOverlayOut,
  txt2: textOverlayOut,
  txt3: textOverlayOut,
};

/** A campaign as the list and the editor get it (§2: companyName and createdDate for Admins' grid). */
export const campaignSchema = z.object({
  id: z.number().int(),
  campaignName: z.string(),
  url: z.string(),
  /** `{CAMPAIGN_BASE_URL}/{url}` (§3). */
  publicUrl: z.string(),
  visitorCount: z.number().int(),
  campaignImagePath: z.string(),
  /** The campaign image's natural size, kept from its bytes. */
  campaignImageWidth: z.number().int(),
  campaignImageHeight: z.number().int(),
  bannerImagePath: z.string().nullable(),
  bannerImageWidth: z.number().int().nullable(),
  bannerImageHeight: z.number().int().nullable(),
  waterMark: z.boolean(),
  isEditable: z.boolean(),
  isWhatsappSend: z.boolean(),
  /** WhatsApp pictures the public page may send a business day (issue 22 point 9). */
  whatsappDailyLimit: z.number().int(),
  ...layoutOut,
  userId: z.number().int(),
  userName: z.string(),
  companyName: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
  /** Whether the caller may change the campaign now (§4); else the editor shows the blocked dialog. */
  canEdit: z.boolean(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** What the editor needs besides the campaign: where pages are published, whether Send Whatsapp can work. */
export const campaignOptionsSchema = z.object({
  campaignBaseUrl: z.string(),
  whatsappSend: z.object({
    available: z.boolean(),
    /** Names the setting to fill in when it is not available. */
    message: z.string().nullable(),
  }),
});
export type CampaignOptions = z.infer<typeof campaignOptionsSchema>;

// ——— Presigned upload (§7) ———

export const presignQuerySchema = z
  .object({
    ...jpegFileFields,
  })
  .strict();

export const presignedUploadSchema = z.object({
  /** What to send back as campaignImagePath or bannerImagePath; it also shows the image for a day. */
  url: z.string(),
  /** POST form data here: `fields` first, in order, then the file as `file` (its size and type are signed). */
  uploadUrl: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number().int(),
  expiresAt: z.string(),
});
export type PresignedCampaignUpload = z.infer<typeof presignedUploadSchema>;

// ——— Visitors ———

const visitorText = z
  .string('Must be text')
  .max(MAX_VISITOR_TEXT * 4, CAMPAIGN_MESSAGES.textTooLong)
  .transform((t) => t.trim())
  .refine((t) => t.length <= MAX_VISITOR_TEXT, CAMPAIGN_MESSAGES.textTooLong)
  .optional();

/**
 * A visit (issue 15): the texts the page collected, sent at the first download or share; each text
 * the campaign collects is required (issue 23), which the server checks against the campaign.
 */
export const visitorFormSchema = z.object({
  txt1: visitorText,
  txt2: visitorText,
  txt3: visitorText.refine((t) => !t || phoneDigits(t) !== null, CAMPAIGN_MESSAGES.phone),
  /** The visitor asked for the composed image on WhatsApp (Send Whatsapp). */
  whatsappConsent: z.boolean('Must be on or off').optional(),
});
export type VisitorForm = z.input<typeof visitorFormSchema>;

/**
 * A later download or share of the same page session (issue 23): the visit's texts as they are now,
 * with the token the visit was answered, so that only the page that logged a visit changes it.
 */
export const visitorChangeSchema = visitorFormSchema.extend({
  visitToken: z.string('The visit token is required').min(1, 'The visit token is required').max(200),
});
export type VisitorChange = z.input<typeof visitorChangeSchema>;

export const visitorAnswerSchema = z.object({
  visitorId: z.number().int(),
  visitorCount: z.number().int(),
  /** Send it back with the visit's later changes (visitorChangeSchema). */
  visitToken: z.string(),
  /**
   * When Send Whatsapp applies: POST (form data, `fields` then `file`) the composed JPEG (at most MAX_COMPOSED_IMAGE_BYTES) here, then
   * call SendWhatsapp with `token`.
   */
  whatsappUpload: z
    .object({
      uploadUrl: z.string(),
      fields: z.record(z.string(), z.string()),
      maxBytes: z.number().int(),
      token: z.string(),
    })
    .nullable(),
});

export const whatsappSendSchema = z.object({
  token: z.string('The token is required').min(1, 'The token is required').max(200),
});

export const campaignVisitorSchema = z.object({
  id: z.number().int(),
  txt1: z.string().nullable(),
  txt2: z.string().nullable(),
  txt3: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  browser: z.string(),
  operatingSystem: z.string(),
  createdDate: z.string(),
});
export type CampaignVisitor = z.infer<typeof campaignVisitorSchema>;

/** The txt columns of the visitor table: the collecting overlays, named by their captions (§2). */
export const visitorColumnSchema = z.object({ key: z.enum(TEXT_KEYS), caption: z.string() });

/** §7: StartDate and EndDate as YYYY-MM-DD HH:mm:ss (a day alone covers the whole business day); createdDate Desc. */
export const campaignVisitorsQuery = listQuery(['createdDate']);

// ——— The public page ———

/** A text overlay with its font's file (root-relative) when the font is one of the catalog's. */
const publicText = textOverlayOut.extend({ fontUrl: z.string().nullable() });

/** What the public page draws (§3): root-relative image addresses, so the canvas stays same-origin. */
export const publicCampaignSchema = z.object({
  campaignName: z.string(),
  url: z.string(),
  publicUrl: z.string(),
  campaignImagePath: z.string(),
  campaignImageWidth: z.number().int(),
  campaignImageHeight: z.number().int(),
  bannerImagePath: z.string().nullable(),
  waterMark: z.boolean(),
  ...imagePlacementOut,
  txt1: publicText,
  txt2: publicText,
  txt3: publicText,
  /** Send Whatsapp applies: on for the campaign, the sender set up, and txt3 collected. */
  whatsappSend: z.boolean(),
});
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;
