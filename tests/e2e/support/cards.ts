import { expect, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import vCard from 'vcf';
import { accountContract } from '../../../src/shared/account/contract';
import { MODULES } from '../../../src/shared/account/modules';
import { cardsContract } from '../../../src/shared/cards/contract';
import type { CardForm } from '../../../src/shared/cards/schemas';
import { apiClient, grantModules, PASSWORD, registerUser, setupAdmin } from './api';
import type { RunningServer } from './server';
import { runAxe, WCAG_TAGS } from './accessibility';

/**
 * A desktop Chrome's user agent. Headless Chromium says "HeadlessChrome", which the beacon rightly
 * takes for a crawler (isbot) and does not count; a visitor's browser in these tests says this.
 */
export const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** A card a User could make (spec 02 §3), with two buttons and two sections to put in order. */
export const cardForm = (overrides: Partial<CardForm> = {}): CardForm => ({
  cardName: 'Asha Rao',
  firstName: 'Asha',
  lastName: 'Rao',
  designation: 'Founder',
  phoneNumber: '+91 98765-43210',
  email: 'asha@example.com',
  companyName: 'Rao Sweets',
  website: 'raosweets.example.com',
  businessAddress: 'MG Road, Pune',
  socialMediaLinks: [{ type: 1, link: 'https://facebook.com/raosweets' }],
  customButtons: [{ name: 'Menu', type: 1, link: 'https://raosweets.example.com/menu', buttonStyle: 1 }],
  customSection: [{ title: 'Laddoos', description: 'Fresh every day', images: [], viewType: 1 }],
  ...overrides,
});

/** An Admin, and a User with the Card app (granted before they sign in anywhere). */
export async function cardUser(server: RunningServer) {
  await setupAdmin(server);
  const user = await registerUser(server);
  grantModules(server, user.email, [MODULES.card]);
  return user;
}

/** The User's typed API client, signed in. */
export async function signedInClient(server: RunningServer, login: string) {
  const api = apiClient(server);
  await api.client.call(accountContract.login, { body: { login, password: PASSWORD } });
  return api.client;
}
export type Client = Awaited<ReturnType<typeof signedInClient>>;

/** The visits the card's Card Visitors screen lists, newest first. */
export async function visitsOf(client: Client, id: number) {
  return (await client.call(cardsContract.cardVisitors, { params: { id }, query: {} })).data;
}

/** The text a QR code in a PNG encodes, or null when none is found. */
export function qrTextOfPng(bytes: Buffer): string | null {
  const png = PNG.sync.read(bytes);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/**
 * An SVG as Chromium draws it: shown in an <img> on a white page of a scratch tab, photographed and
 * returned as PNG bytes.
 */
export async function svgAsPng(browser: Browser, svg: Buffer): Promise<Buffer> {
  const scratch = await browser.newPage({ viewport: { width: 600, height: 600 } });
  try {
    await scratch.setContent(
      `<body style="margin:0;background:#fff"><img alt="" src="data:image/svg+xml;base64,${svg.toString('base64')}"></body>`,
    );
    const img = scratch.locator('img');
    // `complete` says the bytes arrived, not that the picture is drawn: a busy machine photographed
    // a blank box. decode() settles once the image can be painted, whatever the machine's load.
    await img.evaluate((el: HTMLImageElement) => el.decode());
    return await img.screenshot();
  } finally {
    await scratch.close();
  }
}

/** The bytes of a finished download. */
export const bytesOf = async (download: { path(): Promise<string | null> }) =>
  fs.readFileSync((await download.path())!);

/** A vCard's text parsed back with `vcf`; `value('fn')` reads the first value of a property. */
export function parsedVcard(text: string) {
  const card = new vCard().parse(text);
  return (key: string) => {
    const p = card.get(key);
    return (Array.isArray(p) ? p[0] : p).valueOf();
  };
}

/**
 * The hosted card page has no light and dark theme of its own (it is the card's colours), so it is
 * checked once with the same WCAG 2.1 A and AA rules the app's pages answer.
 */
export async function expectCardPageAccessible(page: Page): Promise<void> {
  const violations = await runAxe(page, { tags: WCAG_TAGS });
  const found = violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  expect(found, `accessibility of ${new URL(page.url()).pathname}`).toEqual([]);
}

/** Block classes of the public page's main, in order (§3 sequence): personal, socials, business, buttons, custom. */
export const blockOrderOf = (page: Page) =>
  page.locator('main.card > section').evaluateAll((els) => els.map((e) => e.className));
