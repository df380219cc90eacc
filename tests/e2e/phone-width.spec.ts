import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { doorPage } from './pages/tickets';
import { HIDE_CLOCK_TEXT, keepScreenshot } from './support/commands';
import {
  DOOR_TAPPED,
  emulateTouchScreen,
  FITS,
  FORM_TAPPED,
  PHONE_HEIGHT,
  PHONE_WIDTHS,
  POPUP_TAPPED,
  phoneFit,
  TICKETS_TAPPED,
} from './support/phone';

/*
 * The Tickets page and the door on a phone: Firefox for Android opens them as tabs 360–412 px
 * wide, where a visitor buys a ticket and shows it at the door. Nothing may scroll sideways, the
 * actions take a finger, and the text stays readable — in either language, whose words differ in
 * length. (tests/e2e-firefox/phone.e2e.ts drives the same pages by touch in Firefox.)
 */

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
        await expect(page.getByTestId('purchase-card')).toHaveCount(2);
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

    test(`the popup as a phone's page, by touch, fits 360, 390 and 412 px, fills the screen, its search naming no key (${lang})`, async ({
      context,
      extensionId,
    }) => {
      const page = await context.newPage();
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: PHONE_HEIGHT });
        await page.goto(`chrome-extension://${extensionId}/popup.html`);
        await emulateTouchScreen(page);
        await expect(page.getByTestId('incident-strip')).toBeVisible();
        await expect(page.getByTestId('museum-strip')).toBeVisible();
        await expect(page.getByTestId('monitor-row').first()).toBeVisible();
        expect(await phoneFit(page, POPUP_TAPPED), `popup at ${width}`).toEqual(FITS);
        // The whole screen, not a desktop popup's 600 px with the rest left empty.
        const popupBottom = await page
          .locator('.popup')
          .evaluate((popup) => popup.getBoundingClientRect().bottom);
        expect(popupBottom, `popup at ${width}`).toBeGreaterThanOrEqual(PHONE_HEIGHT - 1);
        // No "/" key to press: the placeholder, as drawn once the search is used, does not name it.
        const search = page.getByTestId('search');
        await search.fill('x');
        await search.fill('');
        await expect(search).toHaveAttribute('placeholder', /^[^/]+$/);
        if (width !== PHONE_WIDTHS[1]) continue;
        await page.addStyleTag({ content: HIDE_CLOCK_TEXT });
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await keepScreenshot(page, `phone-popup-${width}-${lang}-${scheme}.png`);
        }
        await page.emulateMedia({ colorScheme: null });
      }
    });
  });
}

test('on a phone, going to another page of the options keeps the reader’s place and shows its link', async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: PHONE_HEIGHT });
  await page.goto(`chrome-extension://${extensionId}/options.html#/connections`);
  const nav = page.getByRole('navigation');
  await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', /connections/);
  // Scrolled down a page long enough to stay scrolled, as a long list is. The header's sync line
  // may still change height (a sync landing); the browser's scroll anchoring would then move
  // scrollY by that much, which is not what this test is about: it is turned off.
  await page.addStyleTag({
    content: 'main.options { padding-bottom: 3000px; } html { overflow-anchor: none; }',
  });
  await page.evaluate(() => scrollTo(0, 1500));
  await page.evaluate(() => {
    location.hash = '#/tickets';
  });
  const current = nav.locator('[aria-current="page"]');
  await expect(current).toHaveAttribute('href', /tickets/);
  // The nav has brought the link into its row, and the page stayed where the reader was.
  await expect
    .poll(() =>
      current.evaluate((link) => {
        const row = (link.closest('nav') as HTMLElement).getBoundingClientRect();
        const box = link.getBoundingClientRect();
        return box.left >= row.left - 0.5 && box.right <= row.right + 0.5;
      }),
    )
    .toBe(true);
  expect(await page.evaluate(() => scrollY)).toBe(1500);
});
