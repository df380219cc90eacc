import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { HIDE_CLOCK_TEXT, keepScreenshot, seriousA11yViolations } from './support/commands';

/**
 * What changes with the clock (sync age, incident times) is hidden, not masked, so the committed
 * picture still looks like the product; charts and uptime figures move a little from day to day,
 * which the pixel tolerance absorbs.
 */

for (const scheme of ['light', 'dark'] as const) {
  test(`the popup in ${scheme} mode looks like the product and passes axe`, async ({
    openPopup,
  }) => {
    const popup = popupPage(await openPopup());
    await popup.page.setViewportSize({ width: 400, height: 600 });
    await popup.page.emulateMedia({ colorScheme: scheme });
    await expect(popup.rows.first()).toBeVisible();
    await expect(popup.page.locator('.sparkline polyline').first()).toBeVisible();
    expect(await seriousA11yViolations(popup.page)).toEqual([]);
    await popup.page.addStyleTag({ content: HIDE_CLOCK_TEXT });
    await expect(popup.page).toHaveScreenshot(`popup-${scheme}.png`, { maxDiffPixelRatio: 0.03 });
  });
}

test('the first-run state says what to do and passes axe', async ({ openPopup }) => {
  const popup = popupPage(await openPopup());
  await expect(popup.rows.first()).toBeVisible();
  // Forget the build's demo connection: what a fresh store install looks like.
  await popup.page.evaluate(() =>
    chrome.storage.local.set({ monitoringBaseUrl: '', museumBaseUrl: '' }),
  );
  const fresh = popupPage(await openPopup());
  await fresh.page.setViewportSize({ width: 400, height: 600 });
  await expect(fresh.page.getByTestId('first-run-setup')).toContainText(
    'Connect your monitoring account',
  );
  await expect(fresh.page.getByRole('link', { name: 'Open Settings' }).first()).toBeVisible();
  // Nothing is connected, so nothing was synced: the data the old connection left says nothing.
  await expect(fresh.page.getByTestId('overall-state')).toHaveText('Not connected');
  await expect(fresh.page.getByTestId('last-synced')).toHaveCount(0);
  // Nothing looks every few minutes yet: the footer does not say it does.
  await expect(fresh.page.getByTestId('status-panel')).toHaveCount(0);
  expect(await seriousA11yViolations(fresh.page)).toEqual([]);
  await keepScreenshot(fresh.page, 'popup-first-run.png', fresh.page.locator('main'));
});

test('offline, the popup says so once, shows the saved list and passes axe', async ({
  context,
  openPopup,
}) => {
  const online = popupPage(await openPopup());
  await expect(online.page.locator('.sparkline polyline').first()).toBeVisible();
  await online.page.close();
  await context.setOffline(true);
  const popup = popupPage(await openPopup());
  await popup.page.setViewportSize({ width: 400, height: 600 });
  await expect(popup.overall).toHaveText('Offline — showing saved data');
  await expect(popup.page.locator('.sparkline polyline').first()).toBeVisible();
  // Nothing is looked at while offline: the footer neither says connected nor how often it looks.
  await expect(popup.page.locator('.popup-footer')).not.toContainText('connected');
  await expect(popup.page.getByTestId('status-interval')).toHaveCount(0);
  expect(await seriousA11yViolations(popup.page)).toEqual([]);
  await popup.page.addStyleTag({ content: HIDE_CLOCK_TEXT });
  await keepScreenshot(popup.page, 'popup-offline.png');
});

test.describe('a big account', () => {
  test.use({ monitorCount: 10_000 });

  test('with 10,000 monitors the rows keep their columns and the popup passes axe', async ({
    openPopup,
  }) => {
    test.setTimeout(180_000);
    const popup = popupPage(await openPopup());
    await popup.page.setViewportSize({ width: 400, height: 600 });
    await expect(popup.overall).not.toHaveText('Loading monitors…', { timeout: 90_000 });
    await expect(popup.page.locator('.sparkline polyline').first()).toBeVisible();
    const chartX = await popup.rows.evaluateAll((rows) =>
      rows.map((row) => row.querySelector('.sparkline')?.getBoundingClientRect().left),
    );
    expect(new Set(chartX).size).toBe(1);
    expect(await seriousA11yViolations(popup.page)).toEqual([]);
    await popup.page.addStyleTag({ content: HIDE_CLOCK_TEXT });
    await keepScreenshot(popup.page, 'popup-10000-monitors.png');
  });
});
