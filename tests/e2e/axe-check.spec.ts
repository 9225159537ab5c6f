import { expect, test } from '@playwright/test';
import { runAxe, WCAG_TAGS } from './support/accessibility';

/**
 * The accessibility check every journey leans on finds what it is there to find: a picture without
 * a text alternative, and text too faint to read (issue 9 section 6).
 */
test('the accessibility check reports a missing alt text and low contrast, and nothing on a clean page', async ({
  page,
}) => {
  const pixel = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1>` +
      `<img src="${pixel}"><p style="color:#ccc;background:#fff">Faint words</p></main></body></html>`,
  );
  const ids = (await runAxe(page, { tags: WCAG_TAGS })).map((v) => v.id).sort();
  expect(ids).toEqual(['color-contrast', 'image-alt']);
  expect((await runAxe(page, { tags: WCAG_TAGS, skip: ['color-contrast'] })).map((v) => v.id)).toEqual([
    'image-alt',
  ]);
  expect((await runAxe(page, { rules: ['color-contrast'] })).map((v) => v.id)).toEqual(['color-contrast']);

  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1>` +
      `<img src="${pixel}" alt="A dot"><p>Plain words</p></main></body></html>`,
  );
  expect(await runAxe(page, { tags: WCAG_TAGS })).toEqual([]);
});
