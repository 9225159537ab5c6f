import { registerUser, setupAdmin } from './support/api';
import { expect, expectAccessible, signIn, signInWithForm, test } from './support/fixtures';

const meStatus = (baseURL: string, token: string | null) =>
  fetch(`${baseURL}/api/Account/Me`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);

test('Sign Out clears the session and state', async ({ page, server }) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  await page.goto('/auth/login');
  // A device preference that signing out keeps.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await signInWithForm(page, user.email);
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate(() => localStorage.setItem('onboarding', '{"step":2}'));
  // The session lives as long as the tab: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expectAccessible(page);

  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('User');
  expect(await meStatus(server.url, token)).toBe(200);

  // The theme the device has now (the accessibility check goes on in the theme it checked last).
  const theme = await page.evaluate(() => localStorage.getItem('theme'));
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const storage = await page.evaluate(() => ({
    session: Object.keys(sessionStorage),
    local: Object.fromEntries(Object.entries(localStorage)),
  }));
  expect(storage.session).toEqual([]);
  expect(storage.local).toEqual({ theme });
  await expectAccessible(page, 'the login screen after signing out');
  // The server revoked the token: it no longer opens anything.
  expect(await meStatus(server.url, token)).toBe(401);
  // And the renderer's state is gone: protected pages send to login again.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a session the server no longer honours (401) ends in a sign-out', async ({ page, server }) => {
  await setupAdmin(server);
  const user = await registerUser(server);
  await signIn(page, user.email);
  await expect(page).toHaveURL(/\/home$/);
  await expectAccessible(page);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  // Revoke the token behind the renderer's back (as a password change elsewhere would).
  await fetch(`${server.url}/api/Account/Logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });

  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'the login screen after a refused session');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});
