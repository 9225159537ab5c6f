import { requiredText } from '../forms/text';
import { IMAGE_MESSAGES } from '../files/image-messages';
import { z } from 'zod';
import { idParamSchema, idSchema } from '../http/ids';
import {
  ALIGNMENTS,
  DEFAULT_FONT_ID,
  DEFAULT_FONT_NAME,
  FRAME_IMAGE_TYPES,
  FRAME_KINDS,
  FRAME_PAGE_SIZE,
  MAX_FRAME_IMAGE_BYTES,
  MAX_POSITION,
  NFC_ELEMENT_KEYS,
  NFC_IMAGE_FITS,
  canvasOf,
  layoutIssues,
  type FrameLayoutElements,
  STANDARD_ELEMENT_KEYS,
  normalizeColor,
  sizeLimitOf,
  sizeMessage,
  type FrameElement,
  type FrameKind,
} from './rules';

/** Spec 01 sections 5 and 8, verbatim; the others in the same voice. */
export const FRAME_MESSAGES = {
  imageRequired: 'Please Add Frame Image',
  nameRequired: 'Please Add Frame Name',
  added: 'Frame Added Successfully',
  updated: 'Frame Updated Successfully',
  imageType: IMAGE_MESSAGES.type,
  imageTooLarge: 'The frame image is larger than 5 MB',
  imageTooWide: 'The frame image may be at most 8000 × 8000 pixels',
  imageSaved: 'Frame Image Uploaded Successfully',
  assigned: 'Frame Assigned Successfully',
  madeDefault: 'Default Frame Updated Successfully',
  deleted: 'Frame Deleted Successfully',
  /** A save based on an older layout than the one stored (issue 12, Offline). */
  conflict: 'This frame was changed on another computer since you opened it. Keep that version or yours?',
  notEditable: 'Only the person who made this frame can change it',
} as const;

/**
 * A user has one default frame of each kind (issue 23): the standard one is what Post home draws over
 * a photo, the NFC one what NFC cards use. A list showing both names each default by its kind, so a
 * default NFC frame is never taken for the frame Post home shows.
 */
export const DEFAULT_FRAME_LABELS = {
  standard: { mark: 'Default frame', ribbon: 'Default', use: 'Shown on Post home' },
  nfc: { mark: 'Default NFC frame', ribbon: 'Default NFC', use: 'Used for NFC cards' },
} as const;

// ——— Elements and layouts ———

const position = (label: string) =>
  z
    .number(`${label} must be a number`)
    .min(-MAX_POSITION, `${label} is out of range`)
    .max(MAX_POSITION, `${label} is out of range`);

/** One element of a frame of `kind`; its size limit depends on the element (spec 01 section 5). */
export function frameElementSchema(kind: FrameKind, key: string) {
  const limit = sizeLimitOf(kind, key);
  return z
    .object({
      fontFamilyId: idSchema('Font is required').default(DEFAULT_FONT_ID),
      fontFamilyName: z.string().trim().max(100, 'Maximum 100 symbols').default(DEFAULT_FONT_NAME),
      isDisplay: z.boolean('Display must be on or off'),
      x: position('X'),
      y: position('Y'),
      size: z
        .number('Size must be a number')
        .min(limit.min, sizeMessage(limit))
        .max(limit.max, sizeMessage(limit)),
      color: z
        .string('Choose a colour')
        .max(9, 'Use a colour like #000000')
        .transform((v, ctx) => {
          const hex = normalizeColor(v);
          if (hex === null) {
            ctx.addIssue({ code: 'custom', message: 'Use a colour like #000000' });
            return z.NEVER;
          }
          return hex;
        }),
      preference: z.enum(ALIGNMENTS, 'Choose Left, Center or Right').default('Left'),
      /** x before alignment; x when absent. */
      hx: position('HX').optional(),
    })
    .transform((el): FrameElement => ({ ...el, hx: el.hx ?? el.x }));
}

function layoutSchema<const K extends readonly string[]>(kind: FrameKind, keys: K) {
  const shape = Object.fromEntries(keys.map((key) => [key, frameElementSchema(kind, key)])) as {
    [P in K[number]]: ReturnType<typeof frameElementSchema>;
  };
  return z.object(shape, 'The layout is required').strict();
}

/** The six elements of a standard frame (spec 01 section 3). */
export const standardLayoutSchema = layoutSchema('standard', STANDARD_ELEMENT_KEYS);
/** The five elements of an NFC frame (spec 01 section 3). */
export const nfcLayoutSchema = layoutSchema('nfc', NFC_ELEMENT_KEYS);

export type FrameElementInput = z.input<ReturnType<typeof frameElementSchema>>;

/**
 * A layout save (spec 01 section 4: "layout elements plus frameId; the image URL is removed").
 * `version` is the version the editor loaded (0 for a frame just uploaded): the server answers 409
 * with the stored frame when it holds a newer one, and the user picks which to keep.
 */
const layoutSave = <L extends z.ZodType<FrameLayoutElements>>(kind: FrameKind, elements: L) =>
  z.object({
    frameId: idSchema('Please Add Frame Image'),
    version: z.number('Version is required').int().min(0).max(1_000_000_000),
    // Issue 23: every element inside the canvas. A standard frame is as wide as its image makes it,
    // which the server checks against the stored image; its height and the NFC card are fixed.
    elements: elements.superRefine((layout, ctx) => {
      const canvas =
        kind === 'nfc' ? canvasOf('nfc') : { width: Infinity, height: canvasOf('standard').height };
      for (const [path, message] of Object.entries(
        layoutIssues(kind, layout as Record<string, FrameElement>, canvas),
      ))
        ctx.addIssue({ code: 'custom', path: path.split('.').slice(1), message });
    }),
  });
export const frameLayoutSaveSchema = layoutSave('standard', standardLayoutSchema);
/** NFC: also how the image covers the card (issue 23); absent keeps the stored choice. */
export const nfcFrameLayoutSaveSchema = layoutSave('nfc', nfcLayoutSchema).extend({
  imageFit: z.enum(NFC_IMAGE_FITS, 'Choose Cover or Contain').optional(),
});
export type FrameLayoutSave = z.input<typeof frameLayoutSaveSchema>;
export type NfcFrameLayoutSave = z.input<typeof nfcFrameLayoutSaveSchema>;

// ——— Image upload (spec 01 section 4: the frame image first, answering the frame id) ———

const imageFields = {
  /** An existing frame whose image (NFC: or name) is replaced; absent for a new frame. */
  id: idSchema().optional(),
  fileName: z.string().trim().max(200, 'Maximum 200 symbols').optional(),
};

/** The image itself travels as the form's `file` part (multipart), judged by its bytes. */
export const FRAME_IMAGE_PART = {
  maxBytes: MAX_FRAME_IMAGE_BYTES,
  types: FRAME_IMAGE_TYPES,
  tooLarge: FRAME_MESSAGES.imageTooLarge,
  wrongType: FRAME_MESSAGES.imageType,
  counted: true,
} as const;

/** Standard frame image: a new frame, or a new image for an existing one (the file is required). */
export const frameImageUploadSchema = z.object(imageFields);

/**
 * NFC frame image and name: a new frame needs both; an existing one may send only a new name
 * (spec 01 section 4: "for NFC, the name changed").
 */
export const nfcFrameImageUploadSchema = z.object({
  ...imageFields,
  frameName: requiredText(FRAME_MESSAGES.nameRequired),
});
export type FrameImageUpload = z.input<typeof frameImageUploadSchema>;
export type NfcFrameImageUpload = z.input<typeof nfcFrameImageUploadSchema>;

// ——— Frames as answered ———

const frameBase = z.object({
  id: z.number().int(),
  /** The same number as id: one layout per frame (spec 01 section 3 names both). */
  frameId: z.number().int(),
  kind: z.enum(FRAME_KINDS),
  /** Signed address of the private image, good for a day. */
  frameImageURL: z.string(),
  /** Width ÷ height of the image, so an editor can lay out the canvas before the image loads. */
  imageAspect: z.number(),
  /** The caller's (or the named user's) default of this kind. */
  isDefault: z.boolean(),
  /** Assignment, answered to Admins (empty for Users). */
  users: z.array(z.number().int()),
  categories: z.array(z.number().int()),
  allUsers: z.boolean(),
  allCategories: z.boolean(),
  /** Whether the caller may change the layout, image or assignment (its maker, or an Admin). */
  canEdit: z.boolean(),
  createdBy: z.number().int(),
  createdByName: z.string(),
  version: z.number().int(),
  createdDate: z.string(),
  updatedDate: z.string(),
});

export const standardFrameSchema = frameBase.extend({
  kind: z.literal('standard'),
  frameName: z.null(),
  elements: standardLayoutSchema,
});
export const nfcFrameSchema = frameBase.extend({
  kind: z.literal('nfc'),
  frameName: z.string(),
  /** How the image fills the card when it is not card-shaped: all of the card, or all of the image. */
  imageFit: z.enum(NFC_IMAGE_FITS),
  elements: nfcLayoutSchema,
});
export const frameSchema = z.discriminatedUnion('kind', [standardFrameSchema, nfcFrameSchema]);
export type StandardFrame = z.infer<typeof standardFrameSchema>;
export type NfcFrame = z.infer<typeof nfcFrameSchema>;
export type Frame = z.infer<typeof frameSchema>;

/**
 * The brand data a frame draws (spec 01 section 3, Brand information): the address lines joined, the
 * logo as an address the caller can load, and the QR target of an NFC card (the user's public card
 * page, else their website).
 */
export const frameBrandSchema = z.object({
  userId: z.number().int(),
  /** The user's display name (NFC "Name"). */
  name: z.string(),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  companyLogo: z.string().nullable(),
  qrUrl: z.string().nullable(),
});
export type FrameBrand = z.infer<typeof frameBrandSchema>;

/** A font a frame uses, for the editor's @font-face and the server's renderer. */
export const frameFontSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fileUrl: z.string().nullable(),
});
export type FrameFont = z.infer<typeof frameFontSchema>;

/** A frame ready to draw: the frame and the brand it is drawn with (the download variant). */
export const frameDownloadSchema = z.object({ frame: frameSchema, brand: frameBrandSchema });

// ——— Lists, assignment, default, download ———

/**
 * The frame lists (spec 01 sections 2 and 9): 12 per page, Search (NFC name or maker), kind. An
 * Admin may name a user (`userId`) to see that user's frames (the Update User Frames tab).
 */
export const frameListQuery = z
  .object({
    PageNumber: z.coerce.number().int().min(1).max(1_000_000).default(1),
    PageSize: z.coerce.number().int().min(1).max(100).default(FRAME_PAGE_SIZE),
    Search: z.string().trim().max(200).optional(),
    kind: z.enum(FRAME_KINDS).optional(),
    userId: idParamSchema().optional(),
  })
  .strict();
/** The admin lists: every frame of their kind. */
export const adminFrameListQuery = frameListQuery.omit({ kind: true, userId: true });
export type FrameListQuery = z.input<typeof frameListQuery>;

/** Assign (spec 01 section 2, Assign User and Assign Category dialogs): "all" flags include later ones. */
export const frameAssignSchema = z.object({
  frameId: idSchema('Frame is required'),
  users: z.array(idSchema()).max(10_000, 'Too many users').default([]),
  categories: z.array(idSchema()).max(10_000, 'Too many categories').default([]),
  allUsers: z.boolean().default(false),
  allCategories: z.boolean().default(false),
});
export type FrameAssign = z.input<typeof frameAssignSchema>;

export const frameIdQuery = z.object({ frameId: idParamSchema() }).strict();
export const optionalUserQuery = z.object({ userId: idParamSchema().optional() }).strict();

/** The NFC card download (spec 01 section 7): PNG, or a card-size PDF (85.6 × 54 mm). */
export const NFC_DOWNLOAD_FORMATS = ['png', 'pdf'] as const;
export const nfcDownloadSchema = z.object({
  frameId: idSchema('Frame is required'),
  format: z.enum(NFC_DOWNLOAD_FORMATS, 'Choose png or pdf').default('png'),
  /** PNG width in pixels (the PDF embeds a 1016 px wide picture: 300 dpi on the card). */
  width: z
    .number()
    .int()
    .min(100, 'Width must be between 100 and 4000')
    .max(4000, 'Width must be between 100 and 4000')
    .optional(),
  /** An Admin downloads a user's card. */
  userId: idSchema().optional(),
});
export type NfcDownload = z.input<typeof nfcDownloadSchema>;
