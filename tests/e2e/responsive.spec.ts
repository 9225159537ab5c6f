import { grantModules, registerUser, setupAdmin } from './support/api';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('below 768 px the app menu moves into a drawer', async ({ page, server }) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  grantModules(server, user.email, [6]);
  await signIn(page, user.email);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Switch app' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Apps' });
  await expect(drawer.getByRole('link')).toHaveText([
    'Home',
    'Insights',
    'Templates',
    'Contacts',
    'Campaigns',
  ]);
  await drawer.getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/whatsapp\/message-template$/);
  await expect(page.getByRole('heading', { name: 'Message Templates' })).toBeVisible();
  await expectAccessible(page);
});
