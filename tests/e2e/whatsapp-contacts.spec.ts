import Excel from 'exceljs';
import type { Page } from '@playwright/test';
import { grantModules, registerUser, setupAdmin } from './support/api';
import { expectDialogAccessible } from './support/accessibility';
import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { lookShotsAtWidths } from './support/shots';

async function writeContactsWorkbook(file: string) {
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Contacts');
  sheet.addRow(['First Name', 'Last Name', 'Country Code', 'Mobile Number', 'Email', 'Opt In']);
  sheet.addRow(['Asha', 'Verma', 'India', '9876500001', 'asha@example.com', 'Yes']);
  sheet.addRow(['Ravi', 'Kumar', '91', '9876500002', null, null]);
  sheet.addRow(['Meena', 'Iyer', '+91', '9876500003', 'meena@example.com', 'Yes']);
  sheet.addRow([null, 'Nobody', '91', '12', null, null]);
  sheet.addRow(['Asha', 'Again', 'India', '09876500001', null, null]);
  await workbook.xlsx.writeFile(file);
}

/** A choice of the groups' All, User and Filter switch. */
const groupType = (page: Page, name: string) =>
  page.locator('.ant-segmented').getByText(name, { exact: true });

/** Clicks the option of the open select whose text starts with `title`. */
const pick = (page: Page, title: string) =>
  page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title^="${title}"]`).click();

async function chooseFile(page: Page, button: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test.use({ actionTimeout: 20_000 });

test('a WhatsApp user imports contacts, turns one opt-in off, adds one and makes a group with the picker', async ({
  page,
  server,
}, testInfo) => {
  await setupAdmin(server);
  const owner = await registerUser(server, 'Verma Sweets');
  grantModules(server, owner.email, [6]);
  await signIn(page, owner.email, { to: '/whatsapp/contacts' });

  await expect(page.getByRole('heading', { name: 'Contacts', level: 3 })).toBeVisible();
  await expect(page.getByText('No Data Available')).toBeVisible();
  await expectAccessible(page);

  // Import: the server reads the workbook and answers row by row.
  const file = testInfo.outputPath('contacts.xlsx');
  await writeContactsWorkbook(file);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Contacts' });
  await chooseFile(page, 'Choose Excel file', file);
  const result = dialog.getByRole('region', { name: 'Import result' });
  await expect(result.getByRole('row', { name: /Created 3/ })).toBeVisible();
  await expect(result.getByRole('row', { name: /Rejected 1/ })).toBeVisible();
  await expect(
    result.getByRole('cell', { name: 'First Name is required; Mobile Number must be 6 to 15 digits' }),
  ).toBeVisible();
  await expect(result.getByRole('row', { name: /Repeated in the file 1/ })).toBeVisible();
  await expectDialogAccessible(page, 'import contacts result');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('cell', { name: '+91 9876500002' })).toBeVisible();

  // Opt-in off for Ravi: the switch flips, the server agrees, the filter finds him.
  const ravi = page.getByRole('switch', { name: 'Opt in Ravi Kumar' });
  await expect(ravi).toBeChecked();
  await ravi.click();
  await expect(page.getByText('Contact opted out')).toBeVisible();
  await expect(ravi).not.toBeChecked();
  await page.getByLabel('Opt In', { exact: true }).click();
  await pick(page, 'Opted out');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/OptIn=no/);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Opt in Ravi Kumar' })).not.toBeChecked();
  await page.goto('/whatsapp/contacts');

  // A switch the server does not take flips back, with the reason.
  await page.route('**/api/WhatsAppContact/opt-in/*', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'Try again in a moment',
        error: { errorCode: 'Conflict', errorMessage: 'Try again in a moment' },
      }),
    }),
  );
  const meena = page.getByRole('switch', { name: 'Opt in Meena Iyer' });
  await meena.click();
  await expect(page.getByText('Try again in a moment')).toBeVisible();
  await expect(meena).toBeChecked();
  await page.unroute('**/api/WhatsAppContact/opt-in/*');

  // Add a contact: a number already there is refused, a new one is saved.
  await page.getByRole('button', { name: 'Add Contact' }).click();
  const add = page.getByRole('dialog', { name: 'Add Contact' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('First Name is required')).toBeVisible();
  await add.getByLabel('First Name').fill('Farah');
  await add.getByLabel('Mobile Number').fill('9876500003');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('This mobile number is already in your contacts').first()).toBeVisible();
  await expectDialogAccessible(page, 'add contact with errors');
  await add.getByLabel('Mobile Number').fill('9876500004');
  await add.getByLabel('Company Name').fill('Farah Foods');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact Created successfully')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(5);
  await lookShotsAtWidths(page, 'whatsapp-contacts');

  // Edit opens with the saved values.
  await page.getByRole('button', { name: 'Edit Farah', exact: true }).click();
  const edit1 = page.getByRole('dialog', { name: 'Edit Contact' });
  await expect(edit1.getByLabel('Company Name')).toHaveValue('Farah Foods');
  await edit1.getByLabel('Last Name').fill('Khan');
  await edit1.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact Updated successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Farah Khan Farah Foods' })).toBeVisible();

  // A group with the contact picker.
  await page.goto('/whatsapp/groups');
  await expect(page.getByRole('heading', { name: 'Groups', level: 3 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Group' }).click();
  const group = page.getByRole('dialog', { name: 'Add Group' });
  await group.getByRole('button', { name: 'Save' }).click();
  await expect(group.getByText('Group name is required')).toBeVisible();
  await group.getByLabel('Group Name').fill('a');
  await group.getByRole('button', { name: 'Save' }).click();
  await expect(group.getByText('Group name must be at least 2 characters')).toBeVisible();
  await group.getByLabel('Group Name').fill('Diwali Buyers');
  const picker = group.getByLabel('Contacts');
  await picker.click();
  await picker.pressSequentially('Asha');
  await pick(page, 'Asha Verma');
  await picker.pressSequentially('Farah');
  await pick(page, 'Farah');
  // A click beside the list closes it.
  await group.getByText('Add Group').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expectDialogAccessible(page, 'add group');
  await group.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Group Created successfully')).toBeVisible();
  const row = page.getByRole('row', { name: /Diwali Buyers/ });
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  // The same name in another case is refused with the server's message.
  await page.getByRole('button', { name: 'Add Group' }).click();
  await group.getByLabel('Group Name').fill('  diwali buyers ');
  await group.getByRole('button', { name: 'Save' }).click();
  await expect(group.getByText('Group name already exists').first()).toBeVisible();
  await group.getByRole('button', { name: 'Cancel' }).click();

  // The filter: User groups hold it, Filter groups do not.
  await groupType(page, 'Filter').click();
  await expect(page.getByRole('radio', { name: 'Filter' })).toBeChecked();
  await expect(page.getByText('No Data Available')).toBeVisible();
  await groupType(page, 'User').click();
  await expect(page.getByRole('row', { name: /Diwali Buyers/ })).toBeVisible();
  await lookShotsAtWidths(page, 'whatsapp-groups');

  // Editing shows its members in the picker.
  await page.getByRole('button', { name: 'Edit Diwali Buyers' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Group' });
  await expect(edit.getByLabel('Group Name')).toHaveValue('Diwali Buyers');
  await expect(edit.getByText(/Asha Verma/)).toBeVisible();
  await lookShotsAtWidths(page, 'whatsapp-group-edit');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // The contacts of one group, from the Contacts page's Group filter.
  await page.goto('/whatsapp/contacts');
  await page.getByLabel('Group', { exact: true }).click();
  await pick(page, 'Diwali Buyers');
  await expect(page).toHaveURL(/GroupId=\d+/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('cell', { name: 'Ravi Kumar' })).toBeHidden();
});
