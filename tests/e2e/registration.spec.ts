import { registerUser, setupAdmin } from './support/api';
import { expect, expectAccessible, test } from './support/fixtures';

test('a business that registers lands on onboarding', async ({ page, server }) => {
  await setupAdmin(server);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/registration$/);
  await expectAccessible(page);

  await page.getByLabel('Company name').fill('Sunrise Bakery');
  await page.getByLabel('Email').fill('owner@sunrise.example');
  // India is the default country code.
  await expect(page.getByLabel('Country code')).toBeVisible();
  await expect(page.getByText('+91', { exact: true })).toBeVisible();
  await page.getByLabel('Mobile number').fill('98765x01234');
  await expect(page.getByLabel('Mobile number')).toHaveValue('9876501234');
  await page.getByLabel('Password').fill('secret123');

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
  await expectAccessible(page, 'registration with a field error');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome to BizSuite, Sunrise Bakery!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tell us about your company' })).toBeVisible();
  await expectAccessible(page);

  // A new business has no apps yet: Home prompts to complete the details.
  await page.getByRole('button', { name: 'Skip for now and go to Home' }).click();
  await expect(page.getByText('Complete your details')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Powered by AI' })).toBeVisible();
  await expectAccessible(page);
});

test("registering with an e-mail already in use shows the server's message", async ({ page, server }) => {
  await setupAdmin(server);
  const existing = await registerUser(server);
  await page.goto('/auth/registration');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Company name').fill('Another Shop');
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Mobile number').fill('9123456780');
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'An account with this email already exists' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/registration$/);
  await expectAccessible(page, 'registration refused by the server');
});
