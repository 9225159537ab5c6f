import type { FastifyInstance } from 'fastify';
import { webTemplatesContract } from '../../../shared/web-templates/contract';
import { WEB_TEMPLATE_MESSAGES as M } from '../../../shared/web-templates/schemas';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import type { WebTemplatesService } from './service';

export function webTemplatesRoutes(
  app: FastifyInstance,
  deps: BindDeps,
  templates: WebTemplatesService,
): void {
  bindContract(app, deps, webTemplatesContract, {
    webTemplates: ({ query }) => templates.list(query),
    webTemplateChoices: () => templates.choices(),
    webTemplateById: ({ params }) => templates.byId(params.id),
    createWebTemplate: async ({ user, body, files }) =>
      ok(await templates.create(user, body, files.file!), M.added, 201),
    updateWebTemplate: async ({ user, params, body, files }) =>
      ok(await templates.update(user, params.id, body, files.file), M.updated),
    setDefaultWebTemplate: async ({ params }) => ok(await templates.setDefault(params.id), M.madeDefault),
    deleteWebTemplate: async ({ params }) => ok(await templates.remove(params.id), M.deleted),
  });
}
