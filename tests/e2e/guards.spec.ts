import { grantModules, registerUser, setupAdmin } from './support/api';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

test('a signed-out visit to /bot/my-bots goes to the login screen', async ({ page, server }) => {
  await setupAdmin(server);
  await page.goto('/bot/my-bots');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown path shows the 404 page, and so do the index and unknown pages of a module', async ({
  page,
  server,
}) => {
  const admin = await setupAdmin(server);
  await page.goto('/no/such/page');
  await expect(page.getByText("Oops! We can't find that page.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return Home' })).toBeVisible();
  await expectAccessible(page);

  await signIn(page, admin.email);
  await expect(page).toHaveURL(/\/admin$/);
  await expectAccessible(page);
  for (const path of ['/bot', '/post/nothing-here', '/admin/nothing-here']) {
    await page.goto(path);
    await expect(page.getByText("Oops! We can't find that page.")).toBeVisible();
    await expectAccessible(page);
  }
  // Return Home takes an Admin to the admin home.
  await page.getByRole('button', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a User opening /admin/users is refused', async ({ page, server }) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  await signIn(page, user.email);
  await expect(page).toHaveURL(/\/home$/);
  await expectAccessible(page);
  await page.goto('/admin/users');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Users' })).toHaveCount(0);
  // Return Home takes a User to /, which is their home.
  await page.getByRole('button', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('apps open only when they are in the plan, and the home screen shows exactly those', async ({
  page,
  server,
}) => {
  await setupAdmin(server);
  const user = await registerUser(server, 'Kaveri Textiles');
  grantModules(server, user.email, [1, 3]);
  await signIn(page, user.email);
  await expect(page).toHaveURL(/\/home$/);

  await expect(page.getByRole('link', { name: /^Open / })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Open Post' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Bot' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Open Bot' }).click();
  await expect(page).toHaveURL(/\/bot\/my-bots$/);
  await expect(page.getByRole('heading', { name: 'My Bots' })).toBeVisible();
  // The Bot app's tabs, and breadcrumbs that skip the "bot" segment.
  const tabs = page.getByRole('navigation', { name: 'Bot tabs' });
  await expect(tabs.getByRole('menuitem')).toHaveText(['Home', 'Analytics', 'Deploy']);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/^Home\s*\/\s*My Bots$/);
  await expectAccessible(page);

  await page.goto('/web/analytics');
  await expect(page.getByText('Web is not in your plan')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'View plans' }).click();
  await expect(page).toHaveURL(/\/profile\/subscriptions$/);
  await expect(page.getByRole('heading', { name: 'My Subscriptions' }).first()).toBeVisible();
  await expectAccessible(page);
});
