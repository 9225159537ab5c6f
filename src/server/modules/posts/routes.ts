import type { FastifyInstance } from 'fastify';
import { postsContract } from '../../../shared/posts/contract';
import { POST_MESSAGES as M } from '../../../shared/posts/schemas';
import type { AppContext } from '../../context';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import type { PostsModule } from './index';
import { postLog } from './post-log';

export function postsRoutes(app: FastifyInstance, deps: BindDeps, ctx: AppContext, m: PostsModule): void {
  const { accounts, posts, drafts } = m;
  bindContract(app, deps, postsContract, {
    socialAccounts: ({ user, query }) => accounts.list(user, query.id),
    deleteSocialAccount: async ({ user, params }) =>
      ok(await accounts.remove(user, params.id, params.platformId), M.accountDeleted),
    connectStart: ({ user, body }) => accounts.start(user, body.network, body.redirectUri),
    twitterLogin: ({ user, body }) => accounts.start(user, 'x', body.redirectUri),
    fbPagesAndTokens: ({ user, body }) => accounts.connect(user, 'facebook', body.accessToken, body.state),
    connectTwitter: ({ user, body }) => accounts.connect(user, 'x', body.code, body.state),
    connectLinkedIn: ({ user, body }) => accounts.connect(user, 'linkedin', body.accessToken, body.state),
    connectGoogle: ({ user, body }) => accounts.connect(user, 'google', body.code, body.state),
    connectYouTube: ({ user, body }) => accounts.connect(user, 'youtube', body.code, body.state),

    uploadPostMedia: ({ user, body }) => posts.uploadMedia(user, body),
    createPost: async ({ user, body }) => ok(await posts.create(user, body), M.posted, 201),
    posts: ({ user, query }) => posts.list(user, query),
    postById: ({ user, params }) => posts.byId(user, params.id),
    deletePostTarget: async ({ user, params }) =>
      ok(await posts.removeTarget(user, params.id, params.accountId, params.platformId), M.deleteSuccess),
    repost: async ({ user, params, body }) =>
      ok(await posts.repost(user, params.id, body.targetIds), M.reposted),
    reschedule: async ({ user, params, body }) =>
      ok(await posts.reschedule(user, params.id, body.dueAt), M.rescheduled),
    calendar: ({ user, query }) => posts.calendar(user, query.start, query.end),
    bulkSchedule: ({ user, body }) => m.bulk(user, body),

    drafts: ({ user }) => drafts.list(user),
    saveDraft: async ({ user, body }) => ok(await drafts.save(user, body), M.draftSaved),
    deleteDraft: ({ user, params }) => drafts.remove(user, params.id),

    postLog: ({ user, query }) => postLog(ctx, user, query),
  });
}
