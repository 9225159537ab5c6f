import { bestTime } from '../../../shared/posts/best-time';
import {
  POST_MESSAGES as M,
  customTimeOf,
  isFutureTime,
  type postFormSchema,
} from '../../../shared/posts/schemas';
import type { BusinessClock } from '../../../shared/time/business-clock';
import type { z } from 'zod';
import type { DB } from '../../db/connect';
import { invalid } from '../../http/errors';
import { PLATFORM } from '../../../shared/social/platforms';
import type { PostAccount } from '../social/service';

type PostForm = z.output<typeof postFormSchema>;

const DAY = 86_400_000;

/**
 * The server's one check of a post's time (issue 21 §2): the shared rule of `postFormSchemaAt`,
 * against the server's clock; a 422 on `field` with the same message as the page.
 */
export function futureTime(
  clock: BusinessClock,
  field: 'scheduledAt' | 'dueAt',
  time: { at: Date } | { wall: string | undefined; timeZone: string },
): Date {
  const now = clock.now();
  const checked =
    'at' in time
      ? isFutureTime(time.at, now)
        ? { at: time.at }
        : { error: M.pastTime }
      : customTimeOf(time.wall, time.timeZone, now);
  if ('error' in checked) throw invalid({ [field]: checked.error });
  return checked.at;
}

/** Post at Best Time (issue 13): per account, from its measured posts of 90 days. */
export async function bestTimeFor(
  db: DB,
  account: PostAccount,
  timeZone: string,
  now: Date,
  pending: Date[],
): Promise<Date> {
  const since = new Date(now.getTime() - 90 * DAY).toISOString();
  const column = account.platform_id === PLATFORM.web ? 'website_id' : 'account_id';
  const [history, scheduled] = await Promise.all([
    db
      .selectFrom('post_targets')
      .select(['published_at', 'engagement'])
      .where(column, '=', account.id)
      .where('status', '=', 'SUCCESS')
      .where('engagement', 'is not', null)
      .where('published_at', '>=', since)
      .execute(),
    db
      .selectFrom('post_targets')
      .select('due_at')
      .where(column, '=', account.id)
      .where('status', '=', 'PENDING')
      .execute(),
  ]);
  return bestTime({
    history: history.map((h) => ({ publishedAt: new Date(h.published_at!), engagement: h.engagement! })),
    otherScheduled: [...scheduled.map((s) => new Date(s.due_at)), ...pending],
    now,
    timeZone,
  });
}

/** When each chosen account gets the post: now, at the Custom Time, or at its own best time. */
export async function dueTimes(
  db: DB,
  clock: BusinessClock,
  form: PostForm,
  chosen: PostAccount[],
  timeZone: string,
): Promise<Date[]> {
  const now = clock.now();
  if (form.scheduleType === 'now') return chosen.map(() => now);
  if (form.scheduleType === 'custom') {
    const at = futureTime(clock, 'scheduledAt', { wall: form.scheduledAt, timeZone });
    return chosen.map(() => at);
  }
  const out: Date[] = [];
  for (const a of chosen) out.push(await bestTimeFor(db, a, timeZone, now, out));
  return out;
}
