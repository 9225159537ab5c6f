import { registerUser, setupAdmin } from './support/api';
import { expect, signIn, test } from './support/fixtures';

test('the profile dropdown shows the items of each role', async ({ page, server }) => {
  const admin = await setupAdmin(server);
  const user = await registerUser(server, 'Sunrise Bakery');

  await signIn(page, user.email);
  await expect(page).toHaveURL(/\/home$/);
  const trigger = page.getByRole('button', { name: 'Profile menu' });
  await expect(trigger).toContainText('S');
  await expect(trigger).toContainText('Sunrise Bakery');
  await trigger.click();
  const menu = page.getByRole('menu').filter({ hasText: user.email });
  await expect(menu).toContainText(user.email);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'General Settings',
    'My Subscriptions',
    'Help & Support',
    'Change Password',
    'Sign Out',
  ]);
  await menu.getByRole('menuitem', { name: 'General Settings' }).click();
  await expect(page).toHaveURL(/\/profile\/company-details$/);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signIn(page, admin.email);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const adminMenu = page.getByRole('menu').filter({ hasText: admin.email });
  await expect(adminMenu).toContainText('Admin');
  await expect(adminMenu).toContainText(admin.email);
  await expect(adminMenu.getByRole('menuitem')).toHaveText(['Help & Support', 'Change Password', 'Sign Out']);
  await expect(page.getByRole('button', { name: 'Profile menu' }).locator('.ant-avatar')).toHaveText('A');
  await adminMenu.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/profile\/change-password$/);
  await expect(page.getByLabel('Current password')).toBeVisible();
});
