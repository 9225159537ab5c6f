import type { postFormSchema } from '../../../shared/posts/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { UploadReservation } from '../../http/bind';
import type { ReceivedFile } from '../../http/multipart';
import type { AuthUser } from '../../http/context';
import { billingService } from '../billing/service';
import { filesService } from '../files/service';
import type { PostAccount, SocialService } from '../social/service';
import { removeTarget, repost, reschedule } from './changes';
import {
  companyNameOf,
  createPost,
  insertPosts,
  uploadMedia,
  type NewPost,
  type PostsDeps,
  type PublisherWake,
} from './create';
import { bestTimeFor } from './due-times';
import { listPosts, postById, postsCalendar } from './views';

/**
 * The posts area's entry (spec 01 §2–§7; issue 13 Posts, Schedule, Lists and actions). The work is
 * in plain functions by idea, each taking what it needs: making posts and their due times
 * (create.ts, due-times.ts), reading them (views.ts) and changing them (changes.ts). This binds
 * them to one server's dependencies for the routes and the bulk scheduler.
 */
export function postsService(ctx: AppContext, accounts: SocialService, publisher: PublisherWake) {
  const deps: PostsDeps = {
    ctx,
    accounts,
    publisher,
    files: filesService(ctx),
    billing: billingService(ctx),
  };
  const { db } = ctx;
  return {
    byId: (caller: AuthUser, id: number) => postById(db, caller, id),
    insertPosts: (caller: AuthUser, posts: NewPost[], draftId?: number) =>
      insertPosts(deps, caller, posts, draftId),
    bestTimeFor: (account: PostAccount, timeZone: string, now: Date, pending: Date[]) =>
      bestTimeFor(db, account, timeZone, now, pending),
    companyNameOf: (userId: number) => companyNameOf(db, userId),
    uploadMedia: (caller: AuthUser, file: ReceivedFile, reservation: UploadReservation | null) =>
      uploadMedia(deps.files, caller, file, reservation),
    create: (caller: AuthUser, form: z.output<typeof postFormSchema>) => createPost(deps, caller, form),
    list: (caller: AuthUser, q: Parameters<typeof listPosts>[2]) => listPosts(ctx, caller, q),
    removeTarget: (caller: AuthUser, postId: number, accountId: number, platformId: number) =>
      removeTarget(deps, caller, postId, accountId, platformId),
    repost: (caller: AuthUser, postId: number, targetIds: number[]) =>
      repost(deps, caller, postId, targetIds),
    reschedule: (caller: AuthUser, targetId: number, dueAt: string) =>
      reschedule(deps, caller, targetId, dueAt),
    calendar: (caller: AuthUser, start: string, end: string) => postsCalendar(db, caller, start, end),
  };
}

export type PostsService = ReturnType<typeof postsService>;
