import { POST_MESSAGES as M } from '../../../shared/posts/schemas';
import { PLATFORM } from '../../../shared/social/platforms';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid, notFound } from '../../http/errors';
import { removeUpdate } from '../web/service';
import type { PostsDeps } from './create';
import { futureTime } from './due-times';
import { settlePostStatus } from './post-view';
import { postById } from './views';

/** Why a target cannot be removed in this status, or null when it can (§4: only while not SUCCESS, Web aside). */
function undeletableReason(status: string, platformId: number): string | null {
  if (status === 'PUBLISHING') return 'This account is being posted to right now';
  if (status === 'SUCCESS' && platformId !== PLATFORM.web) return M.cannotDeletePosted;
  return null;
}

/** The statuses a target of this platform may be removed in. */
const deletableStatuses = (platformId: number) =>
  ['PENDING', 'FAILED', 'CANCELLED', 'SUCCESS'].filter((s) => undeletableReason(s, platformId) === null);

/**
 * §7 DELETE {id}/{accountId}/{platformId} (for the website, accountId is the website's id: its
 * update leaves the live site at once). Issue 22 §7: the publisher may take the target between
 * our read and our delete, so the delete itself carries the condition; when it removes nothing, the
 * row is read again and the answer says why (409), or 404 when it is gone.
 */
export async function removeTarget(
  { ctx, files }: PostsDeps,
  caller: AuthUser,
  postId: number,
  accountId: number,
  platformId: number,
) {
  const { db, clock } = ctx;
  const web = platformId === PLATFORM.web;
  const find = () =>
    db
      .selectFrom('post_targets')
      .select(['id', 'status'])
      .where('post_id', '=', postId)
      .where(web ? 'website_id' : 'account_id', '=', accountId)
      .where('platform_id', '=', platformId)
      .where('user_id', '=', caller.id)
      .executeTakeFirst();
  const t = await find();
  if (!t) throw notFound('Post account');
  const reason = undeletableReason(t.status, platformId);
  if (reason) throw new HttpError(409, reason);
  const deleted = await db
    .deleteFrom('post_targets')
    .where('id', '=', t.id)
    .where('status', 'in', deletableStatuses(platformId))
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) {
    const now = await find();
    if (!now) throw notFound('Post account');
    throw new HttpError(
      409,
      undeletableReason(now.status, platformId) ?? 'This account just changed; please try again',
    );
  }
  if (web) await removeUpdate(ctx, caller.id, postId);
  const left = await db
    .selectFrom('post_targets')
    .select('id')
    .where('post_id', '=', postId)
    .executeTakeFirst();
  if (left) await settlePostStatus(db, postId, clock.now());
  else {
    await db.deleteFrom('posts').where('id', '=', postId).execute();
    // Its media go when nothing else uses them (issue 22 point 8).
    await files.useFiles({ kind: 'post', id: postId }, []);
  }
  return null;
}

/** §4: Repost sends only the chosen failed accounts, now. */
export async function repost(
  { ctx, publisher }: PostsDeps,
  caller: AuthUser,
  postId: number,
  targetIds: number[],
) {
  const { db, clock } = ctx;
  const post = await postById(db, caller, postId);
  const failed = post.postedAccountList.filter((t) => t.status === 'FAILED' && targetIds.includes(t.id));
  if (!failed.length) throw invalid({ targetIds: M.nothingToRepost });
  const now = clock.now().toISOString();
  await db
    .updateTable('post_targets')
    .set({ status: 'PENDING', due_at: now, attempts: 0, error: null, deferred_until: null, updated_at: now })
    .where(
      'id',
      'in',
      failed.map((t) => t.id),
    )
    .where('status', '=', 'FAILED')
    .execute();
  await settlePostStatus(db, postId, clock.now());
  publisher.wake();
  return postById(db, caller, postId);
}

/** The calendar's drag: a pending account to another (future) time. */
export async function reschedule(
  { ctx, publisher }: PostsDeps,
  caller: AuthUser,
  targetId: number,
  dueAt: string,
) {
  const { db, clock } = ctx;
  const t = await db
    .selectFrom('post_targets')
    .select(['id', 'post_id', 'status'])
    .where('id', '=', targetId)
    .where('user_id', '=', caller.id)
    .executeTakeFirst();
  if (!t) throw notFound('Post account');
  if (t.status !== 'PENDING') throw invalid({ dueAt: 'Only a post that has not gone out can be moved' });
  const at = futureTime(clock, 'dueAt', { at: new Date(dueAt) });
  const now = clock.now().toISOString();
  await db
    .updateTable('post_targets')
    .set({ due_at: at.toISOString(), deferred_until: null, updated_at: now })
    .where('id', '=', t.id)
    .where('status', '=', 'PENDING')
    .execute();
  await db
    .updateTable('posts')
    .set({ schedule_type: 'custom', updated_at: now })
    .where('id', '=', t.post_id)
    .execute();
  publisher.wake();
  return postById(db, caller, t.post_id);
}
