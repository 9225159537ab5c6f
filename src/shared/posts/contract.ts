import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import { idParamSchema } from '../http/ids';
import { listQuery } from '../http/list';
import {
  accountParams,
  accountsQuery,
  bulkAnswerSchema,
  bulkScheduleSchema,
  calendarEntrySchema,
  calendarQuery,
  connectAnswerSchema,
  connectCodeSchema,
  connectStartAnswerSchema,
  connectStartSchema,
  draftSchema,
  fbPagesAndTokensSchema,
  linkedInConnectSchema,
  mediaUploadSchema,
  postCreatedSchema,
  postFormSchema,
  postLogSchema,
  postMediaSchema,
  postSchema,
  postsQuery,
  repostSchema,
  rescheduleSchema,
  socialAccountsSchema,
  storedDraftSchema,
  targetParams,
} from './schemas';

const idParams = z.object({ id: idParamSchema() });
const connect = <B extends z.ZodType>(path: string, summary: string, body: B) =>
  endpoint({ method: 'POST', path, access: 'user', summary, body, response: connectAnswerSchema });

/**
 * Social accounts and posts (spec 01 §2–§9, issue 13). A User connects accounts through each
 * network's sign-in (state and PKCE verifier kept here, single use, 10 minutes), posts to them now,
 * at a time or at each account's best time, and sees each account's outcome. An Admin lists every
 * user's accounts and posts read-only: 403 on delete and repost.
 */
export const postsContract = areaContract('posts', {
  socialAccounts: endpoint({
    method: 'GET',
    path: '/api/SocialAccounts',
    access: 'signedIn',
    summary:
      "The spec's account lists (facebookPages, instragramList, twitterList, linkedInList, googleLocationsList, webAccount, youTubeChannels) with each account's status; an Admin passes the user's id",
    query: accountsQuery,
    response: socialAccountsSchema,
  }),
  deleteSocialAccount: endpoint({
    method: 'DELETE',
    path: '/api/SocialAccounts/:id/:platformId',
    access: 'user',
    summary: 'Disconnect an account; its pending posts are cancelled',
    params: accountParams,
    response: z.null(),
  }),
  connectStart: endpoint({
    method: 'POST',
    path: '/api/SocialAccounts/Connect',
    access: 'user',
    summary:
      "Start a network's sign-in: answers the address to open in the system browser; the state it carries is single use for 10 minutes",
    body: connectStartSchema,
    response: connectStartAnswerSchema,
  }),
  fbPagesAndTokens: connect(
    '/api/FBPagesAndTokens',
    "Connect the Facebook pages (and their Instagram accounts) of the signed-in Facebook user; accessToken carries the sign-in's code",
    fbPagesAndTokensSchema,
  ),
  twitterLogin: endpoint({
    method: 'POST',
    path: '/api/TwitterLogin',
    access: 'user',
    summary: "X's OAuth 2.0 sign-in with PKCE: the address to open (same as Connect with network x)",
    body: connectStartSchema.omit({ network: true }),
    response: connectStartAnswerSchema,
  }),
  connectTwitter: connect(
    '/api/ConnectTwitter',
    'Connect the X account the sign-in returned to',
    connectCodeSchema,
  ),
  connectLinkedIn: connect(
    '/api/ConnectLinkedInAccount',
    'Connect the LinkedIn member and the organisations they administer; accessToken carries the code',
    linkedInConnectSchema,
  ),
  connectGoogle: connect(
    '/api/Google/Connect',
    'Connect the Google Business Profile locations of the Google account',
    connectCodeSchema,
  ),
  connectYouTube: connect(
    '/api/YouTube/Connect',
    'Connect the YouTube channels of the Google account',
    connectCodeSchema,
  ),

  uploadPostMedia: endpoint({
    method: 'POST',
    path: '/api/SocialPost/Media',
    access: 'user',
    summary:
      'Store an image (JPEG, PNG, WebP, GIF) or video (MP4, MOV) for a post, judged and measured from its bytes; public, since networks fetch it by address',
    body: mediaUploadSchema,
    response: postMediaSchema,
    transfer: true,
    bodyLimit: 140 * 1024 * 1024,
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
});
