import type { Browser, Page } from '@playwright/test';
import fs from 'node:fs';
import { PNG as PngImage } from 'pngjs';
import { accountContract } from '../../src/shared/account/contract';
import { MODULES } from '../../src/shared/account/modules';
import { campaignsContract as cc } from '../../src/shared/campaigns/contract';
import { CAMPAIGN_MESSAGES, MAX_COMPOSED_IMAGE_BYTES } from '../../src/shared/campaigns/schemas';
import { ApiError } from '../../src/shared/http/client';
import { MAX_COMPOSED_BYTES, PAGE_MESSAGES } from '../../src/pages/campaign/messages';
import { apiClient, grantModules, PASSWORD, registerUser, setupAdmin } from './support/api';
import { test, expect, expectAccessible } from './support/fixtures';
import type { RunningServer } from './support/server';

/** The campaign image: a solid blue 1000 × 800 JPEG (not square, so a wrong size shows). */
const IMAGE = { width: 1000, height: 800, rgb: [30, 90, 200] as const };
/** The visitor's photo: solid crimson. */
const PHOTO = [220, 20, 60] as const;
const TEXT_COLOR = '#ffdd00';

/** Payloads that would run if a name, caption or text reached the page as HTML. */
const XSS = {
  name: `Diwali <img src=x onerror="alert('name')"><script>alert('name2')</script>`,
  caption1: `Your Name <svg onload="alert('caption')">`,
  caption2: `City"><img src=x onerror="alert('caption2')">`,
  text1: `Asha <img src=x onerror="alert('text')">`,
};

/** JPEG bytes drawn by the browser: a canvas filled with one colour, encoded by toBlob. */
async function solidJpeg(browser: Browser, width: number, height: number, rgb: readonly number[]) {
  const scratch = await browser.newPage();
  try {
    return await scratch.evaluate(
      async ({ width, height, rgb }) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d')!;
        ctx.fillStyle = `rgb(${rgb.join(',')})`;
        ctx.fillRect(0, 0, width, height);
        const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.95));
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (const b of bytes) binary += String.fromCharCode(b);
        return btoa(binary);
      },
      { width, height, rgb },
    );
  } finally {
    await scratch.close();
  }
}

function solidPng(file: string, width: number, height: number, rgb: readonly number[]) {
  const png = new PngImage({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([...rgb, 255], i * 4);
  fs.writeFileSync(file, PngImage.sync.write(png));
}

async function userClient(server: RunningServer, login: string) {
  const api = apiClient(server);
  await api.client.call(accountContract.login, { body: { login, password: PASSWORD } });
  return api.client;
}

/** Reads a JPEG in the page's browser: its size and what the checks need from its pixels. */
function inspect(page: Page, jpegBase64: string) {
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const at = (x: number, y: number) => {
      const i = (Math.round(y) * bitmap.width + Math.round(x)) * 4;
      return [data[i], data[i + 1], data[i + 2]];
    };
    /** Pixels of a box within `tolerance` of a colour on every channel. */
    const count = (box: number[], rgb: number[], tolerance: number) => {
      let n = 0;
      for (let y = box[1]; y < box[1] + box[3]; y++)
        for (let x = box[0]; x < box[0] + box[2]; x++) {
          const p = at(x, y);
          if (p.every((v, k) => Math.abs(v - rgb[k]) <= tolerance)) n++;
        }
      return n;
    };
    return {
      width: bitmap.width,
      height: bitmap.height,
      // The slot: 200,100 and 200 × 200 basis pixels, × 2 (1000 / 500) = 400,200 to 800,600.
      slotCentre: at(600, 400),
      slotCorner: at(410, 210),
      outside: at(100, 100),
      textPixels: count([40, 640, 600, 60], [255, 221, 0], 60),
      // The watermark's corner: bright pixels (white text) on the blue image.
      watermarkPixels: count(
        [bitmap.width * 0.5, bitmap.height - bitmap.width * 0.09, bitmap.width * 0.48, bitmap.width * 0.07],
        [240, 240, 240],
        40,
      ),
    };
  }, jpegBase64);
}

const near = (actual: number[], expected: readonly number[], tolerance = 30) =>
  actual.every((v, i) => Math.abs(v - expected[i]) <= tolerance);

test('a visitor puts their photo and name on a campaign picture, downloads it at the image size and is logged; nothing typed runs as code', async ({
  server,
  browser,
}, testInfo) => {
  // The page's copies of shared texts stay the shared ones (src/pages/campaign/messages.ts).
  expect(PAGE_MESSAGES).toEqual({
    copied: CAMPAIGN_MESSAGES.copied,
    copyFailed: CAMPAIGN_MESSAGES.copyFailed,
    phone: CAMPAIGN_MESSAGES.phone,
    textTooLong: CAMPAIGN_MESSAGES.textTooLong,
  });
  expect(MAX_COMPOSED_BYTES).toBe(MAX_COMPOSED_IMAGE_BYTES);

  await setupAdmin(server);
  const user = await registerUser(server);
  grantModules(server, user.email, [MODULES.campaign]);
  const client = await userClient(server, user.email);

  // A User with the Campaign app makes a campaign: a circle slot and two texts.
  // The image goes first as form data (issue 22), then the form carries its path.
  const image = Buffer.from(await solidJpeg(browser, IMAGE.width, IMAGE.height, IMAGE.rgb), 'base64');
  const uploaded = await client.call(cc.campaignImageUpload, {
    files: { file: { name: 'diwali.jpg', data: image } },
  });
  const form = {
    campaignName: XSS.name,
    url: `diwali-${Date.now().toString(36)}`,
    campaignImagePath: uploaded.data.url,
    imageType: 'circle' as const,
    imageX: 200,
    imageY: 100,
    imageLength: 200,
    imageHeight: 200,
    isImageDisplay: true,
    txt1: {
      isDisplay: true,
      collectData: true,
      caption: XSS.caption1,
      x: 20,
      y: 320,
      width: 300,
      height: 30,
      size: 24,
      color: TEXT_COLOR,
    },
    txt2: {
      isDisplay: true,
      collectData: true,
      caption: XSS.caption2,
      x: 20,
      y: 360,
      width: 300,
      height: 25,
      size: 16,
      color: '#00ff00',
    },
  };
  const campaign = (await client.call(cc.createCampaign, { body: form })).data;
  expect(campaign.waterMark).toBe(true);

  const dialogs: string[] = [];

  // A visitor, in a browser of their own, opens the public page.
  const context = await browser.newContext({ baseURL: server.url });
  const visitor = await context.newPage();
  visitor.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await visitor.goto(`/p/${campaign.url}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(XSS.name);
  await expect(visitor.getByRole('img', { name: `Your picture for ${XSS.name}` })).toBeVisible();
  await expect(visitor.getByLabel(XSS.caption1)).toBeVisible();
  await expectAccessible(visitor);

  const photo = testInfo.outputPath('photo.png');
  solidPng(photo, 300, 200, PHOTO);
  await visitor.getByLabel('Your photo', { exact: true }).setInputFiles(photo);
  await expect(visitor.getByRole('status')).toHaveText('Your photo is on the picture.');
  const zoom = visitor.getByLabel('Zoom', { exact: true });
  await zoom.fill('1.5');
  await expect(zoom).toHaveValue('1.5');
  // The arrow keys move the photo when the picture has the focus; + zooms.
  await visitor.getByRole('img', { name: /Your picture/ }).press('ArrowLeft');
  await visitor.getByRole('img', { name: /Your picture/ }).press('+');
  await expect(zoom).toHaveValue('1.6');

  await visitor.getByLabel(XSS.caption1).fill(XSS.text1);
  await visitor.getByLabel(XSS.caption2).fill('Pune');

  await visitor.screenshot({ path: testInfo.outputPath('campaign-page.png'), fullPage: true });

  const downloading = visitor.waitForEvent('download');
  await visitor.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${campaign.url}.jpg`);
  const saved = fs.readFileSync((await download.path())!);
  const picture = await inspect(visitor, saved.toString('base64'));

  expect([picture.width, picture.height]).toEqual([IMAGE.width, IMAGE.height]);
  expect(near(picture.slotCentre, PHOTO), `slot centre ${picture.slotCentre}`).toBe(true);
  expect(near(picture.slotCorner, IMAGE.rgb), `slot corner ${picture.slotCorner}`).toBe(true);
  expect(near(picture.outside, IMAGE.rgb), `outside the slot ${picture.outside}`).toBe(true);
  expect(picture.textPixels, 'the name in its colour in its box').toBeGreaterThan(100);
  expect(picture.watermarkPixels, 'the watermark in the corner').toBeGreaterThan(50);

  // The visit is in the campaign's log, with the text as typed.
  const visitors = (await client.call(cc.campaignVisitors, { params: { campId: campaign.id }, query: {} }))
    .data;
  expect(visitors.total_Record_Count).toBe(1);
  expect(visitors.records[0].txt1).toBe(XSS.text1);
  expect(visitors.records[0].txt2).toBe('Pune');

  // A second download of the same visit logs nothing more.
  const again = visitor.waitForEvent('download');
  await visitor.getByRole('button', { name: 'Download' }).click();
  await again;
  const after = (await client.call(cc.campaignVisitors, { params: { campId: campaign.id }, query: {} })).data;
  expect(after.total_Record_Count).toBe(1);

  // With a visitor, the User can no longer change the campaign (§4).
  const refused = await client
    .call(cc.updateCampaign, {
      params: { id: campaign.id },
      body: { ...form, campaignImagePath: campaign.campaignImagePath },
    })
    .catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(409);
  expect((refused as ApiError).message).toBe(CAMPAIGN_MESSAGES.editBlocked);

  // Share without Web Share of files (headless Chromium): the WhatsApp link and Copy link.
  await visitor.getByRole('button', { name: 'Share' }).click();
  await expect(visitor.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Copy link' })).toBeVisible();

  // Mobile first: on a phone's width the picture comes first, the fields under it.
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.screenshot({ path: testInfo.outputPath('campaign-page-phone.png'), fullPage: true });

  expect(dialogs, 'no payload ran').toEqual([]);
  await context.close();
});
