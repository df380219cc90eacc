import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { keepScreenshot } from './support/commands';
import { openExtensionPage } from './support/extension';
import { measureGlanceFit } from './support/glance-fit';
import { required } from './support/worker';

/**
 * The glance at every width it is drawn at: Firefox's sidebar opens at 252 px and may be made
 * 240 px; Chrome's side panel is never narrower than 320 px; Firefox for Android opens the popup
 * as a page on phones 360–412 px wide.
 */
const PANEL_WIDTHS = [240, 252, 320, 360, 390, 412];
const PHONE_WIDTHS = [360, 390, 412];

/** Names long enough to need cutting at any width, as people name monitors. */
const LONG_NAMES = [
  'Payments webhook receiver, partner API, eu-west-1',
  'Zahlungseingang Partnerschnittstelle Produktion',
  'https://status.example.org/api/v2/health?region=eu',
];

/** What moves with the clock is hidden from the pictures (as in popup-look.spec.ts). */
const HIDE_CLOCK_TEXT = '[data-testid="last-synced"], .incidents .muted { visibility: hidden; }';

/** Copies of a down monitor under long names: listed first, so they are in view. */
function addLongNames(server: RunningServer) {
  const monitors = server.context.state.monitoring.monitors;
  const down = required(
    [...monitors.values()].find((m) => m.status === 'down' && m.pause === 'active'),
    'a down monitor',
  );
  for (const [at, name] of LONG_NAMES.entries())
    monitors.set(`mon_long_${at}`, { ...down, id: `mon_long_${at}`, name });
}

/** The glance at `width`, with the bulk pause form open so it is measured too. */
async function atWidth(page: Page, width: number, height = 800) {
  await page.setViewportSize({ width, height });
  const popup = popupPage(page);
  await expect(popup.row(LONG_NAMES[0] ?? '')).toBeVisible();
  await expect(page.getByTestId('museum-strip')).toBeVisible();
  await expect(page.getByTestId('incident-strip')).toBeVisible();
  return popup;
}

async function expectFits(page: Page, width: number) {
  const fit = await measureGlanceFit(page);
  expect(fit.scrollWidth, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(
    fit.clientWidth,
  );
  expect(fit.scrollingSideways, `boxes that scroll sideways at ${width} px`).toEqual([]);
  expect(fit.outside, `important parts outside the page at ${width} px`).toEqual([]);
  expect(fit.names.length, 'monitor names in view').toBeGreaterThan(3);
  for (const name of fit.names)
    expect(
      name.width,
      `"${name.text}" at ${width} px: room for 12 characters`,
    ).toBeGreaterThanOrEqual(fit.twelveCharacters);
}

async function openBulkPauseForm(page: Page) {
  if (await page.getByTestId('bulk-pause-form').isVisible()) return;
  await page.getByTestId('bulk-pause-open').click();
  await expect(page.getByTestId('bulk-pause-form')).toBeVisible();
}

test('the side panel fits every width from 240 px to a phone’s, names readable', async ({
  context,
  extensionId,
  server,
}) => {
  addLongNames(server);
  const page = await openExtensionPage(context, extensionId, 'sidepanel.html');
  await popupPage(page).refresh.click();
  await openBulkPauseForm(page);
  for (const width of PANEL_WIDTHS) {
    await atWidth(page, width);
    await expectFits(page, width);
  }
});

test('the popup fits 400 × 600 and a phone’s width, where Firefox for Android opens it', async ({
  openPopup,
  server,
}) => {
  addLongNames(server);
  const page = await openPopup();
  await popupPage(page).refresh.click();
  await openBulkPauseForm(page);
  await atWidth(page, 400, 600);
  await expectFits(page, 400);
  for (const width of PHONE_WIDTHS) {
    await atWidth(page, width);
    await expectFits(page, width);
  }
});

for (const language of ['en', 'de'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ language: language === 'de' ? 'de-DE' : 'en-US' });
    test(`the narrow glance in ${language}, light and dark, as pictures`, async ({
      context,
      extensionId,
      server,
    }) => {
      addLongNames(server);
      const page = await openExtensionPage(context, extensionId, 'sidepanel.html');
      await popupPage(page).refresh.click();
      for (const width of [252, 360]) {
        await atWidth(page, width);
        await expectFits(page, width);
        await page.addStyleTag({ content: HIDE_CLOCK_TEXT });
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await keepScreenshot(page, `glance-${width}-${language}-${scheme}.png`);
        }
      }
    });
  });
}
