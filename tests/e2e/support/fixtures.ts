import { test as base, expect, type Page } from '@playwright/test';
import { checkedPathsOf, expectAccessible } from './accessibility';
import { PASSWORD } from './api';
import { startServer, type RunningServer } from './server';

/** The server each page's journey runs against. */
const serverUrls = new WeakMap<Page, string>();
const baseUrlOf = (page: Page) => {
  const url = serverUrls.get(page);
  if (!url) throw new Error("This page is not the fixtures' page: give signIn its server's address.");
  return url;
};

/** A plain answer of the server that a journey stands on to write a session into the tab's storage. */
const SESSION_SEED_PATH = '/healthz';

/**
 * Addresses a journey may pass through without checking them, besides those the app replaces in
 * history: they only redirect (the role home `/`, `/logout`) or hand the browser to the payment
 * gateway (`/payment/paynow`).
 */
const REDIRECT_ONLY = new Set(['/', '/logout', '/payment/paynow', SESSION_SEED_PATH]);

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
    if (baseURL) serverUrls.set(page, baseURL);
    // File pickers stay intercepted for the page's life. Playwright turns interception on when the
    // first 'filechooser' listener comes and off when the last goes, without waiting for the
    // browser, so a key pressed just after `waitForEvent('filechooser')` could open a picker that
    // nobody intercepts (the post journey waited two minutes for one). With this listener always
    // there, a journey's own waitForEvent never toggles it.
    page.on('filechooser', () => undefined);
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

/** Signs in through the login form, as a person would: the journeys of the login screen itself. */
export async function signInWithForm(page: Page, login: string, password = PASSWORD) {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  if (!checkedPathsOf(page).has('/auth/login')) await expectAccessible(page);
  await page.getByLabel('Email or mobile number').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Starts a journey signed in, from a session made through the API (issue 21 §5): the tab holds what a
 * sign-in through the form leaves (the token and user name in the tab session, the role in local
 * storage), then the app opens at `/`, which sends each role to its home as the form does. The login
 * screen keeps its own journeys (sign-out.spec.ts, registration.spec.ts).
 */
export async function signIn(
  page: Page,
  login: string,
  {
    password = PASSWORD,
    to = '/',
    server = baseUrlOf(page),
  }: { password?: string; to?: string; server?: string } = {},
) {
  // A journey that signed out stands on the login screen: it was opened, so it is checked as the
  // form's sign-in checked it.
  if (page.url().endsWith('/auth/login') && !checkedPathsOf(page).has('/auth/login')) {
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page);
  }
  const origin = new URL(server).origin;
  const res = await fetch(`${origin}/api/Account/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  const body = (await res.json()) as { data?: { token: string; role: string; userName: string } };
  if (!res.ok || !body.data) throw new Error(`Signing in ${login} through the API failed: ${res.status}`);
  const session = body.data;
  // Storage belongs to an origin: stand on one of the server's plain answers before writing it.
  if (!page.url().startsWith(origin)) await page.goto(`${origin}${SESSION_SEED_PATH}`);
  await page.evaluate((s) => {
    sessionStorage.clear();
    sessionStorage.setItem('token', s.token);
    sessionStorage.setItem('userName', s.userName);
    localStorage.setItem('role', s.role);
  }, session);
  await page.goto(to);
}
