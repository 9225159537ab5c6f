import type { adminEndpoints } from '../../../shared/whatsapp/admin-contract';
import { PLATFORM_NUMBER_MESSAGES as M } from '../../../shared/whatsapp/admin';
import type { Handlers } from '../../http/bind';
import { ok } from '../../http/reply';
import type { WhatsappService } from './service';

/** The admin side (Admin only, by the contract's access): the manage lists and the platform number. */
export function adminHandlers(wa: WhatsappService): Handlers<typeof adminEndpoints> {
  const a = wa.admin;
  return {
    adminCampaigns: ({ query }) => a.campaigns(query),
    adminNumbers: ({ query }) => a.numbers(query),
    platformNumber: () => a.platformNumber(),
    connectPlatformNumber: async ({ body }) => ok(await a.connectPlatformNumber(body), M.saved),
  };
}
