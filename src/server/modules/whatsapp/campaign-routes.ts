import type { campaignsEndpoints } from '../../../shared/whatsapp/campaigns-contract';
import { CAMPAIGN_MESSAGES as M } from '../../../shared/whatsapp/campaigns';
import { assignMessage } from '../../../shared/whatsapp/groups';
import type { Handlers } from '../../http/bind';
import { ok } from '../../http/reply';
import type { WhatsappService } from './service';

export function campaignHandlers(wa: WhatsappService): Handlers<typeof campaignsEndpoints> {
  const c = wa.campaigns;
  return {
    createCampaign: async ({ user, body }) => ok(await c.create(user, body), M.created, 201),
    campaigns: ({ user, query }) => c.list(user, query),
    campaignById: ({ user, params }) => c.detail(user, params.id),
    campaignMessages: ({ user, params, query }) => c.messagesOrExport(user, params.id, query),
    retryFailedMessages: async ({ user, params }) => ok(await c.retryFailed(user, params.id), M.retried),
    assignToFilterGroup: async ({ user, body }) => {
      const result = await c.assignToFilterGroup(user, body);
      return ok(result, assignMessage(result));
    },
    headerMediaUpload: ({ user, query }) => c.presignHeaderMedia(user, query),
    headerMediaFile: async ({ user, files, reservation }) =>
      ok(await c.receiveHeaderMedia(user, files.file!, reservation), undefined, 201),
  };
}
