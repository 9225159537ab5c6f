import { POST_IMAGE_TYPES, POST_VIDEO_TYPES, UNSUPPORTED_MEDIA_MESSAGE } from './media';
/**
 * The post screens' schemas and words.
 *
 * Issue 21 §2, one clock: a post's time is checked once, by `customTimeOf`/`isFutureTime` below.
 * - `postFormSchema` is unchanged: the create call's body (the contract), no clock in it; the server
 *   then checks the time against its own clock (posts/due-times.ts, the same rule).
 * - `postFormSchemaAt(now, timeZone?)` is the same schema plus "not in the past" against the `now`
 *   it is given (a form: `zodResolver(postFormSchemaAt(() => new Date()))`); its message is
 *   POST_MESSAGES.pastTime on `scheduledAt`. `timeZone` is the zone when the body has none.
 */
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, instantOfWallTime, isTimeZone } from '../time/business-clock';
import { idParamSchema, idSchema } from '../http/ids';
import { listQuery, PAGE_SIZES } from '../http/list';
import { MAX_BULK_ROWS } from './bulk-csv';
import { platformIdSchema, SOCIAL_MESSAGES } from '../social/schemas';
import { MAX_CAPTION_LENGTH, MAX_POST_IMAGES } from './rules';

/** Spec 01 §8 and §4: the words the post screens use. */
export const POST_MESSAGES = {
  ...SOCIAL_MESSAGES,
  posted: 'Posted Successfully',
  somethingWentWrong: 'Something went wrong',
  notFound: 'This post does not exist',
  captionOrMedia: 'Write a caption or add an image or video',
  chooseAccount: 'Choose at least one account',
  pastTime: 'Choose a time in the future',
  chooseTime: 'Choose a date and time',
  deleteSuccess: 'Removed from the post',
  cannotDeletePosted: 'A post that went out cannot be removed here: delete it on the network',
  reposted: 'Reposted',
  rescheduled: 'Rescheduled',
  nothingToRepost: 'Choose failed accounts to post again',
  draftSaved: 'Draft saved',
} as const;

/** Spec 01 §4: the statuses of a target (badges) and the summary of a post. */
export const TARGET_STATUSES = ['PENDING', 'PUBLISHING', 'SUCCESS', 'FAILED', 'CANCELLED'] as const;
export type TargetStatus = (typeof TARGET_STATUSES)[number];
export const POST_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'PARTIAL', 'CANCELLED'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/* ---------- Posts ---------- */

export const postMediaSchema = z.object({
  url: z.string(),
  mime: z.string(),
  width: z.number(),
  height: z.number(),
  durationS: z.number().optional(),
  bytes: z.number(),
});
export type PostMedia = z.infer<typeof postMediaSchema>;

/** A post's image or video as the form's `file` part (multipart), judged and measured from its bytes. */
export const POST_MEDIA_PART = {
  maxBytes: 100 * 1024 * 1024,
  types: [...POST_IMAGE_TYPES, ...POST_VIDEO_TYPES],
  tooLarge: 'The file is larger than 100 MB',
  wrongType: UNSUPPORTED_MEDIA_MESSAGE,
  required: 'The file is empty',
  counted: true,
} as const;

export const SCHEDULE_TYPES = ['now', 'custom', 'best'] as const;

/** What the post page sends (§2 Post creation; issue 13 Schedule). */
export const postFormSchema = z
  .object({
    caption: z.string().max(MAX_CAPTION_LENGTH, `At most ${MAX_CAPTION_LENGTH} characters`).default(''),
    /** Addresses the media upload answered, in order. */
    media: z.array(z.string().max(1000)).max(MAX_POST_IMAGES, `At most ${MAX_POST_IMAGES} files`).default([]),
    accounts: z
      .array(z.object({ id: idSchema(), platformId: platformIdSchema }))
      .min(1, POST_MESSAGES.chooseAccount)
      .max(50),
    scheduleType: z.enum(SCHEDULE_TYPES).default('now'),
    /** Post at Custom Time: the user's wall-clock time `YYYY-MM-DD HH:mm` in `timeZone`. */
    scheduledAt: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}$/, 'Choose a date and time')
      .optional(),
    timeZone: z.string().max(64).optional(),
    webUpdateMode: z.boolean().default(false),
    /** The draft this post comes from: deleted once the post is made. */
    draftId: idSchema().optional(),
  })
  .refine((p) => p.caption.trim() || p.media.length, {
    path: ['caption'],
    message: POST_MESSAGES.captionOrMedia,
  })
  .refine((p) => p.scheduleType !== 'custom' || p.scheduledAt, {
    path: ['scheduledAt'],
    message: POST_MESSAGES.chooseTime,
  });
export type PostForm = z.input<typeof postFormSchema>;

/** The one "not in the past" rule of a post's time (a Custom Time, a calendar move). */
export const isFutureTime = (at: Date, now: Date): boolean => at.getTime() > now.getTime();

/** A Custom Time (`YYYY-MM-DD HH:mm`, the user's wall clock in `timeZone`) as an instant after `now`. */
export function customTimeOf(
  scheduledAt: string | undefined,
  timeZone: string,
  now: Date,
): { at: Date } | { error: string } {
  const at = scheduledAt ? instantOfWallTime(scheduledAt.replace('T', ' '), timeZone) : null;
  if (!at) return { error: POST_MESSAGES.chooseTime };
  return isFutureTime(at, now) ? { at } : { error: POST_MESSAGES.pastTime };
}

/** `postFormSchema` for a form: also refuses a Custom Time that is not after `now()` (see the top). */
export function postFormSchemaAt(now: () => Date, timeZone: string = DEFAULT_TIME_ZONE) {
  return postFormSchema.superRefine((p, ctx) => {
    if (p.scheduleType !== 'custom' || !p.scheduledAt) return;
    const zone = p.timeZone && isTimeZone(p.timeZone) ? p.timeZone : timeZone;
    const time = customTimeOf(p.scheduledAt, zone, now());
    if ('error' in time) ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: time.error });
  });
}

export const postTargetSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int().nullable(),
  platformId: z.number().int(),
  accountName: z.string(),
  pageName: z.string(),
  userName: z.string(),
  status: z.enum(TARGET_STATUSES),
  dueAt: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  postUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  pictureUrl: z.string().nullable(),
});
export type PostTarget = z.infer<typeof postTargetSchema>;

/** §3 Post: id, caption, postImage, otherMedia, mediaType, status, date, postDate, scheduledate, postedAccountList. */
export const postSchema = z.object({
  id: z.number().int(),
  caption: z.string(),
  hashtags: z.array(z.string()),
  postImage: z.string().nullable(),
  otherMedia: z.array(z.object({ mediaUrl: z.string(), mime: z.string() })),
  mediaType: z.string(),
  status: z.enum(POST_STATUSES),
  date: z.string(),
  postDate: z.string().nullable(),
  scheduledate: z.string(),
  scheduleType: z.enum(SCHEDULE_TYPES),
  timeZone: z.string(),
  postedAccountList: z.array(postTargetSchema),
  userId: z.number().int(),
  userName: z.string(),
  companyName: z.string().nullable(),
  createdDate: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/** The post was saved, but some accounts refused their media server-side (issue 13: §7 "A 422 still runs the callback"). */
export const postCreatedSchema = postSchema;

const postListSizes = [12, ...PAGE_SIZES] as const;
/** §2 List query parameters; the social posts list pages by 12. */
export const postsQuery = listQuery(['createdDate', 'scheduledate', 'companyName'], {
  platform: z.string().trim().max(20).optional(),
  isSuccess: z.enum(['true', 'false']).optional(),
  status: z.enum(POST_STATUSES).optional(),
  App: z.string().max(40).optional(),
  isPaidPlanPost: z.enum(['true', 'false']).optional(),
}).extend({
  pagesize: z.coerce
    .number()
    .int()
    .refine(
      (n) => (postListSizes as readonly number[]).includes(n),
      'pagesize must be 12, 10, 30, 50, 80 or 100',
    )
    .default(12),
});

export const targetParams = z.object({
  id: idParamSchema(),
  accountId: idParamSchema(),
  platformId: platformIdSchema,
});
export const repostSchema = z.object({
  targetIds: z.array(idSchema()).min(1, POST_MESSAGES.nothingToRepost).max(50),
});
export const rescheduleSchema = z.object({
  /** ISO time with its offset, or UTC. */
  dueAt: z.string().datetime({ offset: true, message: 'Choose a date and time' }),
});
export const calendarQuery = z.object({
  start: z.string().datetime({ offset: true, message: 'A start time is required' }),
  end: z.string().datetime({ offset: true, message: 'An end time is required' }),
});
export const calendarEntrySchema = z.object({
  postId: z.number().int(),
  targetId: z.number().int(),
  platformId: z.number().int(),
  accountName: z.string(),
  caption: z.string(),
  postImage: z.string().nullable(),
  status: z.enum(TARGET_STATUSES),
  dueAt: z.string(),
});

/* ---------- Bulk scheduling ---------- */

export const bulkScheduleSchema = z.object({
  csv: z.string().min(1, 'The file is empty').max(2_000_000, 'The file is larger than 2 MB'),
  /** true: only check and list each row's problems; false: create all rows or none. */
  dryRun: z.boolean().default(true),
  timeZone: z.string().max(64).optional(),
});
export const bulkAnswerSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  errors: z
    .array(z.object({ row: z.number().int(), field: z.string(), message: z.string() }))
    .max(MAX_BULK_ROWS * 5),
});

/* ---------- Drafts ---------- */

export const draftSchema = z.object({
  /** Made by the client, so a draft saved offline and sent twice is stored once. */
  clientId: z.string().uuid('A draft needs its client id'),
  caption: z.string().max(MAX_CAPTION_LENGTH).default(''),
  media: z.array(z.string().max(1000)).max(MAX_POST_IMAGES).default([]),
  accounts: z
    .array(z.object({ id: idSchema(), platformId: platformIdSchema }))
    .max(50)
    .default([]),
  scheduleType: z.enum(SCHEDULE_TYPES).default('now'),
  scheduledAt: z.string().max(20).optional(),
  timeZone: z.string().max(64).optional(),
});
export const storedDraftSchema = draftSchema.extend({ id: z.number().int(), updatedAt: z.string() });
export type StoredDraft = z.infer<typeof storedDraftSchema>;

/* ---------- Post log ---------- */

export const postLogSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  platformId: z.number().int(),
  attempt: z.number().int(),
  outcome: z.string(),
  message: z.string(),
  date: z.string(),
});
