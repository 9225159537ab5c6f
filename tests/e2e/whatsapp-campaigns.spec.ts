import type { Page } from '@playwright/test';
import { MODULES } from '../../src/shared/account/modules';
import { accountContract } from '../../src/shared/account/contract';
import { WHATSAPP_WEBHOOK_PATH } from '../../src/shared/bots/public-routes';
import { CAMPAIGN_MESSAGES as M } from '../../src/shared/whatsapp/campaigns';
import { whatsappContract as wc } from '../../src/shared/whatsapp/contract';
import { GROUP_MESSAGES as G } from '../../src/shared/whatsapp/groups';
import { apiClient, grantModules, PASSWORD, registerUser, setupAdmin } from './support/api';
import { expectDialogAccessible } from './support/accessibility';
import { expect, expectAccessible, signIn } from './support/fixtures';
import type { RunningServer } from './support/server';
import { lookShotsAtWidths } from './support/shots';
import { connectedWithTemplate, whatsappTest } from './support/whatsapp';
import type { WhatsAppFake } from '../fakes/whatsapp/cloud-api';

const APP_SECRET = 'e2e-campaigns-secret';
const NUMBER = {
  phoneNumberId: '63000003',
  businessId: '64000003',
  token: 'e2e-campaigns-token',
  displayPhoneNumber: '+91 98888 44444',
};
const FAILING = '919876600002';
/** A 1×1 PNG: the header image the campaign sends. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The server's Cloud API is a loopback fake that knows one number of the owner's. */
const test = whatsappTest([NUMBER], APP_SECRET);

/** A connected number, an APPROVED template with an image header synced from the fake, and a group of three. */
async function seed(server: RunningServer, whatsapp: WhatsAppFake, email: string) {
  const { client } = await connectedWithTemplate(server, whatsapp, email, NUMBER, {
    name: 'diwali_offer',
    components: [
      { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://example.com/h.png'] } },
      { type: 'BODY', text: 'Hi {{1}}, *{{2}} off* on sweets', example: { body_text: [['Asha', '20%']] } },
    ],
  });
  const ids: number[] = [];
  for (const [firstName, mobileNumber] of [
    ['Asha', '9876600001'],
    ['Ravi', '9876600002'],
    ['Meena', '9876600003'],
  ])
    ids.push((await client.call(wc.createContact, { body: { firstName, mobileNumber } })).data.id);
  await client.call(wc.createGroup, { body: { name: 'Regulars', ContactIds: ids } });
  whatsapp.campaigns.webhookTo({ url: `${server.url}${WHATSAPP_WEBHOOK_PATH}`, secret: APP_SECRET });
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
}

test('a WhatsApp user runs a campaign with an image header, sees it read, opens an error and makes a filter group', async ({
  page,
  server,
  whatsapp,
}) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  grantModules(server, user.email, [MODULES.whatsapp]);
  await seed(server, whatsapp, user.email);

  await signIn(page, user.email, { to: '/whatsapp/messages' });
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
  await expect(page.getByText('No Data Available')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Campaign' }).click();
  await expect(page).toHaveURL(/\/whatsapp\/messages\/add$/);
  const run = page.getByRole('button', { name: 'Run Campaign' });
  await expect(run).toBeEnabled();
  await run.click();
  await expect(page.getByText(M.templateRequired)).toBeVisible();
  await expect(page.getByText(M.groupRequired)).toBeVisible();

  await page.getByLabel('Campaign Name').fill('Diwali week');
  await choose(page, 'Template', 'diwali_offer');
  await choose(page, 'Groups', 'Regulars');
  await page.keyboard.press('Escape');
  await run.click();
  await expect(page.getByText(M.mediaRequired)).toBeVisible();
  await expect(page.getByText(M.fieldRequired).first()).toBeVisible();
  await expectAccessible(page, 'the campaign form with its messages');

  await page
    .getByTestId('header-media-file')
    .setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Remove header media' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Body {{1}} value source' })
    .locator('.ant-radio-button-wrapper', { hasText: 'Contact field' })
    .click();
  await choose(page, 'Body {{1}} field', 'First Name');
  await page.getByRole('textbox', { name: 'Body {{2}} value' }).fill('20%');
  const preview = page.getByRole('region', { name: 'Template preview' });
  await expect(preview.getByText(/Hi \{First Name\}/)).toBeVisible();
  await expect(preview.locator('strong', { hasText: '20% off' })).toBeVisible();
  await expectAccessible(page, 'the filled campaign form');
  await lookShotsAtWidths(page, 'whatsapp-campaign-add');

  await run.click();
  await expect(page).toHaveURL(/\/whatsapp\/messages$/);
  await expect(page.getByText(M.created)).toBeVisible();

  // The fake took the three sends, each naming the image uploaded to the Cloud API once; it posts their statuses.
  await expect.poll(() => whatsapp.campaigns.sends.length).toBe(3);
  expect(whatsapp.media.uploads).toHaveLength(1);
  const sends = whatsapp.campaigns.sends;
  const sent = whatsapp.sent.find((s) => s.to === sends[0].to && s.type === 'template')!;
  const header = (sent.body as { template: { components: { type: string; parameters: unknown[] }[] } })
    .template.components[0];
  expect(header.type).toBe('header');
  expect(header.parameters).toEqual([{ type: 'image', image: { id: whatsapp.media.uploads[0].id } }]);
  await whatsapp.campaigns.postStatuses({ of: sends.filter((s) => s.to !== FAILING) });
  await whatsapp.campaigns.postStatuses({ of: sends.filter((s) => s.to === FAILING), upTo: 'failed' });

  const row = page.getByRole('row').filter({ hasText: 'Diwali week' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.getByRole('cell')).toContainText(
      // Total, sent (the failed one was sent first), delivered, read, failed; then done.
      ['Diwali week', 'diwali_offer', '3', '3', '2', '2', '1', 'Done'],
      {
        timeout: 1000,
      },
    );
  }).toPass();
  await expectAccessible(page, 'the campaign list');
  await lookShotsAtWidths(page, 'whatsapp-campaigns');

  await row.getByRole('link', { name: 'Diwali week', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Diwali week' })).toBeVisible();
  const stat = (title: string) =>
    page
      .locator('.ant-card')
      .filter({ has: page.getByText(title, { exact: true }) })
      .locator('.ant-statistic-content');
  await expect(stat('Read')).toHaveText('2');
  await expect(stat('Failed')).toHaveText('1');
  await expect(page.getByText('Failures by reason')).toBeVisible();

  await page.getByRole('button', { name: `Error of the message to ${FAILING}` }).click();
  const errorDialog = page.getByRole('dialog', { name: 'Error message' });
  await expect(errorDialog.getByText('Message undeliverable')).toBeVisible();
  await expectDialogAccessible(page, 'the error message');
  await errorDialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(errorDialog).toBeHidden();

  // The messages' filter: read ones only, kept in the URL; they become a filter group.
  await choose(page, 'Status', 'Read');
  await expect(page).toHaveURL(/Status=read/);
  await expect(page.getByRole('row')).toHaveCount(3);
  await expectAccessible(page, 'the campaign detail');
  await lookShotsAtWidths(page, 'whatsapp-campaign-detail');
  await page.getByRole('button', { name: 'Assign to group' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign to group' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign.getByText(G.newNameRequired)).toBeVisible();
  await assign.getByLabel('Group Name').fill('Read Diwali');
  await expectDialogAccessible(page, 'Assign to group');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('2 contacts assigned to the group. Total members: 2')).toBeVisible();

  await page.getByRole('button', { name: 'Assign to group' }).click();
  await assign.getByText('Existing filter group').click();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign.getByText(G.filterGroupRequired)).toBeVisible();
  await choose(page, 'Filter Group', 'Read Diwali');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText(G.noneAssigned)).toBeVisible();

  const { client } = apiClient(server);
  await client.call(accountContract.login, { body: { login: user.email, password: PASSWORD } });
  const made = (await client.call(wc.filterGroupList, {})).data.find((g) => g.name === 'Read Diwali');
  expect(made).toMatchObject({ groupType: 'Filter', memberCount: 2 });
});
