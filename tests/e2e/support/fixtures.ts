import { test as base, expect, type Page } from '@playwright/test';
import { checkedPathsOf, expectAccessible } from './accessibility';
import { PASSWORD } from './api';
import { startServer, type RunningServer } from './server';

/**
 * Addresses a journey may pass through without checking them, besides those the app replaces in
 * history: they only redirect (the role home `/`, `/logout`) or hand the browser to the payment
 * gateway (`/payment/paynow`).
 */
const REDIRECT_ONLY = new Set(['/', '/logout', '/payment/paynow']);

/**
 * Each test gets its own server (own data folder, own port); pages open against it. A test file
 * can override `serverEnv` to configure the server (e.g. point it at a fake outside service).
 */
export const test = base.extend<{ serverEnv: NodeJS.ProcessEnv; server: RunningServer }>({
  // Playwright reads a fixture's dependencies from this (empty) pattern.
  // eslint-disable-next-line no-empty-pattern
  serverEnv: async ({}, use) => use({}),
  server: async ({ serverEnv }, use, testInfo) => {
    const server = await startServer(serverEnv);
    await use(server);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('server output', { body: server.output(), contentType: 'text/plain' });
    }
    await server.stop();
  },
  baseURL: async ({ server }, use) => use(server.url),
  // Every page a journey opens gets the accessibility check (issue 9 section 6): a test that opened
  // a page without calling expectAccessible on it fails, naming the page.
  page: async ({ page, baseURL }, use, testInfo) => {
    const opened = new Set<string>();
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || !baseURL || !frame.url().startsWith(baseURL)) return;
      opened.add(new URL(frame.url()).pathname);
    });
    // A page the app replaced with another in history (a guard's or a sign-in's redirect) was
    // passed through, not opened.
    const replaced = new Set<string>();
    await page.exposeFunction('__e2eReplacedPath', (path: string) => replaced.add(path));
    await page.addInitScript(() => {
      const replaceState = history.replaceState.bind(history);
      history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
        const from = location.pathname;
        replaceState(state, unused, url);
        const report = (window as unknown as { __e2eReplacedPath?: (p: string) => void }).__e2eReplacedPath;
        if (location.pathname !== from) report?.(from);
      };
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) return;
    const checked = checkedPathsOf(page);
    const unchecked = [...opened].filter((p) => !checked.has(p) && !replaced.has(p) && !REDIRECT_ONLY.has(p));
    expect(unchecked, 'pages this journey opened without expectAccessible(page)').toEqual([]);
  },
});

export { expect, expectAccessible };

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, login: string, password = PASSWORD) {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  if (!checkedPathsOf(page).has('/auth/login')) await expectAccessible(page);
  await page.getByLabel('Email or mobile number').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
