import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Where the look-screenshots go: `SHOTS=1 npx playwright test …`, then open them. */
export const SHOTS_DIR = '/tmp/shots';

/**
 * A screenshot to look at (DEVELOPERS.md, Look at what you build), taken only when SHOTS=1: the
 * test run itself needs none, and each full-page capture costs a second.
 */
export async function lookShot(page: Page, name: string, fullPage = true): Promise<void> {
  if (process.env.SHOTS !== '1') return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage });
}

/** The screen at a phone's and a desktop's width (SHOTS=1): /tmp/shots/{name}-390.png and -1400.png. */
export async function lookShotsAtWidths(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS !== '1') return;
  const before = page.viewportSize();
  for (const width of [390, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await lookShot(page, `${name}-${width}`);
  }
  if (before) await page.setViewportSize(before);
}
