import type { Locator } from '@playwright/test';
import { ticketQrText } from '../../lib/model/museum/ticket-qr-text';
import type { RunningServer } from '../server/start';
import { wordsIn } from '../unit/support/shipped-messages';
import { expect, test } from './fixtures';
import { buyFromPopup, confirmedCode, doorPage, imagesVerified } from './pages/tickets';
import { ALL_DAY, publishHours } from './support/museum';
import {
  asListed,
  besideCaption,
  listingImage,
  PROMO_TILE,
  promoTile,
  SCREENSHOT,
  underCaption,
} from './support/store-images';

/**
 * The store listing's images (docs/STORES.md, "Listing"), from the real pages with the local
 * server's demo data, in a light browser of each listing language. `GATEHOUSE_SCREENSHOTS=1`
 * writes them to docs/store/; every run checks what a store reviewer would: the exact sizes, and
 * that the pages show the server's own records.
 */

/** Every row shown is a monitor the server holds, under its own name; how many there are. */
async function showsServerMonitors(rows: Locator, id: string, server: RunningServer) {
  const monitors = server.context.state.monitoring.monitors;
  const shown = await rows.evaluateAll(
    (elements, attribute) =>
      elements.map((row) => ({ id: row.getAttribute(attribute) ?? '', text: row.textContent })),
    id,
  );
  for (const row of shown) expect(row.text).toContain(monitors.get(row.id)?.name ?? `(${row.id})`);
  return shown.length;
}

for (const [language, browserLanguage] of [
  ['en', undefined],
  ['de', 'de-DE'],
] as const) {
  const say = wordsIn(language);
  const name = say('extName');

  test.describe(`the ${language} listing`, () => {
    test.use({ language: browserLanguage });

    test('the glance beside its caption, and the small promo tile, at the stores’ sizes', async ({
      openPopup,
      context,
      server,
    }) => {
      const popup = await openPopup();
      await asListed(popup, 'popup');
      const rows = popup.getByTestId('monitor-row');
      await expect(rows.first()).toBeVisible();
      await expect(popup.locator('.sparkline polyline').first()).toBeVisible();
      expect(await showsServerMonitors(rows, 'data-monitor-id', server)).toBeGreaterThan(5);
      const frame = await context.newPage();
      await listingImage(
        frame,
        SCREENSHOT,
        besideCaption(say('storeCaptionGlance'), name, await popup.screenshot()),
        `${language}-1-glance.png`,
      );

      const tile = promoTile(name, say('extDescription'));
      await listingImage(frame, PROMO_TILE, tile, `${language}-promo-tile.png`);
    });

    test('the options page’s monitor list under its caption, at 1280×800', async ({
      openPopup,
      openOptions,
      context,
      server,
    }) => {
      // The list shows the uptime a page has loaded (the popup loads it for the rows in view).
      const popup = await openPopup();
      await expect(popup.locator('.sparkline polyline').first()).toBeVisible();
      await popup.close();
      const page = await openOptions('#/monitors');
      await asListed(page, 'under-caption');
      const rows = page.getByTestId('list-monitors').getByTestId('record-row');
      await expect(rows.first()).toContainText('%');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await showsServerMonitors(rows, 'data-record-id', server)).toBeGreaterThan(5);
      await listingImage(
        await context.newPage(),
        SCREENSHOT,
        underCaption(say('storeCaptionMonitors'), name, await page.screenshot()),
        `${language}-2-monitors.png`,
      );
    });

    test('the door view with no network, its QR scannable, under its caption, at 1280×800', async ({
      openPopup,
      context,
      extensionId,
      server,
    }) => {
      const popup = await openPopup();
      // Open today only, all day: the one day on sale, so the door shows the day's ticket, no warning.
      await publishHours(server, popup, [ALL_DAY]);
      const code = await confirmedCode(await buyFromPopup(popup, 'general'));
      await expect.poll(() => imagesVerified(context)).toEqual([true]);
      const ticket = [...server.context.state.museum.tickets.values()][0];
      expect(ticket?.confirmationCode).toBe(code);
      await context.setOffline(true);
      const page = await context.newPage();
      await asListed(page, 'under-caption');
      await page.goto(`chrome-extension://${extensionId}/door.html`);
      const door = doorPage(page);
      await expect(door.code).toHaveText(code);
      await expect(page.locator('[data-testid^="warning-"]')).toHaveCount(0);
      expect(await door.scannedFromScreen()).toBe(ticket && ticketQrText(ticket));
      await listingImage(
        await context.newPage(),
        SCREENSHOT,
        underCaption(say('storeCaptionDoor'), name, await page.screenshot()),
        `${language}-3-door.png`,
      );
    });
  });
}
