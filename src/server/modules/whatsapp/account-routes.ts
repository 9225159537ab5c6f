import type { accountEndpoints } from '../../../shared/whatsapp/account-contract';
import { ACCOUNT_MESSAGES as M } from '../../../shared/whatsapp/account';
import type { Handlers } from '../../http/bind';
import { ok } from '../../http/reply';
import type { WhatsappService } from './service';

export function accountHandlers(wa: WhatsappService): Handlers<typeof accountEndpoints> {
  const a = wa.accounts;
  return {
    accounts: ({ user }) => a.list(user),
    accountById: ({ user, params }) => a.details(user, params.id),
    connectAccount: async ({ user, body }) => ok(await a.connect(user, body), M.connected, 201),
    updateAccount: async ({ user, params, body }) => ok(await a.connect(user, body, params.id), M.updated),
    disconnectAccount: async ({ user, params }) => ok(await a.disconnect(user, params.id), M.disconnected),
  };
}
