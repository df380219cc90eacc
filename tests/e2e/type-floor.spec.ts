import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { menuRoutes, sectionSettled } from './pages/options-sections';
import { popupPage } from './pages/popup';
import { buyFromPopup, confirmedCode, doorPage } from './pages/tickets';
import { openExtensionPage } from './support/extension';
import { PHONE_HEIGHT } from './support/phone';
import { textUnderFloor } from './support/type-floor';
import { tableRows } from './support/worker';

/**
 * The house's type floor (components/theme.css): no visible text on any page below 13 px, but
 * what the scale marks secondary, which may be 12 px. Each page is measured as a user first sees
 * it, with its data in; the offenders are listed by page, element, text and size.
 */

/** The glance with its rows and charts drawn. */
async function glanceDrawn(page: Page) {
  await expect(popupPage(page).rows.first()).toBeVisible();
  await expect(page.locator('.sparkline polyline').first()).toBeVisible();
}

test('the popup and the side panel set no text below the floor', async ({
  context,
  extensionId,
  openPopup,
}) => {
  const popup = await openPopup();
  await popup.setViewportSize({ width: 400, height: 600 });
  await glanceDrawn(popup);
  const panel = await openExtensionPage(context, extensionId, 'sidepanel.html');
  await panel.setViewportSize({ width: 360, height: 900 });
  await glanceDrawn(panel);
  expect({ popup: await textUnderFloor(popup), sidePanel: await textUnderFloor(panel) }).toEqual({
    popup: [],
    sidePanel: [],
  });
});

test('every options section, a record’s detail and a new form set no text below the floor', async ({
  context,
  openOptions,
}) => {
  const page = await openOptions('#/connections');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await tableRows(context, 'monitors')).length).toBeGreaterThan(0);
  const monitor = (await tableRows<{ id: string }>(context, 'monitors'))[0]?.id ?? '';
  const menu = await menuRoutes(page);
  const routes = [...menu, `#/monitors/${monitor}`, '#/monitors/new'];
  expect(routes.length).toBeGreaterThan(14);
  const found: Record<string, string[]> = {};
  for (const route of routes) {
    await page.evaluate((hash) => (location.hash = hash), route);
    await sectionSettled(page);
    const under = await textUnderFloor(page);
    if (under.length) found[route] = under;
  }
  expect(found).toEqual({});
});

test('the Tickets page with a purchase, its buy form and the door set no text below the floor', async ({
  context,
  extensionId,
  openPopup,
}) => {
  const tickets = await buyFromPopup(await openPopup(), 'general');
  await confirmedCode(tickets);
  await tickets.setViewportSize({ width: 1280, height: 800 });
  await expect(tickets.getByTestId('purchase-card')).toHaveCount(1);
  const found: Record<string, string[]> = { tickets: await textUnderFloor(tickets) };
  await tickets.getByTestId('buy-ticket-toggle').click();
  await expect(tickets.getByTestId('buy-ticket-form')).toBeVisible();
  found.buyForm = await textUnderFloor(tickets);

  const door = doorPage(await context.newPage());
  for (const [width, height] of [
    [1280, 800],
    [390, PHONE_HEIGHT],
  ] as const) {
    await door.page.setViewportSize({ width, height });
    await door.page.goto(`chrome-extension://${extensionId}/door.html`);
    await expect(door.code).toBeVisible();
    found[`door ${width} px`] = await textUnderFloor(door.page);
  }
  expect(found).toEqual({ tickets: [], buyForm: [], 'door 1280 px': [], 'door 390 px': [] });
});
