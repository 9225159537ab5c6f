import { test as base, expect, type Page } from '@playwright/test';
import { PASSWORD } from './api';
import { startServer, type RunningServer } from './server';

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
});

export { expect };

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, login: string, password = PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('Email or mobile number').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
