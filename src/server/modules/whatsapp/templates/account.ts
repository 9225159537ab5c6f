import { TEMPLATE_MESSAGES as M } from '../../../../shared/whatsapp/templates-form';
import type { AppContext } from '../../../context';
import type { AuthUser } from '../../../http/context';
import { HttpError, invalid } from '../../../http/errors';
import { CloudApiError, type CloudApi } from '../../../providers/whatsapp/cloud-api';
import { accountApi, type AccountRow } from '../accounts';

/** A business account of the caller's and the number whose token speaks for it. */
export interface BusinessAccess {
  businessId: string;
  row: AccountRow;
  api: CloudApi;
}

/** The caller's connected numbers, oldest first. */
export const accountsOf = (ctx: AppContext, caller: AuthUser) =>
  ctx.db.selectFrom('whatsapp_accounts').selectAll().where('user_id', '=', caller.id).orderBy('id').execute();

/**
 * The business account a template is registered in: the one named, or the caller's only one. No
 * number is a 422 that says to connect one; several accounts and none named, 422 on `businessId`.
 */
export async function businessAccess(
  ctx: AppContext,
  caller: AuthUser,
  businessId: string | undefined,
): Promise<BusinessAccess> {
  const rows = await accountsOf(ctx, caller);
  if (rows.length === 0) throw new HttpError(422, M.noNumber, 'NoWhatsAppNumber');
  const businesses = [...new Set(rows.map((r) => r.business_id))];
  const chosen = businessId || (businesses.length === 1 ? businesses[0] : undefined);
  if (!chosen || !businesses.includes(chosen)) throw invalid({ businessId: M.chooseBusiness });
  for (const row of rows.filter((r) => r.business_id === chosen)) {
    const api = await accountApi(ctx, row);
    if (api) return { businessId: chosen, row, api };
  }
  throw new HttpError(
    422,
    'Connect the WhatsApp number again: its token can no longer be read',
    'NoWhatsAppNumber',
  );
}

/** Meta's words for a person: `error_user_title: error_user_msg` when it gave them, else its message. */
export function metaWords(err: CloudApiError): string {
  const { userTitle, userMessage } = err.meta;
  if (userMessage)
    return userTitle && !userMessage.startsWith(userTitle) ? `${userTitle}: ${userMessage}` : userMessage;
  return err.message.replace(/^WhatsApp Cloud API: /, '');
}

/** Meta could not be reached or asked to wait: 503, the form's details may be right. */
export function unavailable(err: CloudApiError): HttpError | null {
  return err.retryable || err.kind === 'timedOut'
    ? new HttpError(
        503,
        'WhatsApp could not be reached. Please try again in a moment.',
        'WhatsAppUnavailable',
      )
    : null;
}
