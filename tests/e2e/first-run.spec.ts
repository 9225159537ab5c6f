import { setupAdmin } from './support/api';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

// The cron log is read as a first run leaves it: the scheduler's own first runs (3 s after start)
// would race the page.
test.use({ serverEnv: { JOBS: 'off' } });

test('on a new server the first visitor creates the Admin and lands on the admin home', async ({ page }) => {
  await page.goto('/auth/login');
  // No Admin yet: the login screen hands over to the first-run setup.
  await expect(page).toHaveURL(/\/auth\/setup$/);
  await expect(page.getByRole('heading', { name: 'Welcome to BizSuite' })).toBeVisible();

  await page.getByRole('button', { name: 'Create administrator account' }).click();
  await expect(page.getByText('User name is required')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Your name').fill('Asha Admin');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Create administrator account' }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expectAccessible(page);

  // Setup is a one-time step: once an Admin exists it leads back to the login screen.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expectAccessible(page);
  await page.goto('/auth/setup');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the admin sidebar has Masters, Log & Chats, Imports and System with their items in order', async ({
  page,
  server,
}) => {
  // The setup screen has the journey above; this one starts with the Admin made through the API.
  await setupAdmin(server);
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin$/);

  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  // The menu renders after its chunk loads; read it once the last item is there.
  await expect(sidebar.getByText('Settings')).toBeVisible();
  const texts = (await sidebar.locator('.ant-menu-item-group-title, .ant-menu-item').allInnerTexts()).map(
    (t) => t.trim(),
  );
  expect(texts).toEqual([
    'Dashboard',
    'Masters',
    ...['User', 'Category', 'Sub Category', 'Tag', 'Template Field', 'Font', 'Colour', 'Language'],
    ...['Template', 'Frame', 'NFC Frame', 'Web Template'],
    ...['Subscription Packages', 'Posts', 'Websites', 'Web Updates', 'Cards', 'Bots', 'Campaigns'],
    ...['WhatsApp Campaigns', 'WhatsApp Numbers'],
    'Log & Chats',
    ...['Known Chats', 'Unknown Chats', 'Renewal Reminder Logs', 'AI Logs', 'Payment Logs', 'Plan Logs'],
    'Cron Logs',
    'Imports',
    'Import Users',
    'System',
    'Settings',
    'Platform WhatsApp',
  ]);
  await expectAccessible(page);

  await sidebar.getByRole('link', { name: 'Cron Logs' }).click();
  await expect(page).toHaveURL(/\/admin\/cron-logs$/);
  await expect(page.getByRole('heading', { name: 'Cron Logs' })).toBeVisible();
  // Its table, empty on a first run.
  await expect(page.getByText('No Data Available')).toBeVisible();
  await expectAccessible(page);
});
