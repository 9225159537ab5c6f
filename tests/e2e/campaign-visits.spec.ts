import type { Browser, Page } from '@playwright/test';
import fs from 'node:fs';
import { accountContract } from '../../src/shared/account/contract';
import { MODULES } from '../../src/shared/account/modules';
import { campaignsContract as cc } from '../../src/shared/campaigns/contract';
import { apiClient, grantModules, PASSWORD, registerUser, setupAdmin } from './support/api';
import { test, expect, expectAccessible } from './support/fixtures';
import type { RunningServer } from './support/server';
import { lookShot } from './support/shots';

/** The campaign image: solid blue, 1000 × 800 (500 × 400 in layout pixels). */
const BLUE = [30, 90, 200] as const;

async function blueJpeg(browser: Browser): Promise<Buffer> {
  const scratch = await browser.newPage();
  try {
    const b64 = await scratch.evaluate(async (rgb) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1000;
      canvas.height = 800;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = `rgb(${rgb.join(',')})`;
      ctx.fillRect(0, 0, 1000, 800);
      const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.95));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const x of bytes) binary += String.fromCharCode(x);
      return btoa(binary);
    }, BLUE);
    return Buffer.from(b64, 'base64');
  } finally {
    await scratch.close();
  }
}

async function userClient(server: RunningServer, login: string) {
  const api = apiClient(server);
  await api.client.call(accountContract.login, { body: { login, password: PASSWORD } });
  return api.client;
}

/** The RGB of one pixel (image pixels) of the page's preview canvas. */
const previewPixel = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([px, py]) => {
      const canvas = document.querySelector('canvas.preview') as HTMLCanvasElement;
      return Array.from(canvas.getContext('2d')!.getImageData(px, py, 1, 1).data.slice(0, 3));
    },
    [x, y],
  );

/** The RGB of one pixel of a JPEG, decoded in the page's browser. */
const jpegPixel = (page: Page, bytes: Buffer, x: number, y: number) =>
  page.evaluate(
    async ([b64, px, py]) => {
      const bin = atob(b64 as string);
      const data = Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data], { type: 'image/jpeg' }));
      const c = new OffscreenCanvas(bitmap.width, bitmap.height);
      const g = c.getContext('2d')!;
      g.drawImage(bitmap, 0, 0);
      return Array.from(g.getImageData(px as number, py as number, 1, 1).data.slice(0, 3));
    },
    [bytes.toString('base64'), x, y] as const,
  );

const near = (actual: number[], expected: readonly number[], tolerance = 30) =>
  actual.every((v, i) => Math.abs(v - expected[i]) <= tolerance);

test('a visitor must fill the texts before Download, sees where the photo and texts go, and a later download changes the same visit', async ({
  server,
  browser,
}) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  grantModules(server, user.email, [MODULES.campaign]);
  const client = await userClient(server, user.email);
  const uploaded = await client.call(cc.campaignImageUpload, {
    files: { file: { name: 'wish.jpg', data: await blueJpeg(browser) } },
  });
  const campaign = (
    await client.call(cc.createCampaign, {
      body: {
        campaignName: 'New Year Wishes',
        url: `wishes-${Date.now().toString(36)}`,
        campaignImagePath: uploaded.data.url,
        imageType: 'circle',
        imageX: 200,
        imageY: 100,
        imageLength: 200,
        imageHeight: 200,
        isImageDisplay: true,
        txt1: {
          isDisplay: true,
          collectData: true,
          caption: 'Your Name',
          x: 20,
          y: 320,
          width: 300,
          height: 30,
          size: 24,
          color: '#ffdd00',
        },
        txt2: {
          isDisplay: true,
          collectData: true,
          caption: 'Your Wish',
          x: 20,
          y: 360,
          width: 300,
          height: 25,
          size: 16,
          color: '#ffffff',
        },
        txt3: { collectData: true, caption: 'Mobile Number' },
      },
    })
  ).data;
  const visits = async () =>
    (await client.call(cc.campaignVisitors, { params: { campId: campaign.id }, query: {} })).data;

  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  await visitor.goto(`/p/${campaign.url}`);
  await expect(visitor.getByRole('img', { name: 'Your picture for New Year Wishes' })).toBeVisible();

  // Before a photo is picked the slot is outlined and filled lightly: its centre is no longer the image's blue.
  await expect.poll(async () => near(await previewPixel(visitor, 600, 400), BLUE)).toBe(false);
  await expectAccessible(visitor);
  await lookShot(visitor, 'campaign-visit-empty-390');

  // Download with the texts empty: each collected field says it is required, and nothing is logged.
  await visitor.getByRole('button', { name: 'Download' }).click();
  await expect(visitor.getByText('Your Name is required')).toBeVisible();
  await expect(visitor.getByText('Your Wish is required')).toBeVisible();
  await expect(visitor.getByText('Mobile Number is required')).toBeVisible();
  await expect(visitor.getByLabel('Your Name')).toBeFocused();
  await lookShot(visitor, 'campaign-visit-required-390');
  expect((await visits()).total_Record_Count).toBe(0);

  await visitor.getByLabel('Your Name').fill('Asha Patil');
  await visitor.getByLabel('Your Wish').fill('A sweet new year');
  await visitor.getByLabel('Mobile Number').fill('+91 98765 43210');
  await expect(visitor.getByText('Your Name is required')).toHaveCount(0);
  const first = visitor.waitForEvent('download');
  await visitor.getByRole('button', { name: 'Download' }).click();
  const picture = fs.readFileSync((await (await first).path())!);
  // The guides are on the screen only: the picture's slot is the image's own blue (no photo picked).
  expect(near(await jpegPixel(visitor, picture, 600, 400), BLUE)).toBe(true);
  await expect
    .poll(async () => (await visits()).records.map((r) => [r.txt1, r.txt2, r.txt3]))
    .toEqual([['Asha Patil', 'A sweet new year', '+91 98765 43210']]);

  // The visitor fixes their name and downloads again: the same visit, with the new name.
  await visitor.getByLabel('Your Name').fill('Asha R. Patil');
  const second = visitor.waitForEvent('download');
  await visitor.getByRole('button', { name: 'Download' }).click();
  await second;
  await expect.poll(async () => (await visits()).records.map((r) => r.txt1)).toEqual(['Asha R. Patil']);
  expect((await visits()).total_Record_Count).toBe(1);

  await visitor.setViewportSize({ width: 1400, height: 900 });
  await expectAccessible(visitor);
  await lookShot(visitor, 'campaign-visit-1400');
  await context.close();
});
