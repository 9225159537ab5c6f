import { MODULES } from '../../../shared/account/modules';
import { kindOfType, type MediaFacts, type PostMediaType } from '../../../shared/posts/media';
import {
  checkComposition,
  postRules,
  refusedPlatforms,
  type ComposedPost,
  type PostRules,
} from '../../../shared/posts/rules';
import { POST_MESSAGES as M, type postFormSchema, type PostMedia } from '../../../shared/posts/schemas';
import { PLATFORM } from '../../../shared/social/platforms';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../../shared/time/business-clock';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';
import type { UploadReservation } from '../../http/bind';
import type { ReceivedFile } from '../../http/multipart';
import { probeMediaFile } from './media/probe-file';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid } from '../../http/errors';
import type { BillingService } from '../billing/service';
import type { FilesService } from '../files/service';
import type { PostAccount, SocialService } from '../social/service';
import { dueTimes } from './due-times';
import { measureMedia } from './media/probe';
import { postById } from './views';

type PostForm = z.output<typeof postFormSchema>;

/** A post ready to save: its caption as posted, its measured media and when each account gets it. */
export interface NewPost {
  rules: PostRules;
  media: PostMedia[];
  scheduleType: 'now' | 'custom' | 'best';
  timeZone: string;
  targets: { account: PostAccount; dueAt: Date }[];
}

/** What the publisher needs to hear: a target came due now (it sleeps until the next otherwise). */
export interface PublisherWake {
  wake(): void;
}

/** What making and changing posts takes, built once per server (posts/service.ts). */
export interface PostsDeps {
  ctx: AppContext;
  accounts: SocialService;
  publisher: PublisherWake;
  files: FilesService;
  billing: BillingService;
}

/** The brand tag's company: the brand information's name, else the registration's. */
export async function companyNameOf(db: DB, userId: number) {
  const row = await db
    .selectFrom('users')
    .leftJoin('brand_information as b', 'b.user_id', 'users.id')
    .select(['users.company_name', 'b.company_name as brand_name'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row?.brand_name || row?.company_name || null;
}

/** The user's media, measured again here: the server never trusts the page's measurements. */
async function mediaOf(files: FilesService, userId: number, urls: string[]): Promise<PostMedia[]> {
  const out: PostMedia[] = [];
  for (const [i, url] of urls.entries()) {
    const file = await files.ownedBytes(url);
    if (!file || file.userId !== userId) throw invalid({ media: `File ${i + 1} is not one of your uploads` });
    const facts = await measureMedia(file.bytes);
    if ('error' in facts) throw invalid({ media: facts.error });
    out.push({ url: files.addressOf(file.id, true), ...facts });
  }
  return out;
}

/**
 * Stores a post's image or video, judged and measured from its file on disk (the multipart intake
 * checked its type and size as it streamed); public for networks to fetch.
 */
export async function uploadMedia(
  files: FilesService,
  caller: AuthUser,
  file: ReceivedFile,
  reservation: UploadReservation | null,
): Promise<PostMedia> {
  const facts = await probeMediaFile(file.path, file.size, file.type as PostMediaType, 'file');
  const stored = await files.upload(caller, file, { isPublic: true, reservation });
  return { url: stored.url, ...facts };
}

/**
 * Saves posts with their targets in one transaction, each taking a unit of the plan's Post
 * allowance (402 for the lot when the plan runs out: a bulk schedule is all or nothing).
 */
export async function insertPosts(deps: PostsDeps, caller: AuthUser, posts: NewPost[], draftId?: number) {
  const { db, clock } = deps.ctx;
  const now = clock.now().toISOString();
  const saved = await db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const p of posts) {
      const { planType } = await deps.billing.requireAllowance(trx, caller.id, MODULES.post);
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
          app: MODULES.post,
          plan_type: planType,
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
            // The website (platform Web) is a target of its own, not a social account.
            account_id: account.platform_id === PLATFORM.web ? null : account.id,
            website_id: account.platform_id === PLATFORM.web ? account.id : null,
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
  // Each post keeps its media while it exists (issue 22 point 8: no file lost).
  for (const [i, id] of saved.entries())
    await deps.files.useFiles(
      { kind: 'post', id },
      posts[i].media.map((m) => m.url),
    );
  deps.publisher.wake();
  return saved;
}

/**
 * Posts (spec 01 §2–§7; issue 13 Posts, Schedule): one row per post, one target per account. The
 * rules of each platform are checked here as on the page; the accounts that refuse are left out
 * and named in a 422 while the rest are saved (§7: "a 422 status still runs the callback").
 */
export async function createPost(deps: PostsDeps, caller: AuthUser, form: PostForm) {
  const { db, clock } = deps.ctx;
  const timeZone =
    form.timeZone && isTimeZone(form.timeZone) ? form.timeZone : clock.timeZone || DEFAULT_TIME_ZONE;
  const chosen = await deps.accounts.ownAccounts(caller.id, form.accounts);
  const media = await mediaOf(deps.files, caller.id, form.media);
  const kind = media.length ? kindOfType(media[0].mime)! : 'none';
  const composed: ComposedPost = {
    mediaKind: kind,
    media: media as MediaFacts[],
    caption: form.caption,
    companyName: await companyNameOf(db, caller.id),
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
  const due = await dueTimes(db, clock, form, accepted, timeZone);
  const [postId] = await insertPosts(
    deps,
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
  const post = await postById(db, caller, postId);
  // Saved for the rest; the page shows which accounts were left out and why, then goes on.
  if (refused.length)
    throw new HttpError(422, `Posted to the other accounts. Not posted to ${refusedText}`, 'PartlyPosted', {
      accounts: refusedText,
    });
  return post;
}
