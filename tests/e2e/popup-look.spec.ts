import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { seriousA11yViolations } from './support/commands';

/**
 * What changes with the clock (sync age, incident times) is hidden, not masked, so the committed
 * picture still looks like the product; charts and uptime figures move a little from day to day,
 * which the pixel tolerance absorbs.
 */
const HIDE_CLOCK_TEXT = '[data-testid="last-synced"], .incidents .muted { visibility: hidden; }';

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
  await popup.page.evaluate(() => chrome.storage.local.set({ monitoringBaseUrl: '' }));
  const fresh = popupPage(await openPopup());
  await expect(fresh.page.getByTestId('first-run-setup')).toContainText(
    'Connect your monitoring account',
  );
  await expect(fresh.page.getByRole('link', { name: 'Open Settings' }).first()).toBeVisible();
  expect(await seriousA11yViolations(fresh.page)).toEqual([]);
});
