import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { MODULES } from '../../src/shared/account/modules';
import { botsContract as bc } from '../../src/shared/bots/contract';
import { PNG } from '../helpers/brand';
import { everyTypeBot } from '../server/bots/widget-flow';
import { grantModules, registerUser, setupAdmin } from './support/api';
import { DESKTOP_CHROME, expectCardPageAccessible, signedInClient } from './support/cards';
import { test, expect } from './support/fixtures';
import { lookShot } from './support/shots';

/**
 * A customer's own page on another origin, under a strict CSP that allows only the platform's
 * origin (no inline script or style, no eval), reporting any violation to itself.
 */
async function customerSite(platform: string, botKey: string) {
  const reports: string[] = [];
  const csp = [
    "default-src 'none'",
    `script-src ${platform}`,
    `connect-src ${platform}`,
    `img-src ${platform}`,
    "style-src 'none'",
    "base-uri 'none'",
    'report-uri /csp-report',
  ].join('; ');
  const page = (mode: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Green Leaf Shop</title></head><body><main><h1>Green Leaf Shop</h1><p>Fresh flowers every morning.</p><div id="chat"></div></main><script src="${platform}/widget/v1.js" data-bot-key="${botKey}" ${mode} async></script></body></html>`;
  const server = http.createServer((req, res) => {
    if (req.url === '/csp-report') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        reports.push(body);
        res.writeHead(204).end();
      });
      return;
    }
    const inline = req.url?.startsWith('/inline');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
    res.end(page(inline ? 'data-mode="inline" data-target="#chat"' : ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    reports,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The chat's log, inside the widget's shadow root (Playwright's locators pierce it). */
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const lastBot = (page: Page) => log(page).locator('.msg.bot, .msg.owner').last();

async function say(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Type your message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

// A visitor's browser: headless Chromium says so in its User-Agent, and crawlers get no chat.
test.use({ userAgent: DESKTOP_CHROME });

test('a visitor chats with the bot on another site under a strict CSP, reloads, and gets the owner’s reply', async ({
  page,
  server,
}) => {
  await setupAdmin(server);
  const owner = await registerUser(server, 'Green Leaf Shop');
  grantModules(server, owner.email, [MODULES.bot]);
  const client = await signedInClient(server, owner.email);
  const bot = await everyTypeBot(client, 'Green Leaf Helper', PNG);
  const site = await customerSite(server.url, bot.widgetKey);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  page.on('pageerror', (e) => violations.push(e.message));

  try {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(site.url);
    await page.getByRole('button', { name: 'Open chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Green Leaf Helper' });
    await expect(chat).toBeVisible();
    await expect(log(page)).toContainText('Welcome to the shop!');
    await expect(lastBot(page)).toHaveText('Your name?');
    // The bot's colour and icon.
    await expect(chat.locator('header')).toHaveCSS('background-color', 'rgb(11, 110, 79)');
    await expect(
      page.getByRole('button', { name: 'Chat with Green Leaf Helper' }).locator('img'),
    ).toBeVisible();

    // Every input type: invalid answers get the error message, valid ones go on.
    await say(page, '12345');
    await expect(lastBot(page)).toHaveText('Please type your name');
    await say(page, 'Asha <b>Rao</b>');
    await expect(lastBot(page)).toHaveText('Please type your name');
    await say(page, 'Asha Rao');
    await expect(lastBot(page)).toHaveText('Your phone number?');
    await say(page, '+91 98765 43210');
    await expect(lastBot(page)).toHaveText('Your email?');
    await say(page, 'asha@example.com');
    await expect(lastBot(page)).toHaveText('How many people?');
    await say(page, 'two');
    await expect(lastBot(page)).toHaveText('A number please');
    await say(page, '2');
    await expect(lastBot(page)).toHaveText('What would you like?');
    await lookShot(page, 'bot-widget-1400');
    await expectCardPageAccessible(page);

    await page
      .getByRole('group', { name: 'Choose an option' })
      .getByRole('button', { name: 'Prices' })
      .click();
    const prices = log(page).getByRole('img', { name: 'prices.png' });
    await expect(prices).toBeVisible();
    await expect.poll(() => prices.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(lastBot(page)).toHaveText('Anything else?');
    await say(page, 'No, thanks');
    // Chat End: quiet; the "menu" trigger brings the choice back.
    await say(page, 'menu');
    await expect(lastBot(page)).toHaveText('What would you like?');
    await page.getByRole('button', { name: 'Brochure' }).click();
    await expect(log(page).getByRole('link', { name: /brochure\.pdf/ })).toHaveAttribute('href', /\/files\//);
    await say(page, 'no');
    await say(page, 'menu');
    await page.getByRole('button', { name: 'Links' }).click();
    await expect(log(page).getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      'https://shop.example/',
    );
    // The visitor's text is shown as text, never as markup.
    await expect(log(page).locator('b')).toHaveCount(0);
    await expect(log(page)).toContainText('Asha <b>Rao</b>');

    // A reload opens the chat where it was.
    const shown = await log(page).locator('.msg').count();
    await page.reload();
    await expect(log(page)).toContainText('Find us here');
    await expect(log(page).locator('.msg')).toHaveCount(shown);

    // The owner replies from the Analytics screen's conversation; the widget polls it in.
    const visitors = (await client.call(bc.visitors, { query: { botId: bot.id } })).data;
    await client.call(bc.sendTextMessage, {
      body: {
        visitorUUId: visitors.records[0]!.visitorUUId,
        chatBotId: bot.id,
        message: 'Hi Asha, your flowers are ready!',
        isWebVisitor: true,
      },
    });
    await expect(lastBot(page)).toHaveText('Hi Asha, your flowers are ready!', { timeout: 15_000 });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('dialog', { name: 'Green Leaf Helper' })).toBeInViewport();
    await lookShot(page, 'bot-widget-390', false);
    await page.getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // Inline mode: the chat sits in the page's own element and starts at once.
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${site.url}/inline`);
    const inline = page.locator('#chat').getByRole('region', { name: 'Green Leaf Helper' });
    await expect(inline).toBeVisible();
    await expect(log(page)).toContainText('Find us here');
    await lookShot(page, 'bot-widget-inline');
    await expectCardPageAccessible(page);

    expect(violations).toEqual([]);
    expect(site.reports).toEqual([]);
  } finally {
    await site.close();
  }
});
