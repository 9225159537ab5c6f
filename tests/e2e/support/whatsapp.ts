import { accountContract } from '../../../src/shared/account/contract';
import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import { startWhatsAppFake, type WhatsAppFake } from '../../fakes/whatsapp/cloud-api';
import { apiClient, PASSWORD } from './api';
import type { RunningServer } from './server';
import { test as base } from './fixtures';

/** A WhatsApp number the journey's owner connects, as the fake Cloud API knows it. */
export interface FakeNumber {
  phoneNumberId: string;
  businessId: string;
  token: string;
  displayPhoneNumber: string;
}

/**
 * The journeys' test with the server's Cloud API a loopback fake that knows the owner's numbers;
 * `appSecret` signs the fake's webhooks (the server's WHATSAPP_APP_SECRET).
 */
export function whatsappTest(numbers: FakeNumber[], appSecret?: string) {
  const test = base.extend<{ whatsapp: WhatsAppFake }>({
    // eslint-disable-next-line no-empty-pattern
    whatsapp: async ({}, use) => {
      const fake = await startWhatsAppFake({ token: 'platform-token', phoneNumberId: '100000', numbers });
      await use(fake);
      await fake.close();
    },
  });
  test.use({
    serverEnv: async ({ whatsapp }, use) =>
      use({
        WHATSAPP_API_BASE: `${whatsapp.url}/v21.0`,
        ...(appSecret ? { WHATSAPP_APP_SECRET: appSecret } : {}),
      }),
    actionTimeout: 20_000,
  });
  return test;
}

/**
 * The journeys' starting state, made through the API: the owner signed in, their number connected,
 * and one APPROVED template of the fake's synced. Answers the signed-in client and the template's id.
 */
export async function connectedWithTemplate(
  server: RunningServer,
  whatsapp: WhatsAppFake,
  email: string,
  number: FakeNumber,
  template: {
    name: string;
    components: Parameters<WhatsAppFake['templates']['addTemplate']>[0]['components'];
  },
) {
  const { client } = apiClient(server);
  await client.call(accountContract.login, { body: { login: email, password: PASSWORD } });
  await client.call(wc.connectAccount, {
    body: { businessId: number.businessId, phoneNumberId: number.phoneNumberId, waToken: number.token },
  });
  whatsapp.templates.addTemplate({
    businessId: number.businessId,
    language: 'en_US',
    category: 'MARKETING',
    status: 'APPROVED',
    ...template,
  });
  await client.call(wc.syncTemplates, {});
  const synced = (await client.call(wc.templateList, {})).data.find((t) => t.name === template.name)!;
  return { client, templateId: synced.id };
}
