import type { Browser, Locator, Page } from '@playwright/test';
import { cardsContract as cc } from '../../src/shared/cards/contract';
import { CARD_MESSAGES as M } from '../../src/shared/cards/schemas';
import { blockOrderOf, cardForm, cardUser, expectCardPageAccessible, signedInClient } from './support/cards';
import { test, expect, expectAccessible, signIn } from './support/fixtures';

/** Drags a handle with the mouse onto another item's place, in small steps as a hand would. */
async function drag(page: Page, handle: Locator, onto: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await onto.boundingBox())!;
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 6);
  const targetY = to.y + to.height / 2;
  for (let i = 1; i <= 12; i++) await page.mouse.move(x, y + ((targetY - y) * i) / 12);
  await page.mouse.up();
}

/**
 * Moves a sortable item one place up with the keyboard as dnd-kit offers it (space picks up, an arrow
 * moves, space drops), each step once the handle or the spoken announcement shows it happened.
 */
async function keyboardMoveUp(page: Page, handle: Locator) {
  await handle.scrollIntoViewIfNeeded();
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // "Draggable item A was moved over droppable area B", B another item. dnd-kit listens for the arrow
  // keys only from the tick after the pick-up, so an arrow pressed at once can go unheard: it is
  // pressed until the move is announced (the items moved here are second, so one move is all there is).
  await expect
    .poll(async () => {
      await page.keyboard.press('ArrowUp');
      return page
        .locator('[id^="DndLiveRegion"]')
        .evaluateAll((regions) =>
          regions.some((r) =>
            /item (\S+) was moved over droppable area (?!\1\.)\S+/.test(r.textContent ?? ''),
          ),
        );
    })
    .toBe(true);
  await page.keyboard.press('Space');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
}

/** The public page, as a visitor opens it: its blocks in order, and its buttons' names in order. */
async function publicOrder(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  const blocks = await blockOrderOf(page);
  const buttons = await page.locator('.button').allTextContents();
  const sections = await page.locator('section.custom h3').allTextContents();
  await context.close();
  return { blocks, buttons, sections };
}

const preview = (page: Page) => page.frameLocator('iframe[title="Card preview"]');

test('a User creates a card in the editor: the preview follows the typing 450 ms later, the card name follows the person, and Copy New Card makes a second card', async ({
  page,
  server,
  browser,
}) => {
  const user = await cardUser(server);
  await signIn(page, user.email, { to: '/card/my-cards' });
  // Checked once it lists the cards, below.
  await expect(page.getByText(M.noData)).toBeVisible();

  await page.getByRole('button', { name: 'Create New Card' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Card' })).toBeVisible();
  await expectAccessible(page);

  // §5: the first Save shows what is missing, opening the closed panel that holds Company Name.
  await expect(page.getByLabel('Company Name', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(M.firstNameRequired)).toBeVisible();
  await expect(page.getByText(M.lastNameRequired)).toBeVisible();
  await expect(page.getByText(M.cardNameRequired)).toBeVisible();
  await expect(page.getByText(M.companyNameRequired)).toBeVisible();

  // §2: the card name follows first and last name until changed.
  await page.getByLabel('First Name', { exact: true }).fill('Asha');
  await page.getByLabel('Last Name', { exact: true }).fill('Rao');
  await expect(page.getByLabel('Card Name', { exact: true })).toHaveValue('Asha Rao');
  // Validation runs on change after the first submit.
  await expect(page.getByText(M.firstNameRequired)).toBeHidden();
  await page.getByLabel('Phone Number', { exact: true }).fill('+91 98765 43210');
  await page.getByLabel('Company Name', { exact: true }).fill('Rao Sweets');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Asha Rao');

  // The preview is drawn again 450 ms after the last change (§4), not before.
  const typed = Date.now();
  await page.getByLabel('Designation', { exact: true }).fill('Head Baker');
  await expect(preview(page).locator('.designation')).toHaveText('Head Baker');
  expect(Date.now() - typed).toBeGreaterThanOrEqual(450);

  await page.getByRole('button', { name: 'Custom Buttons', exact: true }).click();
  await page.getByRole('button', { name: 'Add button' }).click();
  await page.getByLabel('Button Name').fill('Menu');
  await page.getByLabel('Button Type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Link"]').click();
  await page.getByLabel('Button Link').fill('raosweets.example.com/menu');
  await page.getByRole('button', { name: 'Custom Sections', exact: true }).click();
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByLabel('Section Title').fill('Laddoos');
  await expect(preview(page).locator('.button')).toHaveText(['Menu']);
  await expect(preview(page).locator('section.custom h3')).toHaveText(['Laddoos']);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(M.created)).toBeVisible();
  await expect(page).toHaveURL(/\/card\/my-cards/);
  await expect(page.getByText('Head Baker')).toBeVisible();

  const client = await signedInClient(server, user.email);
  const [card] = (await client.call(cc.cards, { query: {} })).data.records;
  expect(card).toMatchObject({
    cardName: 'Asha Rao',
    designation: 'Head Baker',
    companyName: 'Rao Sweets',
    slug: 'asha-rao-919876543210',
    parentCardId: null,
  });
  expect(card.customButtons[0]).toMatchObject({ name: 'Menu', link: 'http://raosweets.example.com/menu' });
  const page1 = await publicOrder(browser, card.htmlURL);
  expect(page1).toMatchObject({ buttons: ['Menu'], sections: ['Laddoos'] });

  // Copy New Card (§2): the card's content, a name of its own, parentCardId set.
  await page.getByRole('link', { name: 'Copy Asha Rao' }).click();
  await expect(page.getByRole('heading', { name: 'Copy New Card' })).toBeVisible();
  await expect(page.getByLabel('Designation', { exact: true })).toHaveValue('Head Baker');
  await expect(preview(page).locator('.button')).toHaveText(['Menu']);
  await expectAccessible(page);
  await page.getByLabel('Card Name', { exact: true }).fill('Asha Rao, Pune');
  // The first card's toast (3 s) must be gone, or the copy's toast would be one of two alike.
  await expect(page.getByText(M.created)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(M.created)).toBeVisible();
  await expect(page).toHaveURL(/\/card\/my-cards/);
  await expect(page.getByText('Asha Rao, Pune')).toBeVisible();
  await expectAccessible(page);

  const copy = (await client.call(cc.cards, { query: {} })).data.records.find((c) => c.id !== card.id)!;
  expect(copy).toMatchObject({
    cardName: 'Asha Rao, Pune',
    designation: 'Head Baker',
    parentCardId: card.id,
    slug: 'asha-rao-919876543210-2',
  });
  expect(await publicOrder(browser, copy.htmlURL)).toEqual(page1);
});

test('dragging the blocks with the mouse and the buttons and sections with the keyboard changes the order on the public page after Save', async ({
  page,
  server,
  browser,
}) => {
  const user = await cardUser(server);
  const client = await signedInClient(server, user.email);
  const card = (
    await client.call(cc.createCard, {
      body: cardForm({
        socialMediaLinks: [],
        customButtons: [
          { name: 'Menu', type: 1, link: 'https://raosweets.example.com/menu', buttonStyle: 1 },
          { name: 'Call us', type: 1, link: 'tel:+919876543210', buttonStyle: 2 },
        ],
        customSection: [
          { title: 'Laddoos', description: 'Fresh every day', images: [], viewType: 1 },
          { title: 'Barfis', description: 'Made with milk', images: [], viewType: 1 },
        ],
      }),
    })
  ).data;
  expect(await publicOrder(browser, card.htmlURL)).toEqual({
    blocks: ['personal', 'business', 'buttons', 'custom v1', 'custom v1'],
    buttons: ['Menu', 'Call us'],
    sections: ['Laddoos', 'Barfis'],
  });

  await signIn(page, user.email, { to: `/card/edit-card/${card.id}` });
  await expect(page.getByRole('heading', { name: 'Asha Rao' })).toBeVisible();
  await expectAccessible(page);

  // The mouse: Custom Sections dragged above Personal Information.
  await drag(
    page,
    page.getByRole('button', { name: 'Drag to reorder Custom Sections' }),
    page.getByRole('button', { name: 'Drag to reorder Personal Information' }),
  );
  await expect(preview(page).locator('main.card > section').first()).toHaveClass('custom v1');

  // The keyboard (dnd-kit): space picks up, an arrow moves, space drops.
  await page.getByRole('button', { name: 'Custom Buttons', exact: true }).click();
  await keyboardMoveUp(page, page.getByRole('button', { name: 'Drag to reorder button 2' }));
  await expect(page.getByLabel('Button Name').first()).toHaveValue('Call us');
  await page.getByRole('button', { name: 'Custom Sections', exact: true }).click();
  await keyboardMoveUp(page, page.getByRole('button', { name: 'Drag to reorder section 2' }));
  await expect(page.getByLabel('Section Title').first()).toHaveValue('Barfis');
  await expect(preview(page).locator('.button')).toHaveText(['Call us', 'Menu']);
  await expect(preview(page).locator('section.custom h3')).toHaveText(['Barfis', 'Laddoos']);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(M.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/card\/my-cards/);
  await expectAccessible(page);

  expect(await publicOrder(browser, card.htmlURL)).toEqual({
    blocks: ['custom v1', 'custom v1', 'personal', 'business', 'buttons'],
    buttons: ['Call us', 'Menu'],
    sections: ['Barfis', 'Laddoos'],
  });
  const saved = (await client.call(cc.cardById, { params: { id: card.id } })).data;
  expect(saved.sequence.split(',').slice(0, 4)).toEqual(['CS', '1', '2', '3']);

  // The public page itself stays accessible in its new order.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(card.htmlURL);
  await expectCardPageAccessible(visitor);
  await context.close();
});
