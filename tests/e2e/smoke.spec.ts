import { expect, test } from './fixtures';
import { backgroundWorker } from './support/extension';

test('the popup names the version the background reports, and no connection trouble', async ({
  openPopup,
}) => {
  const popup = await openPopup();
  await expect(popup.getByTestId('settings-link')).toHaveAttribute(
    'title',
    'Settings · Gatehouse 0.1.0',
  );
  // The e2e build is made with demo addresses and credentials (see package.json "build:e2e"):
  // once the first contact worked, the footer says only how often Gatehouse looks.
  await expect(popup.getByTestId('monitor-row').first()).toBeVisible();
  await expect(popup.getByTestId('status-panel')).toHaveText('Updates every 5 minutes');
  await expect(popup.getByTestId('status-panel')).not.toContainText(/Gatehouse|0\.1\.0/);
});

test('a setting saved in the options page is what the popup then shows, and the sync alarm follows it', async ({
  context,
  openOptions,
  openPopup,
}) => {
  const options = await openOptions('#/sync');
  const interval = options.getByLabel('Check for changes every (minutes)');
  await expect(interval).toHaveValue('5');
  await interval.fill('0');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByText('at least 1')).toBeVisible();
  await interval.fill('15');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByText('Saved')).toBeVisible();
  // The background now checks every 15 minutes: its sync alarm says so.
  const worker = await backgroundWorker(context);
  // SYNC_ALARM in lib/background/sync/pull-schedule.ts (not imported: that module needs the extension's browser).
  await expect
    .poll(() => worker.evaluate(() => chrome.alarms.get('gatehouse-sync')))
    .toMatchObject({ periodInMinutes: 15 });

  const popup = await openPopup();
  await expect(popup.getByTestId('status-interval')).toHaveText('Updates every 15 minutes');
});
