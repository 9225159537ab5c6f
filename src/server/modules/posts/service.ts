import { MODULES } from '../../../shared/account/modules';
import { bestTime } from '../../../shared/posts/best-time';
import { kindOfType, type MediaFacts } from '../../../shared/posts/media';
import { PLATFORMS } from '../../../shared/posts/platforms';
import {
  checkComposition,
  postRules,
  refusedPlatforms,
  type ComposedPost,
  type PostRules,
} from '../../../shared/posts/rules';
import {
  POST_MESSAGES as M,
  type postFormSchema,
  type PostMedia,
  type postsQuery,
} from '../../../shared/posts/schemas';
import { DEFAULT_TIME_ZONE, instantOfWallTime, isTimeZone } from '../../../shared/time/business-clock';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { filteredList, pageOf } from '../../db/list';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid, notFound } from '../../http/errors';
import { billingService } from '../billing/service';
import { filesService } from '../files/service';
import type { AccountsService } from './accounts';
import type { AccountRow } from './connections';
import { measureMedia, probeMedia } from './media/probe';
import { postOf, settlePostStatus, type PostRow } from './post-view';

type PostForm = z.output<typeof postFormSchema>;
type PostsQuery = z.output<typeof postsQuery>;

const nowIso = () => new Date().toISOString();
const DAY = 86_400_000;

const SORTS = {
  createdDate: 'posts.created_at',
  scheduledate: 'posts.scheduled_at',
  companyName: 'users.company_name',
} as const;

/** A post ready to save: its caption as posted, its measured media and when each account gets it. */
export interface NewPost {
  rules: PostRules;
  media: PostMedia[];
  scheduleType: 'now' | 'custom' | 'best';
  timeZone: string;
  targets: { account: AccountRow; dueAt: Date }[];
}

/** What the publisher needs to hear: a target came due now (it sleeps until the next otherwise). */
export interface PublisherWake {
  wake(): void;
}

/**
 * Posts (spec 01 §2–§7; issue 13 Posts, Schedule, Lists and actions): one row per post, one target
 * per account. The rules of each platform are checked here as on the page; the accounts that refuse
 * are left out and named in a 422 while the rest are saved (§7: "a 422 status still runs the callback").
 */
export function postsService(ctx: AppContext, accounts: AccountsService, publisher: PublisherWake) {
  const { db, clock } = ctx;
  const files = filesService(ctx);
  const billing = billingService(ctx);

  const withOwner = () =>
    db
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.user_id')
      .selectAll('posts')
      .select(['users.user_name', 'users.company_name']);

  async function targetsOf(postIds: number[]) {
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

  async function byId(caller: AuthUser, id: number) {
    let qb = withOwner().where('posts.id', '=', id);
    if (caller.role !== 'Admin') qb = qb.where('posts.user_id', '=', caller.id);
    const row = await qb.executeTakeFirst();
    if (!row) throw new HttpError(404, M.notFound, 'NotFound');
    return postOf(row as PostRow, await targetsOf([row.id]));
  }

  const settleStatus = (postId: number) => settlePostStatus(db, postId);

  /** The brand tag's company: the brand information's name, else the registration's. */
  async function companyNameOf(userId: number) {
    const row = await db
      .selectFrom('users')
      .leftJoin('brand_information as b', 'b.user_id', 'users.id')
      .select(['users.company_name', 'b.company_name as brand_name'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    return row?.brand_name || row?.company_name || null;
  }

  /** The user's media, measured again here: the server never trusts the page's measurements. */
  async function mediaOf(userId: number, urls: string[]): Promise<PostMedia[]> {
    const out: PostMedia[] = [];
    for (const [i, url] of urls.entries()) {
      const file = await files.ownedBytes(url);
      if (!file || file.userId !== userId)
        throw invalid({ media: `File ${i + 1} is not one of your uploads` });
      const facts = await measureMedia(file.bytes);
      if ('error' in facts) throw invalid({ media: facts.error });
      out.push({ url: files.addressOf(file.id, true), ...facts });
    }
    return out;
  }

  /** Post at Best Time (issue 13): per account, from its measured posts of 90 days. */
  async function bestTimeFor(account: AccountRow, timeZone: string, now: Date, pending: Date[]) {
    const since = new Date(now.getTime() - 90 * DAY).toISOString();
    const [history, scheduled] = await Promise.all([
      db
        .selectFrom('post_targets')
        .select(['published_at', 'engagement'])
        .where('account_id', '=', account.id)
        .where('status', '=', 'SUCCESS')
        .where('engagement', 'is not', null)
        .where('published_at', '>=', since)
        .execute(),
      db
        .selectFrom('post_targets')
        .select('due_at')
        .where('account_id', '=', account.id)
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

  async function dueTimes(form: PostForm, chosen: AccountRow[], timeZone: string): Promise<Date[]> {
    const now = clock.now();
    if (form.scheduleType === 'now') return chosen.map(() => now);
    if (form.scheduleType === 'custom') {
      const at = instantOfWallTime(form.scheduledAt!.replace('T', ' '), timeZone);
      if (!at) throw invalid({ scheduledAt: 'Choose a date and time' });
      if (at.getTime() <= now.getTime()) throw invalid({ scheduledAt: M.pastTime });
      return chosen.map(() => at);
    }
    const out: Date[] = [];
    for (const a of chosen) out.push(await bestTimeFor(a, timeZone, now, out));
    return out;
  }

  /**
   * Saves posts with their targets in one transaction, each taking a unit of the plan's Post
   * allowance (402 for the lot when the plan runs out: a bulk schedule is all or nothing).
   */
  async function insertPosts(caller: AuthUser, posts: NewPost[], draftId?: number) {
    const now = nowIso();
    const saved = await db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      for (const p of posts) {
        await billing.requireAllowance(trx, caller.id, MODULES.post);
        const kind = p.media.length ? kindOfType(p.media[0].mime) : null;
        const post = await trx
          .insertInto('posts')
          .values({
            user_id: caller.id,
            caption: p.rules.finalCaption,
            hashtags: JSON.stringify(p.rules.hashtags),
            media: JSON.stringify(p.media),
            media_type: kind === 'video' ? 'VIDEO' : '0',
            schedule_type: p.scheduleType,
            scheduled_at: new Date(Math.min(...p.targets.map((t) => t.dueAt.getTime()))).toISOString(),
            time_zone: p.timeZone,
            status: 'PENDING',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('post_targets')
          .values(
            p.targets.map(({ account, dueAt }) => ({
              post_id: post.id,
              user_id: caller.id,
              account_id: account.id,
              platform_id: account.platform_id,
              account_name: account.name,
              status: 'PENDING',
              due_at: dueAt.toISOString(),
              attempts: 0,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
        ids.push(post.id);
      }
      if (draftId)
        await trx
          .deleteFrom('post_drafts')
          .where('id', '=', draftId)
          .where('user_id', '=', caller.id)
          .execute();
      return ids;
    });
    publisher.wake();
    return saved;
  }

  return {
    byId,
    settleStatus,
    insertPosts,
    bestTimeFor,
    companyNameOf,

    /** Stores a post's image or video, judged and measured from its bytes; public for networks to fetch. */
    async uploadMedia(caller: AuthUser, input: { fileName: string; dataBase64: string }): Promise<PostMedia> {
      const bytes = Buffer.from(input.dataBase64, 'base64');
      const facts = await probeMedia(bytes, 'dataBase64');
      const extension = facts.mime.split('/')[1].replace('quicktime', 'mov').replace('jpeg', 'jpg');
      const stored = await files.storeOwned(caller, {
        fileName: input.fileName,
        contentType: facts.mime,
        extension,
        bytes,
        isPublic: true,
      });
      return { url: stored.url, ...facts };
    },

    async create(caller: AuthUser, form: PostForm) {
      const timeZone =
        form.timeZone && isTimeZone(form.timeZone) ? form.timeZone : clock.timeZone || DEFAULT_TIME_ZONE;
      const chosen = await accounts.ownAccounts(caller.id, form.accounts);
      const media = await mediaOf(caller.id, form.media);
      const kind = media.length ? kindOfType(media[0].mime)! : 'none';
      const composed: ComposedPost = {
        mediaKind: kind,
        media: media as MediaFacts[],
        caption: form.caption,
        companyName: await companyNameOf(caller.id),
        webUpdateMode: form.webUpdateMode,
      };
      const composition = checkComposition(composed);
      if (Object.keys(composition).length) throw invalid(composition);
      const refused = refusedPlatforms(
        composed,
        chosen.map((a) => a.platform_id),
      );
      const accepted = chosen.filter((a) => !refused.some((r) => r.platformId === a.platform_id));
      const refusedText = refused.map((r) => `${r.name}: ${r.reason}`).join(' ');
      if (!accepted.length) throw invalid({ accounts: refusedText || M.chooseAccount });

      const rules = postRules(composed);
      const due = await dueTimes(form, accepted, timeZone);
      const [postId] = await insertPosts(
        caller,
        [
          {
            rules,
            media,
            scheduleType: form.scheduleType,
            timeZone,
            targets: accepted.map((account, i) => ({ account, dueAt: due[i] })),
          },
        ],
        form.draftId,
      );
      const post = await byId(caller, postId);
      // Saved for the rest; the page shows which accounts were left out and why, then goes on.
      if (refused.length)
        throw new HttpError(
          422,
          `Posted to the other accounts. Not posted to ${refusedText}`,
          'PartlyPosted',
          {
            accounts: refusedText,
          },
        );
      return post;
    },

    async list(caller: AuthUser, q: PostsQuery) {
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
      const targets = await targetsOf(page.records.map((r) => r.id));
      return {
        ...page,
        records: page.records.map((r) =>
          postOf(
            r,
            targets.filter((t) => t.post_id === r.id),
          ),
        ),
      };
    },

    /** §7 DELETE {id}/{accountId}/{platformId}; §4: only while not SUCCESS (Web aside). */
    async removeTarget(caller: AuthUser, postId: number, accountId: number, platformId: number) {
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
      if (left) await settleStatus(postId);
      else await db.deleteFrom('posts').where('id', '=', postId).execute();
      return null;
    },

    /** §4: Repost sends only the chosen failed accounts, now. */
    async repost(caller: AuthUser, postId: number, targetIds: number[]) {
      const post = await byId(caller, postId);
      const failed = post.postedAccountList.filter((t) => t.status === 'FAILED' && targetIds.includes(t.id));
      if (!failed.length) throw invalid({ targetIds: M.nothingToRepost });
      await db
        .updateTable('post_targets')
        .set({
          status: 'PENDING',
          due_at: nowIso(),
          attempts: 0,
          error: null,
          deferred_until: null,
          updated_at: nowIso(),
        })
        .where(
          'id',
          'in',
          failed.map((t) => t.id),
        )
        .where('status', '=', 'FAILED')
        .execute();
      await settleStatus(postId);
      publisher.wake();
      return byId(caller, postId);
    },

    /** The calendar's drag: a pending account to another (future) time. */
    async reschedule(caller: AuthUser, targetId: number, dueAt: string) {
      const t = await db
        .selectFrom('post_targets')
        .select(['id', 'post_id', 'status'])
        .where('id', '=', targetId)
        .where('user_id', '=', caller.id)
        .executeTakeFirst();
      if (!t) throw notFound('Post account');
      if (t.status !== 'PENDING') throw invalid({ dueAt: 'Only a post that has not gone out can be moved' });
      const at = new Date(dueAt);
      if (at.getTime() <= clock.now().getTime()) throw invalid({ dueAt: M.pastTime });
      await db
        .updateTable('post_targets')
        .set({ due_at: at.toISOString(), deferred_until: null, updated_at: nowIso() })
        .where('id', '=', t.id)
        .where('status', '=', 'PENDING')
        .execute();
      await db
        .updateTable('posts')
        .set({ schedule_type: 'custom', updated_at: nowIso() })
        .where('id', '=', t.post_id)
        .execute();
      publisher.wake();
      return byId(caller, t.post_id);
    },

    async calendar(caller: AuthUser, start: string, end: string) {
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
    },
  };
}

export type PostsService = ReturnType<typeof postsService>;
