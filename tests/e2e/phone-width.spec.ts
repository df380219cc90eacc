import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { doorPage } from './pages/tickets';
import { keepScreenshot } from './support/commands';
import { PHONE_HEIGHT, PHONE_WIDTHS, phoneFit } from './support/phone';

/*
 * The Tickets page and the door on a phone: Firefox for Android opens them as tabs 360–412 px
 * wide, where a visitor buys a ticket and shows it at the door. Nothing may scroll sideways, the
 * actions take a finger, and the text stays readable — in either language, whose words differ in
 * length. (tests/e2e-firefox/phone.e2e.ts drives the same pages by touch in Firefox.)
 */

/** What a finger taps on each page: its navigation and main actions. */
const TICKETS_TAPPED =
  'nav a, [data-testid="buy-ticket-toggle"], [data-testid="ticket-link"], a[href="/door.html"]';
const FORM_TAPPED =
  '.buy-ticket select, .buy-ticket input:not([type="radio"]), .buy-ticket button, .buy-ticket label:has([type="radio"]), .purchase-status a, .purchase-status button';
const DOOR_TAPPED =
  '[data-testid="door-previous"], [data-testid="door-next"], .door-warnings button';

const FITS = { scrollsSideways: false, smallTargets: [], smallText: [] };

/** Buys a general ticket on the Tickets page open in `page`, by ids rather than words. */
async function buyGeneral(page: Page) {
  await page.getByTestId('buy-ticket-toggle').click();
  await page.getByTestId('ticket-kind-general').check();
  await page.locator('#ticket-email').fill('visitor@example.com');
  await page.getByTestId('buy-ticket-submit').click();
  await expect(page.getByTestId('purchase-status')).toHaveAttribute('data-state', 'bought');
}

for (const language of ['en-US', 'de-DE'] as const) {
  test.describe(language, () => {
    test.use({ language });
    const lang = language.slice(0, 2);

    test(`the Tickets page, its buy form and the door fit 360, 390 and 412 px (${lang})`, async ({
      context,
      extensionId,
    }) => {
      const page = await context.newPage();
      await page.setViewportSize({ width: PHONE_WIDTHS[0], height: PHONE_HEIGHT });
      await page.goto(`chrome-extension://${extensionId}/options.html#/tickets`);
      await buyGeneral(page);
      await buyGeneral(page);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: PHONE_HEIGHT });
        await page.goto(`chrome-extension://${extensionId}/options.html#/tickets`);
        await expect(page.getByTestId('ticket-list').getByTestId('ticket-link')).toHaveCount(2);
        expect(await phoneFit(page, TICKETS_TAPPED), `Tickets at ${width}`).toEqual(FITS);
        await page.getByTestId('buy-ticket-toggle').click();
        await expect(page.getByTestId('buy-ticket-form')).toBeVisible();
        expect(await phoneFit(page, FORM_TAPPED), `buy form at ${width}`).toEqual(FITS);
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await keepScreenshot(page, `phone-tickets-${width}-${lang}-${scheme}.png`);
        }
        await page.emulateMedia({ colorScheme: null });

        await page.goto(`chrome-extension://${extensionId}/door.html`);
        await expect(doorPage(page).qr).toBeVisible();
        expect(await phoneFit(page, DOOR_TAPPED), `door at ${width}`).toEqual(FITS);
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await keepScreenshot(page, `phone-door-${width}-${lang}-${scheme}.png`);
        }
        await page.emulateMedia({ colorScheme: null });
      }
    });
  });
}
