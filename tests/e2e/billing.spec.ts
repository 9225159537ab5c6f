import type { Page } from '@playwright/test';
import fs from 'node:fs';
import { httpDelivery, startRazorpayFake, webhookSender, type RazorpayFake } from '../fakes/razorpay/api';
import { accountContract } from '../../src/shared/account/contract';
import { billingContract } from '../../src/shared/billing/contract';
import { apiClient, PASSWORD, registerUser, setupAdmin } from './support/api';
import { test as base, expect, expectAccessible, signIn } from './support/fixtures';

/** Clicks an option of the open antd select (its visible list, not the hidden one for screen readers). */
const pickOption = (page: Page, title: string) =>
  page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();

const RAZORPAY = { keyId: 'rzp_test_e2e', keySecret: 'e2e-key-secret', webhookSecret: 'e2e-webhook-secret' };

/** Each test gets a Razorpay fake and a server configured to use it (src/server/config.ts, RAZORPAY_*). */
const test = base.extend<{ razorpay: RazorpayFake }>({
  // eslint-disable-next-line no-empty-pattern
  razorpay: async ({}, use) => {
    const fake = await startRazorpayFake(RAZORPAY);
    await use(fake);
    await fake.close();
  },
  serverEnv: async ({ razorpay }, use) =>
    use({
      RAZORPAY_API_BASE: razorpay.url,
      RAZORPAY_KEY_ID: RAZORPAY.keyId,
      RAZORPAY_KEY_SECRET: RAZORPAY.keySecret,
      RAZORPAY_WEBHOOK_SECRET: RAZORPAY.webhookSecret,
    }),
});

// The journey of issue 5, in two halves so each fits a slow machine's time budget: the Admin's
// screens set a plan up; then a User pays such a plan (set up through the API) and saves the invoice.
test('an Admin sets up invoice details and a package, and gives a User a plan', async ({ page, server }) => {
  const admin = await setupAdmin(server);
  const user = await registerUser(server, 'Sunrise Bakery');

  // ——— Admin: invoice settings, a package, a plan for the user ———
  await signIn(page, admin.email, { to: '/admin/packages' });
  await expect(page.getByText('No Data Available')).toBeVisible();
  await expectAccessible(page, 'the package list, empty');
  await page.getByRole('button', { name: 'Invoice Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice Settings' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Company name').fill('BizSuite Technologies');
  await page.getByLabel('Address line 1').fill('12 MG Road, Bengaluru');
  await page.getByLabel('State').fill('Karnataka');
  await pickOption(page, 'Karnataka (29)');
  await page.getByLabel('Invoice prefix').fill('INV');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Details Submitted Successfully!')).toBeVisible();

  await page.goto('/admin/packages');
  await page.getByRole('button', { name: 'Add Package' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Name is Required')).toBeVisible();
  await expect(page.getByText('Plan Type is Required')).toBeVisible();
  // Issue 9 section 6: an empty submit names every required field, Validity included.
  await expect(page.getByText('Validity is Required')).toBeVisible();
  await expectAccessible(page, 'the Add Package form with its errors');
  await page.getByLabel('Name', { exact: true }).fill('Gold Yearly');
  await page.getByLabel('Plan Type').click();
  await pickOption(page, 'Package');
  await page.getByLabel('Validity Type').click();
  await pickOption(page, 'Years');
  await page.getByLabel('Validity', { exact: true }).fill('1');
  await page.getByLabel('Price', { exact: true }).fill('999');
  await page.getByLabel('Post', { exact: true }).fill('30');
  await page.getByLabel('Web', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Package created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/packages$/);
  await expect(page.getByRole('row', { name: /Gold Yearly/ })).toContainText('₹999.00');
  await expectAccessible(page);

  await page.goto(`/admin/users?Search=${encodeURIComponent(user.email)}`);
  await expect(page.getByRole('row', { name: /Sunrise Bakery/ })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('link', { name: /^Update / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Update User/ })).toBeVisible();
  const addCard = page.getByRole('region', { name: 'Add Subscription Plan' });
  await addCard.getByRole('button', { name: 'Add plan' }).click();
  await expect(addCard.getByText('Plan is required')).toBeVisible();
  await expect(addCard.getByText('Start date is required')).toBeVisible();
  await expect(addCard.getByText('End date is required')).toBeVisible();
  await expectAccessible(page, 'the Update User page with the plan form refused');
  await addCard.getByLabel('Plan', { exact: true }).click();
  await pickOption(page, 'Gold Yearly');
  // The package fills in its price and apps; the end date follows its validity.
  await expect(addCard.getByLabel('Price', { exact: true })).toHaveValue('999.00');
  await expect(addCard.getByLabel('Post limit')).toHaveValue('30');
  await expect(addCard.getByLabel('End date')).not.toHaveValue('');
  await expect(addCard.getByLabel('Invoice Date')).toBeDisabled();
  // Enter in a date picker picks the typed day; it does not submit the half-finished form (issue 23).
  const start = addCard.getByLabel('Start date');
  await start.fill('01-12-2026');
  await start.press('Enter');
  await expect(start).toHaveValue('01-12-2026');
  await addCard.getByRole('button', { name: 'Add plan' }).click();
  await expect(page.getByText('User plan added successfully')).toBeVisible();
  const adminPlans = page.getByRole('region', { name: 'My Subscriptions' });
  await expect(adminPlans.getByText('Gold Yearly')).toHaveCount(1);
  for (const width of [390, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(addCard.getByLabel('Start date')).toBeVisible();
    await expect(adminPlans.getByText('Gold Yearly')).toHaveCount(1);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(adminPlans.getByText('Unpaid')).toBeVisible();
  await expectAccessible(page, 'the Update User page with a plan');
});

test('a User pays a plan online, saves the invoice PDF, and the Admin sees the payment', async ({
  page,
  server,
  razorpay,
}) => {
  const { client: admin } = apiClient(server);
  await admin.call(accountContract.setup, {
    body: { userName: 'Asha Admin', email: 'admin@example.com', password: PASSWORD },
  });
  const user = await registerUser(server, 'Sunrise Bakery');
  const { client: asUser } = apiClient(server);
  await asUser.call(accountContract.login, { body: { login: user.email, password: PASSWORD } });
  const me = (await asUser.call(accountContract.me)).data;
  await admin.call(billingContract.updateSupplierSettings, {
    body: {
      companyName: 'BizSuite Technologies',
      address1: '12 MG Road, Bengaluru',
      stateCode: '29',
      invoicePrefix: 'INV',
    },
  });
  const { data: pkg } = await admin.call(billingContract.createPackage, {
    body: {
      name: 'Gold Yearly',
      validity: 1,
      validityType: 'yearly',
      planType: 'package',
      price: 99900,
      post: 30,
    },
  });
  const today = new Date().toISOString().slice(0, 10);
  await admin.call(billingContract.addUserPlan, {
    body: {
      userId: me.id,
      subscriptionPlanId: pkg.id,
      startDate: today,
      endDate: '2099-12-31',
      price: 99900,
      gst: 18,
      post: 30,
      selectedApps: ['post'],
    },
  });

  // ——— User: Pay Now through the gateway ———
  await signIn(page, user.email, { to: '/profile/subscriptions' });
  const myPlans = page.getByRole('region', { name: 'My Subscriptions' });
  await myPlans.getByText('Gold Yearly').click();
  await expect(myPlans.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  await expectAccessible(page);
  // The gateway's hosted page is outside; the test stands in for it.
  await page.route('https://rzp.io/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Razorpay</title><h1>Test checkout</h1>' }),
  );
  await myPlans.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/^https:\/\/rzp\.io\/i\//);
  const link = [...razorpay.links.values()].find((l) => l.short_url === page.url());
  expect(link, 'the page opened a link the gateway made').toBeTruthy();

  // The customer pays; Razorpay sends the signed webhook, then returns the browser to the callback.
  const paid = razorpay.pay(link!.id);
  const send = webhookSender(RAZORPAY.webhookSecret, httpDelivery(`${server.url}/webhooks/razorpay`));
  const delivery = await send(razorpay.paidEvents(paid).linkPaid);
  expect(delivery.status).toBe(200);
  expect(delivery.body.data.outcome).toBe('paid');
  const callback = new URL(link!.callback_url);
  expect(callback.pathname).toBe('/payment/processing');
  await page.goto(callback.pathname + callback.search);
  await expect(page.getByText('Thank You!')).toBeVisible();
  await expect(page).toHaveURL(/\/payment_success$/);

  // ——— The plan is Paid with an invoice number; the invoice PDF is saved ———
  // At once: the thank-you page moves on to Home by itself after 8 s (spec 00 section 4); its
  // accessibility is checked below on the same page without the countdown.
  await page.getByRole('button', { name: 'My Subscriptions' }).click();
  await expect(myPlans.getByText('Paid', { exact: true })).toBeVisible();
  await expect(myPlans.getByText('Active', { exact: true })).toBeVisible();
  const invoiceNumber = myPlans.getByText(/^INV\/\d{2}-\d{2}\/\d+$/);
  await expect(invoiceNumber).toBeVisible();
  const number = (await invoiceNumber.textContent())!;
  await expect(myPlans.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await expectAccessible(page, 'My Subscriptions with the paid plan');
  await myPlans.getByRole('button', { name: 'Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice' });
  await expect(dialog.getByText(`No. ${number}`)).toBeVisible();
  await expect(dialog.getByText('BizSuite Technologies')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Save as PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{2}-\d{2}-\d+\.pdf$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The result page as it tells of a payment kept for the Admin's review: no countdown to race.
  await page.goto('/payment_success?result=review');
  await expect(page.getByText('We received your payment')).toBeVisible();
  await expectAccessible(page, 'the payment result page');

  // ——— The Admin's Payment Logs list the paid invoice ———
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin$/);
  await expectAccessible(page, 'the dashboard after a payment');
  await page.goto('/admin/payment-logs');
  const row = page.getByRole('row', { name: new RegExp(number.replace(/\//g, '\\/')) });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Sunrise Bakery');
  await expectAccessible(page);
});

test("an Admin's reminder switch flips at once and back when refused; Cancel and Delete ask first", async ({
  page,
  server,
}) => {
  const { client: admin } = apiClient(server);
  await admin.call(accountContract.setup, {
    body: { userName: 'Asha Admin', email: 'admin@example.com', password: PASSWORD },
  });
  const registered = await registerUser(server, 'Lotus Florist');
  const { client: asUser } = apiClient(server);
  await asUser.call(accountContract.login, { body: { login: registered.email, password: PASSWORD } });
  const me = (await asUser.call(accountContract.me)).data;
  const { data: pkg } = await admin.call(billingContract.createPackage, {
    body: {
      name: 'Gold Yearly',
      validity: 1,
      validityType: 'yearly',
      planType: 'package',
      price: 99900,
      post: 30,
    },
  });
  const today = new Date().toISOString().slice(0, 10);
  const plan = (extra: object) =>
    admin.call(billingContract.addUserPlan, {
      body: {
        userId: me.id,
        subscriptionPlanId: pkg.id,
        startDate: today,
        endDate: '2099-12-31',
        price: 99900,
        gst: 18,
        post: 30,
        selectedApps: ['post'],
        ...extra,
      },
    });
  await plan({ paymentDate: today, paymentMethodId: 1, invoiceDate: today });
  await plan({ startDate: '2099-01-01' });

  await signIn(page, 'admin@example.com', {
    to: `/admin/users/details/${me.id}/${encodeURIComponent(me.userName)}`,
  });
  const card = page.getByRole('region', { name: 'My Subscriptions' });
  const paymentReminder = card.getByRole('switch', { name: 'Payment reminder: Gold Yearly' });
  await expect(paymentReminder).toBeChecked();
  await expectAccessible(page);

  // Refused: the switch shows the change at once, then goes back with the server's message.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/UserPlan/PaymentReminder/**', async (route) => {
    await held;
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'Reminders are paused',
        error: { errorCode: 'Conflict', errorMessage: 'Reminders are paused' },
      }),
    });
  });
  await paymentReminder.click();
  await expect(paymentReminder).not.toBeChecked();
  release();
  await expect(page.getByText('Reminders are paused')).toBeVisible();
  await expect(paymentReminder).toBeChecked();
  await page.unroute('**/api/UserPlan/PaymentReminder/**');

  // Accepted: it stays, and the server holds it.
  const renewalReminder = card.getByRole('switch', { name: 'Renewal reminder: Gold Yearly' });
  await renewalReminder.click();
  await expect(renewalReminder).not.toBeChecked();
  await page.reload();
  await expect(card.getByRole('switch', { name: 'Renewal reminder: Gold Yearly' })).not.toBeChecked();

  // The invoiced plan is canceled after the spec's question; the other one, with no invoice, deleted.
  await card.getByRole('button', { name: 'Cancel', exact: true }).click();
  const cancelDialog = page.getByRole('dialog').filter({ hasText: 'Cancel plan?' });
  await expect(cancelDialog).toContainText('This plan will be Canceled.');
  await cancelDialog.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText('User Plan canceled successfully')).toBeVisible();
  await expect(card.getByText('Canceled', { exact: true })).toBeVisible();

  await card.getByText('Gold Yearly').first().click();
  await card.getByRole('button', { name: 'Delete' }).click();
  const deleteDialog = page.getByRole('dialog').filter({ hasText: 'Delete plan?' });
  await expect(deleteDialog).toContainText('This plan will be deleted.');
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User Plan deleted successfully')).toBeVisible();
  await expect(card.getByText('Unpaid')).toHaveCount(0);
});
