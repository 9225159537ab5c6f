import dayjs, { type Dayjs } from 'dayjs';
import type { FieldError, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../shared/http/client';
import { checkComposition } from '../../../shared/posts/rules';
import { postFormSchema, postFormSchemaAt, type StoredDraft } from '../../../shared/posts/schemas';
import { rendererClock } from '../../lib/businessClock';
import { accountKey, parseAccountKey } from './accountChoice';
import { mediaKindOf, type PickedMedia } from './components/MediaPicker';
import { userTimeZone, type ScheduleType } from './components/SchedulePicker';

/** What the post page edits: the pickers' own values; the body is made from them on submit. */
export interface PostFormValues {
  caption: string;
  media: PickedMedia[];
  /** Chosen accounts by `accountKey`. */
  accounts: string[];
  scheduleType: ScheduleType;
  /** Post at Custom Time: the user's wall clock, `YYYY-MM-DD HH:mm` as the post takes it. */
  scheduledAt: string | null;
}

const WALL_CLOCK = 'YYYY-MM-DD HH:mm';
/** The custom time for the date picker, and back. */
export const pickerTime = (at: string | null): Dayjs | null => (at ? dayjs(at, WALL_CLOCK) : null);
export const wallClockOf = (at: Dayjs | null): string | null => (at ? at.format(WALL_CLOCK) : null);

/** What the resolver needs besides the values (react-hook-form's `context`). */
export interface PostFormContext {
  companyName: string | null;
  webUpdateMode: boolean;
  draftId?: number;
}

export type PostBody = z.output<typeof postFormSchema>;
const POST_FIELDS = ['caption', 'media', 'accounts', 'scheduledAt'] as const;
type PostField = (typeof POST_FIELDS)[number];

export const emptyPostForm: PostFormValues = {
  caption: '',
  media: [],
  accounts: [],
  scheduleType: 'now',
  scheduledAt: null,
};

/** The custom time as the server takes it: the user's wall clock in their own time zone. */
function scheduleOf(values: Pick<PostFormValues, 'scheduleType' | 'scheduledAt'>) {
  return values.scheduleType === 'custom' && values.scheduledAt
    ? { scheduledAt: values.scheduledAt, timeZone: userTimeZone() }
    : {};
}

/** The draft the page saves by itself (issue 13), by the page's client id. */
export function draftBodyOf(values: PostFormValues, clientId: string) {
  return {
    clientId,
    caption: values.caption,
    media: values.media.map((m) => m.url),
    accounts: values.accounts.map(parseAccountKey),
    scheduleType: values.scheduleType,
    ...scheduleOf(values),
  };
}

/** The create call's body, before the shared schema checks it. */
function postInputOf(values: PostFormValues, context: PostFormContext): z.input<typeof postFormSchema> {
  return {
    caption: values.caption,
    media: values.media.map((m) => m.url),
    accounts: values.accounts.map(parseAccountKey),
    scheduleType: values.scheduleType,
    timeZone: userTimeZone(),
    ...scheduleOf(values),
    webUpdateMode: context.webUpdateMode,
    ...(context.draftId ? { draftId: context.draftId } : {}),
  };
}

/** A stored draft back in the form (its media are measured apart, they need the files). */
export function draftValuesOf(d: StoredDraft): PostFormValues {
  return {
    caption: d.caption,
    media: [],
    accounts: d.accounts.map(accountKey),
    scheduleType: d.scheduleType,
    scheduledAt: d.scheduledAt ?? null,
  };
}

/**
 * The post form's checks: the shared `postFormSchemaAt` on the body (a Custom Time in the past
 * too), and before its messages the
 * composition rules that need the media's measured facts (spec 01 §5), one message per field.
 */
export const postResolver: Resolver<PostFormValues, PostFormContext, PostBody> = (values, context) => {
  const ctx = context ?? { companyName: null, webUpdateMode: false };
  const parsed = postFormSchemaAt(() => rendererClock.now()).safeParse(postInputOf(values, ctx));
  const schema: Partial<Record<string, string>> = {};
  for (const issue of parsed.error?.issues ?? []) schema[String(issue.path[0] ?? '')] ??= issue.message;
  const composed = checkComposition({
    mediaKind: mediaKindOf(values.media),
    media: values.media.map((m) => m.facts),
    caption: values.caption,
    companyName: ctx.companyName,
    webUpdateMode: ctx.webUpdateMode,
  });
  const messages: Record<PostField, string | undefined> = {
    caption: composed.caption ?? schema.caption,
    media: composed.media ?? schema.media,
    accounts: schema.accounts,
    scheduledAt: schema.scheduledAt ?? schema.timeZone,
  };
  const errors: Partial<Record<PostField | 'root', FieldError>> = {};
  for (const field of POST_FIELDS) {
    const message = messages[field];
    if (message) errors[field] = { type: 'validate', message };
  }
  // A check of the schema on no field of the page (it would be a bug): shown above the form.
  if (!parsed.success && Object.keys(errors).length === 0)
    errors.root = { type: 'validate', message: parsed.error.issues[0].message };
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
  return { values: {}, errors };
};

/**
 * A 422 of the create call with its field errors on the page's four fields (an account's item
 * error on Accounts, the time zone's on the time), so `useFormSubmit` puts them where they show.
 */
export function onPostFields(err: unknown): unknown {
  if (!(err instanceof ApiError) || err.status !== 422 || !err.errors) return err;
  const e = err.errors;
  const mapped = Object.fromEntries(
    Object.entries({
      caption: e.caption,
      media: e.media,
      accounts: e.accounts ?? Object.entries(e).find(([k]) => k.startsWith('accounts'))?.[1],
      scheduledAt: e.scheduledAt ?? e.timeZone,
    }).filter((entry): entry is [PostField, string] => Boolean(entry[1])),
  );
  return new ApiError(err.status, err.message, err.errorCode, mapped, err.current);
}
