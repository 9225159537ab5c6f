import { MODULES } from '../../src/shared/account/modules';
import { accountContract } from '../../src/shared/account/contract';
import { ACCOUNT_MESSAGES as AM } from '../../src/shared/whatsapp/account';
import { PLATFORM_NUMBER_MESSAGES as PM } from '../../src/shared/whatsapp/admin';
import { whatsappContract as wc } from '../../src/shared/whatsapp/contract';
import type { WhatsAppFake } from '../fakes/whatsapp/cloud-api';
import { grantModules, registerUser, setupAdmin } from './support/api';
import { expect, expectAccessible, signIn } from './support/fixtures';
import type { RunningServer } from './support/server';
import { lookShotsAtWidths } from './support/shots';
import { connectedWithTemplate, whatsappTest } from './support/whatsapp';

const NUMBER = {
  phoneNumberId: '65000001',
  businessId: '66000001',
  token: 'e2e-admin-user-token',
  displayPhoneNumber: '+91 98888 77777',
};
/** The platform's own number, as Meta would rate it. */
const PLATFORM = {
  phoneNumberId: '65000009',
  businessId: '66000009',
  token: 'e2e-platform-number-token',
  displayPhoneNumber: '+91 80000 55555',
  verifiedName: 'BizSuite',
  qualityRating: 'YELLOW',
};

const test = whatsappTest([NUMBER, PLATFORM]);

/** A user's connected number, an APPROVED template, a group of two and a campaign, through the API. */
async function seed(server: RunningServer, whatsapp: WhatsAppFake, email: string) {
  const { client, templateId } = await connectedWithTemplate(server, whatsapp, email, NUMBER, {
    name: 'weekend_offer',
    components: [{ type: 'BODY', text: 'Hi {{1}}, fresh bread today', example: { body_text: [['Asha']] } }],
  });
  const ids: number[] = [];
  for (const [firstName, mobileNumber] of [
    ['Asha', '9876611001'],
    ['Ravi', '9876611002'],
  ])
    ids.push((await client.call(wc.createContact, { body: { firstName, mobileNumber } })).data.id);
  const group = (await client.call(wc.createGroup, { body: { name: 'Regulars', ContactIds: ids } })).data;
  await client.call(wc.createCampaign, {
    body: {
      Name: 'Weekend bread',
      TemplateId: templateId,
      GroupIds: [group.id],
      Body: [{ VariableIndex: 0, ValueSource: 'CONTACT_FIELD', ContactFieldName: 'FirstName' }],
    },
  });
  return (await client.call(accountContract.me)).data.id;
}

test("an Admin follows a user's WhatsApp tab to their campaigns and a campaign's detail, then connects the platform's number", async ({
  page,
  server,
  whatsapp,
}) => {
  await setupAdmin(server);
  const user = await registerUser(server, 'Sunrise Bakery');
  grantModules(server, user.email, [MODULES.whatsapp]);
  const userId = await seed(server, whatsapp, user.email);

  // The Update User page's WhatsApp tab opens the list filtered by the user's name.
  await signIn(page, 'admin@example.com', { to: `/admin/users/details/${userId}/Sunrise%20Bakery` });
  await expect(page.getByRole('heading', { name: 'Update User Sunrise Bakery' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('navigation', { name: 'User details' })
    .getByRole('link', { name: 'WhatsApp' })
    .click();
  await expect(page).toHaveURL(/\/admin\/manage\/whatsapp\?Search=Sunrise(\+|%20)Bakery$/);
  await expect(page.getByRole('heading', { name: 'WhatsApp Campaigns' })).toBeVisible();
  const row = page.locator('tbody tr.ant-table-row', { hasText: 'Weekend bread' });
  await expect(row).toContainText('Sunrise Bakery');
  await expect(row).toContainText('weekend_offer');
  await expectAccessible(page);
  await lookShotsAtWidths(page, 'whatsapp-admin-campaigns');

  // Details: the user's campaign screen, to read.
  await row.getByRole('link', { name: 'Details of Weekend bread' }).click();
  await expect(page).toHaveURL(/\/admin\/manage\/whatsapp\/details\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Weekend bread' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Asha', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assign to group' })).toHaveCount(0);
  await expectAccessible(page);
  await lookShotsAtWidths(page, 'whatsapp-admin-campaign-detail');

  // Every connected number, never a token.
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  await sidebar.getByRole('link', { name: 'WhatsApp Numbers' }).click();
  await expect(page).toHaveURL(/\/admin\/manage\/whatsapp-numbers$/);
  const numberRow = page.locator('tbody tr.ant-table-row', { hasText: NUMBER.displayPhoneNumber });
  await expect(numberRow).toContainText('High quality');
  await expect(page.getByText(NUMBER.token)).toHaveCount(0);
  await expectAccessible(page);
  await lookShotsAtWidths(page, 'whatsapp-admin-numbers');

  // The platform's number: the same form, checked with the Cloud API, then its rating shows.
  await sidebar.getByRole('link', { name: 'Platform WhatsApp' }).click();
  await expect(page).toHaveURL(/\/admin\/whatsapp-number$/);
  await expect(page.getByText(/No platform number connected yet/)).toBeVisible();
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'Platform WhatsApp number' });
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(form.getByText(AM.tokenRequired)).toBeVisible();
  await form.getByLabel('Business Account Id').fill(PLATFORM.businessId);
  await form.getByLabel('Phone Number Id').fill(PLATFORM.phoneNumberId);
  await form.getByLabel('Whatsapp Token').fill('not-the-token');
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(form.getByText(/Invalid OAuth access token\./)).toBeVisible();
  await expectAccessible(page, 'the platform number form with a refused token');

  await form.getByLabel('Whatsapp Token').fill(PLATFORM.token);
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText(PM.saved, { exact: true })).toBeVisible();
  const card = page.locator('.ant-card').filter({ hasText: PLATFORM.displayPhoneNumber });
  await expect(card.getByText('Medium quality')).toBeVisible();
  await expect(card.getByText('80 messages a second')).toBeVisible();
  await card.getByRole('button', { name: 'Copy Verify token' }).click();
  await expect(page.getByText(AM.verifyTokenCopied)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Update' })).toBeVisible();
  expect(whatsapp.subscribed).toContain(PLATFORM.businessId);
  await expectAccessible(page, 'the platform number connected');
  await lookShotsAtWidths(page, 'whatsapp-admin-platform-number');
});
