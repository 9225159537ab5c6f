import type { Browser, Page } from '@playwright/test';
import { cardsContract as cc } from '../../src/shared/cards/contract';
import {
  bytesOf,
  cardForm,
  cardUser,
  DESKTOP_CHROME,
  DESKTOP_FIREFOX,
  expectCardPageAccessible,
  parsedVcard,
  qrTextOfPng,
  signedInClient,
  svgAsPng,
  visitsOf,
} from './support/cards';
import { test, expect, expectAccessible, signIn } from './support/fixtures';

// The signed-in User's browser says it is a desktop Chrome: headless Chromium's own user agent is a
// crawler's to the beacon (isbot), which would make "the preview is not counted" prove nothing.
test.use({ userAgent: DESKTOP_CHROME });

/** Opens a card's page in a visitor's own browser and waits for its visit beacon's answer. */
async function visit(browser: Browser, url: string, userAgent: string) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  const counted = await openCounted(page, () => page.goto(url));
  return { page, counted, close: () => context.close() };
}

/** Whether the beacon sent while `open` runs was counted as a visit. */
async function openCounted(page: Page, open: () => Promise<unknown>): Promise<boolean> {
  const beacon = page.waitForResponse((r) => r.url().endsWith('/api/CARDVisitor'));
  await open();
  const res = await beacon;
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { counted: boolean } }).data.counted;
}

test('the QR from My Cards downloads as png and svg that scan to the hosted link with source QR; a scan counts one visit, the preview and the PDF none', async ({
  page,
  server,
  browser,
}, testInfo) => {
  const user = await cardUser(server);
  const client = await signedInClient(server, user.email);
  const card = (
    await client.call(cc.createCard, {
      body: cardForm({
        socialMediaLinks: [1, 2, 3, 4, 5, 6, 7].map((type) => ({
          type,
          link: `https://s${type}.example.com/asha`,
        })),
      }),
    })
  ).data;
  const qrLink = `${card.htmlURL}?source=QR`;

  const beacons: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/CARDVisitor')) beacons.push(r.url());
  });

  await signIn(page, user.email, { to: '/card/my-cards' });
  await expect(page.getByText(card.htmlURL)).toBeVisible();
  await expectAccessible(page);

  // The QR dialog: png by default, then svg (§3 QR options).
  await page.getByRole('button', { name: 'QR of Asha Rao' }).click();
  const dialog = page.getByRole('dialog', { name: 'QR Code' });
  await expect(dialog.getByRole('img', { name: `QR code for ${qrLink}` })).toBeVisible();
  const png = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const pngFile = await png;
  expect(pngFile.suggestedFilename()).toBe(`${card.slug}-qr.png`);
  const pngBytes = await bytesOf(pngFile);
  expect(qrTextOfPng(pngBytes)).toBe(qrLink);

  await dialog.getByText('SVG', { exact: true }).click();
  const svg = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const svgFile = await svg;
  expect(svgFile.suggestedFilename()).toBe(`${card.slug}-qr.svg`);
  const svgBytes = await bytesOf(svgFile);
  expect(svgBytes.toString('utf8')).toContain('<svg');
  expect(qrTextOfPng(await svgAsPng(browser, svgBytes))).toBe(qrLink);
  // The footer's Close (the corner's × is named Close too).
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // The PDF and the editor's preview are not visits.
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF of Asha Rao' }).click();
  expect((await bytesOf(await pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('link', { name: 'Edit Asha Rao' }).click();
  await expect(
    page.frameLocator('iframe[title="Card preview"]').getByRole('heading', { level: 1 }),
  ).toHaveText('Asha Rao');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('card-editor.png') });
  expect(beacons).toEqual([]);
  expect((await visitsOf(client, card.id)).total_Record_Count).toBe(0);

  // A scan of the QR: one visit, its source QR.
  const scan = await visit(browser, qrLink, DESKTOP_CHROME);
  expect(scan.counted).toBe(true);
  await expect(scan.page.getByRole('link', { name: 'Save To Contact' })).toBeVisible();
  await expectCardPageAccessible(scan.page);
  await scan.page.screenshot({ path: testInfo.outputPath('card-page.png'), fullPage: true });
  let visits = await visitsOf(client, card.id);
  expect(visits.total_Record_Count).toBe(1);
  expect(visits.records[0]).toMatchObject({ type: 'QR', browser: 'Chrome', ip: '127.0.0.1' });

  // The same browser again within 30 minutes: still one.
  expect(await openCounted(scan.page, () => scan.page.reload())).toBe(false);
  expect((await visitsOf(client, card.id)).total_Record_Count).toBe(1);
  await scan.close();

  // Another browser opening the plain link is another visit, its source Link.
  const other = await visit(browser, card.htmlURL, DESKTOP_FIREFOX);
  expect(other.counted).toBe(true);
  await other.close();
  visits = await visitsOf(client, card.id);
  expect(visits.records.map((v) => [v.type, v.browser])).toEqual([
    ['Link', 'Firefox'],
    ['QR', 'Chrome'],
  ]);

  // The User sees them on Card Visitors.
  await page.goto('/card/my-cards');
  await page.getByRole('link', { name: /2 visitors/ }).click();
  await expect(page.getByRole('heading', { name: 'Card Visitors' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'QR', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Firefox', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('Save To Contact on the hosted page downloads a vCard named first name-last name that parses back, accents and Devanagari included', async ({
  server,
  browser,
}) => {
  const user = await cardUser(server);
  const client = await signedInClient(server, user.email);
  const card = (
    await client.call(cc.createCard, {
      body: cardForm({
        cardName: 'Zoë',
        firstName: 'Zoë',
        lastName: 'अनन्या शर्मा',
        designation: 'Directrice',
        companyName: 'Café Ñandú',
      }),
    })
  ).data;

  const visitor = await visit(browser, card.htmlURL, DESKTOP_CHROME);
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('Zoë अनन्या शर्मा');
  await expectCardPageAccessible(visitor.page);
  const download = visitor.page.waitForEvent('download');
  await visitor.page.getByRole('link', { name: 'Save To Contact' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Zoë-अनन्या शर्मा.vcf');
  const text = (await bytesOf(file)).toString('utf8');
  expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
  const value = parsedVcard(text);
  expect(value('fn')).toBe('Zoë अनन्या शर्मा');
  expect(value('n')).toBe('अनन्या शर्मा;Zoë;;;');
  expect(value('org')).toBe('Café Ñandú');
  expect(value('title')).toBe('Directrice');
  expect(value('tel')).toBe('+91 98765-43210');
  expect(value('email')).toBe('asha@example.com');
  await visitor.close();
});
