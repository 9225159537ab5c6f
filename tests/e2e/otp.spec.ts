import { startSmsFake } from '../fakes/sms/gateway';
import { registerUser, setupAdmin } from './support/api';
import { test as base, expect, expectAccessible } from './support/fixtures';

const SMS_KEY = 'e2e-sms-key';

/** The server sends its codes to a loopback fake of the SMS gateway, which records them. */
const test = base.extend<{ sms: Awaited<ReturnType<typeof startSmsFake>> }>({
  // eslint-disable-next-line no-empty-pattern
  sms: async ({}, use) => {
    const sms = await startSmsFake(SMS_KEY);
    await use(sms);
    await sms.close();
  },
  serverEnv: async ({ sms }, use) => use({ SMS_GATEWAY_URL: sms.url, SMS_GATEWAY_KEY: SMS_KEY }),
});

test('a User signs in with a code sent to their mobile number', async ({ page, server, sms }) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Login with OTP' }).click();
  await expect(page).toHaveURL(/\/auth\/login-with-otp$/);
  await expectAccessible(page);
  await page.getByLabel('Mobile number').fill(user.mobileNumber);
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page).toHaveURL(/\/auth\/otp$/);
  await expect(page.getByText(`+91 ${user.mobileNumber}`)).toBeVisible();
  const message = String(sms.requests.at(-1)?.body?.message ?? '');
  const code = /\b(\d{6})\b/.exec(message)?.[1];
  expect(code, `the SMS "${message}" carries a 6-digit code`).toBeTruthy();

  // A wrong code is refused with the server's message.
  await page.getByLabel('One-time code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect code' })).toBeVisible();
  await expectAccessible(page, 'the code page with a refused code');

  await page.getByLabel('One-time code').fill(code!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await expectAccessible(page);
});
