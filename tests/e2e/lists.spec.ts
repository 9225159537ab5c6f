import { setupAdmin } from './support/api';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

test('a log list sends its days as YYYY-MM-DD HH:mm:ss and opens an outdated link without its bad filters', async ({
  page,
  server,
}) => {
  const admin = await setupAdmin(server);
  await signIn(page, admin.email);
  await expect(page).toHaveURL(/\/admin$/);
  await expectAccessible(page);

  // The URL holds days as DD-MM-YYYY (spec 03); `isSuccess=maybe` is no value the contract knows.
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/CronLog');
  await page.goto('/admin/cron-logs?StartDate=01-03-2026&EndDate=02-03-2026&isSuccess=maybe');
  const query = new URL((await request).url()).searchParams;
  // Spec 00 sections 7 and 9: logs take their dates as YYYY-MM-DD HH:mm:ss, whole days.
  expect(query.get('StartDate')).toBe('2026-03-01 00:00:00');
  expect(query.get('EndDate')).toBe('2026-03-02 23:59:59');
  expect(query.has('isSuccess')).toBe(false);
  await expect(page.getByText('No Data Available')).toBeVisible();
  await expectAccessible(page);
});
