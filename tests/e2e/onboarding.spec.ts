import type { Locator, Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { accountContract } from '../../src/shared/account/contract';
import { billingContract } from '../../src/shared/billing/contract';
import { brandContract } from '../../src/shared/brand/contract';
import { filesContract } from '../../src/shared/files/contract';
import { aiReply, startAiFake, type AiFake } from '../fakes/ai/openai';
import { apiClient, PASSWORD, registerUser, setupAdmin } from './support/api';
import { test as base, expect, expectAccessible, signIn } from './support/fixtures';

const MODEL = 'local-model';

/** Each test gets an AI fake (an OpenAI-compatible server with no key, like a local model server). */
const test = base.extend<{ ai: AiFake }>({
  // eslint-disable-next-line no-empty-pattern
  ai: async ({}, use) => {
    const fake = await startAiFake({ models: [MODEL] });
    await use(fake);
    await fake.close();
  },
  serverEnv: async ({ ai }, use) => use({ AI_BASE_URL: `${ai.url}/v1`, AI_MODEL: MODEL }),
});

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs a few pixels to start. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(
      a.x + a.width / 2 + ((b.x + b.width / 2 - a.x - a.width / 2) * i) / 12,
      a.y + a.height / 2 + ((b.y + 24 - a.y - a.height / 2) * i) / 12,
    );
  await page.mouse.up();
}

const LONG_DESCRIPTION = Array.from(
  { length: 8 },
  () => 'Sunrise Bakery bakes eggless cakes, breads and cookies fresh every morning in Pune.',
).join(' ');
const SHORT_DESCRIPTION = 'Sunrise Bakery bakes eggless cakes and breads in Pune.';

test('a new business goes through the four onboarding steps with AI keywords and description', async ({
  page,
  server,
  ai,
}) => {
  await setupAdmin(server);
  // The registration screen has its own journey (registration.spec.ts); this one starts registered.
  await apiClient(server).client.call(accountContract.register, {
    body: {
      companyName: 'Sunrise Bakery',
      email: 'owner@sunrise.example',
      countryCode: '91',
      mobileNumber: '9876501234',
      password: PASSWORD,
      acceptTerms: true,
    },
  });
  await signIn(page, 'owner@sunrise.example', { to: '/onboarding' });
  await expect(page).toHaveURL(/\/onboarding$/);

  // ——— Step 1: the company ———
  await expect(page.getByRole('heading', { name: 'Tell us about your company' })).toBeVisible();
  await expect(page.getByLabel('Default Color')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Company Logo is required')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Company Logo' }).click();
  await (await chooser).setFiles(path.resolve('build/icon.png'));
  const crop = page.getByRole('dialog', { name: 'Crop the company logo' });
  await crop.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Change logo')).toBeVisible();
  // A name past 200 characters and a website with a space are refused in their fields, never cut.
  await page.getByLabel('Company Name').fill('Sunrise Bakery '.repeat(27));
  await page.getByLabel('Website').fill('not a site');
  await page.getByRole('button', { name: 'Next' }).click();
  for (const width of [390, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByText('You can enter only 200 characters')).toBeVisible();
    await expect(page.getByText('Enter a valid website')).toBeVisible();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByLabel('Company Name')).toHaveValue('Sunrise Bakery '.repeat(27).trim());
  await page.getByLabel('Website').fill('sunrise.example');
  await page.getByLabel('Company Name').fill('Sunrise Bakery');
  await page.getByLabel('Email', { exact: true }).fill('hello@sunrise.example');
  await page.getByLabel('Public Mobile Number').fill('9876501234');
  await page.getByLabel('Address Line 1').fill('12 MG Road,');
  await page.getByLabel('Address Line 2').fill('Camp');
  await page.getByLabel('City, State, Pincode').fill('Pune, Maharashtra 411001');
  await page.getByRole('radio', { name: 'Product' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Company Details Submitted Successfully')).toBeVisible();

  // ——— Step 2: business categories and products ———
  await expect(page.getByRole('heading', { name: 'Provide details about your business' })).toBeVisible();
  await page.getByLabel('Business Category Name').fill('Cakes');
  await page.getByRole('button', { name: /^Add Product/ }).click();
  await page.getByLabel('Product Name').fill('Eggless chocolate cake');
  await expectAccessible(page, 'the onboarding business step');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Product Details Submitted Successfully')).toBeVisible();

  // ——— Step 3: keywords and the description, with AI ———
  await expect(
    page.getByRole('heading', { name: 'Generate Keywords and Business Details using AI' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('One line description is required')).toBeVisible();
  await expect(page.getByText('Please select at least one location')).toBeVisible();
  await expect(page.getByText('At least one keyword is required')).toHaveCount(2);
  await expectAccessible(page, 'the AI step with its errors');
  await page.getByLabel('One line description').fill('Family bakery in Pune baking eggless cakes since 1998');
  await page.getByLabel('Business Locations').fill('Pune');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option[title^="Pune, Maharashtra"]')
    .first()
    .click();
  await page.keyboard.press('Escape');

  ai.script(
    aiReply.json({
      keywords: ['eggless cakes', 'bakery in pune', 'birthday cakes', 'fresh bread'],
      meta_keywords: ['pune bakery'],
    }),
  );
  await page.getByRole('button', { name: 'Suggest keywords with AI' }).click();
  const unplaced = page.getByRole('list', { name: 'Keywords', exact: true });
  const primary = page.getByRole('list', { name: 'Primary Keywords' });
  const secondary = page.getByRole('list', { name: 'Secondary Keywords' });
  await expect(unplaced.getByRole('button', { name: 'eggless cakes: move' })).toBeVisible();
  const sent = ai.requests.at(-1)!.body as { model: string; messages: { content: string }[] };
  expect(sent.model).toBe(MODEL);
  expect(JSON.stringify(sent.messages)).toContain('Family bakery in Pune');
  // Enter adds a keyword of one's own.
  await page.getByLabel('Add keywords').fill('custom cakes');
  await page.getByLabel('Add keywords').press('Enter');
  await expect(unplaced.getByRole('button', { name: 'custom cakes: move' })).toBeVisible();

  // By mouse into Primary Keywords; by keyboard (Space, arrows, Space) into Secondary Keywords.
  await drag(page, unplaced.getByRole('button', { name: 'eggless cakes: move' }), primary);
  await expect(primary.getByRole('button', { name: 'eggless cakes: move' })).toBeVisible();
  const bread = unplaced.getByRole('button', { name: 'fresh bread: move' });
  await bread.focus();
  await page.keyboard.press('Space');
  // dnd-kit starts listening for the arrows in a timer set at the pick-up; a timer set now fires
  // after it, so the arrow is pressed once the sensor hears it (a busy browser ran the key first).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: 'is over Primary Keywords' })).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: 'is over Secondary Keywords' })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(secondary.getByRole('button', { name: 'fresh bread: move' })).toBeVisible();
  await expectAccessible(page, 'the keyword boards');

  // The description: typed out, stopped (what is typed stays), regenerated, added.
  ai.script(aiReply.json({ content: LONG_DESCRIPTION }), aiReply.json({ content: SHORT_DESCRIPTION }));
  await page.getByRole('button', { name: 'Write with AI' }).click();
  const preview = page.getByRole('dialog', { name: 'Business Description' });
  const typed = preview.getByTestId('ai-preview-text');
  await expect(typed).toContainText('Sunrise Bakery bakes');
  await preview.getByRole('button', { name: 'Stop' }).click();
  const stoppedAt = (await typed.textContent())!.length;
  expect(stoppedAt).toBeLessThan(LONG_DESCRIPTION.length);
  await page.waitForTimeout(200);
  expect((await typed.textContent())!.length).toBe(stoppedAt);
  await preview.getByRole('button', { name: 'Regenerate' }).click();
  await expect(preview.getByRole('button', { name: 'Add' })).toBeEnabled();
  await expect(typed).toHaveText(SHORT_DESCRIPTION);
  await preview.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('textbox', { name: 'Business Description' })).toContainText(SHORT_DESCRIPTION);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Business Details Submitted Successfully')).toBeVisible();

  // ——— Step 4: social accounts, then Finish ———
  await expect(page.getByRole('heading', { name: 'Connect your social media accounts' })).toBeVisible();
  await expectAccessible(page, 'the last onboarding step');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // Onboarding is done: only a plan is missing, so Home no longer asks for the details.
  for (const width of [390, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByText('Choose a plan', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View plans' })).toBeVisible();
    await expect(page.getByText(/Complete your company details/)).toHaveCount(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page);

  // What was saved shows on the profile pages.
  await page.goto('/profile/business-details');
  const details = page.getByRole('main');
  await expect(details.getByText('Family bakery in Pune baking eggless cakes since 1998')).toBeVisible();
  await expect(details.getByText('eggless cakes', { exact: true })).toBeVisible();
  await expect(details.getByText(SHORT_DESCRIPTION)).toBeVisible();
  await expectAccessible(page);
  await page.goto('/profile/company-details');
  await expect(page.getByText('12 MG Road', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("an Admin edits a User's company details and notification numbers, and the User sees them", async ({
  page,
  server,
}) => {
  const { client: admin } = apiClient(server);
  await admin.call(accountContract.setup, {
    body: { userName: 'Asha Admin', email: 'admin@example.com', password: PASSWORD },
  });
  const registered = await registerUser(server, 'Lotus Florist');
  const { client: asUser } = apiClient(server);
  await asUser.call(accountContract.login, { body: { login: registered.email, password: PASSWORD } });
  const me = (await asUser.call(accountContract.me)).data;
  const logo = await asUser.call(filesContract.upload, {
    files: { file: { name: 'logo.png', data: fs.readFileSync('build/icon.png') } },
  });
  await asUser.call(brandContract.saveCompany, {
    body: {
      companyLogo: logo.data.url,
      companyName: 'Lotus Florist',
      email: 'hello@lotus.example',
      mobileNumber: '9876500000',
      address1: '4 Flower Market',
      address2: 'Dadar',
      address3: 'Mumbai, Maharashtra 400014',
      businessType: 'Service',
    },
  });
  // A plan with Post and Web in force: their notices can be switched on.
  const { data: pkg } = await admin.call(billingContract.createPackage, {
    body: {
      name: 'Growth',
      validity: 1,
      validityType: 'yearly',
      planType: 'package',
      price: 99900,
      post: 30,
      web: 1,
    },
  });
  const today = new Date().toISOString().slice(0, 10);
  await admin.call(billingContract.addUserPlan, {
    body: {
      userId: me.id,
      subscriptionPlanId: pkg.id,
      startDate: today,
      endDate: '2099-12-31',
      price: 99900,
      gst: 18,
      post: 30,
      web: 1,
      selectedApps: ['post', 'web'],
      paymentDate: today,
      paymentMethodId: 1,
      invoiceDate: today,
    },
  });

  // ——— The Admin, on the Update User page ———
  await signIn(page, 'admin@example.com', {
    to: `/admin/users/details/${me.id}/${encodeURIComponent(me.userName)}`,
  });
  const company = page.getByRole('region', { name: 'Company Details' });
  await expect(company.getByText('4 Flower Market')).toBeVisible();
  await expectAccessible(page);
  await company.getByRole('button', { name: 'Edit Details' }).click();
  await page.getByLabel('Company Name').fill('Lotus Florist & Decor');
  await page.getByLabel('Address Line 1').fill('9 Flower Market,');
  await company.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Company Details Submitted Successfully')).toBeVisible();
  await expect(company.getByText('9 Flower Market', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Notifications' }).click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText('New bot lead')).toBeVisible();
  await expectAccessible(page);
  await notifications.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('switch', { name: 'Upcoming festivals' }).click();
  await notifications.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Mobile Number is required')).toBeVisible();
  await expectAccessible(page, 'the notification settings with an error');
  await page.getByLabel('Upcoming festivals Mobile Number').fill('9876512345');
  await notifications.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notifications.getByText('+91 9876512345')).toBeVisible();

  // ——— The User sees what the Admin saved ———
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, registered.email, { to: '/profile/company-details' });
  await expect(page.getByText('Lotus Florist & Decor').first()).toBeVisible();
  await expect(page.getByText('9 Flower Market', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/profile/notifications');
  await expect(page.getByText('+91 9876512345')).toBeVisible();
  await expectAccessible(page);
});
