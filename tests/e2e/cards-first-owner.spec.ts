import type { Page } from '@playwright/test';
import { cardsContract as cc } from '../../src/shared/cards/contract';
import { SOCIAL_TYPES } from '../../src/shared/cards/rules';
import { CARD_MESSAGES as M } from '../../src/shared/cards/schemas';
import { cardForm, cardUser, expectCardPageAccessible, signedInClient } from './support/cards';
import { test, expect, expectAccessible, signIn } from './support/fixtures';
import { lookShot } from './support/shots';

const WIDTHS = [390, 1400] as const;
const preview = (page: Page) => page.frameLocator('iframe[title="Card preview"]');

/**
 * Issue 23, the card as a first-time owner meets it: Button Type's own message, colours chosen from
 * the keyboard, the preview's fonts loaded (no CORS error from its sandboxed frame), and the hosted
 * page's social marks and line breaks.
 */
test('a first-time owner makes a card from the keyboard: Select Button Type, colours typed, fonts in the preview', async ({
  page,
  server,
}) => {
  const user = await cardUser(server);
  // Every font the preview asks for arrives; a CORS refusal fails the request.
  const fontFailures: string[] = [];
  const fontsLoaded: string[] = [];
  page.on('requestfailed', (r) => {
    // A request the preview dropped by drawing itself again (its frame replaced) is aborted, not
    // refused: on a busy machine a font can still be on its way when the next draw comes.
    const error = r.failure()?.errorText ?? '';
    if (r.url().endsWith('.woff2') && error !== 'net::ERR_ABORTED') fontFailures.push(`${r.url()} ${error}`);
  });
  page.on('requestfinished', (r) => {
    if (r.url().endsWith('.woff2')) fontsLoaded.push(r.url());
  });
  const corsErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /CORS/i.test(m.text())) corsErrors.push(m.text());
  });

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, user.email, { to: '/card/create-card' });
    await expect(page.getByRole('heading', { name: 'Create New Card' })).toBeVisible();
    await expectAccessible(page);

    // §5: a button without a type says Select Button Type, never zod's "Invalid input: expected 1".
    await page.getByRole('button', { name: 'Custom Buttons', exact: true }).click();
    await page.getByRole('button', { name: 'Add button' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const buttonType = page.getByLabel('Button Type');
    await expect(buttonType).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.locator('.ant-form-item-explain-error', { hasText: M.buttonTypeRequired }),
    ).toBeVisible();
    await expect(page.getByText(/Invalid input/)).toHaveCount(0);

    // Keyboard: the swatch button takes the focus and opens the picker; the hex box takes a colour.
    const swatch = page.getByRole('button', { name: 'Choose Primary Colour from the picker' });
    await swatch.focus();
    await expect(swatch).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.ant-color-picker-inner').first()).toBeVisible();
    await page.keyboard.press('Escape');
    const hex = page.getByLabel('Primary Colour', { exact: true });
    await hex.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('#0a66c2');
    await expect(hex).toHaveValue('#0a66c2');
    await lookShot(page, `card-editor-${width}`);
    // The preview follows (450 ms later): its header takes the colour. Below 992 px it is in a modal.
    if (width < 992) await page.getByRole('button', { name: /^(eye )?Preview$/ }).click();
    await expect(preview(page).locator('.head')).toHaveCSS('background-color', 'rgb(10, 102, 194)');
    if (width < 992) {
      await lookShot(page, `card-editor-preview-${width}`, false);
      await page.keyboard.press('Escape');
    }
  }

  // The preview's Roboto came from the server's font route, from the sandboxed frame, without CORS errors.
  await expect.poll(() => fontsLoaded.length).toBeGreaterThan(0);
  expect(fontFailures).toEqual([]);
  expect(corsErrors).toEqual([]);
});

test("the hosted page shows each network's mark and keeps the description's line breaks", async ({
  server,
  browser,
}) => {
  const user = await cardUser(server);
  const client = await signedInClient(server, user.email);
  const card = (
    await client.call(cc.createCard, {
      body: cardForm({
        socialMediaLinks: Object.keys(SOCIAL_TYPES).map((type) => ({
          type: Number(type),
          link: `https://social.example.com/${type}`,
        })),
        businessDescription: 'Sweets since 1962.\nOpen every day <b>&</b> on holidays.',
      }),
    })
  ).data;
  // A visitor's browser, not the owner's app.
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(card.htmlURL);
    const socials = page.locator('a.social');
    await expect(socials).toHaveCount(Object.keys(SOCIAL_TYPES).length);
    for (const [i, name] of Object.values(SOCIAL_TYPES).entries()) {
      const link = socials.nth(i);
      await expect(link).toHaveAccessibleName(name);
      // A drawn mark (an SVG of paths, 20 px), not a letter.
      await expect(link.locator('svg path').first()).toBeAttached();
      expect(await link.locator('svg').boundingBox()).toMatchObject({ width: 20, height: 20 });
      await expect(link).toHaveText(name);
    }
    // The line break is kept, the markup shows as text.
    const description = page.locator('.description');
    expect(await description.evaluate((e) => (e as HTMLElement).innerText)).toBe(
      'Sweets since 1962.\nOpen every day <b>&</b> on holidays.',
    );
    await expectCardPageAccessible(page);
    await lookShot(page, `card-page-${width}`);
  }
  await context.close();
});
