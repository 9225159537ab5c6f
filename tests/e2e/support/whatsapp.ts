import { startWhatsAppFake, type WhatsAppFake } from '../../fakes/whatsapp/cloud-api';
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
