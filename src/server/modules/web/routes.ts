import type { FastifyInstance } from 'fastify';
import { webContract } from '../../../shared/web/contract';
import { WEB_MESSAGES as M } from '../../../shared/web/schemas';
import type { AppContext } from '../../context';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import { webAnalytics } from './analytics/service';
import { webForms } from './forms/service';
import { siteRoutes } from './serving';
import type { WebService } from './service';

/** The Web app's API (src/shared/web/contract.ts) and the published sites under /s/. */
export function webRoutes(app: FastifyInstance, deps: BindDeps, ctx: AppContext, web: WebService): void {
  const forms = webForms(ctx);
  const analytics = webAnalytics(ctx);
  bindContract(app, deps, webContract, {
    websites: ({ user, query }) => web.list(user, query),
    myWebsite: ({ user }) => web.mine(user),
    websiteById: ({ user, params }) => web.byId(user, params.id),
    createWebsite: async ({ user, body }) => ok(await web.create(user, body), M.created, 201),
    updateWebsite: async ({ user, params, body }) => ok(await web.update(user, params.id, body), M.saved),
    previewWebsite: ({ user, params, query }) => web.preview(user, params.id, query.path),
    publishWebsite: async ({ user, params }) => ok(await web.publish(user, params.id), M.published),
    websiteVersions: ({ user, params }) => web.versions(user, params.id),
    rollbackWebsite: async ({ user, params, body }) =>
      ok(await web.rollback(user, params.id, body.version), M.rolledBack),
    setWebsiteStatus: ({ params, body }) => web.setStatus(params.id, body.isActive),
    webUpdates: ({ user, query }) => web.updates.list(user, query),
    webUpdateById: ({ user, params }) => web.updates.byId(user, params.id),
    deleteWebUpdate: ({ user, params }) => web.updates.remove(user, params.id),
    formResponses: ({ user, query }) => forms.responses(user, query),
    formResponseById: ({ user, params }) => forms.responseById(user, params.id),
    subscribers: ({ user, query }) => forms.subscribers(user, query),
    websiteAnalytics: ({ user, query }) => analytics.summary(user, query),
  });
  siteRoutes(app, web.deps);
}
