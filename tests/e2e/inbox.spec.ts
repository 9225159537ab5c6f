import { MODULES } from '../../src/shared/account/modules';
import { INBOX_MESSAGES as M } from '../../src/shared/inbox/schemas';
import { whatsappContract as wc } from '../../src/shared/whatsapp/contract';
import { grantModules, registerUser, setupAdmin } from './support/api';
import { expect, expectAccessible, signIn } from './support/fixtures';
import { connectedOwner, contactWrites, messageStatus } from './support/inbox';
import { lookShotsAtWidths } from './support/shots';
import { whatsappTest } from './support/whatsapp';

const APP_SECRET = 'e2e-inbox-secret';
const NUMBER = {
  phoneNumberId: '65000001',
  businessId: '66000001',
  token: 'e2e-inbox-token',
  displayPhoneNumber: '+91 98888 44444',
};
/** The platform's own number (Settings → WhatsApp, here from the environment): an Admin's inbox. */
const PLATFORM = {
  phoneNumberId: '100000',
  businessId: 'WABA',
  token: 'platform-token',
  displayPhoneNumber: '+91 90000 00000',
};
const ASHA = '919876500011';
const RAVI = '919876500012';
const MEENA = '919876500013';

/** The server's Cloud API is a loopback fake that knows the owner's number; webhooks are signed. */
const test = whatsappTest([NUMBER], APP_SECRET);

test('a User sees a message and an unread badge arrive without a reload, replies, the reply turns read, and a refused one is sent again', async ({
  page,
  server,
  whatsapp,
}) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  grantModules(server, user.email, [MODULES.whatsapp]);
  const owner = await connectedOwner(server, user.email, NUMBER);
  for (const [firstName, mobileNumber] of [
    ['Asha', '9876500011'],
    ['Ravi', '9876500012'],
  ])
    await owner.call(wc.createContact, { body: { firstName, mobileNumber } });
  await contactWrites(server, APP_SECRET, NUMBER, {
    from: ASHA,
    name: 'Asha K',
    text: 'Is the cake *ready*?',
    minutesAgo: 30,
  });

  await signIn(page, user.email, { to: `/profile/known-chat?chat=${ASHA}` });
  await expect(page.getByRole('heading', { name: 'Known Chats' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Live updates: Live' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Is the cake ready?')).toBeVisible();
  await expect(log.locator('strong', { hasText: 'ready' })).toBeVisible();
  const chats = page.getByRole('list', { name: 'Chats' });
  await expect(chats.getByRole('link', { name: /^Asha/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(/Replies close in 23 h \d+ m/)).toBeVisible();
  await expectAccessible(page);

  // Asha writes again into the open chat; Ravi writes for the first time: the list gains his row.
  await contactWrites(server, APP_SECRET, NUMBER, { from: ASHA, name: 'Asha K', text: 'And candles please' });
  await expect(log.getByText('And candles please')).toBeVisible();
  const raviWrote = await contactWrites(server, APP_SECRET, NUMBER, {
    from: RAVI,
    name: 'Ravi',
    text: 'Open on Sunday?',
  });
  const ravi = chats.getByRole('link', { name: /^Ravi/ });
  await expect(ravi).toHaveAccessibleName(/1 unread$/);
  await expect(ravi.locator('.ant-badge')).toHaveText('1');
  await expect(chats.getByRole('link')).toHaveText([
    /Ravi[\s\S]*Open on Sunday\?/,
    /Asha[\s\S]*And candles please/,
  ]);

  // A reply as typed: shown at once, sent to the fake, then read.
  const box = page.getByRole('textbox', { name: 'Reply' });
  await box.fill('Yes, ready at 5');
  await box.press('Shift+Enter');
  await box.pressSequentially('See you');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect
    .poll(() => whatsapp.sent.filter((s) => s.to === ASHA).map((s) => s.body?.text?.body))
    .toEqual(['Yes, ready at 5\nSee you']);
  const sent = whatsapp.sent.find((s) => s.to === ASHA)!;
  await expect(log.getByRole('img', { name: 'Sent' })).toBeVisible();
  await messageStatus(server, APP_SECRET, NUMBER, { wamid: sent.id, to: ASHA, status: 'read' });
  await expect(log.getByRole('img', { name: 'Read' })).toBeVisible();
  await lookShotsAtWidths(page, 'inbox-known-chat');

  // Meta refuses the next one: the spec's toast, the bubble failed with its error and Retry.
  whatsapp.failNext('server');
  await box.fill('Candles are free');
  await box.press('Enter');
  await expect(page.getByText(M.sendFailed)).toBeVisible();
  await expect(log.getByRole('button', { name: 'Error of your message' })).toBeVisible();
  await lookShotsAtWidths(page, 'inbox-reply-failed');
  await log.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => whatsapp.sent.filter((s) => s.to === ASHA).length).toBe(2);
  await expect(log.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(log.getByText('Candles are free')).toHaveCount(1);

  // Ravi's chat: opening it reads it, the badge goes.
  await ravi.click();
  await expect(log.getByText('Open on Sunday?')).toBeVisible();
  await expect(ravi).not.toHaveAccessibleName(/unread/);
  await expect(ravi.locator('.ant-badge')).toHaveCount(0);
  await expect.poll(() => whatsapp.readReceipts.map((r) => r.messageId)).toContain(raviWrote);
});

test('a User without a number is shown how to connect one; an expired unknown chat has no reply box and is added to contacts', async ({
  page,
  server,
}) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  grantModules(server, user.email, [MODULES.whatsapp]);
  await signIn(page, user.email, { to: '/profile/unknown-chat' });
  await expect(page.getByText(M.noNumber)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect a number' })).toHaveAttribute(
    'href',
    '/whatsapp/account',
  );
  await expectAccessible(page, 'the inbox without a number');

  await connectedOwner(server, user.email, NUMBER);
  // Meena wrote two days ago: the 24-hour window has closed.
  await contactWrites(server, APP_SECRET, NUMBER, {
    from: MEENA,
    name: 'Meena R',
    text: 'Price list?',
    minutesAgo: 48 * 60,
  });
  await page.reload();
  const chats = page.getByRole('list', { name: 'Chats' });
  await expect(chats.getByRole('link')).toHaveCount(1);
  await lookShotsAtWidths(page, 'inbox-unknown-list');
  await chats.getByRole('link', { name: /^Meena R/ }).click();
  await expect(page).toHaveURL(new RegExp(`chat=${MEENA}`));
  await expect(page.getByRole('log', { name: 'Messages' }).getByText('Price list?')).toBeVisible();
  await expect(page.getByText(M.windowClosed, { exact: false })).toContainText(
    /It closed on \d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M\./,
  );
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
  await expectAccessible(page);
  await lookShotsAtWidths(page, 'inbox-unknown-expired');

  // Add to contacts: the form starts with the number and the WhatsApp name; saved, the chat is known.
  await page.getByRole('button', { name: 'Add to contacts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Contact' });
  await expect(dialog.getByLabel('Mobile Number')).toHaveValue('9876500013');
  await expect(dialog.getByLabel('First Name')).toHaveValue('Meena R');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Contact', { exact: true })).toBeVisible();
  await expect(chats).toHaveCount(0);
  await expect(page.getByText(M.noChats)).toBeVisible();
});

test.describe('the platform number', () => {
  test.use({
    serverEnv: async ({ whatsapp }, use) =>
      use({
        WHATSAPP_API_BASE: `${whatsapp.url}/v21.0`,
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_TOKEN: 'platform-token',
        WHATSAPP_PHONE_NUMBER_ID: PLATFORM.phoneNumberId,
      }),
  });

  test("an Admin's chats: a registered user's under Known Chats with their company, the Log & Chats pages", async ({
    page,
    server,
  }) => {
    await setupAdmin(server);
    const user = await registerUser(server, 'Sunrise Bakery');
    const userNumber = `91${user.mobileNumber}`;
    await contactWrites(server, APP_SECRET, PLATFORM, {
      from: userNumber,
      name: 'Asha',
      text: 'When does my plan end?',
    });
    await contactWrites(server, APP_SECRET, PLATFORM, {
      from: MEENA,
      name: 'Meena R',
      text: 'Do you build websites?',
    });

    await signIn(page, 'admin@example.com', { to: '/admin/known-chat' });
    await expect(page.getByRole('heading', { name: 'Known Chats' })).toBeVisible();
    const chats = page.getByRole('list', { name: 'Chats' });
    await expect(chats.getByRole('link')).toHaveCount(1);
    await chats.getByRole('link', { name: /^Sunrise Bakery/ }).click();
    await expect(page.getByText('Registered user', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('log', { name: 'Messages' }).getByText('When does my plan end?'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Reply' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to contacts' })).toHaveCount(0);
    await expectAccessible(page);
    await lookShotsAtWidths(page, 'inbox-admin-known');

    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Unknown Chats' })
      .click();
    await expect(page.getByRole('heading', { name: 'Unknown Chats' })).toBeVisible();
    await expect(chats.getByRole('link', { name: /^Meena R/ })).toBeVisible();
    await expect(page.getByText('Select a chat')).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Renewal Reminder Logs' })
      .click();
    await expect(page.getByRole('heading', { name: 'Renewal Reminder Logs' })).toBeVisible();
    await expect(page.getByText(M.noChats)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Reminders Sent' }).click();
    await expect(page).toHaveURL(/view=reminders/);
    await expect(page.getByText('No Data Available')).toBeVisible();
  });
});
