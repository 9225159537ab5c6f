import type { TemplateFormOutput } from '../../../../shared/whatsapp/templates-form';
import type { AppContext } from '../../../context';
import type { AuthUser } from '../../../http/context';
import type { ReceivedFile } from '../../../http/multipart';
import type { WhatsappDeps } from '../deps';
import { approvedTemplates, listTemplates, templateById, templateDetails, type TemplatesQuery } from './list';
import { registerTemplate, uploadSample } from './register';
import { syncForCaller } from './sync';

/** The templates' functions bound to one server (the WhatsApp service's `templates`). */
export function templateFunctions(ctx: AppContext) {
  const deps: WhatsappDeps = { db: ctx.db, clock: ctx.clock };
  return {
    list: (caller: AuthUser, q: TemplatesQuery) => listTemplates(deps, caller, q),
    byId: (caller: AuthUser, id: number) => templateById(ctx.db, caller, id),
    details: (caller: AuthUser) => templateDetails(ctx.db, caller),
    approved: (caller: AuthUser) => approvedTemplates(ctx.db, caller),
    register: (caller: AuthUser, form: TemplateFormOutput) => registerTemplate(ctx, caller, form),
    uploadSample: (caller: AuthUser, input: { format: string; businessId?: string }, file: ReceivedFile) =>
      uploadSample(ctx, caller, input, file),
    sync: (caller: AuthUser) => syncForCaller(ctx, caller),
  };
}

export { templatesReceiver } from './receiver';
export { templatesSyncJob } from './job';
