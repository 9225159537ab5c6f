import type { Browser, Page } from '@playwright/test';
import { MODULES } from '../../src/shared/account/modules';
import { brandContract } from '../../src/shared/brand/contract';
import { WEB_MESSAGES } from '../../src/shared/web/schemas';
import { grantModules, registerUser, setupAdmin } from './support/api';
import { DESKTOP_CHROME, expectCardPageAccessible, signedInClient } from './support/cards';
import { test, expect, expectAccessible, signIn } from './support/fixtures';
import { lookShot } from './support/shots';

// Headless Chromium's own user agent is a crawler's to the beacon (isbot): the visitor's browser
// says it is a desktop Chrome, so the visit is counted.
test.use({ userAgent: DESKTOP_CHROME });

const ONE_LINE = 'Fresh bread and cakes baked every morning in Pune';
const CATEGORIES = [
  { categoryName: 'Cakes', products: ['Chocolate Truffle', 'Red Velvet', 'Black Forest'] },
  { categoryName: 'Breads', products: ['Sourdough Loaf', 'Multigrain', 'Garlic Baguette'] },
];

/**
 * Screenshots of a screen at a phone's and a desktop's width, only with SHOTS=1 (to look at, not
 * to compare): /tmp/shots/web-{name}-390.png and -1400.png.
 */
async function shots(page: Page, name: string) {
  if (process.env.SHOTS !== '1') return;
  const before = page.viewportSize();
  for (const width of [390, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await lookShot(page, `web-${name}-${width}`);
  }
  if (before) await page.setViewportSize(before);
}

/** A User with the Web app, company details, a one-line description and 2 categories of 3 products. */
async function webUser(server: Parameters<typeof signedInClient>[0]) {
  const admin = await setupAdmin(server);
  const user = await registerUser(server, 'Sunrise Bakery');
  grantModules(server, user.email, [MODULES.web, MODULES.post]);
  const client = await signedInClient(server, user.email);
  await client.call(brandContract.saveBusinessDetails, {
    body: {
      brandInfo: {
        siteOneLineDescription: ONE_LINE,
        aiDesription: '<p>We bake <strong>fresh</strong> bread every morning.</p>',
        pKeywords: ['bakery', 'bread'],
        sKeywords: ['birthday cakes'],
        keywords: [],
      },
      locations: {
        countries: [],
        states: [],
        cities: [{ name: 'Pune', countryCode: 'IN', stateCode: 'MH' }],
      },
    },
  });
  for (const c of CATEGORIES)
    await client.call(brandContract.createBusinessCategory, {
      query: {},
      body: {
        categoryName: c.categoryName,
        products: c.products.map((productName) => ({
          productName,
          productPageTitle: `${productName} | Sunrise Bakery`,
        })),
      },
    });
  return { admin, user };
}

/**
 * Adds an update as a person does, from Web Updates: Add Update opens the post page in web update
 * mode with the published website chosen (issue 24, Fits the foundation), and Post sends it.
 */
async function postUpdate(page: Page, caption: string) {
  await page.getByRole('button', { name: 'Add Update' }).first().click();
  await expect(page.getByRole('heading', { name: 'Add Web Update' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Accounts' }).getByRole('checkbox', { name: /sunrise-bakery/ }),
  ).toBeChecked();
  await page.getByRole('textbox', { name: 'Caption' }).fill(caption);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Posted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/post\/my-posts/);
  await expectAccessible(page);
}

/** A visitor's own browser (not the signed-in tab), which the beacon counts. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext({ userAgent: DESKTOP_CHROME });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Opens a page of the site and waits for its visit beacon's answer. */
async function openCounted(page: Page, url: string) {
  const beacon = page.waitForResponse((r) => r.url().endsWith('/_b') && r.request().method() === 'POST');
  await page.goto(url);
  expect((await beacon).status()).toBe(204);
}

/**
 * Sends one of the site's forms once the page's form token is old enough for the server's rule
 * (a form filled faster than 2 s after its token is a robot's, forms/tokens.ts): the wait is on
 * the token's own issue time, told by its answer.
 */
async function submitWhenTokenAllows(page: Page, issued: Date, send: () => Promise<unknown>) {
  await page.waitForFunction((at) => Date.now() - at >= 2_100, issued.getTime());
  await send();
}

async function loadedWithToken(page: Page, url: string): Promise<Date> {
  const token = page.waitForResponse((r) => /\/_forms\/token/.test(r.url()));
  await page.goto(url);
  await token;
  return new Date();
}

test('a User builds a website from the default template, previews and publishes it; its visitors, messages and subscribers reach the Web tabs; an Admin turns it off', async ({
  page,
  server,
  browser,
}) => {
  const { admin, user } = await webUser(server);

  // No website yet: the other tabs point to Content, which starts it.
  await signIn(page, user.email, { to: '/web/analytics' });
  await expect(page.getByText('You have no website yet')).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'no-site');
  await page.getByRole('button', { name: 'Create your website' }).click();
  await expect(page).toHaveURL(/\/web\/content$/);
  const gallery = page.getByRole('radiogroup', { name: 'Website design' });
  await expect(gallery.getByRole('radio', { name: 'Clean Business' })).toBeChecked();
  await expect(page.getByLabel('Website address')).toHaveValue('sunrise-bakery');
  await expectAccessible(page);
  await shots(page, 'create');
  await page.getByRole('button', { name: 'Create Website' }).click();

  // Content: a setting edited saves itself and shows in the preview.
  await expect(page.getByText('Design: Clean Business')).toBeVisible();
  const preview = page.frameLocator('iframe[title^="Website preview"]');
  await expect(preview.getByRole('heading', { name: 'Sunrise Bakery' }).first()).toBeVisible();
  await page.getByLabel('Home headline').fill('Fresh bread every morning');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expect(preview.getByText('Fresh bread every morning')).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'content');
  await page.getByText('Phone', { exact: true }).click();
  await expect(page.locator('iframe[title="Website preview, phone"]')).toBeVisible();
  await page.getByRole('tab', { name: 'Products' }).click();
  await expect(page.getByRole('group', { name: 'Chocolate Truffle' })).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'content-products');
  await page.getByRole('tab', { name: 'Company' }).click();
  await expect(page.getByText(ONE_LINE)).toBeVisible();
  await expectAccessible(page);

  // Publish: the preview first, then live; the address to open.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/web\/publish\/\d+$/);
  await expect(page.getByText('Not published yet')).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'publish-draft');
  await page.getByRole('button', { name: /Publish$/ }).click();
  await expect(page.getByText('Live and up to date')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'v1' })).toBeVisible();
  const siteUrl = (await page.getByRole('link', { name: 'Open' }).getAttribute('href'))!;
  expect(new URL(siteUrl).pathname).toBe('/s/sunrise-bakery/');
  await expectAccessible(page);
  await shots(page, 'publish-live');

  // A visitor from Facebook: the home and a product page, with titles and description.
  const visitor = await visitorPage(browser);
  await openCounted(visitor.page, `${siteUrl}?utm_source=facebook`);
  await expect(visitor.page).toHaveTitle(/Sunrise Bakery/);
  await expect(visitor.page.locator('meta[name="description"]')).toHaveAttribute('content', ONE_LINE);
  await expectCardPageAccessible(visitor.page);
  if (process.env.SHOTS === '1')
    for (const width of [390, 1400]) {
      await visitor.page.setViewportSize({ width, height: 900 });
      await lookShot(visitor.page, `web-site-home-${width}`);
    }
  await visitor.page.getByRole('link', { name: 'Chocolate Truffle' }).first().click();
  await expect(visitor.page).toHaveTitle('Chocolate Truffle | Sunrise Bakery');
  expect(new URL(visitor.page.url()).pathname).toBe('/s/sunrise-bakery/chocolate-truffle');
  await expect(visitor.page.locator('meta[name="description"]')).toHaveAttribute('content', ONE_LINE);
  await expectCardPageAccessible(visitor.page);
  await lookShot(visitor.page, 'web-site-product-1400');

  // The contact form and the newsletter.
  const issued = await loadedWithToken(visitor.page, `${siteUrl}contact`);
  await visitor.page.getByLabel('Name').fill('Ravi Kumar');
  await visitor.page.getByLabel('Email', { exact: true }).fill('ravi@example.com');
  await visitor.page.getByLabel('Phone').fill('+91 98765 43210');
  await visitor.page.getByLabel('Message').fill('Do you bake eggless cakes?');
  await submitWhenTokenAllows(visitor.page, issued, () =>
    visitor.page.getByRole('button', { name: 'Send message' }).click(),
  );
  await expect(visitor.page.getByText(WEB_MESSAGES.contactSent)).toBeVisible();
  await expectCardPageAccessible(visitor.page);
  await lookShot(visitor.page, 'web-site-contact-sent-1400');
  const issuedAgain = await loadedWithToken(visitor.page, siteUrl);
  await visitor.page.getByLabel('Get our news').fill('Meera@Example.com');
  await submitWhenTokenAllows(visitor.page, issuedAgain, () =>
    visitor.page.getByLabel('Get our news').press('Enter'),
  );
  await expect(visitor.page.getByText(WEB_MESSAGES.subscribed)).toBeVisible();
  await visitor.close();

  // They reach Form Responses (with the message's own page) and Subscribers.
  await page.goto('/web/form-responses');
  await expect(page.getByRole('cell', { name: 'Ravi Kumar', exact: true })).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'form-responses');
  await page.getByRole('link', { name: 'View the message from Ravi Kumar' }).click();
  await expect(page.getByText('Do you bake eggless cakes?')).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'form-response');
  await page.goto('/web/subscribers');
  await expect(page.getByRole('cell', { name: /meera@example\.com/i })).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'subscribers');

  // The visits show in Analytics with their source.
  await page.goto('/web/analytics');
  await expect(page.getByRole('cell', { name: 'Facebook' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Views and visitors per day/ })).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'analytics');

  // Updates: none yet, then two posted from the Post app in web update mode; one opened and deleted.
  await page.goto('/web/updates');
  await expect(page.getByText('No updates yet')).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'updates-empty');
  await postUpdate(page, 'Diwali sweets are here!');
  // The publisher puts it on the live site as soon as it runs.
  await expect.poll(async () => (await fetch(siteUrl)).text()).toContain('Diwali sweets are here!');
  await page.goto('/web/updates');
  await postUpdate(page, 'Open on Sunday from 8 am');
  await page.goto('/web/updates');
  await expect(page.getByText('Open on Sunday from 8 am')).toBeVisible();
  await expect(page.getByText('Diwali sweets are here!')).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'updates');
  await page
    .getByRole('button', { name: /^View update/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/web\/post-detail\/\d+$/);
  await expect(page.getByText('Open on Sunday from 8 am')).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'update-detail');
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/web\/updates$/);
  await expect(page.getByText('Diwali sweets are here!')).toBeVisible();
  await expect(page.getByText('Open on Sunday from 8 am')).toHaveCount(0);

  // An Admin turns the site off: visitors get 410.
  await signIn(page, admin.email, { to: '/admin/manage/website' });
  const status = page.getByRole('switch', { name: 'Active: sunrise-bakery' });
  await expect(status).toBeChecked();
  await expectAccessible(page);
  await shots(page, 'manage-websites');
  await status.click();
  await expect(status).not.toBeChecked();
  await expect.poll(async () => (await fetch(siteUrl)).status).toBe(410);
  await page.goto('/admin/manage/web');
  await expect(page.getByRole('cell', { name: 'Diwali sweets are here!' })).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'manage-updates');
  await page.getByRole('link', { name: /^View update/ }).click();
  await expect(page.getByText('Diwali sweets are here!')).toBeVisible();
  await expectAccessible(page);
});
