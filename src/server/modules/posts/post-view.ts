import type { Selectable } from 'kysely';
import type { Post, PostMedia, PostStatus, TargetStatus } from '../../../shared/posts/schemas';
import type { DB } from '../../db/connect';
import type { PostsTable, PostTargetsTable } from '../../db/schema';

export type PostRow = Selectable<PostsTable> & { user_name: string; company_name: string | null };
export type TargetRow = Selectable<PostTargetsTable> & { picture_url?: string | null };

/** A post's summary status from its targets (what the list's badge and filter use). */
export function summaryStatus(targets: { status: string }[]): PostStatus {
  const live = targets.filter((t) => t.status !== 'CANCELLED');
  if (!live.length) return 'CANCELLED';
  if (live.some((t) => t.status === 'PENDING' || t.status === 'PUBLISHING')) return 'PENDING';
  const ok = live.filter((t) => t.status === 'SUCCESS').length;
  return ok === live.length ? 'SUCCESS' : ok === 0 ? 'FAILED' : 'PARTIAL';
}

/** Re-reads a post's targets and stores its summary status (in a transaction when given one) at `now`. */
export async function settlePostStatus(db: DB, postId: number, now: Date) {
  const targets = await db
    .selectFrom('post_targets')
    .select('status')
    .where('post_id', '=', postId)
    .execute();
  await db
    .updateTable('posts')
    .set({ status: summaryStatus(targets), updated_at: now.toISOString() })
    .where('id', '=', postId)
    .execute();
}

/** §3 Post as the screens read it. */
export function postOf(r: PostRow, targets: TargetRow[]): Post {
  const media = JSON.parse(r.media) as PostMedia[];
  const published = targets
    .map((t) => t.published_at)
    .filter((d): d is string => !!d)
    .sort();
  return {
    id: r.id,
    caption: r.caption,
    hashtags: JSON.parse(r.hashtags) as string[],
    postImage: media[0]?.url ?? null,
    otherMedia: media.map((m) => ({ mediaUrl: m.url, mime: m.mime })),
    mediaType: r.media_type,
    status: r.status as PostStatus,
    date: r.created_at,
    postDate: published[0] ?? null,
    scheduledate: r.scheduled_at,
    scheduleType: r.schedule_type as Post['scheduleType'],
    timeZone: r.time_zone,
    userId: r.user_id,
    userName: r.user_name,
    companyName: r.company_name,
    createdDate: r.created_at,
    postedAccountList: targets.map((t) => ({
      id: t.id,
      // The website's target carries the website's id, as the Web account list does.
      accountId: t.account_id ?? t.website_id,
      platformId: t.platform_id,
      accountName: t.account_name,
      pageName: t.account_name,
      userName: t.account_name,
      status: t.status as TargetStatus,
      dueAt: t.due_at,
      attempts: t.attempts,
      error: t.error,
      postUrl: t.post_url,
      publishedAt: t.published_at,
      pictureUrl: t.picture_url ?? null,
    })),
  };
}

/** An account was disconnected (the social area's removal hook): its pending targets are cancelled. */
export async function cancelAccountTargets(trx: DB, accountId: number, now: Date) {
  const cancelled = await trx
    .updateTable('post_targets')
    .set({ status: 'CANCELLED', error: 'The account was disconnected', updated_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('status', '=', 'PENDING')
    .returning('post_id')
    .execute();
  for (const postId of new Set(cancelled.map((c) => c.post_id))) await settlePostStatus(trx, postId, now);
}
