import type { templatesEndpoints } from '../../../../shared/whatsapp/templates-contract';
import { TEMPLATE_MESSAGES as M } from '../../../../shared/whatsapp/templates-form';
import type { Handlers } from '../../../http/bind';
import { ok } from '../../../http/reply';
import type { WhatsappService } from '../service';

export function templateHandlers(wa: WhatsappService): Handlers<typeof templatesEndpoints> {
  const t = wa.templates;
  return {
    registerTemplate: async ({ user, body }) => ok(await t.register(user, body), M.registered, 201),
    uploadTemplateSample: async ({ user, body, files }) => ok(await t.uploadSample(user, body, files.file!)),
    templates: ({ user, query }) => t.list(user, query),
    templateById: ({ user, params }) => t.byId(user, params.id),
    syncTemplates: async ({ user }) => ok(await t.sync(user), M.synced),
    templateDetailsList: ({ user }) => t.details(user),
    templateList: ({ user }) => t.approved(user),
  };
}
