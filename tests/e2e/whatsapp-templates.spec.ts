import type { Page } from '@playwright/test';
import { MODULES } from '../../src/shared/account/modules';
import { accountContract } from '../../src/shared/account/contract';
import { whatsappContract as wc } from '../../src/shared/whatsapp/contract';
import { TEMPLATE_MESSAGES as M } from '../../src/shared/whatsapp/templates-form';
import { apiClient, grantModules, PASSWORD, registerUser, setupAdmin } from './support/api';
import { expectDialogAccessible } from './support/accessibility';
import { expect, expectAccessible, signIn } from './support/fixtures';
import { lookShotsAtWidths } from './support/shots';
import { whatsappTest } from './support/whatsapp';

const APP_SECRET = 'e2e-app-secret';
const NUMBER = {
  phoneNumberId: '63000001',
  businessId: '64000001',
  token: 'e2e-template-token',
  displayPhoneNumber: '+91 98888 22222',
};

/** The server's Cloud API is a loopback fake that knows one number of the owner's. */
const test = whatsappTest([NUMBER], APP_SECRET);

/** Adds a button of this kind from the Add button menu. */
async function addButton(page: Page, kind: string) {
  await page.getByRole('button', { name: 'Add button' }).click();
  await page.getByRole('menuitem', { name: kind }).click();
}

test('a WhatsApp user registers a 4-button template with its live preview, syncs it and sees it approved', async ({
  page,
  server,
  whatsapp,
}) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  grantModules(server, user.email, [MODULES.whatsapp]);
  const { client } = apiClient(server);
  await client.call(accountContract.login, { body: { login: user.email, password: PASSWORD } });
  await client.call(wc.connectAccount, {
    body: { businessId: NUMBER.businessId, phoneNumberId: NUMBER.phoneNumberId, waToken: NUMBER.token },
  });

  await signIn(page, user.email, { to: '/whatsapp/message-template' });
  await expect(page.getByRole('heading', { name: 'Message Templates' })).toBeVisible();
  await expect(page.getByText('No Data Available')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Template' }).click();
  await expect(page).toHaveURL(/\/whatsapp\/message-template\/add$/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(M.nameRequired)).toBeVisible();
  await expect(page.getByText(M.bodyRequired)).toBeVisible();
  await expectAccessible(page, 'the template form with its messages');

  await page.getByLabel('Template name').fill('Diwali Offer');
  await expect(page.getByLabel('Template name')).toHaveValue('diwali_offer');
  await page.locator('.ant-radio-button-wrapper', { hasText: /^Text$/ }).click();
  await expect(page.getByRole('radio', { name: 'Text' })).toBeChecked();
  await page.getByLabel('Header text').fill('Diwali sale');
  await page.getByLabel('Body').fill('Hi {{1}}, get *20% off* on sweets till {{2}}. ~Rs 500~ _only_');
  await page.getByLabel('Example for {{1}}').fill('Asha');
  await page.getByLabel('Example for {{2}}').fill('Sunday');
  await page.getByLabel('Footer').fill('Rao Sweets');

  await addButton(page, 'Quick reply');
  await page.getByLabel('Button text').nth(0).fill('Interested');
  await addButton(page, 'Quick reply');
  await page.getByLabel('Button text').nth(1).fill('Not now');
  await addButton(page, 'Visit website');
  await page.getByLabel('Button text').nth(2).fill('Order now');
  await page.getByLabel('Website URL').fill('https://rao.example/order');
  await addButton(page, 'Call phone number');
  await page.getByLabel('Button text').nth(3).fill('Call us');
  await page.getByLabel('Phone number').fill('+919876543210');

  // The live preview: formatted body with the examples, at most 3 buttons, then See all options.
  const preview = page.getByRole('region', { name: 'Template preview' });
  await expect(preview.getByText('Diwali sale')).toBeVisible();
  await expect(preview.locator('strong', { hasText: '20% off' })).toBeVisible();
  await expect(preview.locator('s', { hasText: 'Rs 500' })).toBeVisible();
  await expect(preview.locator('em', { hasText: 'only' })).toBeVisible();
  await expect(preview.getByText(/Hi Asha, get/)).toBeVisible();
  await expect(preview.getByRole('list', { name: 'Buttons' }).getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page, 'the filled template form');
  await lookShotsAtWidths(page, 'whatsapp-template-add');
  await preview.getByRole('button', { name: 'See all options' }).click();
  const all = page.getByRole('dialog', { name: 'All options' });
  await expect(all.getByRole('listitem')).toHaveCount(4);
  await expect(all.getByText('Call us')).toBeVisible();
  await expectDialogAccessible(page, 'all the options of the preview');
  await page.keyboard.press('Escape');
  await expect(all).toBeHidden();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/whatsapp\/message-template$/);
  await expect(page.getByText(M.registered)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'diwali_offer' });
  await expect(row.getByText('Pending')).toBeVisible();
  const atMeta = whatsapp.templates.templates.find((t) => t.name === 'diwali_offer')!;
  expect((atMeta.components as { type: string; buttons?: unknown[] }[]).at(-1)?.buttons).toHaveLength(4);

  // A template made in Meta's manager arrives with Sync templates.
  whatsapp.templates.addTemplate({
    businessId: NUMBER.businessId,
    name: 'order_ready',
    language: 'en',
    category: 'UTILITY',
    status: 'REJECTED',
    rejected_reason: 'INVALID_FORMAT',
    components: [{ type: 'BODY', text: 'Your order is ready' }],
  });
  await page.getByRole('button', { name: 'Sync templates' }).click();
  await expect(page.getByText(/Templates synced: 2 at WhatsApp, 1 new/)).toBeVisible();
  const rejected = page.getByRole('row').filter({ hasText: 'order_ready' });
  await expect(rejected.getByText('Rejected')).toBeVisible();
  await expect(rejected.getByText('INVALID_FORMAT')).toBeVisible();

  // Meta approves it: its signed webhook reaches the server.
  whatsapp.templates.webhookTo({ url: `${server.url}/webhooks/whatsapp`, secret: APP_SECRET });
  await whatsapp.templates.decide(atMeta.id, 'APPROVED');
  await page.reload();
  await expect(row.getByText('Approved')).toBeVisible();
  await expectAccessible(page, 'the template list');
  await lookShotsAtWidths(page, 'whatsapp-templates');

  await row.getByRole('button', { name: 'diwali_offer' }).click();
  const drawer = page.getByRole('dialog', { name: 'diwali_offer' });
  await expect(drawer.getByRole('region', { name: 'Template preview' }).getByText(/Hi Asha/)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'See all options' })).toBeVisible();
  await expectDialogAccessible(page, 'a template’s details');
  await lookShotsAtWidths(page, 'whatsapp-template-details');
});
