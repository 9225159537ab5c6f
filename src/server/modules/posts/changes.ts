import { POST_MESSAGES as M } from '../../../shared/posts/schemas';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid, notFound } from '../../http/errors';
import type { PostsDeps } from './create';
import { futureTime } from './due-times';
import { settlePostStatus } from './post-view';
import { postById } from './views';

/** §7 DELETE {id}/{accountId}/{platformId}; §4: only while not SUCCESS (Web aside). */
export async function removeTarget(
  { ctx }: PostsDeps,
  caller: AuthUser,
  postId: number,
  accountId: number,
  platformId: number,
) {
  const { db, clock } = ctx;
  const t = await db
    .selectFrom('post_targets')
    .selectAll()
    .where('post_id', '=', postId)
    .where('account_id', '=', accountId)
    .where('platform_id', '=', platformId)
    .where('user_id', '=', caller.id)
    .executeTakeFirst();
  if (!t) throw notFound('Post account');
  if (t.status === 'SUCCESS' && platformId !== 5) throw new HttpError(409, M.cannotDeletePosted);
  if (t.status === 'PUBLISHING') throw new HttpError(409, 'This account is being posted to right now');
  await db.deleteFrom('post_targets').where('id', '=', t.id).execute();
  const left = await db
    .selectFrom('post_targets')
    .select('id')
    .where('post_id', '=', postId)
    .executeTakeFirst();
  if (left) await settlePostStatus(db, postId, clock.now());
  else await db.deleteFrom('posts').where('id', '=', postId).execute();
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
