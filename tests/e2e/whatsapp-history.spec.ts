import { MODULES } from '../../src/shared/account/modules';
import { WHATSAPP_WEBHOOK_PATH } from '../../src/shared/bots/public-routes';
import { whatsappContract as wc } from '../../src/shared/whatsapp/contract';
import { inboundWebhook, signWebhook, type WhatsAppFake } from '../fakes/whatsapp/cloud-api';
import { grantModules, registerUser, setupAdmin } from './support/api';
import { runAxe, WCAG_TAGS } from './support/accessibility';
import { expect, expectAccessible, signIn } from './support/fixtures';
import type { RunningServer } from './support/server';
import { lookShotsAtWidths } from './support/shots';
import { connectedWithTemplate, whatsappTest } from './support/whatsapp';

const APP_SECRET = 'e2e-history-secret';
const NUMBER = {
  phoneNumberId: '63000002',
  businessId: '64000002',
  token: 'e2e-history-token',
  displayPhoneNumber: '+91 98888 33333',
};
const FAILING = '919876500002';

/** The server's Cloud API is a loopback fake that knows one number of the owner's. */
const test = whatsappTest([NUMBER], APP_SECRET);

/**
 * A campaign to three contacts through the API, sent to the fake: Asha's and Meena's messages are
 * read and Asha replies; Ravi's fails at Meta (131026). Answers Ravi's contact id and the campaign's.
 */
async function seedCampaign(server: RunningServer, whatsapp: WhatsAppFake, email: string) {
  const { client, templateId } = await connectedWithTemplate(server, whatsapp, email, NUMBER, {
    name: 'spring_sale',
    components: [{ type: 'BODY', text: 'Hello {{1}}, 20% off today', example: { body_text: [['Asha']] } }],
  });
  const ids: number[] = [];
  for (const [firstName, mobileNumber] of [
    ['Asha', '9876500001'],
    ['Ravi', '9876500002'],
    ['Meena', '9876500003'],
  ])
    ids.push((await client.call(wc.createContact, { body: { firstName, mobileNumber } })).data.id);
  const group = await client.call(wc.createGroup, { body: { name: 'Regulars', ContactIds: ids } });
  whatsapp.campaigns.webhookTo({ url: `${server.url}${WHATSAPP_WEBHOOK_PATH}`, secret: APP_SECRET });
  const campaign = await client.call(wc.createCampaign, {
    body: {
      Name: 'Spring sale',
      TemplateId: templateId,
      GroupIds: [group.data.id],
      Body: [{ VariableIndex: 0, ValueSource: 'CONTACT_FIELD', ContactFieldName: 'FirstName' }],
    },
  });
  await expect.poll(() => whatsapp.campaigns.sends.length).toBe(3);
  const sends = whatsapp.campaigns.sends;
  await whatsapp.campaigns.postStatuses({ of: sends.filter((s) => s.to !== FAILING) });
  await whatsapp.campaigns.postStatuses({ of: sends.filter((s) => s.to === FAILING), upTo: 'failed' });
  const asha = sends.find((s) => s.to === '919876500001')!;
  const reply = inboundWebhook({
    phoneNumberId: NUMBER.phoneNumberId,
    businessId: NUMBER.businessId,
    from: asha.to,
    id: 'wamid.e2e-reply',
    message: { type: 'text', text: 'Is it on in Pune too?' },
    // Meta stamps a message when it was sent: after our campaign's.
    timestamp: Math.floor(Date.now() / 1000) + 1,
  });
  (reply.entry[0].changes[0].value.messages[0] as Record<string, unknown>).context = { id: asha.id };
  const raw = JSON.stringify(reply);
  const res = await fetch(`${server.url}${WHATSAPP_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhook(raw, APP_SECRET) },
    body: raw,
  });
  expect(res.status).toBe(200);
  return { raviId: ids[1], campaignId: campaign.data.id };
}

/** Axe on the page with a dialog open (expectAccessible switches the theme from behind it). */
async function expectNoViolations(page: Parameters<typeof runAxe>[0]) {
  const violations = await runAxe(page, { tags: WCAG_TAGS });
  expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
}

test('a WhatsApp user reads the insights of today and a contact’s history, filtered, after a reload, with its error', async ({
  page,
  server,
  whatsapp,
}) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  grantModules(server, user.email, [MODULES.whatsapp]);
  const { raviId, campaignId } = await seedCampaign(server, whatsapp, user.email);

  await signIn(page, user.email, { to: '/whatsapp/insights' });
  await expect(page.getByRole('heading', { name: 'Insights' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Date range' }).getByText('Today', { exact: true }).click();
  await expect(page).toHaveURL(/range=Today/);
  const card = (title: string) =>
    page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) });
  await expect(card('Messages').locator('.ant-statistic-content')).toHaveText('3');
  await expect(card('Failed').locator('.ant-statistic-content')).toHaveText('1');
  await expect(card('Replied').locator('.ant-statistic-content')).toHaveText('1');
  const reasons = page.locator('.ant-card').filter({ hasText: 'Failure reasons' });
  await expect(reasons.getByText('Message undeliverable')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Messages per day from/ })).toBeVisible();
  await expectAccessible(page);
  await lookShotsAtWidths(page, 'whatsapp-insights');

  // From the contacts list to Ravi's history.
  await page.goto('/whatsapp/contacts');
  await expect(page.getByRole('link', { name: 'Messages of Ravi' })).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Messages of Ravi' }).click();
  await expect(page).toHaveURL(new RegExp(`/whatsapp/contact-messages/${raviId}$`));
  await expect(page.getByText('+91 9876500002')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Spring sale' })).toBeVisible();

  // Status Failed, and sent today (the picker's preset).
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Failed"]').click();
  await expect(page).toHaveURL(/Status=failed/);
  await page.getByLabel('Sent from').click();
  await page
    .locator('.ant-picker-dropdown:visible .ant-picker-presets')
    .getByText('Today', { exact: true })
    .click();
  await expect(page).toHaveURL(/sendTimeFrom=\d{2}-\d{2}-\d{4}&sendTimeTo=\d{2}-\d{2}-\d{4}/);
  await expect(page.getByRole('row').filter({ hasText: 'Spring sale' })).toBeVisible();
  await expectAccessible(page, 'the filtered history');

  await page.reload();
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(page.locator('.ant-select').filter({ has: status })).toContainText('Failed');
  await expect(page.getByLabel('Sent from')).not.toHaveValue('');
  const row = page.getByRole('row').filter({ hasText: 'Spring sale' });
  await expect(row).toBeVisible();
  await lookShotsAtWidths(page, 'whatsapp-contact-history');

  // The failed row's error: Meta's error.message.
  await row.getByRole('button', { name: 'Error of Spring sale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Error Message' });
  await expect(dialog.getByText('Message undeliverable')).toBeVisible();
  const violations = await runAxe(page, { tags: WCAG_TAGS });
  expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // View Conversation from the history row: Ravi never wrote (spec 03 §8.2).
  await row.getByRole('button', { name: 'View conversation of Spring sale' }).click();
  const ravi = page.getByRole('dialog', { name: /^Conversation/ });
  await expect(ravi.getByText('No Conversation Yet')).toBeVisible();
  await expectNoViolations(page);
  await lookShotsAtWidths(page, 'whatsapp-contact-conversation');
  await ravi.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(ravi).toBeHidden();

  // Another status: nothing of Ravi's was read.
  await status.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Read"]').click();
  await expect(page.getByText('No Data Available')).toBeVisible();

  // View Conversation from the campaign's message table: the template as Asha got it, then her reply.
  await page.goto(`/whatsapp/messages/details/${campaignId}`);
  const asha = page.getByRole('row').filter({ hasText: '919876500001' });
  await expect(asha).toBeVisible();
  await expectAccessible(page);
  await asha.getByRole('button', { name: 'View conversation with Asha' }).click();
  const talk = page.getByRole('dialog', { name: /^Conversation/ });
  const log = talk.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Hello Asha, 20% off today')).toBeVisible();
  await expect(log.getByText('Is it on in Pune too?')).toBeVisible();
  await expect(log).toContainText(/Hello Asha, 20% off today[\s\S]*Is it on in Pune too\?/);
  await expect(talk.getByText('No Conversation Yet')).toHaveCount(0);
  // She wrote within the last 24 hours: the owner may answer from their number (issue 27).
  await expect(talk.getByRole('textbox', { name: 'Reply' })).toBeVisible();
  await expectNoViolations(page);
  await lookShotsAtWidths(page, 'whatsapp-campaign-conversation');
});
