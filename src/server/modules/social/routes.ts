import type { FastifyInstance } from 'fastify';
import { socialAccountEndpoints } from '../../../shared/social/contract';
import { SOCIAL_MESSAGES as M } from '../../../shared/social/schemas';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import type { SocialService } from './service';

/** The connected accounts' endpoints (registered with the posts area's contract, same paths). */
export function socialRoutes(app: FastifyInstance, deps: BindDeps, accounts: SocialService): void {
  bindContract(app, deps, socialAccountEndpoints, {
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
  });
}
