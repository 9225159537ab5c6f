import type { Locator, Page } from '@playwright/test';
import fs from 'node:fs';
import { PNG as PngImage } from 'pngjs';
import { accountContract } from '../../src/shared/account/contract';
import { brandContract } from '../../src/shared/brand/contract';
import { filesContract } from '../../src/shared/files/contract';
import { framesContract } from '../../src/shared/frames/contract';
import { templatesContract } from '../../src/shared/templates/contract';
import { companyForm } from '../helpers/brand';
import { samplePackage } from '../helpers/template-package';
import { apiClient, grantModules, PASSWORD, registerUser, setupAdmin } from './support/api';
import { test, expect, expectAccessible, signIn } from './support/fixtures';
import type { RunningServer } from './support/server';
import { lookShot } from './support/shots';

const ICON = fs.readFileSync('build/icon.png');

/** A frame image: a coloured band along the bottom, transparent above it. */
function frameImage(file: string) {
  const image = new PngImage({ width: 1080, height: 1080 });
  for (let y = 810; y < 1080; y++)
    for (let x = 0; x < 1080; x++) image.data.set([30, 64, 175, 255], (y * 1080 + x) * 4);
  fs.writeFileSync(file, PngImage.sync.write(image));
}

async function signedInClient(server: RunningServer, login: string) {
  const api = apiClient(server);
  await api.client.call(accountContract.login, { body: { login, password: PASSWORD } });
  return api.client;
}

/** The Admin's General, default template from the sample package (docs/template-sample). */
async function sampleTemplate(server: RunningServer, adminEmail: string) {
  const admin = await signedInClient(server, adminEmail);
  const pkg = await admin.call(templatesContract.uploadTemplatePackage, {
    files: { file: { name: 'festive.zip', data: samplePackage() } },
  });
  const cover = await admin.call(filesContract.upload, {
    body: { isWeb: true },
    files: { file: { name: 'cover.png', data: ICON } },
  });
  await admin.call(templatesContract.createTemplate, {
    body: {
      templateName: 'Festive Offer',
      coverImageURL: cover.data.url,
      zipFile: pkg.data.id,
      zipDefaultFile: pkg.data.id,
      primary_Font: 1,
      secondary_Font: 1,
      isDefault: true,
    },
  });
  return admin;
}

/** The element's position as its accessible name tells it: "Company Name, x 10, y 30". */
async function positionOf(element: Locator) {
  const [, x, y] = /x (-?[\d.]+), y (-?[\d.]+)/.exec((await element.getAttribute('aria-label')) ?? '')!;
  return { x: Number(x), y: Number(y) };
}

/** Drags in small steps: dnd-kit's pointer sensor starts after a few pixels. */
async function dragBy(page: Page, element: Locator, dx: number, dy: number) {
  const box = (await element.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y + (dy * i) / 10);
  await page.mouse.up();
}

test('an Admin places Company Name on a frame for a User, who makes it default and finds the sample template with their name on Post home', async ({
  page,
  browser,
  server,
}, testInfo) => {
  const admin = await setupAdmin(server);
  const owner = await registerUser(server, 'Sunrise Bakery');
  const adminApi = await sampleTemplate(server, admin.email);
  const ownerApi = await signedInClient(server, owner.email);
  const logo = await ownerApi.call(filesContract.upload, {
    files: { file: { name: 'logo.png', data: ICON } },
  });
  await ownerApi.call(brandContract.saveCompany, {
    body: companyForm(logo.data.url, { companyName: 'Sunrise Bakery' }),
  });
  grantModules(server, owner.email, [1]);

  // ——— The Admin makes a frame: image, Company Name shown and dragged, assigned to the User ———
  await signIn(page, admin.email);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/create-frame');
  await expect(page.getByRole('heading', { name: 'Create Frame' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save Frame' }).click();
  await expect(page.getByText('Please Add Frame Image').first()).toBeVisible();

  const imageFile = testInfo.outputPath('frame.png');
  frameImage(imageFile);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Frame Image' }).click();
  await (await chooser).setFiles(imageFile);
  await expect(page.getByText('Change Frame Image')).toBeVisible();

  await page.getByRole('button', { name: /^Company Name Hidden/ }).click();
  await page.getByRole('switch', { name: 'Display Company Name' }).click();
  const companyName = page.getByRole('button', { name: /^Company Name, x/ });
  await expect(companyName).toBeVisible();
  const before = await positionOf(companyName);
  await dragBy(page, companyName, 120, 90);
  await expect.poll(async () => (await positionOf(companyName)).x).toBeGreaterThan(before.x + 20);
  const placed = await positionOf(companyName);
  expect(placed.y).toBeGreaterThan(before.y + 20);
  // The arrow keys move it too, one unit a press.
  await companyName.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await positionOf(companyName)).x).toBe(placed.x + 1);
  const moved = await positionOf(companyName);

  await page.getByRole('button', { name: /Assign User/ }).click();
  const assign = page.getByRole('dialog', { name: 'Assign User' });
  await expect(assign.getByText('Sunrise Bakery')).toBeVisible();
  await assign.getByRole('checkbox', { name: 'Sunrise Bakery' }).check();
  await assign.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Save Frame' }).click();
  await expect(page.getByText('Frame Added Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/frame$/);
  await expect(page.getByRole('heading', { name: 'Frames' })).toBeVisible();
  await expectAccessible(page);

  // ——— Opened again, after a reload, Company Name is where it was dropped ———
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Frame' })).toBeVisible();
  await page.reload();
  const reopened = page.getByRole('button', { name: /^Company Name, x/ });
  await expect(reopened).toBeVisible();
  expect(await positionOf(reopened)).toEqual(moved);
  await expectAccessible(page);

  // ——— The User makes it their default and finds the template drawn with their brand ———
  const context = await browser.newContext({ baseURL: server.url });
  const userPage = await context.newPage();
  await signIn(userPage, owner.email, { server: server.url });
  await expect(userPage).toHaveURL(/\/home/);
  await userPage.goto('/post/my-frames');
  await expect(userPage.getByRole('heading', { name: 'My Frames' })).toBeVisible();
  await userPage.getByRole('button', { name: 'Set Default' }).click();
  await expect(userPage.getByText('Default Frame Updated Successfully')).toBeVisible();
  await expect(userPage.getByText('Default frame · Shown on Post home', { exact: true })).toBeVisible();
  await expectAccessible(userPage);

  await userPage.goto('/post/home');
  const drawn = userPage.getByRole('img', { name: 'Festive Offer with your brand' });
  await expect(drawn).toBeVisible();
  await expect(userPage.getByText('No default frame yet')).toHaveCount(0);
  await expectAccessible(userPage);
  const download = userPage.waitForEvent('download');
  await userPage.getByRole('button', { name: 'Download Festive Offer' }).click();
  const saved = fs.readFileSync((await (await download).path())!);
  // What the page saved is the server's drawing with this User's brand, not the sample content
  // a user without brand details gets (the render test compares its pixels with the name).
  const { width } = PngImage.sync.read(saved);
  const theirs = await ownerApi.download(templatesContract.renderTemplate, {
    params: { id: 1 },
    query: { width },
  });
  expect(Buffer.from(theirs.bytes).equals(saved)).toBe(true);
  const unbranded = await registerUser(server, 'Plain Traders');
  const ids = await adminApi.call(brandContract.usersBrandList, { query: { Search: 'Plain Traders' } });
  const sample = await adminApi.download(templatesContract.renderTemplate, {
    params: { id: 1 },
    query: { width, userId: ids.data[0]?.applicationUserId ?? 0 },
  });
  expect(unbranded.companyName).toBe('Plain Traders');
  expect(Buffer.from(sample.bytes).equals(saved)).toBe(false);
  await context.close();
});

/** A 4:1 banner PNG: blue on the left half, green on the right. */
function bannerImage(): Buffer {
  const image = new PngImage({ width: 800, height: 200 });
  for (let y = 0; y < 200; y++)
    for (let x = 0; x < 800; x++)
      image.data.set(x < 400 ? [20, 40, 200, 255] : [20, 160, 60, 255], (y * 800 + x) * 4);
  return PngImage.sync.write(image);
}

test('an Admin lays out an NFC card from a 4:1 banner: the image is contained, not stretched, and positions stay in px inside the card', async ({
  page,
  server,
}) => {
  const admin = await setupAdmin(server);
  const api = await signedInClient(server, admin.email);
  const id = (
    await api.call(framesContract.uploadNfcFrameImage, {
      body: { frameName: 'Banner card' },
      files: { file: { name: 'banner.png', data: bannerImage() } },
    })
  ).data;
  await signIn(page, admin.email, { to: `/admin/create-nfc-frame/${id}` });
  for (const width of [390, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 1400) await page.reload();
    await expect(page.getByRole('heading', { name: 'Edit NFC Frame' })).toBeVisible();
    const stageImage = page.getByRole('group', { name: 'Frame preview' }).locator('img').first();
    // New NFC frames cover the card; the Admin may show the whole image instead.
    await expect(stageImage).toHaveCSS('object-fit', 'cover');
    await page.getByRole('radio', { name: 'Show the whole image' }).check();
    await expect(stageImage).toHaveCSS('object-fit', 'contain');

    // Positions are px of the 540 px tall card, and an element typed off the card stays on it.
    await page
      .getByRole('button', { name: /^Company Name/ })
      .first()
      .click();
    await expect(page.getByText('Y (0–492 px)')).toBeVisible();
    const y = page.getByRole('spinbutton', { name: /^Company Name y in px/ });
    await y.fill('900');
    await y.blur();
    await expect(y).toHaveValue('492');
    const stage = (await page.getByRole('group', { name: 'Frame preview' }).boundingBox())!;
    const element = (await page.getByRole('button', { name: /^Company Name, x/ }).boundingBox())!;
    // The whole line is on the card (at Y = 540 it was below the card, unseen).
    expect(element.y + element.height).toBeLessThanOrEqual(stage.y + stage.height + 1);
    await expectAccessible(page);
    await lookShot(page, `nfc-editor-${width}`);
  }
  await page.getByRole('button', { name: 'Save Frame' }).click();
  await expect(page.getByText(/Frame (Added|Updated) Successfully/)).toBeVisible();
  // Save goes back to the NFC frames list, which shows the frame.
  await expect(page).toHaveURL(/\/admin\/nfc-frame$/);
  await expect(page.getByText('Banner card')).toBeVisible();
  await expectAccessible(page);
  const stored = (await api.call(framesContract.nfcFrameById, { params: { id } })).data;
  expect(stored.imageFit).toBe('contain');
  expect(stored.elements.companyName.y).toBe(492);
});
