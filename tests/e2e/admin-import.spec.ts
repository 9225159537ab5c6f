import Database from 'better-sqlite3';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accountContract } from '../../src/shared/account/contract';
import { catalogContract } from '../../src/shared/catalog/contract';
import { usersContract } from '../../src/shared/users/contract';
import { apiClient, PASSWORD, registerUser, setupAdmin } from './support/api';
import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { writeImportWorkbook, writePng, type ImportRowInput } from './support/importFiles';
import type { RunningServer } from './support/server';

// The Cron Logs test counts the runs it writes itself; the scheduler's first runs would race it.
test.use({ serverEnv: { JOBS: 'off' } });

const FIRST_NAMES = ['Kavya', 'Rohan', 'Ishita', 'Aditya', 'Sneha', 'Manoj', 'Farah', 'Deepak'];
const LAST_NAMES = ['Menon', 'Kulkarni', 'Bose', 'Reddy', 'Gill'];

const good = (i: number): ImportRowInput => ({
  FirstName: FIRST_NAMES[i % FIRST_NAMES.length],
  LastName: LAST_NAMES[i % LAST_NAMES.length],
  CompanyName: `Trader ${i} Enterprises`,
  Country: 'India',
  MobileNumber: 9700000000 + i,
  Email: i === 0 ? 'kavya.menon@example.com' : `trader${i}@example.com`,
});

/**
 * 50 rows: 39 new users, 1 that is registered already, 5 repeats of earlier rows and 5 bad rows,
 * in that mix. Returns the rows and, for each bad row, its sheet row number and first reason.
 */
function importRows(existing: { email: string; mobileNumber: string }) {
  const rows: ImportRowInput[] = Array.from({ length: 39 }, (_, i) => good(i));
  rows.splice(10, 0, {
    FirstName: 'Already',
    LastName: 'There',
    CompanyName: 'Existing Traders',
    Country: 'India',
    MobileNumber: existing.mobileNumber,
    Email: existing.email,
  });
  const bad: [number, ImportRowInput, string][] = [
    [3, { ...good(100), FirstName: '' }, 'First Name is required'],
    [15, { ...good(101), Country: 'Atlantis' }, 'Country is not in the allowed list'],
    [22, { ...good(102), Email: 'not-an-email' }, 'Invalid email address'],
    [30, { ...good(103), MobileNumber: '12' }, 'Mobile Number must be 6 to 15 digits'],
    [41, { ...good(104), CompanyName: '' }, 'Company Name is required'],
  ];
  for (const [at, row] of bad) rows.splice(at, 0, row);
  // Repeats: the same e-mail as an earlier row (one with a different mobile), or the same mobile.
  rows.push(good(1), good(2), { ...good(3), MobileNumber: 9800000003 }, good(4), {
    ...good(5),
    Email: 'someone.else@example.com',
  });
  expect(rows).toHaveLength(50);
  return { rows, bad: bad.map(([at, , reason]) => ({ row: at + 2, reason })) };
}

async function adminApi(server: RunningServer, email: string) {
  const { client } = apiClient(server);
  await client.call(accountContract.login, { body: { login: email, password: PASSWORD } });
  return client;
}

async function chooseFile(page: Page, button: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test('an Admin imports a workbook, then verifies an imported user and assigns categories', async ({
  page,
  server,
}, testInfo) => {
  // A long journey through six screens; on a busy two-core runner it needs more than the default minute.
  const admin = await setupAdmin(server);
  const existing = await registerUser(server, 'Existing Traders');
  const api = await adminApi(server, admin.email);
  const food = (await api.call(catalogContract.createCategory, { body: { name: 'Food & Beverage' } })).data;
  const retail = (await api.call(catalogContract.createCategory, { body: { name: 'Retail' } })).data;
  const subs: Record<string, number> = {};
  for (const [categoryId, name] of [
    [food.id, 'Sweets'],
    [food.id, 'Bakery'],
    [retail.id, 'Clothing'],
  ] as const) {
    subs[name] = (await api.call(catalogContract.createSubCategory, { body: { name, categoryId } })).data.id;
  }

  const { rows, bad } = importRows(existing);
  const workbook = testInfo.outputPath('users.xlsx');
  await writeImportWorkbook(workbook, rows);
  const logo = testInfo.outputPath('logo.png');
  writePng(logo);

  await signIn(page, admin.email);
  await expect(page).toHaveURL(/\/admin$/);
  await expectAccessible(page);
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  await sidebar.getByRole('link', { name: 'Import Users' }).click();
  await expect(page.getByRole('heading', { name: 'Import Users' })).toBeVisible();

  // Submitting empty shows the file messages of spec 03 section 5.6.
  await page.getByRole('button', { name: 'Import Users', exact: true }).click();
  await expect(page.getByText('Excel File is required')).toBeVisible();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await expectAccessible(page, 'Import Users with its file messages');

  // The workbook is read and checked in the browser; the bad rows are listed before anything is sent.
  await chooseFile(page, 'Choose Excel file', workbook);
  await expect(
    page.getByText('50 rows in users.xlsx: 40 ready to import, 5 repeated, 5 with problems.'),
  ).toBeVisible();
  const problems = page.locator('section', {
    has: page.getByRole('heading', { name: 'Rows with problems (5)' }),
  });
  const problemRows = problems.locator('tbody tr.ant-table-row');
  await expect(problemRows).toHaveCount(5);
  for (const [i, { row, reason }] of bad.entries()) {
    await expect(problemRows.nth(i).locator('td').first()).toHaveText(String(row));
    await expect(problemRows.nth(i)).toContainText(reason);
  }
  await expectAccessible(page, 'Import Users with the rows checked');

  // The default logo is cropped, then uploaded when the import starts.
  await chooseFile(page, 'Default Logo', logo);
  const crop = page.getByRole('dialog', { name: 'Crop the default logo' });
  // Cropping draws on a canvas and encodes a PNG: slow on a loaded machine, so allow for it.
  await expect(crop.getByRole('button', { name: 'Save' })).toBeEnabled();
  await crop.getByRole('button', { name: 'Save' }).click();
  await expect(crop).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Current image' })).toBeVisible();

  // Reference By lists the admin users.
  await page.getByLabel('Reference By').fill('Asha');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select-content', { hasText: 'Asha Admin' })).toBeVisible();

  await page.getByRole('button', { name: 'Import Users', exact: true }).click();
  const result = page.getByRole('region', { name: 'Import result' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  const expected: [string, number][] = [
    ['Total Users', 50],
    ['Registered', 39],
    ['Already Registered', 1],
    ['Repeated', 5],
    ['Cards Created', 0],
    ['Not Proper Data', 5],
  ];
  for (const [title, value] of expected) {
    const figure = result.locator('.ant-statistic').filter({ has: page.getByText(title, { exact: true }) });
    await expect(figure.locator('.ant-statistic-content')).toHaveText(String(value));
  }
  await expectAccessible(page, 'Import Users with its result');

  // Masters > User finds the imported user, pending verification, referred by the admin.
  await sidebar.getByRole('link', { name: 'User', exact: true }).click();
  await page.getByLabel('Search users').fill('kavya.menon@example.com');
  const row = page.locator('tbody tr', { hasText: 'kavya.menon@example.com' });
  await expect(row).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(row).toContainText('Trader 0 Enterprises');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Asha Admin');
  await expectAccessible(page);
  await row.getByRole('link', { name: 'Kavya Menon', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Update User Kavya Menon' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\/details\/\d+\/Kavya%20Menon$/);
  const userId = Number(/details\/(\d+)\//.exec(page.url())![1]);
  await expect(
    page.getByRole('region', { name: 'Assign Category' }).getByLabel('Sub Categories'),
  ).toBeVisible();
  await expectAccessible(page);

  // Verify: the switch, then Save; the toast, and the card goes away.
  const status = page.getByRole('region', { name: 'User Status' });
  await expect(status.getByRole('button', { name: 'Save' })).toBeDisabled();
  await status.getByLabel('Verify User').click();
  await status.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-message').getByText('User Verified')).toBeVisible();
  await expect(status).toHaveCount(0);
  expect((await api.call(usersContract.getUserStatus, { query: { userId } })).data.status).toBe(2);

  // Assign Category: a multi-select grouped by category.
  const assign = page.getByRole('region', { name: 'Assign Category' });
  const select = assign.getByLabel('Sub Categories');
  await select.fill('Sweets');
  await page.keyboard.press('Enter');
  await select.fill('Clothing');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-message').getByText('Details Submitted Successfully!')).toBeVisible();

  await page.reload();
  const chosen = page.getByRole('region', { name: 'Assign Category' }).locator('.ant-select-selection-item');
  await expect(chosen).toHaveText(['Sweets', 'Clothing']);
  await expect(page.getByRole('region', { name: 'User Status' })).toHaveCount(0);
  const saved = (await api.call(usersContract.getUserSubCategory, { params: { id: userId } })).data;
  expect(saved.sort()).toEqual([subs.Sweets, subs.Clothing].sort());
});

test('Cron Logs lists job runs, filters them and shows a response as formatted JSON', async ({
  page,
  server,
}) => {
  const admin = await setupAdmin(server);
  const response = { sessionsDeleted: 3, otpCodesDeleted: 1, details: { batch: [1, 2] } };
  const db = new Database(path.join(server.dataDir, 'platform.sqlite'));
  try {
    const insert = db.prepare(
      'INSERT INTO cron_logs (cron_type, response, start_time, end_time, is_success) VALUES (?, ?, ?, ?, ?)',
    );
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    insert.run('Housekeeping', JSON.stringify(response), at(10), at(9), 1);
    insert.run('Plan expiry', JSON.stringify({ error: 'database is locked' }), at(30), at(30), 0);
  } finally {
    db.close();
  }

  await signIn(page, admin.email);
  await expect(page).toHaveURL(/\/admin$/);
  await expectAccessible(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Cron Logs' })
    .click();
  const rows = page.locator('tbody tr.ant-table-row');
  // Newest first.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Housekeeping');
  await expect(rows.nth(0)).toContainText('Success');
  await expect(rows.nth(1)).toContainText('Plan expiry');
  await expect(rows.nth(1)).toContainText('Failed');
  await expectAccessible(page);

  // The success filter goes into the URL as isSuccess.
  await page.getByLabel('Status').click();
  await page.locator('.ant-select-item-option[title="Failed"]').click();
  await expect(page).toHaveURL(/isSuccess=false/);
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('Plan expiry');
  await page.getByLabel('Status').click();
  await page.locator('.ant-select-item-option[title="All"]').click();
  await expect(rows).toHaveCount(2);

  await rows
    .nth(0)
    .getByRole('button', { name: /View response of Housekeeping/ })
    .click();
  const viewer = page.getByRole('dialog', { name: 'Housekeeping response' });
  await expect(viewer.getByLabel('Response JSON')).toHaveText(JSON.stringify(response, null, 2));
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('User and roles: an Admin adds another Admin, and the last active Admin cannot be switched off', async ({
  page,
  server,
}) => {
  const admin = await setupAdmin(server);
  await signIn(page, admin.email, { to: '/admin/user-and-roles' });
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expectAccessible(page);

  // The only active Admin: the server refuses (409) and the switch moves back.
  const onlyAdmin = page.getByRole('switch', { name: 'Active: Asha Admin' });
  await expect(onlyAdmin).toBeChecked();
  await onlyAdmin.click();
  await expect(page.locator('.ant-message').getByText('At least one active Admin must remain')).toBeVisible();
  await expect(onlyAdmin).toBeChecked();

  await page.getByRole('button', { name: 'Add Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Admin' });
  await dialog.getByLabel('User Name').fill('Bela Backoffice');
  await dialog.getByLabel('Email').fill('bela@example.com');
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Minimum 6 symbols')).toBeVisible();
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(2);
  // The toast of the new account (the server's "User details updated") closes after 3 s.
  await expect(page.locator('.ant-message').getByText('User details updated')).toHaveCount(0);

  // With two active Admins, one may be switched off.
  const bela = page.getByRole('switch', { name: 'Active: Bela Backoffice' });
  await bela.click();
  await expect(page.locator('.ant-message').getByText('User details updated')).toBeVisible();
  await expect(bela).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Active: Bela Backoffice' })).not.toBeChecked();
});
