import { BROWSER } from '../server/bots/widget-support';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MODULES } from '../../src/shared/account/modules';
import { botsContract as bc } from '../../src/shared/bots/contract';
import { COMPONENT_TYPES, END_CHAT, TYPE } from '../../src/shared/bots/component-types';
import { BOT_MESSAGES as M } from '../../src/shared/bots/schemas';
import { brandContract } from '../../src/shared/brand/contract';
import { filesContract } from '../../src/shared/files/contract';
import { webContract } from '../../src/shared/web/contract';
import { grantModules, registerUser, setupAdmin } from './support/api';
import { DESKTOP_CHROME, signedInClient, type Client } from './support/cards';
import { test, expect, expectAccessible, signIn } from './support/fixtures';
import { expectDialogAccessible } from './support/accessibility';
import { lookShot, lookShotsAtWidths } from './support/shots';
import type { RunningServer } from './support/server';

const ICON = path.resolve('build/icon.png');

/** Drags a handle with the mouse onto another item's place, in small steps as a hand would. */
async function drag(page: Page, handle: Locator, onto: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await onto.boundingBox())!;
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 6);
  const targetY = to.y + to.height / 4;
  for (let i = 1; i <= 16; i++) await page.mouse.move(x, y + ((targetY - y) * i) / 16);
  await page.mouse.up();
}

/** An Admin, and a User with the Bot app (granted before they sign in anywhere). */
async function botUser(server: RunningServer, modules: number[] = [MODULES.bot]) {
  const admin = await setupAdmin(server);
  const user = await registerUser(server, 'Sunrise Bakery');
  grantModules(server, user.email, modules);
  return { admin, user };
}

/** The User's company details: a new bot's name, icon and colour come from them (§2). */
async function saveBrand(client: Client) {
  const logo = await client.call(filesContract.upload, {
    files: { file: { name: 'logo.png', data: fs.readFileSync(ICON) } },
  });
  await client.call(brandContract.saveCompany, {
    body: {
      companyLogo: logo.data.url,
      companyName: 'Sunrise Bakery',
      brandColor: '1677FF',
      email: 'hello@sunrise.example',
      mobileNumber: '9876500000',
      address1: '12 MG Road',
      address2: 'Camp',
      address3: 'Pune, Maharashtra 411001',
      businessType: 'Product',
    },
  });
}

/** A bot made through the API, with its first flow from the brand. */
async function apiBot(client: Client, name: string) {
  const res = await client.call(bc.createBot, { body: { Name: name, Colour: '#ae02d4' } });
  return res.data;
}

/** A web visitor who opened the widget and gave a name and a phone number (the first flow's two leads). */
async function webVisitor(server: RunningServer, widgetKey: string, name: string, phone: string) {
  const call = async (step: string, body: unknown) => {
    const res = await fetch(`${server.url}/widget/${widgetKey}/${step}`, {
      method: 'POST',
      // A browser's: a crawler's start is answered without a chat (widget/handlers.ts).
      headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER },
      body: JSON.stringify(body),
    });
    expect(res.status, `widget ${step}`).toBeLessThan(300);
    return ((await res.json()) as { data: { visitorUUId: string } }).data;
  };
  const { visitorUUId } = await call('start', {});
  await call('continue', { visitorUUId, clientMessageId: 'm1', reply: name });
  await call('continue', { visitorUUId, clientMessageId: 'm2', reply: phone });
  return visitorUUId;
}

/** A one-page PDF small enough to write here: the server judges a file by its first bytes. */
function writePdf(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bot-pdf-')), 'menu.pdf');
  fs.writeFileSync(
    file,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  return file;
}

const flowItems = (page: Page) => page.getByRole('list', { name: 'Chat flow' }).getByRole('listitem');
const customize = (page: Page) => page.locator('.ant-card').filter({ hasText: 'Customize Chat Message' });

test('a User creates a bot, builds a flow of every component type, drags one to the top, fails the check, saves and tests it', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const { user } = await botUser(server);
  const client = await signedInClient(server, user.email);
  await saveBrand(client);
  await signIn(page, user.email, { to: '/bot/my-bots' });
  await expect(page.getByRole('heading', { name: 'My Bots' })).toBeVisible();
  await expect(page.getByText(M.noData)).toBeVisible();
  await expectAccessible(page);

  // ——— Create New Bot: prefilled from the brand; the name and the icon are required ———
  await page.getByRole('button', { name: 'Create New Bot' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Bot' })).toBeVisible();
  await expect(page.getByLabel('Bot Name')).toHaveValue('Sunrise Bakery');
  await expect(page.getByLabel('Bot Name')).toHaveAttribute('placeholder', M.namePlaceholder);
  await expect(page.getByRole('textbox', { name: 'Theme Colour' })).toHaveValue('#1677ff');
  await expect(page.getByText('Change icon')).toBeVisible();
  await page.getByLabel('Bot Name').fill('');
  await page.getByRole('button', { name: 'Create Bot' }).click();
  await expect(page.getByText(M.nameRequired)).toBeVisible();
  await expectAccessible(page, 'Create New Bot with errors');
  await page.getByLabel('Bot Name').fill('Sunrise Helper');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Bot Icon' }).click();
  await (await chooser).setFiles(ICON);
  const crop = page.getByRole('dialog', { name: 'Crop the bot icon' });
  await expect(crop.getByRole('button', { name: 'Save' })).toBeEnabled();
  await crop.getByRole('button', { name: 'Save' }).click();
  await expect(crop).toBeHidden({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create Bot' }).click();
  await expect(page.getByText(M.created)).toBeVisible();

  // ——— Deploy: the snippet with the CSP, and the WhatsApp form's required fields ———
  await expect(page).toHaveURL(/\/bot\/deploy\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Sunrise Helper Deploy' })).toBeVisible();
  const botId = Number(/deploy\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByLabel('embed code', { exact: true })).toContainText('/widget/v1.js');
  await expect(page.getByLabel('Content Security Policy to allow', { exact: true })).toContainText(
    'script-src',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText(M.businessIdRequired)).toBeVisible();
  await expect(page.getByText(M.phoneNumberIdRequired)).toBeVisible();
  await expect(page.getByText(M.tokenRequired)).toBeVisible();
  await expectAccessible(page, 'Deploy with the WhatsApp form refused');
  await lookShotsAtWidths(page, 'bots-deploy');

  // ——— My Bots: the tile with its actions ———
  await page.goto('/bot/my-bots');
  await expect(page.getByRole('link', { name: 'Edit Flow of Sunrise Helper' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings of Sunrise Helper' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deploy of Sunrise Helper' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connects of Sunrise Helper' })).toBeVisible();
  await lookShotsAtWidths(page, 'bots-list');
  await page.getByRole('link', { name: 'Edit Flow of Sunrise Helper' }).click();

  // ——— The editor: three panels, Test and Deploy until something changes ———
  await expect(page.getByRole('heading', { name: 'Sunrise Helper Chat Flow' })).toBeVisible();
  for (const panel of ['Add Chat Components', 'Edit Chat Flow', 'Customize Chat Message'])
    await expect(page.getByText(panel, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Test' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deploy' })).toBeVisible();
  await expectAccessible(page);
  const firstCount = await flowItems(page).count();
  expect(firstCount).toBeGreaterThan(0);

  // Each type is appended, numbered next, and selected.
  for (const [i, t] of COMPONENT_TYPES.entries()) {
    await page.getByRole('button', { name: `Add ${t.label}` }).click();
    const name = `${firstCount + i + 1}. ${t.label}`;
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(flowItems(page)).toHaveCount(firstCount + COMPONENT_TYPES.length);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Test' })).toBeHidden();
  const seq = (key: (typeof COMPONENT_TYPES)[number]['id']) =>
    `${firstCount + COMPONENT_TYPES.findIndex((t) => t.id === key) + 1}`;

  // ——— The §5 check: each failing component is selected and opened with its message ———
  const save = () => page.getByRole('button', { name: 'Save' }).click();
  const selectedIs = (typeId: (typeof COMPONENT_TYPES)[number]['id'], label: string) =>
    expect(page.getByRole('button', { name: `${seq(typeId)}. ${label}, has a problem` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

  await save();
  await selectedIs(TYPE.choice, 'Single Choice');
  await expect(customize(page).getByText(M.addOptions)).toBeVisible();
  await expectAccessible(page, 'the editor with a failing check');
  await lookShot(page, 'bots-editor-check-1400', false);
  await customize(page).getByRole('button', { name: 'Add Option' }).click();
  await save();
  await expect(customize(page).getByText(M.optionsRequired)).toBeVisible();
  await customize(page).getByLabel('Option 1', { exact: true }).fill('Yes please');
  await save();
  await expect(customize(page).getByText(M.nextMessageRequired)).toBeVisible();
  // The next messages are searched by name: a long flow has many.
  await customize(page).getByLabel('Next Message').first().fill('Chat');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Chat End"]').click();

  await save();
  await selectedIs(TYPE.image, 'Image');
  await expect(customize(page).getByText(M.fileRequired)).toBeVisible();
  const pdf = writePdf();
  await customize(page).getByTestId('component-file-input').setInputFiles(pdf);
  await expect(customize(page).getByText(M.notValidImage)).toBeVisible();
  await customize(page).getByTestId('component-file-input').setInputFiles(ICON);
  await expect(customize(page).getByText('Change image')).toBeVisible();

  await save();
  await selectedIs(TYPE.file, 'File');
  await customize(page).getByTestId('component-file-input').setInputFiles(pdf);
  await expect(customize(page).getByText('Change file')).toBeVisible();

  await save();
  await selectedIs(TYPE.link, 'Link');
  await expect(customize(page).getByText(M.linksRequired)).toBeVisible();
  await customize(page).getByRole('button', { name: 'Add Link' }).click();
  await customize(page).getByLabel('Link Title 1', { exact: true }).fill('Our menu');
  await customize(page).getByLabel('Link URL 1', { exact: true }).fill('not a link');
  await expect(customize(page).getByText('Enter a valid URL')).toBeVisible();
  await save();
  await expect(customize(page).getByText(M.linkRequired)).toBeVisible();
  await customize(page).getByLabel('Link URL 1', { exact: true }).fill('https://sunrise.example.com/menu');

  await save();
  await selectedIs(TYPE.api, 'Api');
  await expect(customize(page).getByText(M.apiUrlRequired)).toBeVisible();
  await customize(page).getByLabel('Api URL').fill('https://hooks.example.com/leads');

  // A trigger on the Text question: Enter adds it, a blank or a repeat is ignored.
  await page.getByRole('button', { name: `${seq(TYPE.text)}. Text question`, exact: true }).click();
  const triggers = customize(page).getByLabel('Triggers');
  await triggers.fill('  menu ');
  await triggers.press('Enter');
  await triggers.fill('MENU');
  await triggers.press('Enter');
  await triggers.fill('   ');
  await triggers.press('Enter');
  await expect(customize(page).getByRole('button', { name: /^Remove trigger/ })).toHaveCount(1);

  // ——— Drag the Api component to the top: sequences renumbered from 1 ———
  const last = flowItems(page).last();
  await drag(page, last.getByRole('button', { name: /^Drag to reorder/ }), flowItems(page).first());
  await expect(flowItems(page).first()).toContainText('1. Api');
  await lookShotsAtWidths(page, 'bots-editor');

  await save();
  await expect(page.getByText(M.saved)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Test' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();

  const saved = (await client.call(bc.botFlow, { params: { id: botId } })).data.questions;
  expect(saved).toHaveLength(firstCount + COMPONENT_TYPES.length);
  expect(saved.map((q) => q.sequence)).toEqual(saved.map((_, i) => i + 1));
  expect(saved[0]).toMatchObject({ componentTypeId: TYPE.api, apiUrl: 'https://hooks.example.com/leads' });
  const choice = saved.find((q) => q.componentTypeId === TYPE.choice && q.options[0]?.value === 'Yes please');
  expect(choice?.options[0]?.target).toBe(END_CHAT);
  expect(saved.find((q) => q.componentTypeId === TYPE.text)?.flowTriggers).toEqual([
    expect.objectContaining({ triggerText: 'menu', priority: 1 }),
  ]);
  expect(saved.find((q) => q.componentTypeId === TYPE.image)?.imageOrFilePath).toBeTruthy();

  // ——— Test: the saved flow in the drawer, recording nothing ———
  await page.getByRole('button', { name: 'Test' }).click();
  const drawer = page.getByRole('dialog', { name: 'Test Sunrise Helper' });
  const log = drawer.getByRole('log', { name: 'Test conversation' });
  await expect(log).toContainText('Hi! Welcome to Sunrise Bakery.');
  await expect(log).toContainText('May I know your name?');
  await expectDialogAccessible(page, 'the Test drawer');
  await lookShot(page, 'bots-test-drawer-1400', false);
  await drawer.getByLabel('Your reply').fill('Asha');
  await drawer.getByLabel('Your reply').press('Enter');
  await expect(log).toContainText('What is your phone number?');
  await drawer.getByLabel('Your reply').fill('not a phone');
  await drawer.getByLabel('Your reply').press('Enter');
  await expect(log).toContainText('Please enter a valid phone number.');
  await drawer.getByRole('button', { name: 'Close' }).click();
  const visitors = (await client.call(bc.visitors, { query: { botId } })).data;
  expect(visitors.total_Record_Count).toBe(0);

  // Below 991 px the customize panel opens in a dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: '1. Api', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Chat Message' });
  await expect(dialog.getByLabel('Api URL')).toHaveValue('https://hooks.example.com/leads');
  await lookShot(page, 'bots-editor-customize-390');
  await expectDialogAccessible(page, 'the editor on a phone');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Add Chat Components' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Chat Components' })).toBeVisible();
});

test('a User reads the visitors of a bot, exports them, replies to a web visitor, puts the bot on their website and republishes it, saves a changed flow as a copy, then deletes the responses and saves', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const { user } = await botUser(server, [MODULES.bot, MODULES.web]);
  const client = await signedInClient(server, user.email);
  const bot = await apiBot(client, 'Sunrise Helper');
  const visitorUUId = await webVisitor(server, bot.widgetKey, 'Ravi Kumar', '9876543210');

  // Without company details nothing prefills the form: the name and the icon are asked for.
  await signIn(page, user.email, { to: '/bot/create-bot' });
  await expect(page.getByRole('heading', { name: 'Create New Bot' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Bot' }).click();
  await expect(page.getByText(M.nameRequired)).toBeVisible();
  await expect(page.getByText(M.iconRequired)).toBeVisible();
  await expectAccessible(page);

  // A website on the platform, for Deploy on Website below.
  await saveBrand(client);
  const created = await client.call(webContract.createWebsite, { body: { slug: 'sunrise-bakery' } });
  await client.call(webContract.publishWebsite, { params: { id: created.data.id } });

  await page.goto(`/bot/analytics/${bot.id}`);
  await expect(page.getByRole('heading', { name: 'Sunrise Helper Analytics' })).toBeVisible();
  for (const column of ['Number / IP Address', 'Name', 'Platform', 'Date'])
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Ravi Kumar' });
  await expect(row).toContainText('Web');
  await expectAccessible(page);
  await lookShotsAtWidths(page, 'bots-analytics');

  // A header click toggles the order and goes back to page 1.
  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');

  // Export: the xlsx of the filter, read back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export$/ }).click();
  const download = await downloading;
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const sheet = book.worksheets[0]!;
  const cells: string[] = [];
  sheet.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
  expect(cells).toContain('Ravi Kumar');

  // The conversation: times DD/MM/YYYY hh:mm A, the leads marked.
  await row.getByRole('button', { name: 'View conversation of Ravi Kumar' }).click();
  const modal = page.getByRole('dialog', { name: /Conversation/ });
  await expect(modal).toContainText('Ravi Kumar');
  const messages = modal.getByRole('log', { name: 'Messages' });
  await expect(messages).toContainText('May I know your name?');
  await expect(messages).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)/);
  await expect(messages.getByText('Lead', { exact: true }).first()).toBeVisible();
  await expectDialogAccessible(page, 'the conversation');
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal.getByText(M.replyRequired)).toBeVisible();
  await modal.getByLabel('Reply').fill('  We will call you today.  ');
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(M.messageSavedForWeb)).toBeVisible();
  await lookShot(page, 'bots-conversation-1400');
  const poll = await fetch(`${server.url}/widget/${bot.widgetKey}/poll?visitorUUId=${visitorUUId}&after=0`);
  const polled = (await poll.json()) as { data: { messages: { from: string; text: string }[] } };
  expect(polled.data.messages).toContainEqual(
    expect.objectContaining({ from: 'owner', text: 'We will call you today.' }),
  );
  await modal.getByRole('button', { name: 'Close' }).click();

  // Deploy on Website: the User's platform website carries the bot from its next publish.
  await page.goto(`/bot/deploy/${bot.id}`);
  await expect(page.getByRole('heading', { name: 'Sunrise Helper Deploy' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Deploy on Website' }).click();
  await expect(page.getByText(M.addedToWebsite)).toBeVisible();
  await expect(page.getByText(/On your website/)).toBeVisible();
  const site = (await client.call(webContract.myWebsite)).data!;
  expect(site.botId).toBe(bot.id);

  // Republished, the website carries the widget: a visitor opens the chat on the live site.
  await page.goto(`/web/publish/${site.id}`);
  await expect(page.getByText('Bot “Sunrise Helper” added')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText('Live and up to date')).toBeVisible();
  const visitorContext = await browser.newContext({ userAgent: DESKTOP_CHROME });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${server.url}/s/sunrise-bakery/`);
  await expect(visitor.locator(`script[src="/widget/v1.js"][data-bot-key="${bot.widgetKey}"]`)).toHaveCount(
    1,
  );
  await visitor.getByRole('button', { name: 'Open chat' }).click();
  await expect(visitor.getByText('May I know your name?')).toBeVisible();
  await visitorContext.close();

  await page.goto(`/bot/embed-code/${bot.id}`);
  await expect(page.getByRole('heading', { name: 'Sunrise Helper Embed Code' })).toBeVisible();
  await expect(page.getByLabel('embed code', { exact: true })).toContainText(
    `data-bot-key="${bot.widgetKey}"`,
  );
  await expectAccessible(page);

  // The flow has visitors now: saving asks first; Create Copy opens the copy.
  await page.goto(`/bot/edit-bot/${bot.id}`);
  await expect(page.getByRole('heading', { name: 'Sunrise Helper Chat Flow' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Text question' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const choice = page.getByRole('dialog', { name: 'This bot already has visitors' });
  await expect(choice.getByRole('button', { name: 'Delete Responses & Save Changes' })).toBeVisible();
  await expectDialogAccessible(page, 'the save choice');
  await choice.getByRole('button', { name: 'Create Copy' }).click();
  await expect(page.getByText(M.copied)).toBeVisible();
  await expect(page).toHaveURL(/\/bot\/edit-bot\/\d+$/);
  expect(page.url()).not.toMatch(new RegExp(`/edit-bot/${bot.id}$`));
  await expect(page.getByRole('heading', { name: /Sunrise Helper \(copy\) Chat Flow/ })).toBeVisible();
  await expectAccessible(page, 'the copy');

  // Back on the first bot: Delete Responses & Save Changes deletes its visitors, then saves.
  await page.goto(`/bot/edit-bot/${bot.id}`);
  await page.getByRole('button', { name: 'Add Number' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog', { name: 'This bot already has visitors' })
    .getByRole('button', { name: 'Delete Responses & Save Changes' })
    .click();
  await expect(page.getByText(M.saved)).toBeVisible();
  expect((await client.call(bc.visitors, { query: { botId: bot.id } })).data.total_Record_Count).toBe(0);
  const kept = (await client.call(bc.botFlow, { params: { id: bot.id } })).data.questions;
  expect(kept.at(-1)?.componentTypeId).toBe(TYPE.number);
});

test("an Admin finds a User's bot under manage/bot and opens its flow and its deploy page there", async ({
  page,
  server,
}) => {
  const { admin, user } = await botUser(server);
  const client = await signedInClient(server, user.email);
  const bot = await apiBot(client, 'Sunrise Helper');

  await signIn(page, admin.email, { to: '/admin/manage/bot?Search=Sunrise' });
  await expect(page.getByRole('heading', { name: 'Bots' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Sunrise Helper' });
  await expect(row).toContainText('Sunrise Bakery');
  await expectAccessible(page);

  await row.getByRole('link', { name: 'Edit Flow' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/manage/bot/${bot.id}$`));
  await expect(page.getByRole('heading', { name: 'Sunrise Helper Chat Flow' })).toBeVisible();
  await expectAccessible(page);
  // Back goes to the admin list, Deploy to the admin deploy page (§2).
  await page.getByRole('button', { name: 'Deploy' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/manage/bot/deploy/${bot.id}$`));
  await expect(page.getByRole('heading', { name: 'Sunrise Helper Deploy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deploy on Website' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/admin\/manage\/bot$/);
});
