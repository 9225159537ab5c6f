import type { FastifyInstance } from 'fastify';
import { whatsappContract } from '../../../shared/whatsapp/contract';
import type { contactsEndpoints } from '../../../shared/whatsapp/contacts-contract';
import { CONTACT_MESSAGES as CM } from '../../../shared/whatsapp/contacts';
import type { groupsEndpoints } from '../../../shared/whatsapp/groups-contract';
import { GROUP_MESSAGES as GM } from '../../../shared/whatsapp/groups';
import type { AppContext } from '../../context';
import { bindContract, type BindDeps, type Handlers } from '../../http/bind';
import { ok } from '../../http/reply';
import { accountHandlers } from './account-routes';
import { adminHandlers } from './admin-routes';
import { campaignHandlers } from './campaign-routes';
import { historyHandlers } from './history-routes';
import { campaignsReceiver } from './campaigns/receiver';
import { resumeSending, senderOf } from './campaigns/sender';
import { templatesReceiver } from './templates';
import { templateHandlers } from './templates/routes';
import type { WhatsappService } from './service';
import { bindWhatsAppWebhook } from './webhook/bind';
import type { WebhookReceiver } from './webhook/events';

function contactHandlers(wa: WhatsappService): Handlers<typeof contactsEndpoints> {
  const c = wa.contacts;
  return {
    contacts: ({ user, query }) => c.list(user, query),
    contactList: ({ user }) => c.choices(user),
    contactById: ({ user, params }) => c.byId(user, params.id),
    createContact: async ({ user, body }) => ok(await c.create(user, body), CM.created, 201),
    updateContact: async ({ user, body }) => ok(await c.update(user, body), CM.updated),
    setContactOptIn: async ({ user, params, body }) => {
      const contact = await c.setOptIn(user, params.id, body.optIn);
      return ok(contact, contact.optIn ? CM.optedIn : CM.optedOut);
    },
    deleteContact: async ({ user, params }) => ok(await c.remove(user, params.id), CM.deleted),
    // Like every export, the list query answered as xlsx with IsExport=true (as the client sends it).
    exportContacts: ({ user, query }) => (query.IsExport ? c.export(user, query) : c.list(user, query)),
    importContacts: async ({ user, files }) => ok(await c.import(user, files.file!), CM.imported),
  };
}

function groupHandlers(wa: WhatsappService): Handlers<typeof groupsEndpoints> {
  const g = wa.groups;
  return {
    groups: ({ user, query }) => g.list(user, query),
    groupList: ({ user }) => g.choices(user),
    filterGroupList: ({ user }) => g.choices(user, 'Filter'),
    groupById: ({ user, params }) => g.byId(user, params.id),
    createGroup: async ({ user, body }) => ok(await g.create(user, body), GM.created, 201),
    updateGroup: async ({ user, body }) => ok(await g.update(user, body), GM.updated),
    deleteGroup: async ({ user, params }) => ok(await g.remove(user, params.id), GM.deleted),
  };
}

/** Binds the WhatsApp contract: each part's handlers, spread together. */
export function whatsappRoutes(
  app: FastifyInstance,
  deps: BindDeps,
  ctx: AppContext,
  wa: WhatsappService,
  /** Other areas' shares of the webhook's events (the bots' answers). */
  receivers: WebhookReceiver[],
): void {
  bindWhatsAppWebhook(app, ctx, [templatesReceiver(ctx), campaignsReceiver(ctx), ...receivers]);
  app.addHook('onClose', () => senderOf(ctx).stop());
  app.addHook('onReady', async () => {
    await resumeSending(ctx).catch((err) => ctx.log.error({ err }, 'campaign sending not resumed'));
  });
  bindContract(app, deps, whatsappContract, {
    ...accountHandlers(wa),
    ...adminHandlers(wa),
    ...campaignHandlers(wa),
    ...contactHandlers(wa),
    ...groupHandlers(wa),
    ...historyHandlers(wa),
    ...templateHandlers(wa),
  });
}
