import { accountContract } from '../../../src/shared/account/contract';
import { WHATSAPP_WEBHOOK_PATH } from '../../../src/shared/bots/public-routes';
import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import { inboundWebhook } from '../../fakes/whatsapp/cloud-api';
import { postSigned } from '../../fakes/whatsapp/webhook-post';
import { apiClient, PASSWORD } from './api';
import type { RunningServer } from './server';
import type { FakeNumber } from './whatsapp';

/** The inbox journeys' owner signed in through the API with their number connected. */
export async function connectedOwner(server: RunningServer, email: string, number: FakeNumber) {
  const { client } = apiClient(server);
  await client.call(accountContract.login, { body: { login: email, password: PASSWORD } });
  await client.call(wc.connectAccount, {
    body: { businessId: number.businessId, phoneNumberId: number.phoneNumberId, waToken: number.token },
  });
  return client;
}

let wamids = 0;

/**
 * A contact writes to the number: Meta's signed `messages` webhook, stamped `minutesAgo` before now
 * (the reply window runs 24 hours from it). Answers the message's wamid.
 */
export async function contactWrites(
  server: RunningServer,
  appSecret: string,
  number: FakeNumber,
  m: { from: string; name: string; text: string; minutesAgo?: number },
): Promise<string> {
  wamids += 1;
  const id = `wamid.inbox-e2e-${wamids}-${Date.now()}`;
  await postSigned(
    { url: `${server.url}${WHATSAPP_WEBHOOK_PATH}`, secret: appSecret },
    inboundWebhook({
      phoneNumberId: number.phoneNumberId,
      businessId: number.businessId,
      from: m.from,
      name: m.name,
      id,
      message: { type: 'text', text: m.text },
      timestamp: Math.floor(Date.now() / 1000) - (m.minutesAgo ?? 0) * 60,
    }),
  );
  return id;
}

/** Meta's signed status webhook for a message of ours (`sent`, `delivered`, `read`). */
export async function messageStatus(
  server: RunningServer,
  appSecret: string,
  number: FakeNumber,
  s: { wamid: string; to: string; status: 'sent' | 'delivered' | 'read' },
): Promise<void> {
  await postSigned(
    { url: `${server.url}${WHATSAPP_WEBHOOK_PATH}`, secret: appSecret },
    {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: number.businessId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550001111', phone_number_id: number.phoneNumberId },
                statuses: [
                  {
                    id: s.wamid,
                    status: s.status,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: s.to,
                  },
                ],
              },
            },
          ],
        },
      ],
    },
  );
}
