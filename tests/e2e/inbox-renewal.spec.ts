import { accountContract } from '../../src/shared/account/contract';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { INBOX_MESSAGES as M } from '../../src/shared/inbox/schemas';
import { logsContract as logs } from '../../src/shared/logs/contract';
import { day, planBody, RAZORPAY, razorpayEnv } from '../billing/support';
import { startRazorpayFake, type RazorpayFake } from '../fakes/razorpay/api';
import { startWhatsAppFake, type WhatsAppFake } from '../fakes/whatsapp/cloud-api';
import { apiClient, PASSWORD, registerUser } from './support/api';
import { test as base, expect, expectAccessible, signIn } from './support/fixtures';
import { lookShotsAtWidths } from './support/shots';

const PLATFORM_NUMBER = '100000';

/**
 * The platform number sends its renewal template through the WhatsApp fake, and the reminder's
 * payment link is the Razorpay fake's. Jobs are off: the journey runs the reminders job itself.
 */
const test = base.extend<{ whatsapp: WhatsAppFake; razorpay: RazorpayFake }>({
  // eslint-disable-next-line no-empty-pattern
  whatsapp: async ({}, use) => {
    const fake = await startWhatsAppFake({ token: 'platform-token', phoneNumberId: PLATFORM_NUMBER });
    await use(fake);
    await fake.close();
  },
  // eslint-disable-next-line no-empty-pattern
  razorpay: async ({}, use) => {
    const fake = await startRazorpayFake(RAZORPAY);
    await use(fake);
    await fake.close();
  },
  serverEnv: async ({ whatsapp, razorpay }, use) =>
    use({
      JOBS: 'off',
      WHATSAPP_API_BASE: `${whatsapp.url}/v21.0`,
      WHATSAPP_TOKEN: 'platform-token',
      WHATSAPP_PHONE_NUMBER_ID: PLATFORM_NUMBER,
      WHATSAPP_RENEWAL_TEMPLATE: 'plan_renewal',
      WHATSAPP_PAYMENT_TEMPLATE: 'plan_payment',
      ...razorpayEnv(razorpay.url),
    }),
});

test('an Admin renews a plan from its renewal chat: refused before payment, "Plan renewed successfully" after', async ({
  page,
  server,
  razorpay,
}) => {
  // A paid Gold plan ends in 3 days; Gold renews into Gold Renewal.
  const { client: admin } = apiClient(server);
  await admin.call(accountContract.setup, {
    body: { userName: 'Asha Admin', email: 'admin@example.com', password: PASSWORD },
  });
  const owner = await registerUser(server, 'Mira Mirrors');
  const { client: asOwner } = apiClient(server);
  await asOwner.call(accountContract.login, { body: { login: owner.email, password: PASSWORD } });
  const { id: userId } = (await asOwner.call(accountContract.me)).data;
  const packageBody = {
    validity: 1,
    validityType: 'yearly',
    planType: 'package',
    gst: 18,
    post: 30,
  } as const;
  const { data: renewalPkg } = await admin.call(billing.createPackage, {
    body: { ...packageBody, name: 'Gold Renewal', price: 89900 },
  });
  const { data: gold } = await admin.call(billing.createPackage, {
    body: { ...packageBody, name: 'Gold', price: 99900, renewalPlanId: renewalPkg.id },
  });
  const paidLongAgo = { paymentDate: day(-300), paymentMethodId: 1, invoiceDate: day(-300) };
  await admin.call(billing.addUserPlan, {
    body: planBody(userId, gold.id, { ...paidLongAgo, startDate: day(-300), endDate: day(3) }),
  });

  // Billing's reminders job, run now: the renewal reminder goes out with a payment link.
  const run = await admin.call(logs.runCronJob, { params: { cronType: 'BillingReminders' } });
  expect(run.data.isSuccess).toBe(true);
  const renewal = (await admin.call(billing.userPlans, { query: { userId } })).data.find(
    (p) => p.status === 0,
  )!;
  const link = razorpay.linkByReference(String(renewal.paymentLogId))!;
  expect(link.short_url).toBe(renewal.paymentLink);

  await signIn(page, 'admin@example.com', { to: '/admin/renewal-reminder' });
  await expect(page.getByRole('heading', { name: 'Renewal Reminder Logs' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Chats' })
    .getByRole('link', { name: /^Mira Mirrors/ })
    .click();
  const panel = page.locator('.ant-card').filter({ hasText: 'Payment link' });
  await expect(panel.getByText('Gold Renewal')).toBeVisible();
  await expect(panel.getByRole('link', { name: link.short_url })).toBeVisible();
  await expect(panel.getByText('Unpaid', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Not paid yet: the server asks the gateway and says so; the plan stays unpaid.
  const renew = panel.getByRole('button', { name: 'Renew', exact: true });
  await renew.click();
  await expect(page.getByText(M.notPaid)).toBeVisible();
  await expect(panel.getByText('Unpaid', { exact: true })).toBeVisible();

  // The customer pays the link at the gateway; Renew settles it.
  razorpay.pay(link.id);
  await renew.click();
  await expect(page.getByText(M.renewed)).toBeVisible();
  await expect(panel.getByText('Paid', { exact: true })).toBeVisible();
  await expect(panel.getByText('Paid on')).toBeVisible();
  // Renewed once: the button says so and takes no second click.
  await expect(panel.getByRole('button', { name: 'Renewed' })).toBeDisabled();
  await lookShotsAtWidths(page, 'inbox-renewal-paid');
  const plans = (await admin.call(billing.userPlans, { query: { userId } })).data;
  expect(plans.find((p) => p.id === renewal.id)).toMatchObject({ status: 1, isActive: true });
});
