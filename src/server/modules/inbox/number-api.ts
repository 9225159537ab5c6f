import { INBOX_MESSAGES as M, PLATFORM_OWNER } from '../../../shared/inbox/schemas';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { cloudApi, type CloudApi } from '../../providers/whatsapp/cloud-api';
import { whatsappConfigOf } from '../../providers/whatsapp/client';
import { notSetUp } from '../settings/service';
import type { InboxDeps } from './deps';

/** The Cloud API of the number a chat is on: the platform's (Settings), or the owner's own. */
export async function numberApi(
  deps: InboxDeps,
  owner: number,
  numberId: string | null,
  caller: AuthUser | null,
): Promise<{ api: CloudApi; numberId: string }> {
  if (owner === PLATFORM_OWNER) {
    const cfg = whatsappConfigOf(await deps.ctx.settings.get('whatsapp'));
    if (!cfg) throw notSetUp('Replying from the platform number', 'whatsapp', caller?.role ?? 'Admin');
    return { api: cloudApi(cfg), numberId: cfg.phoneNumberId };
  }
  const accounts = (await deps.wa.accounts.byNumbers(numberId ? [numberId] : [])).filter(
    (a) => a.user_id === owner,
  );
  // The number the contact wrote to, else (disconnected since) any number the owner still has.
  const account =
    accounts[0] ??
    (await deps.ctx.db
      .selectFrom('whatsapp_accounts')
      .selectAll()
      .where('user_id', '=', owner)
      .orderBy('id')
      .executeTakeFirst());
  const api = account ? await deps.wa.accounts.api(account) : null;
  if (!account || !api) throw new HttpError(409, M.noNumber, 'NotConnected');
  return { api, numberId: account.phone_number_id };
}
