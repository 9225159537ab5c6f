import { MODULES } from '../../../shared/account/modules';
import { PLAN_TYPES } from '../../../shared/billing/constants';
import { PLATFORMS } from '../../../shared/social/platforms';
import { POST_MESSAGES as M, type PostMedia, type postsQuery } from '../../../shared/posts/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';
import { filteredList, pageOf } from '../../db/list';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid } from '../../http/errors';
import { postOf, type PostRow } from './post-view';

type PostsQuery = z.output<typeof postsQuery>;

const DAY = 86_400_000;

const SORTS = {
  createdDate: 'posts.created_at',
  scheduledate: 'posts.scheduled_at',
  companyName: 'users.company_name',
} as const;

/** Each post's targets, with the account's picture. */
async function targetsOf(db: DB, postIds: number[]) {
  if (!postIds.length) return [];
  return db
    .selectFrom('post_targets as t')
    .leftJoin('social_accounts as a', 'a.id', 't.account_id')
    .selectAll('t')
    .select('a.picture_url')
    .where('t.post_id', 'in', postIds)
    .orderBy('t.platform_id')
    .orderBy('t.id')
    .execute();
}

/** One post as the screens read it: the caller's own (an Admin's: anyone's), else 404. */
export async function postById(db: DB, caller: AuthUser, id: number) {
  let qb = db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .selectAll('posts')
    .select(['users.user_name', 'users.company_name'])
    .where('posts.id', '=', id);
  if (caller.role !== 'Admin') qb = qb.where('posts.user_id', '=', caller.id);
  const row = await qb.executeTakeFirst();
  if (!row) throw new HttpError(404, M.notFound, 'NotFound');
  return postOf(row as PostRow, await targetsOf(db, [row.id]));
}

/** A Demo plan is the free trial; the other plan types are paid for. */
const PAID_PLAN_TYPES = PLAN_TYPES.filter((t) => t !== 'demo');

/** The `App` filter names an app by key, name or module number ("post", "Post", "1"). */
function appNumberOf(app: string): number {
  const key = app.trim().toLowerCase();
  const found = Object.entries(MODULES).find(([k, n]) => k === key || String(n) === key);
  if (!found) throw invalid({ App: 'Unknown app' });
  return found[1];
}

/** §2 the posts list: search, a day range on the business clock, platform, status, app and plan filters. */
export async function listPosts({ db, clock }: AppContext, caller: AuthUser, q: PostsQuery) {
  let qb = db.selectFrom('posts').innerJoin('users', 'users.id', 'posts.user_id');
  if (caller.role !== 'Admin') qb = qb.where('posts.user_id', '=', caller.id);
  qb = filteredList(
    qb,
    {
      term: q.Search,
      in: [
        'posts.caption',
        ...(caller.role === 'Admin' ? (['users.user_name', 'users.company_name'] as const) : []),
      ],
    },
    { range: clock.dayRange(q.StartDate, q.EndDate), on: 'posts.created_at' },
  );
  const platform = (q.platform ?? 'all').toLowerCase();
  if (platform === 'whatsapp')
    qb = qb.where('posts.id', '<', 0); // WhatsApp posts are the WhatsApp app's
  else if (platform !== 'all') {
    const p = PLATFORMS.find((x) => x.key === platform || String(x.id) === platform);
    if (!p) throw invalid({ platform: 'Unknown platform' });
    qb = qb.where((eb) =>
      eb.exists(
        eb
          .selectFrom('post_targets')
          .select('post_targets.id')
          .whereRef('post_targets.post_id', '=', 'posts.id')
          .where('post_targets.platform_id', '=', p.id),
      ),
    );
  }
  if (q.status) qb = qb.where('posts.status', '=', q.status);
  if (q.isSuccess) qb = qb.where('posts.status', q.isSuccess === 'true' ? '=' : '!=', 'SUCCESS');
  if (q.App) qb = qb.where('posts.app', '=', appNumberOf(q.App));
  if (q.isPaidPlanPost)
    qb =
      q.isPaidPlanPost === 'true'
        ? qb.where('posts.plan_type', 'in', PAID_PLAN_TYPES)
        : qb.where('posts.plan_type', '=', 'demo');
  const page = await pageOf(
    qb,
    (b) => {
      const rows = b.selectAll('posts').select(['users.user_name', 'users.company_name']);
      return (
        q.SortColumn
          ? rows.orderBy(SORTS[q.SortColumn], q.SortType ?? 'asc')
          : rows.orderBy('posts.created_at', 'desc')
      ).orderBy('posts.id', 'desc');
    },
    { ...q, IsExport: false },
    (r) => r as PostRow,
  );
  const targets = await targetsOf(
    db,
    page.records.map((r) => r.id),
  );
  return {
    ...page,
    records: page.records.map((r) =>
      postOf(
        r,
        targets.filter((t) => t.post_id === r.id),
      ),
    ),
  };
}

/** The calendar: the caller's targets due in a window of at most two months. */
export async function postsCalendar(db: DB, caller: AuthUser, start: string, end: string) {
  const from = new Date(start).toISOString();
  const to = new Date(end).toISOString();
  if (to <= from) throw invalid({ end: 'The end must come after the start' });
  if (new Date(to).getTime() - new Date(from).getTime() > 62 * DAY)
    throw invalid({ end: 'Ask for at most two months at a time' });
  const rows = await db
    .selectFrom('post_targets as t')
    .innerJoin('posts as p', 'p.id', 't.post_id')
    .select([
      't.id',
      't.post_id',
      't.platform_id',
      't.account_name',
      't.status',
      't.due_at',
      't.published_at',
      'p.caption',
      'p.media',
    ])
    .where('t.user_id', '=', caller.id)
    .where('t.status', '!=', 'CANCELLED')
    .where('t.due_at', '>=', from)
    .where('t.due_at', '<', to)
    .orderBy('t.due_at')
    .limit(2000)
    .execute();
  return rows.map((r) => ({
    postId: r.post_id,
    targetId: r.id,
    platformId: r.platform_id,
    accountName: r.account_name,
    caption: r.caption,
    postImage: (JSON.parse(r.media) as PostMedia[])[0]?.url ?? null,
    status: r.status as 'PENDING',
    dueAt: r.published_at ?? r.due_at,
  }));
}
