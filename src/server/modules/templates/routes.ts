import type { FastifyInstance } from 'fastify';
import { templatesContract } from '../../../shared/templates/contract';
import { TEMPLATE_MESSAGES as M } from '../../../shared/templates/schemas';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import type { TemplatesService } from './service';

export function templatesRoutes(app: FastifyInstance, deps: BindDeps, templates: TemplatesService): void {
  bindContract(app, deps, templatesContract, {
    templates: ({ query }) => templates.list(query),
    myTemplates: ({ user }) => templates.mine(user),
    templateById: ({ params }) => templates.byId(params.id),
    createTemplate: async ({ user, body }) => ok(await templates.create(user, body), M.added, 201),
    updateTemplate: async ({ user, params, body }) =>
      ok(await templates.update(user, params.id, body), M.updated),
    templateStatus: async ({ params, body }) =>
      ok(await templates.status(params.id, body.isActive), M.statusUpdated),
    deleteTemplate: async ({ params }) => ok(await templates.remove(params.id), M.deleted),
    uploadTemplatePackage: async ({ user, files }) =>
      ok(await templates.uploadPackage(user, files.file!), M.packageChecked, 201),
    previewTemplate: ({ body }) => templates.preview(body),
    renderTemplate: async ({ user, params, query, reply }) => {
      const png = await templates.render(user, params.id, query.width, query.userId);
      // The drawing changes with the template or the brand: a browser may keep it a few minutes.
      reply.header('Cache-Control', 'private, max-age=300');
      return png;
    },
  });
}
