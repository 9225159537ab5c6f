import { z } from 'zod';
import { listQuery } from '../http/list';
import { MAX_SLUG_LENGTH, slugProblem, SLUG_MESSAGES } from '../web-templates/slugs';
import { WEB_PAGES } from '../web-templates/package-rules';

/**
 * The Web app (issue 24; spec 00 sections 7 and 8, 03 section 2.1): one website per User, built
 * from a web template, its Content tab's values, the brand, categories and web updates.
 */

/** Spec 00 section 8 and issue 24, verbatim where they give the words. */
export const WEB_MESSAGES = {
  created: 'Website created',
  saved: 'Changes saved',
  published: 'Website published',
  rolledBack: 'Website rolled back',
  publishRunning: 'This website is being published; try again in a moment',
  statusFailed: 'Failed to update status',
  botAdded: 'Bot is added to your website. You need to republish you website',
  noSite: 'You have no website yet',
  siteExists: 'You already have a website',
  noTemplate: 'No web template is available yet. Kindly contact administrator.',
  templateUnavailable: 'This template is no longer available; choose another',
  inactive: 'This website is not available',
  contactSent: 'Thank you. Your message has been sent.',
  subscribed: 'Thank you for subscribing.',
  tooFast: 'Please take a moment before sending the form',
  tooMany: 'Too many submissions. Please try again in a minute.',
  formExpired: 'The form has expired. Reload the page and try again.',
} as const;

/** A site's address part: `/s/{slug}`. */
export const siteSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, SLUG_MESSAGES.required)
  .max(MAX_SLUG_LENGTH, SLUG_MESSAGES.tooLong)
  .superRefine((slug, ctx) => {
    const problem = slugProblem(slug, 'site');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** What is unpublished: the inputs changed since the live version, and what changed. */
export const UNPUBLISHED_REASONS = ['content', 'template', 'brand', 'products', 'updates', 'bot'] as const;
export type UnpublishedReason = (typeof UNPUBLISHED_REASONS)[number];

export const websiteSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** The owner's company (Admin lists) and user name. */
  companyName: z.string().nullable(),
  userName: z.string().nullable(),
  slug: z.string(),
  /** The public address, `{base}/s/{slug}`. */
  url: z.string(),
  webTemplateId: z.number().int(),
  templateName: z.string(),
  /** The Content tab's values, by the template's setting keys. */
  content: z.record(z.string(), z.unknown()),
  /** Admin's status toggle: an inactive site answers 410. */
  isActive: z.boolean(),
  /** The live version (null: never published) and when it went live. */
  publishedVersion: z.number().int().nullable(),
  lastPublishedDate: z.string().nullable(),
  /** The inputs differ from the live version's. */
  hasUnpublishedChanges: z.boolean(),
  unpublishedReasons: z.array(z.enum(UNPUBLISHED_REASONS)),
  /** The bot deployed on the site (the bots issue), and its name. */
  botId: z.number().int().nullable(),
  botName: z.string().nullable(),
  createdDate: z.string(),
});
export type Website = z.infer<typeof websiteSchema>;

/** Create: a template (else the default) and an address (else one made from the company name). */
export const websiteCreateSchema = z.object({
  webTemplateId: z.number().int().positive().optional(),
  slug: siteSlugSchema.optional(),
});
export type WebsiteCreate = z.input<typeof websiteCreateSchema>;

/** The Content tab's autosave: every field optional, what is sent is saved. */
export const websiteFormSchema = z.object({
  webTemplateId: z.number().int().positive().optional(),
  slug: siteSlugSchema.optional(),
  content: z.record(z.string().max(60), z.unknown()).optional(),
});
export type WebsiteForm = z.input<typeof websiteFormSchema>;

/** The pages of a site the preview can draw, by path ('' home, 'about', a product slug, 'updates/12'…). */
export const previewQuery = z.object({
  path: z
    .string()
    .max(200)
    .regex(/^[a-z0-9/-]*$/, 'Not a page of the site')
    .default(''),
});

export const sitePageSchema = z.object({
  name: z.enum(WEB_PAGES),
  path: z.string(),
  title: z.string(),
});

/** A preview: the draft's page as HTML, for a sandboxed frame (`srcdoc`), and the site's pages. */
export const websitePreviewSchema = z.object({
  html: z.string(),
  pages: z.array(sitePageSchema),
});
export type WebsitePreview = z.infer<typeof websitePreviewSchema>;

/** A published version (3 are kept for Rollback). */
export const websiteVersionSchema = z.object({
  version: z.number().int(),
  publishedDate: z.string(),
  pageCount: z.number().int(),
  isLive: z.boolean(),
});
export type WebsiteVersion = z.infer<typeof websiteVersionSchema>;

export const rollbackSchema = z.object({ version: z.number().int().positive() });

/** Spec 00 section 7: POST website status toggle (Admin). */
export const websiteStatusSchema = z.object({ isActive: z.boolean() });

export const websitesQuery = listQuery(['companyName', 'slug', 'lastPublishedDate', 'createdDate']);

// ——— Updates (web update posts: spec 01 section 5) ———

export const webUpdateSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  companyName: z.string().nullable(),
  userName: z.string().nullable(),
  /** The post it came from (post detail/{id}); null once that post is gone. */
  postId: z.number().int().nullable(),
  imageURL: z.string().nullable(),
  caption: z.string(),
  /** When it was posted (UTC ISO). */
  date: z.string(),
  /** When it was added to the site (UTC ISO): the admin manage list's Created Date (issue 6). */
  createdDate: z.string(),
});
export type WebUpdate = z.infer<typeof webUpdateSchema>;
export const webUpdatesQuery = listQuery(['date', 'caption', 'companyName', 'createdDate']);

// ——— Forms and subscribers ———

export const FORM_LIMITS = { name: 100, email: 254, phone: 20, message: 2000 } as const;

/** The public contact form (plain HTML post; the server reads it with this schema). */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(FORM_LIMITS.name),
  email: z.string().trim().max(FORM_LIMITS.email).pipe(z.email('Invalid email address')),
  phone: z
    .string()
    .trim()
    .max(FORM_LIMITS.phone)
    .regex(/^[0-9+()\- ]*$/, 'Invalid phone number')
    .optional()
    .default(''),
  message: z.string().trim().min(1, 'Message is required').max(FORM_LIMITS.message),
});
export const newsletterFormSchema = z.object({
  email: z.string().trim().max(FORM_LIMITS.email).pipe(z.email('Invalid email address')),
});

export const formResponseSchema = z.object({
  id: z.number().int(),
  websiteId: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  /** The page it was sent from. */
  pagePath: z.string(),
  createdDate: z.string(),
});
export type FormResponse = z.infer<typeof formResponseSchema>;
export const formResponsesQuery = listQuery(['createdDate', 'name', 'email']);

export const subscriberSchema = z.object({
  id: z.number().int(),
  websiteId: z.number().int(),
  email: z.string(),
  createdDate: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscribersQuery = listQuery(['createdDate', 'email']);

// ——— Analytics ———

/** Where a visit came from (issue 24): direct, search, each social network, other. */
export const TRAFFIC_SOURCES = [
  'direct',
  'search',
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'whatsapp',
  'other',
] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];
export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;

/** StartDate and EndDate (business days, inclusive); at most a year. */
export const analyticsQuery = z
  .object({
    StartDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD'),
    EndDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD'),
  })
  .strict();

export const websiteAnalyticsSchema = z.object({
  totals: z.object({
    views: z.number().int(),
    visitors: z.number().int(),
    /** Views per visitor-day, one decimal. */
    pagesPerVisit: z.number(),
  }),
  devices: z.array(z.object({ device: z.enum(DEVICES), visitors: z.number().int() })),
  daily: z.array(z.object({ date: z.string(), views: z.number().int(), visitors: z.number().int() })),
  topPages: z.array(z.object({ path: z.string(), views: z.number().int(), visitors: z.number().int() })),
  sources: z.array(
    z.object({ source: z.enum(TRAFFIC_SOURCES), views: z.number().int(), visitors: z.number().int() }),
  ),
});
export type WebsiteAnalytics = z.infer<typeof websiteAnalyticsSchema>;

/** The beacon's body (public, under 1 KB of script sends it). */
export const beaconSchema = z.object({
  path: z.string().max(300),
  referrer: z.string().max(500).optional().default(''),
  utm_source: z.string().max(100).optional().default(''),
});
