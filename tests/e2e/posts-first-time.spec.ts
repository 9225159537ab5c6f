import type { Page } from '@playwright/test';
import fs from 'node:fs';
import net from 'node:net';
import sharp from 'sharp';
import { MODULES } from '../../src/shared/account/modules';
import { filesContract } from '../../src/shared/files/contract';
import { postsContract as pc } from '../../src/shared/posts/contract';
import { templatesContract } from '../../src/shared/templates/contract';
import { samplePackage } from '../helpers/template-package';
import { grantModules, registerUser, setupAdmin } from './support/api';
import { signedInClient } from './support/cards';
import { test, expect, expectAccessible, signIn } from './support/fixtures';
import type { RunningServer } from './support/server';
import { lookShot } from './support/shots';

/**
 * Issue 23, the Post app as a first-time owner meets it: no account connected yet, no AI writer and
 * no network set up. Every screen is looked at 390 px and 1400 px wide.
 */
const NARROW = { width: 390, height: 844 };
const WIDE = { width: 1400, height: 900 };

/** The screen at both widths: checked with axe and photographed at each. */
async function atBothWidths(page: Page, name: string) {
  for (const [label, size] of [
    ['390', NARROW],
    ['1400', WIDE],
  ] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    await lookShot(page, `${name}-${label}`);
  }
}

/** A loopback port that nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

async function picture(file: string, colour: string) {
  fs.writeFileSync(
    file,
    await sharp({ create: { width: 1080, height: 1080, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
}

/** The Admin's General, default template from the sample package: Post home's "use in a post". */
async function sampleTemplate(server: RunningServer, adminEmail: string) {
  const admin = await signedInClient(server, adminEmail);
  const pkg = await admin.call(templatesContract.uploadTemplatePackage, {
    files: { file: { name: 'festive.zip', data: samplePackage() } },
  });
  const cover = await admin.call(filesContract.upload, {
    body: { isWeb: true },
    files: { file: { name: 'cover.png', data: fs.readFileSync('build/icon.png') } },
  });
  const made = await admin.call(templatesContract.createTemplate, {
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
  return made.data.id as number;
}

test('with no account yet: counters warn about X, Post says why nothing was sent, a visit leaves no draft, and Enter opens the picker each time', async ({
  page,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const admin = await setupAdmin(server);
  const user = await registerUser(server);
  grantModules(server, user.email, [MODULES.post]);
  const templateId = await sampleTemplate(server, admin.email);
  const owner = await signedInClient(server, user.email);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === pc.createPost.path) sent.push(r.url());
  });

  // ——— Two visits from a Post home template, nothing typed: no draft is left behind ———
  // The page's own clock: the autosave's quiet time passes at once, without waiting for it.
  await page.clock.install();
  await signIn(page, user.email, { to: `/post/add-post/${templateId}` });
  const media = page.getByRole('list', { name: 'Post media' }).getByRole('listitem');
  await expect(media).toHaveCount(1);
  await page.clock.runFor(5_000);
  await atBothWidths(page, 'post-from-template');
  await page.goto(`/post/add-post/${templateId}`);
  await expect(media).toHaveCount(1);
  await page.clock.runFor(5_000);

  // ——— The empty post page: counters for the networks that can be connected ———
  await page.goto('/post/add-post-update');
  await expect(page.getByRole('heading', { name: 'Add Post' })).toBeVisible();
  await expect(page.getByText('No accounts connected yet.')).toBeVisible();
  const counters = page.getByRole('group', { name: 'Characters per platform' });
  await expect(counters.getByText(/\/ 280$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Caption' }).fill(`${'Fresh bread every morning. '.repeat(14)}`);
  // 378 characters and the brand tag: over X's 280, within the others'.
  // Each counter is a tag, red once the caption is over the platform's limit.
  const counter = (limit: string) =>
    counters.locator('.ant-tag').filter({ hasText: new RegExp(`/ ${limit}$`) });
  await expect(counter('280')).toHaveText(/^3\d\d \/ 280$/);
  await expect(counter('280')).toHaveClass(/ant-tag-error/);
  await expect(counter('63,206')).not.toHaveClass(/ant-tag-error/);

  // Typing makes the one draft of this visit.
  await page.clock.runFor(5_000);
  await expect(page.getByText('Draft saved')).toBeVisible();
  expect((await owner.call(pc.drafts)).data).toHaveLength(1);

  // ——— Post with no account: the page says why, and nothing is sent ———
  await page.getByRole('button', { name: /^(send )?Post$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one account' })).toBeVisible();
  expect(sent).toEqual([]);
  await atBothWidths(page, 'post-no-account');

  // ——— Enter (and Space) on "Add images or a video" opens the file picker every time ———
  const one = testInfo.outputPath('one.png');
  const two = testInfo.outputPath('two.png');
  const three = testInfo.outputPath('three.png');
  await Promise.all([picture(one, '#f97316'), picture(two, '#7c3aed'), picture(three, '#16a34a')]);
  const add = page.getByRole('button', { name: 'Add images or a video' });
  await add.focus();
  for (const [key, file, count] of [
    ['Enter', one, 1],
    ['Enter', two, 2],
    [' ', three, 3],
  ] as const) {
    // The button opens the picker once the last upload is done (it says "Uploading…" until then).
    await expect(add).toHaveAttribute('aria-busy', 'false');
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await (await chooser).setFiles(file);
    await expect(media).toHaveCount(count);
    await expect(add).toBeFocused();
  }
  await atBothWidths(page, 'post-media');
});

test('with no AI writer set up, the AI buttons say why before they are pressed; a User reads no setting name', async ({
  page,
  server,
}) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  await signIn(page, user.email, { to: '/profile/business-details' });
  await page.getByRole('button', { name: /Edit Details/ }).click();
  const notYet = 'AI writing is not available yet. Please contact the administrator.';
  await expect(page.getByRole('alert').filter({ hasText: notYet })).toBeVisible();
  const suggest = page.getByRole('button', { name: /Suggest keywords with AI/ });
  const write = page.getByRole('button', { name: /Write with AI/ });
  await expect(suggest).toBeDisabled();
  await expect(write).toBeDisabled();
  // Each button is described by the reason, for a screen reader as for the eye.
  await expect(suggest).toHaveAccessibleDescription(notYet);
  await expect(write).toHaveAccessibleDescription(notYet);
  await expect(page.getByText('There is some issues with AI')).toHaveCount(0);
  await expect(page.getByText(/AI_BASE_URL|AI_MODEL|Settings →/)).toHaveCount(0);
  await atBothWidths(page, 'business-details-no-ai');
});

test('Settings → Facebook: a test that never reached Meta says so, and its result goes when a field changes', async ({
  page,
  server,
}) => {
  const admin = await setupAdmin(server);
  await signIn(page, admin.email, { to: '/admin/settings' });
  const card = page.getByRole('region', { name: 'Facebook & Instagram' });
  await expect(card).toBeVisible();
  await card.getByLabel('App id').fill('123456789');
  await card.getByLabel('App secret').fill('fb-secret');
  await card.getByText('Advanced').click();
  // A port nothing listens on: Meta is never reached.
  const port = await closedPort();
  await card.getByLabel('Test server address').fill(`http://127.0.0.1:${port}`);
  await card.getByRole('button', { name: /Test connection/ }).click();
  const result = card.getByRole('status').filter({ hasText: 'Connection failed' });
  await expect(result).toContainText(
    `Meta was not reached at 127.0.0.1:${port}: the connection was refused.`,
  );
  await expect(result).not.toContainText('answered');
  await atBothWidths(page, 'settings-facebook-test');
  await card.getByLabel('App id').fill('987654321');
  await expect(result).toHaveCount(0);
});
