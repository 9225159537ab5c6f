import { inboxContract as ic } from '../../../src/shared/inbox/contract';
import type { BuiltApp } from '../../../src/server/app';
import { WHATSAPP_WEBHOOK_PATH } from '../../../src/shared/bots/public-routes';
import { inboundWebhook, signWebhook } from '../../fakes/whatsapp/cloud-api';
import type { DbKind } from '../../helpers/server';
import { PLATFORM_SECRET, whatsappWorld } from '../bots/whatsapp-support';
import { connectNumber } from '../whatsapp/templates-support';

export const PLATFORM_NUMBER = '100000';
export const HOUR = 3_600_000;

/**
 * A server with the WhatsApp fake, the platform number set (Admin's inbox) and one User with a
 * connected number (User's inbox); `says` posts a signed customer message `agoMs` before the
 * server's clock.
 */
export async function inboxWorld(kind: DbKind) {
  const w = await whatsappWorld(kind, {
    WHATSAPP_TOKEN: 'platform-token',
    WHATSAPP_PHONE_NUMBER_ID: PLATFORM_NUMBER,
  });
  const adminToken = await w.server
    .client()
    .call((await import('../../../src/shared/account/contract')).accountContract.login, {
      body: { login: 'admin@example.com', password: 'secret123' },
    })
    .then((r) => r.data.token);
  const number = await connectNumber(w, w.owner.token);
  let n = 0;
  async function says(
    phoneNumberId: string,
    from: string,
    text: string,
    /** `via`: another instance of the server takes the webhook. */
    opts: { agoMs?: number; name?: string; id?: string; via?: BuiltApp } = {},
  ) {
    n += 1;
    const id = opts.id ?? `wamid.inbox${n}`;
    const at = Math.floor((w.time.now().getTime() - (opts.agoMs ?? 0)) / 1000);
    const raw = JSON.stringify(
      inboundWebhook({
        phoneNumberId,
        from,
        id,
        name: opts.name ?? 'Asha',
        message: { type: 'text', text },
        timestamp: at,
      }),
    );
    const res = await (opts.via?.app ?? w.server.app).inject({
      method: 'POST',
      url: WHATSAPP_WEBHOOK_PATH,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWebhook(raw, PLATFORM_SECRET),
      },
    });
    if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}`);
    return id;
  }
  /** The User's and the Admin's API clients. */
  const asOwner = () => w.server.client(w.owner.token);
  const asAdmin = () => w.server.client(adminToken);
  return { ...w, number, adminToken, says, asOwner, asAdmin, ic };
}
export type InboxWorld = Awaited<ReturnType<typeof inboxWorld>>;
