import { setupAdmin } from './support/api';
import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { lookShot } from './support/shots';

/**
 * Issue 12, Masters: colours and languages are one kind of master on the server (a name and one value
 * of its own). A colour added here is listed with its hex; a language whose code another holds is
 * refused (409) with the server's message, and the form stays.
 */
test('an Admin adds a colour and finds it in Colours; a language with a code already held is refused with its message', async ({
  page,
  server,
}) => {
  const admin = await setupAdmin(server);
  await signIn(page, admin.email, { to: '/admin/colour/add' });

  const colourForm = page.getByRole('form', { name: 'Add Colour' });
  await expect(colourForm).toBeVisible();
  await expectAccessible(page);
  await colourForm.getByLabel('Name').fill('Saffron');
  await colourForm.getByLabel('Colour', { exact: true }).fill('#FF9933');
  await colourForm.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/colour$/);
  const row = page.getByRole('row', { name: /Saffron/ });
  await expect(row).toContainText('#FF9933');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await lookShot(page, 'masters-colours-390');
  await page.setViewportSize({ width: 1400, height: 900 });
  await lookShot(page, 'masters-colours-1400');

  // English (en) is seeded with the languages.
  await page.goto('/admin/language/add');
  const languageForm = page.getByRole('form', { name: 'Add Language' });
  await expect(languageForm).toBeVisible();
  await expectAccessible(page);
  await languageForm.getByLabel('Name').fill('English again');
  await languageForm.getByLabel('Code').fill('en');
  await languageForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A language with this code already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/language\/add$/);
  await expectAccessible(page);
});
