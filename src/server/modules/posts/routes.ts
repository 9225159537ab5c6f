import type { FastifyInstance } from 'fastify';
import { postEndpoints } from '../../../shared/posts/contract';
import { POST_MESSAGES as M } from '../../../shared/posts/schemas';
import type { AppContext } from '../../context';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import type { PostsModule } from './index';
import { postLog } from './post-log';

export function postsRoutes(app: FastifyInstance, deps: BindDeps, ctx: AppContext, m: PostsModule): void {
  const { posts, drafts } = m;
  bindContract(app, deps, postEndpoints, {
    uploadPostMedia: ({ user, files, reservation }) => posts.uploadMedia(user, files.file!, reservation),
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
