import { z } from 'zod';
import { isWebAddress, withScheme } from '../forms/web-address';
import { listQuery } from '../http/list';
import {
  BUTTON_STYLES,
  CARD_DEFAULTS,
  MAX_BUTTONS,
  MAX_CARD_FILE_BYTES,
  MAX_DESCRIPTION,
  MAX_LINKS,
  MAX_LOGO_SIZE,
  MAX_NAME,
  MAX_SECTION_IMAGES,
  MAX_SECTIONS,
  MAX_URL,
  MIN_LOGO_SIZE,
  PHONE_PATTERN,
  SOCIAL_ICON_STYLES,
  SOCIAL_ICON_THEMES,
  SOCIAL_TYPE_IDS,
  THEMES,
  VIEW_TYPES,
} from './rules';

/** Spec 02 §5 and §8 verbatim; the others in the same voice. */
export const CARD_MESSAGES = {
  cardNameRequired: 'Card Name is required',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  companyNameRequired: 'Company Name is required',
  urlFormat: 'Incorrect url format',
  socialTypeRequired: 'Social link type is required',
  socialLinkRequired: 'Social link is required',
  buttonNameRequired: 'Button Name is required',
  buttonTypeRequired: 'Select Button Type',
  buttonLinkRequired: 'Button Link is required',
  fileRequired: 'File is required',
  phone: 'Invalid Phone Number',
  sectionRequired: 'Custom Section is required',
  created: 'Card Created Successfully',
  updated: 'Card Updated Succesfully',
  deleted: 'Card deleted successfully',
  deleteFailed: 'Something went wrong',
  limitExceeded: 'Limit exceeded',
  contactAdmin: 'Kindly contact administrator.',
  exportFailed: 'Error occured while downloading. Try again.',
  noData: 'No Data Available',
  copied: 'Copied!',
  copyFailed: 'Failed to copy!',
  imageType: 'Images must be jpeg, png or jpg',
  buttonFileType: 'The button file must be a pdf, jpeg, png or jpg',
  fileTooLarge: 'The file is larger than 10 MB',
  fileContent: 'The file content does not match its type',
  notFound: 'Card not found',
  tooManyVisits: 'Too many visits from this device. Please try again in a few minutes.',
  uploaded: 'File uploaded',
  maxChars: (n: number) => `Maximum ${n} symbols`,
} as const;

const M = CARD_MESSAGES;

/** A text field: trimmed, null sent as empty (§5), at most `max` characters. */
const text = (max = MAX_NAME) =>
  z
    .string('Must be text')
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(max, M.maxChars(max)));
const required = (message: string, max = MAX_NAME) =>
  z
    .string(message)
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().min(1, message).max(max, M.maxChars(max)));

/** A number as a form sends it (a number or its text); empty takes `fallback`. */
const numberish = (message: string, fallback?: number) =>
  z
    .union([z.number(), z.string().max(20)], message)
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? fallback : Number(v)));

/** A web address; http:// is prepended when the scheme is missing (§5); empty allowed. */
const optionalUrl = text(MAX_URL)
  .transform((s) => withScheme(s))
  .refine((s) => !s || isWebAddress(s), M.urlFormat);

const phone = text(30).refine((s) => PHONE_PATTERN.test(s), M.phone);
const email = text(254).refine(
  (s) => !s || /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(s),
  'Invalid email address',
);

/** An address of a stored file (the upload endpoint's url), or empty. */
const fileAddress = text(MAX_URL);

/** '1'/'0' from the form sent as a boolean (§3); booleans as they are. */
const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)], 'Must be on or off')
    .nullish()
    .transform((v) => (v === null || v === undefined ? fallback : v === true || v === '1' || v === 1));

const intIn = <T extends readonly number[]>(values: T, label: string, fallback: T[number]) =>
  numberish(`${label} must be a number`, fallback).pipe(
    z
      .number(`${label} must be a number`)
      .int(`${label} must be a whole number`)
      .refine((n) => (values as readonly number[]).includes(n), `Choose a ${label}`),
  );

const color = (fallback: string) =>
  z
    .string('Choose a colour')
    .nullish()
    .transform((v) => v || fallback)
    .pipe(
      z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #ae02d4')
        .transform((c) => c.toLowerCase()),
    );

export const socialLinkSchema = z.object({
  type: numberish(M.socialTypeRequired).pipe(
    z
      .number(M.socialTypeRequired)
      .int(M.socialTypeRequired)
      .refine((n) => (SOCIAL_TYPE_IDS as number[]).includes(n), M.socialTypeRequired),
  ),
  link: required(M.socialLinkRequired, MAX_URL)
    .transform((s) => withScheme(s))
    .refine(isWebAddress, M.urlFormat),
});

export const customButtonSchema = z
  .object({
    name: required(M.buttonNameRequired),
    // One check with the spec's words: a union of literals would let the resolver show the closest
    // branch's own words ("Invalid input: expected 1") instead (issue 23).
    type: numberish(M.buttonTypeRequired).pipe(
      z
        .number(M.buttonTypeRequired)
        .refine((n) => n === 1 || n === 2, M.buttonTypeRequired)
        .transform((n) => n as 1 | 2),
    ),
    link: text(MAX_URL),
    file: fileAddress,
    fileName: text(200),
    buttonStyle: intIn(BUTTON_STYLES, 'button style', 1),
  })
  .superRefine((b, ctx) => {
    if (b.type === 1) {
      if (!b.link) ctx.addIssue({ code: 'custom', path: ['link'], message: M.buttonLinkRequired });
      else if (!isWebAddress(withScheme(b.link)) && !/^(mailto|tel):/i.test(b.link))
        ctx.addIssue({ code: 'custom', path: ['link'], message: M.urlFormat });
    }
    if (b.type === 2 && !b.file) ctx.addIssue({ code: 'custom', path: ['file'], message: M.fileRequired });
  })
  .transform((b) => ({
    ...b,
    link: b.type === 1 && !/^(mailto|tel):/i.test(b.link) ? withScheme(b.link) : b.type === 1 ? b.link : '',
    file: b.type === 2 ? b.file : '',
  }));

export const customSectionSchema = z
  .object({
    title: text(MAX_NAME),
    description: text(MAX_DESCRIPTION),
    images: z
      .array(z.object({ img: fileAddress }), 'Images must be a list')
      .max(MAX_SECTION_IMAGES, `At most ${MAX_SECTION_IMAGES} images`)
      .default([])
      .transform((list) => list.filter((i) => i.img)),
    viewType: intIn(VIEW_TYPES, 'view type', 1),
  })
  .superRefine((s, ctx) => {
    if (!s.title && !s.description && s.images.length === 0)
      ctx.addIssue({ code: 'custom', path: ['title'], message: M.sectionRequired });
  });

/**
 * Create and update (§3, §5): what the editor sends. Images and files by the address the card upload
 * answered. The sequence is normalised on the server (rules.ts: normalizeSequence).
 */
export const cardFormSchema = z.object({
  cardName: required(M.cardNameRequired),
  firstName: required(M.firstNameRequired),
  lastName: required(M.lastNameRequired),
  designation: text(),
  phoneNumber: phone,
  phoneNumber2: phone,
  email: email,
  email2: email,
  companyName: required(M.companyNameRequired),
  website: optionalUrl,
  businessDescription: text(MAX_DESCRIPTION),
  companyPhoneNumber: phone,
  companyPhoneNumber2: phone,
  companyEmail: email,
  companyEmail2: email,
  businessAddress: text(500),
  socialMediaLinks: z
    .array(socialLinkSchema, 'Social links must be a list')
    .max(MAX_LINKS, `At most ${MAX_LINKS} links`)
    .default([]),
  customButtons: z
    .array(customButtonSchema, 'Buttons must be a list')
    .max(MAX_BUTTONS, `At most ${MAX_BUTTONS} buttons`)
    .default([]),
  customSection: z
    .array(customSectionSchema, 'Sections must be a list')
    .max(MAX_SECTIONS, `At most ${MAX_SECTIONS} sections`)
    .default([]),
  bannerUrl: fileAddress,
  logoURL: fileAddress,
  logoSize: numberish('Logo size must be a number', CARD_DEFAULTS.logoSize).pipe(
    z
      .number('Logo size must be a number')
      .int('Logo size must be a whole number')
      .min(MIN_LOGO_SIZE, `Logo size must be ${MIN_LOGO_SIZE} to ${MAX_LOGO_SIZE}`)
      .max(MAX_LOGO_SIZE, `Logo size must be ${MIN_LOGO_SIZE} to ${MAX_LOGO_SIZE}`),
  ),
  ratio: text(20),
  displayBorder: flag(true),
  theme: intIn(THEMES, 'theme', CARD_DEFAULTS.theme),
  colorCode: color(CARD_DEFAULTS.colorCode),
  secondaryColor: color(CARD_DEFAULTS.secondaryColor),
  fonts: text().transform((f) => f || CARD_DEFAULTS.fonts),
  secondaryFont: text().transform((f) => f || CARD_DEFAULTS.fonts),
  socialIconsStyle: intIn(SOCIAL_ICON_STYLES, 'social icon style', 1),
  socialIconTheme: intIn(SOCIAL_ICON_THEMES, 'social icon theme', 1),
  buttonStyle: intIn(BUTTON_STYLES, 'button style', 1),
  headerStyle: text(20),
  sequence: text(500),
  showPersonalInfo: flag(true),
  showBusinessInfo: flag(true),
  isBusinessCard: flag(false),
  /** A copy's source (§3 parentCardId). */
  parentCardId: numberish('Choose the card to copy').pipe(
    z.number('Choose the card to copy').int().positive('Choose the card to copy').optional(),
  ),
  /** Admin: the User the card is created for (manage/card create). */
  userId: z.number().int().positive().optional(),
});
export type CardForm = z.input<typeof cardFormSchema>;
export type CardFormOutput = z.output<typeof cardFormSchema>;

/** What a card is shown from (the page renderer's input): the form's fields after the server's checks. */
export type CardContent = Omit<CardFormOutput, 'parentCardId' | 'userId'>;

const socialOut = z.object({ type: z.number().int(), link: z.string() });
const buttonOut = z.object({
  id: z.number().int(),
  ref: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  link: z.string(),
  file: z.string(),
  fileName: z.string(),
  buttonStyle: z.number().int(),
});
const sectionOut = z.object({
  id: z.number().int(),
  ref: z.number().int(),
  title: z.string(),
  description: z.string(),
  images: z.array(z.object({ id: z.number().int(), img: z.string() })),
  viewType: z.number().int(),
});

/** A card as the editor gets it (§3), and the list row (§2). */
export const cardSchema = z.object({
  id: z.number().int(),
  cardDetailsId: z.number().int(),
  cardName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  designation: z.string(),
  phoneNumber: z.string(),
  phoneNumber2: z.string(),
  email: z.string(),
  email2: z.string(),
  companyName: z.string(),
  website: z.string(),
  businessDescription: z.string(),
  companyPhoneNumber: z.string(),
  companyPhoneNumber2: z.string(),
  companyEmail: z.string(),
  companyEmail2: z.string(),
  businessAddress: z.string(),
  socialMediaLinks: z.array(socialOut),
  customButtons: z.array(buttonOut),
  customSection: z.array(sectionOut),
  bannerUrl: z.string(),
  logoURL: z.string(),
  logoSize: z.number().int(),
  ratio: z.string(),
  displayBorder: z.boolean(),
  theme: z.number().int(),
  colorCode: z.string(),
  secondaryColor: z.string(),
  fonts: z.string(),
  secondaryFont: z.string(),
  socialIconsStyle: z.number().int(),
  socialIconTheme: z.number().int(),
  buttonStyle: z.number().int(),
  headerStyle: z.string(),
  sequence: z.string(),
  showPersonalInfo: z.boolean(),
  showBusinessInfo: z.boolean(),
  isBusinessCard: z.boolean(),
  slug: z.string(),
  /** `{CARD_BASE_URL}/{slug}.html` (§3), fixed at creation. */
  htmlURL: z.string(),
  parentCardId: z.number().int().nullable(),
  visitorCount: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  /** The owner's company (Admins' grid, §2). */
  ownerCompanyName: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

/** Copy get (§7): the card's content without its id, with parentCardId set, for Copy New Card. */
export const cardCopySchema = cardSchema
  .omit({
    id: true,
    cardDetailsId: true,
    slug: true,
    htmlURL: true,
    visitorCount: true,
    createdDate: true,
    updatedDate: true,
  })
  .extend({ parentCardId: z.number().int() });
export type CardCopy = z.infer<typeof cardCopySchema>;

export const cardLinkSchema = z.object({ htmlURL: z.string(), slug: z.string() });

/** What a new card's link is made from (cardSlugBase), as the editor has it before Save. */
export const newCardLinkQuery = z.object({
  firstName: z.string().max(100).default(''),
  lastName: z.string().max(100).default(''),
  phoneNumber: z.string().max(30).default(''),
  companyName: z.string().max(100).default(''),
  isBusinessCard: z.enum(['true', 'false']).default('false'),
});

// ——— Card files (§7 File upload) ———

export const CARD_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const CARD_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** §7 File upload with isWeb=false, isCard=true: the form fields beside the file (multipart). */
export const cardUploadSchema = z.object({
  isWeb: z.literal(false).optional(),
  isCard: z.literal(true).optional(),
});

/** §7's file: a card image, or a button's pdf, judged from its bytes; answers the stored path. */
export const CARD_FILE_PART = {
  maxBytes: MAX_CARD_FILE_BYTES,
  types: CARD_FILE_TYPES,
  tooLarge: M.fileTooLarge,
  wrongType: M.buttonFileType,
  required: M.fileRequired,
  counted: true,
} as const;

// ——— Visitors (§7) ———

export const cardVisitorSchema = z.object({
  id: z.number().int(),
  ip: z.string(),
  browser: z.string(),
  operatingSystem: z.string(),
  type: z.string(),
  date: z.string(),
});
export type CardVisitor = z.infer<typeof cardVisitorSchema>;

/** §7: PageNumber, SortColumn, SortType, dates; date Desc by default. */
export const cardVisitorsQuery = listQuery(['date', 'ip', 'browser', 'operatingSystem', 'type']);

/** §7 CARDVisitor: the beacon's body. */
export const cardVisitSchema = z.object({
  cardDetailsId: z.number('Card is required').int().positive('Card is required'),
  Referrer: z.string().max(MAX_URL).nullish(),
  type: z.string().max(100).nullish(),
});

// ——— Leads ("Share your details" on the hosted page; issue 14, beyond the spec) ———

export const CARD_LEAD_MESSAGES = {
  nameRequired: 'Name is required',
  contactRequired: 'Enter a phone number or an e-mail',
  thanks: 'Thank you! Your details were shared.',
  tooMany: 'Too many submissions from this device. Please try again in a few minutes.',
} as const;

/**
 * The form's body. `website` is the honeypot: hidden from people, so a filled one is a bot's and the
 * lead is quietly dropped (answered as if kept, so the bot learns nothing).
 */
export const cardLeadFormSchema = z
  .object({
    cardDetailsId: z.number('Card is required').int().positive('Card is required'),
    name: required(CARD_LEAD_MESSAGES.nameRequired),
    phone,
    email,
    message: text(1000),
    website: z.string().max(MAX_URL).nullish(),
  })
  .refine((l) => l.phone || l.email, { path: ['phone'], message: CARD_LEAD_MESSAGES.contactRequired });

export const cardLeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  date: z.string(),
});
export type CardLead = z.infer<typeof cardLeadSchema>;

/** Newest first by default, like visitors. */
export const cardLeadsQuery = listQuery(['date', 'name', 'email', 'phone']);
