import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { menuRoutes, sectionSettled } from './pages/options-sections';
import { buyFromPopup } from './pages/tickets';
import { screenshotPath, seriousA11yViolations } from './support/commands';
import { required } from './support/worker';

/**
 * The screens a new user meets, each in light and dark: every options section at 1280×800, the
 * Tickets page with several purchases, the popup at 400×600 with a bulk pause. Every one must pass
 * axe; with GATEHOUSE_SCREENSHOTS=1 each is also kept as a picture under __screenshots__/gallery/,
 * named <screen>-<en|de>-<light|dark>.png, to look at before a change to the look is committed.
 */

const SCHEMES = ['light', 'dark'] as const;

/** Whatever axe finds serious on one screen, by its picture's name; the picture, when asked for. */
async function look(page: Page, name: string, found: Record<string, string[]>, part?: Locator) {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    const violations = await seriousA11yViolations(page);
    if (violations.length) found[`${name}-${scheme}`] = violations;
    const path = screenshotPath(`gallery/${name}-${scheme}.png`);
    // Pictures at CSS size, cropped to what is drawn: small enough to keep many of.
    if (path) await (part ?? page).screenshot({ path, scale: 'css' });
  }
}

for (const [lang, language] of [
  ['en', 'en-US'],
  ['de', 'de-DE'],
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ language });

    test(`every options section, Tickets with purchases and a bulk pause pass axe in light and dark (${lang})`, async ({
      openOptions,
      openPopup,
      server,
    }) => {
      test.setTimeout(180_000);
      const found: Record<string, string[]> = {};

      const popup = await openPopup();
      await popup.setViewportSize({ width: 400, height: 600 });
      await popup.waitForSelector('body.loaded');
      const category = required(
        [...server.context.state.monitoring.categories.values()][0],
        'a category',
      );
      await popup.getByTestId('bulk-pause-open').click();
      await popup.getByTestId('bulk-pause-which').selectOption(`category:${category.id}`);
      await popup.getByTestId('bulk-pause-go').click();
      await expect(popup.getByTestId('paused-until')).toBeVisible();
      await look(popup, `popup-bulk-pause-${lang}`, found, popup.locator('.popup'));

      // Three purchases of different kinds, days and sizes, each from the popup in its own tab.
      for (const [kind, choice] of [
        ['general', {}],
        ['event', {}],
        ['general', { day: 1, quantity: 2 }],
      ] as const) {
        const bought = await buyFromPopup(popup, kind, choice);
        // A purchase of two is two tickets, each followed by its own status.
        for (const status of await bought.getByTestId('purchase-status').all())
          await expect(status).toHaveAttribute('data-state', 'bought');
      }

      const page = await openOptions('#/tickets');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByTestId('purchase-card').first()).toBeVisible();
      await look(page, `tickets-${lang}`, found);

      const routes = await menuRoutes(page);
      expect(routes.length).toBeGreaterThan(12);
      for (const route of routes.filter((route) => route !== '#/tickets')) {
        await page.evaluate((hash) => (location.hash = hash), route);
        await sectionSettled(page);
        await look(page, `options-${route.replace('#/', '')}-${lang}`, found);
      }
      expect(found).toEqual({});
    });

    test(`the popup and the options list with monitors in maintenance pass axe in light and dark (${lang})`, async ({
      openOptions,
      openPopup,
    }) => {
      const found: Record<string, string[]> = {};
      const popup = await openPopup();
      await popup.setViewportSize({ width: 400, height: 600 });
      // The demo's running window covers a monitor (tests/server/monitoring/seed-windows.ts).
      await expect(popup.locator('.monitor-row.status-maintenance').first()).toBeVisible();
      await look(popup, `popup-maintenance-${lang}`, found, popup.locator('.popup'));
      const options = await openOptions('#/monitors');
      await options.setViewportSize({ width: 1280, height: 800 });
      await expect(options.locator('.status-badge.tone-maintenance').first()).toBeVisible();
      await look(options, `options-monitors-maintenance-${lang}`, found);
      expect(found).toEqual({});
    });
  });
}
