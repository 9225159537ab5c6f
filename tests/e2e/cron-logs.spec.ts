import { CRON_RUN_MESSAGES } from '../../src/shared/logs/contract';
import { setupAdmin } from './support/api';
import { test, expect, expectAccessible, signIn } from './support/fixtures';
import { lookShotsAtWidths } from './support/shots';

// The scheduler is off: the only runs in the log are the ones the journey asks for.
test.use({ serverEnv: { JOBS: 'off' } });

test('an Admin runs a scheduled job now from Cron Logs: asked first, told the outcome, the run listed', async ({
  page,
  server,
}) => {
  const admin = await setupAdmin(server);
  await signIn(page, admin.email, { to: '/admin/cron-logs' });
  await expect(page.getByRole('heading', { name: 'Cron Logs' })).toBeVisible();
  await expect(page.getByText('No Data Available')).toBeVisible();
  const runNow = page.getByRole('button', { name: 'Run now' });
  await expect(runNow).toBeDisabled();
  await expectAccessible(page);

  await page.getByLabel('Job to run').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  // A job whose service is not set up is listed but cannot be picked.
  await expect(options.filter({ hasText: 'PaymentReconciliation' })).toHaveClass(/option-disabled/);
  await options.filter({ hasText: /^Housekeeping$/ }).click();
  await runNow.click();
  const confirm = page.getByRole('tooltip').filter({ hasText: 'Run Housekeeping now?' });
  await confirm.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByText(CRON_RUN_MESSAGES.ran)).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Housekeeping');
  await expect(rows.first()).toContainText('Success');
  await lookShotsAtWidths(page, 'cron-logs-run-now');
});
