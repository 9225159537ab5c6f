import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import type { TemplateForm } from '../../../src/shared/whatsapp/templates-form';
import { PLATFORM_SECRET, type WhatsAppWorld } from '../bots/whatsapp-support';

let numbers = 0;

/**
 * A number of a new business account at the fake, connected by `token`'s owner through the API;
 * the fake's template webhooks go to the server, signed with the platform's App Secret.
 */
export async function connectNumber(
  w: WhatsAppWorld,
  ownerToken: string,
  opts: { appId?: string; businessId?: string } = {},
) {
  numbers += 1;
  const n = {
    phoneNumberId: `7100${numbers}`,
    businessId: opts.businessId ?? `7200${numbers}`,
    token: `template-token-${numbers}`,
    displayPhoneNumber: `+91 97777 0000${numbers}`,
  };
  w.fake.addNumber(n);
  w.fake.templates.webhookTo({
    secret: PLATFORM_SECRET,
    send: async (raw, signature) => (await w.postWebhook(raw, null, signature)).statusCode,
  });
  const account = await w.server.client(ownerToken).call(wc.connectAccount, {
    body: { businessId: n.businessId, phoneNumberId: n.phoneNumberId, waToken: n.token, appId: opts.appId },
  });
  return { ...n, accountId: account.data.id };
}

/** A form the Cloud API takes: a text header with {{1}}, a body with two variables, 4 buttons. */
export const templateForm = (more: Partial<TemplateForm> = {}): TemplateForm => ({
  name: 'diwali_offer',
  language: 'en_US',
  category: 'MARKETING',
  headerFormat: 'TEXT',
  headerText: 'Hello {{1}}',
  headerExample: 'Asha',
  body: 'Hi {{1}}, *20% off* on sweets till {{2}}.',
  bodyExamples: ['Asha', 'Sunday'],
  footer: 'Rao Sweets',
  buttons: [
    { type: 'QUICK_REPLY', text: 'Interested' },
    { type: 'QUICK_REPLY', text: 'Stop offers' },
    { type: 'URL', text: 'Order now', url: 'https://rao.example/o/{{1}}', urlExample: 'diwali' },
    { type: 'PHONE_NUMBER', text: 'Call us', phoneNumber: '+919876543210' },
  ],
  ...more,
});
