import type { Page } from '@playwright/test';
import fs from 'node:fs';
import { MODULES } from '../../src/shared/account/modules';
import { CAMPAIGN_MESSAGES as M } from '../../src/shared/campaigns/schemas';
import { grantModules, registerUser, setupAdmin } from './support/api';
import { test, expect, expectAccessible, signIn } from './support/fixtures';
import { lookShot } from './support/shots';

/** A real 1000 × 800 JPEG drawn by the browser (500 × 400 in layout pixels). */
async function greetingJpeg(page: Page, file: string) {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1000;
    canvas.height = 800;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#f97316';
    g.fillRect(0, 0, 1000, 800);
    const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/jpeg', 0.9));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  fs.writeFileSync(file, Buffer.from(bytes));
}

async function addCampaignImage(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  // The button is named by its field's label.
  await page
    .getByRole('button', { name: /Campaign Image/ })
    .first()
    .click();
  await (await chooser).setFiles(file);
  await expect(page.getByText('Change image').first()).toBeVisible();
}

test('the campaign editor shows a refused image on Save, states the unit of X and Y and keeps texts on the picture', async ({
  page,
  server,
}, testInfo) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  grantModules(server, user.email, [MODULES.campaign]);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user.email, { to: '/campaign/create-campaign' });
  await expect(page.getByRole('heading', { name: 'Create New Campaign' })).toBeVisible();

  // A broken .jpg uploads, and Save is refused on the image: the editor says so.
  const corrupt = testInfo.outputPath('broken.jpg');
  // A JPEG's first bytes (the upload's type check passes) and then no picture: a broken file.
  fs.writeFileSync(
    corrupt,
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('broken before its frame '.repeat(8))]),
  );
  await addCampaignImage(page, corrupt);
  await page.getByLabel('Campaign Name').fill('Broken picture');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: M.imageType }).first()).toBeVisible();
  await expect(page).toHaveURL(/create-campaign/);
  await expectAccessible(page);
  await lookShot(page, 'campaign-editor-refused-390');

  // A real picture clears it; X and Y say their unit and stop where the text still fits.
  await page.setViewportSize({ width: 1400, height: 900 });
  const image = testInfo.outputPath('greeting.jpg');
  await greetingJpeg(page, image);
  await addCampaignImage(page, image);
  await expect(page.getByRole('alert').filter({ hasText: M.imageType })).toHaveCount(0);
  // The photo slot's panel closed, so that Text 1's numbers are the only ones shown.
  await page.getByRole('button', { name: 'Photo slot', exact: true }).click();
  await page.getByRole('button', { name: 'Text 1', exact: true }).click();
  await page.getByRole('switch', { name: 'Display On Image' }).click();
  await expect(page.getByText('it is 500 × 400 px here').filter({ visible: true })).toHaveCount(1);
  const y = page.getByRole('spinbutton', { name: 'Y', exact: true });
  await y.fill('900');
  await y.blur();
  // The text box is 20 px tall: its Y goes at most to 380 on a 400 px-tall picture.
  await expect(y).toHaveValue('380');
  await expect(page.getByText('px', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expectAccessible(page);
  await lookShot(page, 'campaign-editor-units-1400');
});
