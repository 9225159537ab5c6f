import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import { idParamSchema } from '../http/ids';
import { listQuery } from '../http/list';
import {
  bulkAnswerSchema,
  bulkScheduleSchema,
  calendarEntrySchema,
  calendarQuery,
  draftSchema,
  POST_MEDIA_PART,
  postCreatedSchema,
  postFormSchema,
  postLogSchema,
  postMediaSchema,
  postSchema,
  postsQuery,
  repostSchema,
  rescheduleSchema,
  storedDraftSchema,
  targetParams,
} from './schemas';
import { socialAccountEndpoints } from '../social/contract';

const idParams = z.object({ id: idParamSchema() });

/**
 * Posts (spec 01 §2–§9, issue 13). A User posts to their connected accounts now, at a time or at
 * each account's best time, and sees each account's outcome. An Admin lists every user's posts
 * read-only: 403 on delete and repost.
 */
export const postEndpoints = {
  uploadPostMedia: endpoint({
    method: 'POST',
    path: '/api/SocialPost/Media',
    access: 'user',
    summary:
      'Store an image (JPEG, PNG, WebP, GIF) or video (MP4, MOV) for a post, judged and measured from its bytes; public, since networks fetch it by address',
    files: { file: POST_MEDIA_PART },
    response: postMediaSchema,
    transfer: true,
  }),
  createPost: endpoint({
    method: 'POST',
    path: '/api/SocialPost',
    access: 'user',
    summary:
      "Post now, at a custom time or at each account's best time (takes one unit of the plan's Post allowance, else 402); accounts whose rules refuse the post answer 422 naming them and the rest are saved",
    body: postFormSchema,
    response: postCreatedSchema,
  }),
  posts: endpoint({
    method: 'GET',
    path: '/api/SocialPost',
    access: 'signedIn',
    summary:
      'Posts, 12 a page, newest first: platform (all, web, whatsapp or a network), status, isSuccess; an Admin sees every user with company name',
    query: postsQuery,
    response: listOf(postSchema),
  }),
  postById: endpoint({
    method: 'GET',
    path: '/api/SocialPost/:id',
    access: 'signedIn',
    summary: 'One post with the status of each account',
    params: idParams,
    response: postSchema,
  }),
  deletePostTarget: endpoint({
    method: 'DELETE',
    path: '/api/SocialPost/:id/:accountId/:platformId',
    access: 'user',
    summary:
      'Remove an account from a post (not once it went out, except Web); the post goes when none is left',
    params: targetParams,
    response: z.null(),
  }),
  repost: endpoint({
    method: 'POST',
    path: '/api/SocialPost/:id/Repost',
    access: 'user',
    summary: 'Post again to the chosen failed accounts, now',
    params: idParams,
    body: repostSchema,
    response: postSchema,
  }),
  reschedule: endpoint({
    method: 'PUT',
    path: '/api/SocialPost/Target/:id/Schedule',
    access: 'user',
    summary: 'Move a pending account of a post to another time (the calendar)',
    params: idParams,
    body: rescheduleSchema,
    response: postSchema,
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/api/SocialPost/Calendar',
    access: 'signedIn',
    summary: "The user's posts per account between two times (the calendar's month or week)",
    query: calendarQuery,
    response: z.array(calendarEntrySchema),
  }),
  bulkSchedule: endpoint({
    method: 'POST',
    path: '/api/SocialPost/Bulk',
    access: 'user',
    summary:
      'Schedule posts from a CSV (caption, media_url, accounts, when): a dry run lists each row’s problems; otherwise all rows are created or none',
    body: bulkScheduleSchema,
    response: bulkAnswerSchema,
    transfer: true,
  }),

  drafts: endpoint({
    method: 'GET',
    path: '/api/PostDraft',
    access: 'user',
    summary: 'The drafts being written, newest first',
    response: z.array(storedDraftSchema),
  }),
  saveDraft: endpoint({
    method: 'POST',
    path: '/api/PostDraft',
    access: 'user',
    summary:
      'Save a draft by its client id (a second save of the same id updates it): works offline through the outbox',
    body: draftSchema,
    response: storedDraftSchema,
    offline: true,
  }),
  deleteDraft: endpoint({
    method: 'DELETE',
    path: '/api/PostDraft/:id',
    access: 'user',
    summary: 'Delete a draft',
    params: idParams,
    response: z.null(),
  }),

  postLog: endpoint({
    method: 'GET',
    path: '/api/PostLog',
    access: 'signedIn',
    summary: 'Every publishing attempt, newest first (a User’s own; an Admin all)',
    query: listQuery(['date'], { postId: idParamSchema().optional() }),
    response: listOf(postLogSchema),
  }),
};

/**
 * The posts area's contract: the social accounts' endpoints (shared/social/contract.ts) and the
 * posts'. One area, so endpoint ids (`posts.*`) and the renderer's query keys stay as they were.
 */
export const postsContract = areaContract('posts', { ...socialAccountEndpoints, ...postEndpoints });
