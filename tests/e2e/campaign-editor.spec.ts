import type { Locator, Page } from '@playwright/test';
import fs from 'node:fs';
import { accountContract } from '../../src/shared/account/contract';
import { MODULES } from '../../src/shared/account/modules';
import { campaignsContract } from '../../src/shared/campaigns/contract';
import { apiClient, grantModules, PASSWORD, registerUser, setupAdmin } from './support/api';
import { test, expect, expectAccessible, signIn } from './support/fixtures';

/** A JPEG drawn by the browser (Node has no JPEG encoder here): an orange-to-violet greeting. */
async function greetingJpeg(page: Page, file: string) {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1000;
    canvas.height = 800;
    const g = canvas.getContext('2d')!;
    const fill = g.createLinearGradient(0, 0, 1000, 800);
    fill.addColorStop(0, '#f97316');
    fill.addColorStop(1, '#7c3aed');
    g.fillStyle = fill;
    g.fillRect(0, 0, 1000, 800);
    const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/jpeg', 0.9));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  fs.writeFileSync(file, Buffer.from(bytes));
}

/** "Photo slot, x 10, y 10" → { x: 10, y: 10 }. */
async function positionOf(item: Locator) {
  const [, x, y] = /x (-?[\d.]+), y (-?[\d.]+)/.exec((await item.getAttribute('aria-label')) ?? '')!;
  return { x: Number(x), y: Number(y) };
}

async function dragBy(page: Page, item: Locator, dx: number, dy: number) {
  const box = (await item.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y + (dy * i) / 10);
  await page.mouse.up();
}

/** Opens a text's panel, shows it on the image (which collects it too) and captions it. */
async function showText(page: Page, title: string, caption: string) {
  await page.getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('switch', { name: 'Display On Image' }).click();
  await expect(page.getByRole('switch', { name: 'Collect Data' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Caption' }).fill(caption);
  await page.getByRole('button', { name: title, exact: true }).click();
  // Closed again, so the next panel's fields are the only ones shown.
  await expect(page.getByRole('textbox', { name: 'Caption' })).toHaveCount(0);
}

test('a User makes a campaign in the editor: image, a circle photo slot dragged into place, two texts; it is listed with its QR and public page', async ({
  page,
  server,
}, testInfo) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  grantModules(server, user.email, [MODULES.campaign]);

  await signIn(page, user.email, { to: '/campaign/my-campaigns' });
  await expect(page.getByRole('heading', { name: 'My Campaigns' })).toBeVisible();
  await expect(page.getByText('No Data Available')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create New Campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Campaign' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Campaign Name is required')).toBeVisible();
  await expect(page.getByText('URL is required')).toBeVisible();
  await expect(page.getByText('Please add Campaign Image')).toBeVisible();

  const image = testInfo.outputPath('greeting.jpg');
  await greetingJpeg(page, image);
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: /Campaign Image/ })
    .first()
    .click();
  await (await chooser).setFiles(image);
  await expect(page.getByText('Change image').first()).toBeVisible();
  const url = `diwali-${Date.now().toString(36)}`;
  await page.getByLabel('Campaign Name').fill('Diwali greetings');
  await page.getByLabel('URL').fill(url);

  await page.getByText('Circle', { exact: true }).click();
  const slot = page.getByRole('button', { name: /^Photo slot, x/ });
  const before = await positionOf(slot);
  await dragBy(page, slot, 120, 80);
  await expect.poll(async () => (await positionOf(slot)).x).toBeGreaterThan(before.x + 20);
  await slot.focus();
  const dropped = await positionOf(slot);
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await positionOf(slot)).y).toBe(dropped.y + 1);
  const placed = await positionOf(slot);
  // The numbers follow the drag.
  await expect(page.getByLabel('X', { exact: true })).toHaveValue(String(placed.x));

  await showText(page, 'Text 1', 'Your name');
  await showText(page, 'Text 2', 'Your city');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Campaign is added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/campaign\/my-campaigns/);
  await expect(page.getByText('Diwali greetings')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'QR of Diwali greetings' }).click();
  const qr = page.getByRole('dialog');
  await expect(qr).toBeVisible();
  await expect(qr.locator('canvas, svg').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // What was saved is what the editor showed.
  const api = apiClient(server);
  await api.client.call(accountContract.login, { body: { login: user.email, password: PASSWORD } });
  const [saved] = (await api.client.call(campaignsContract.campaigns, { query: {} })).data.records;
  expect(saved).toMatchObject({ campaignName: 'Diwali greetings', url, imageType: 'circle' });
  expect(saved.imageX).toBe(placed.x);
  expect(saved.imageY).toBe(placed.y);
  expect(saved.txt1).toMatchObject({ isDisplay: true, collectData: true, caption: 'Your name' });
  expect(saved.txt2).toMatchObject({ isDisplay: true, collectData: true, caption: 'Your city' });

  // Its public page asks for the two texts by their captions.
  await page.goto(`/p/${url}`);
  await expect(page.getByLabel('Your name')).toBeVisible();
  await expect(page.getByLabel('Your city')).toBeVisible();
  await expectAccessible(page);
});
