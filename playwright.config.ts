import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumForTests } from './tests/support/chromium';

/** Browser-mode end-to-end tests in Debian's Chromium (tests/support/chromium.ts); each test starts its own server. */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // One per core: a third worker measured 5.1 min against 5.4 alone, but 6.0 min and a flaky
  // keyboard drag inside a whole CI run.
  workers: 2,
  fullyParallel: true,
  // Every journey checks each page it opens with axe-core in light and dark mode (issue 9 §6).
  timeout: 300_000,
  expect: { timeout: 20_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['./tests/e2e/support/timings-reporter.ts'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumForTests(),
      args: CHROMIUM_ARGS,
    },
    viewport: { width: 1280, height: 800 },
    // A person who asked their system to reduce motion: the app animates nothing (providers.tsx),
    // so no step waits for a drawer to slide or a toast to fade, and the CPU draws no frames for them.
    reducedMotion: 'reduce',
    // Tracing snapshots the page at every step: a quarter of a journey's time. CI retries a failed
    // test once, and that retry is traced; elsewhere ask for it with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
