import type { z } from 'zod';
import type { postsContract } from '../../../shared/posts/contract';
import type { AppContext } from '../../context';
import { inDayRange, pageOf } from '../../db/list';
import type { AuthUser } from '../../http/context';

type LogQuery = z.output<(typeof postsContract)['postLog']['query']>;

/** §7 the post log: every publishing attempt, newest first; a User's own, an Admin's all. */
export async function postLog(ctx: AppContext, caller: AuthUser, q: LogQuery) {
  let qb = ctx.db.selectFrom('post_logs');
  if (caller.role !== 'Admin') qb = qb.where('user_id', '=', caller.id);
  if (q.postId) qb = qb.where('post_id', '=', q.postId);
  qb = inDayRange(qb, ctx.clock.dayRange(q.StartDate, q.EndDate), 'created_at');
  return pageOf(
    qb,
    (b) =>
      b
        .selectAll()
        .orderBy('created_at', q.SortType ?? 'desc')
        .orderBy('id', 'desc'),
    { ...q, IsExport: false },
    (r) => ({
      id: r.id,
      postId: r.post_id,
      platformId: r.platform_id,
      attempt: r.attempt,
      outcome: r.outcome,
      message: r.message,
      date: r.created_at,
    }),
  );
}
