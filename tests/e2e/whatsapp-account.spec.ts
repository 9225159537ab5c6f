import { MODULES } from '../../src/shared/account/modules';
import { ACCOUNT_MESSAGES as M } from '../../src/shared/whatsapp/account';
import { grantModules, registerUser, setupAdmin } from './support/api';
import { expect, expectAccessible, signIn } from './support/fixtures';
import { lookShot } from './support/shots';
import { whatsappTest } from './support/whatsapp';

const NUMBER = {
  phoneNumberId: '61000001',
  businessId: '62000001',
  token: 'e2e-account-token',
  displayPhoneNumber: '+91 98888 11111',
  verifiedName: 'Sunrise Bakery',
  messagingLimitTier: 'TIER_2K',
};

/** The server's Cloud API is a loopback fake that knows one number of the owner's. */
const test = whatsappTest([NUMBER]);

test('a User connects a WhatsApp number: the form says what is missing, a refused token is marked, and the number shows its rating and webhook values', async ({
  page,
  server,
  whatsapp,
}) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  grantModules(server, user.email, [MODULES.whatsapp]);
  await signIn(page, user.email, { to: '/whatsapp/account' });
  await expect(page.getByText('No WhatsApp number connected yet')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Connect a number' }).click();
  await expect(page).toHaveURL(/\/whatsapp\/connect$/);
  // The router changes the address before React draws the new page (a transition): until the form
  // shows, the account page's "Connect a number" button is still there, and a loose name matches it.
  await expect(page.getByRole('heading', { name: 'Connect WhatsApp Number' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  for (const m of [M.businessIdRequired, M.phoneNumberIdRequired, M.tokenRequired])
    await expect(page.getByText(m)).toBeVisible();
  await expectAccessible(page, 'the connect form with its messages');

  await page.getByLabel('Business Account Id').fill(NUMBER.businessId);
  await page.getByLabel('Phone Number Id').fill(NUMBER.phoneNumberId);
  await page.getByLabel('Whatsapp Token').fill('not-the-token');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText(/Invalid OAuth access token\./)).toBeVisible();
  expect(whatsapp.subscribed).toEqual([]);

  await page.getByLabel('Whatsapp Token').fill(NUMBER.token);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(/\/whatsapp\/account$/);
  await expect(page.getByText(M.connected, { exact: true })).toBeVisible();
  const card = page.locator('.ant-card').filter({ hasText: NUMBER.displayPhoneNumber });
  await expect(card.getByText('High quality')).toBeVisible();
  await expect(card.getByText('80 messages a second')).toBeVisible();
  await expect(card.getByText('2K recipients a day')).toBeVisible();
  expect(whatsapp.subscribed).toContain(NUMBER.businessId);
  await card.getByRole('button', { name: 'Copy Verify token' }).click();
  await expect(page.getByText(M.verifyTokenCopied)).toBeVisible();
  await expectAccessible(page, 'the account page with a number');
  await lookShot(page, 'whatsapp-account');

  // The same form updates it: the token is typed again, the rest is kept.
  await card.getByRole('link', { name: `Edit ${NUMBER.displayPhoneNumber}` }).click();
  await expect(page).toHaveURL(/\/whatsapp\/connect\/\d+$/);
  await expect(page.getByLabel('Phone Number Id')).toHaveValue(NUMBER.phoneNumberId);
  await expectAccessible(page);
  await page.getByLabel('Whatsapp Token').fill(NUMBER.token);
  await page.getByLabel('App Id').fill('4455');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/whatsapp\/account$/);
  await expect(page.getByText(M.updated, { exact: true })).toBeVisible();
});
