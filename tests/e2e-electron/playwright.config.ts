import { defineConfig } from '@playwright/test';

/**
 * Electron end-to-end tests (Playwright `_electron`), separate from the browser-mode suite in
 * tests/e2e: they need the built app (`npm run build`) and an Electron binary, and skip themselves
 * with the reason when either is missing. Run: `npm run build && npx playwright test -c tests/e2e-electron`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
});
