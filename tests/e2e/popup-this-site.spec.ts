import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { keepScreenshot, seriousA11yViolations, syncRound } from './support/commands';
import { backgroundWorker } from './support/extension';
import { required } from './support/worker';

/**
 * "Monitor this site". Headless Chromium has no toolbar to click, so nothing grants activeTab
 * here: the test page is served from 127.0.0.1, which the extension may read through its API
 * host permission (http://127.0.0.1/*), and the popup is opened in a window of its own over it,
 * as the toolbar opens it over the tab. What the test exercises is the popup reading the active
 * tab of the last focused normal window, the create through the outbox, and the server's state.
 */

const TITLE = 'Gatehouse test shop';
let site: Server;
let siteOrigin: string;

test.beforeEach(async () => {
  site = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>${TITLE}</title><h1>Shop</h1>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterEach(async () => {
  // The browser is still open and keeps its connection alive: close it, or close() waits.
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

/** The test page in the browser's normal window, as the tab the user is looking at. */
async function visitSite(context: BrowserContext) {
  const tab = context.pages()[0] ?? (await context.newPage());
  await tab.goto(`${siteOrigin}/products?page=2`);
  await tab.bringToFront();
  return tab;
}

/** The popup in a window of its own over the normal window, the way the toolbar opens it. */
async function openPopupOverSite(context: BrowserContext, extensionId: string, scheme = 'light') {
  const worker = await backgroundWorker(context);
  const opened = context.waitForEvent('page', (page) => page.url().endsWith('/popup.html'));
  await worker.evaluate(
    (url) => chrome.windows.create({ url, type: 'popup', width: 400, height: 600 }),
    `chrome-extension://${extensionId}/popup.html`,
  );
  const popup = await opened;
  await popup.emulateMedia({ colorScheme: scheme as 'light' | 'dark' });
  await popup.waitForSelector('body.loaded');
  return popup;
}

const monitorsOfSite = (server: RunningServer) =>
  [...server.context.state.monitoring.monitors.values()].filter((m) => m.uri === siteOrigin);
const createRequests = (server: RunningServer) =>
  server.context.log.entries.filter((e) => e.method === 'POST' && /\/monitors\/new$/.test(e.path));

async function firstSyncDone(popup: Page) {
  await expect(popup.getByTestId('monitor-row').first()).toBeVisible({ timeout: 30_000 });
}

/** The test page visited, then the popup over it once the first sync has listed monitors. */
async function popupOverSite(context: BrowserContext, extensionId: string, scheme = 'light') {
  await visitSite(context);
  const popup = await openPopupOverSite(context, extensionId, scheme);
  await firstSyncDone(popup);
  return popup;
}

test('"Monitor this site" adds exactly one monitor for the page\'s origin; the next popup shows its status', async ({
  context,
  extensionId,
  server,
}) => {
  const popup = await popupOverSite(context, extensionId);
  const strip = popup.getByTestId('this-site');
  await expect(strip).toContainText(`${new URL(siteOrigin).host} is not monitored.`);
  await popup.getByRole('button', { name: 'Monitor this site' }).click();
  await expect(strip).toContainText(`New HTTP monitor “${TITLE}” for ${siteOrigin}`);
  expect(await seriousA11yViolations(popup)).toEqual([]);

  // Two quick clicks, as an impatient user makes them: still one monitor.
  await popup.getByRole('button', { name: 'Add monitor' }).dblclick();
  await expect(popup.getByTestId('this-site-status')).toContainText('This site:');
  await expect.poll(() => monitorsOfSite(server).length).toBe(1);
  const created = required(monitorsOfSite(server)[0], 'the new monitor');
  expect({ name: created.name, type: created.type }).toEqual({ name: TITLE, type: 'http' });
  // Settled: the outbox row is gone, so nothing is left to send again.
  await expect(popup.getByTestId('this-site-status')).not.toContainText('not sent yet');
  expect(createRequests(server)).toHaveLength(1);
  await popup.close();

  const again = await openPopupOverSite(context, extensionId);
  const status = again.getByTestId('this-site-status');
  await expect(status).toHaveText(
    /^This site: Pending, (no uptime figure yet|\d+\.\d\d% over 1 day)$/,
  );
  await expect(again.getByRole('button', { name: 'Monitor this site' })).toHaveCount(0);
  // It opens the monitor it names, under the server's id.
  const detail = context.waitForEvent('page', (page) => page.url().includes('/options.html'));
  await status.click();
  expect((await detail).url()).toContain(`/options.html#/monitors/${created.id}`);
  expect(monitorsOfSite(server)).toHaveLength(1);
});

test('offline, the new monitor waits in the outbox and reaches the server once back online', async ({
  context,
  extensionId,
  server,
}) => {
  const popup = await popupOverSite(context, extensionId);
  await context.setOffline(true);
  await popup.getByRole('button', { name: 'Monitor this site' }).click();
  await popup.getByRole('button', { name: 'Add monitor' }).click();
  const status = popup.getByTestId('this-site-status');
  await expect(status).toContainText('This site: Pending');
  await expect(status).toContainText('not sent yet');
  expect(createRequests(server)).toHaveLength(0);

  await context.setOffline(false);
  await expect(status).not.toContainText('not sent yet', { timeout: 30_000 });
  expect(monitorsOfSite(server)).toHaveLength(1);
  expect(createRequests(server)).toHaveLength(1);
});

test('a site the server already monitors shows its status and uptime instead of the offer', async ({
  context,
  extensionId,
  server,
}) => {
  // Someone pointed an old, up monitor at this site (on the server, as another client would).
  const watched = required(
    [...server.context.state.monitoring.monitors.values()].find(
      (m) => m.status === 'up' && m.pause === 'active' && m.type === 'http',
    ),
    'active up http monitor',
  );
  watched.uri = `${siteOrigin}/health`;
  for (const scheme of ['light', 'dark'] as const) {
    const popup = await popupOverSite(context, extensionId, scheme);
    await syncRound(popup);
    await expect(popup.getByTestId('this-site-status')).toHaveText(
      /^This site: Up, \d+\.\d\d% over 7 days$/,
    );
    expect(await seriousA11yViolations(popup)).toEqual([]);
    await keepScreenshot(popup, `popup-this-site-status-${scheme}.png`, popup.locator('main'));
    await popup.close();
  }
  expect(createRequests(server)).toHaveLength(0);
});

test('the offer and its confirm step look like the product in light and dark', async ({
  context,
  extensionId,
}) => {
  for (const scheme of ['light', 'dark'] as const) {
    const popup = await popupOverSite(context, extensionId, scheme);
    await expect(popup.getByRole('button', { name: 'Monitor this site' })).toBeVisible();
    expect(await seriousA11yViolations(popup)).toEqual([]);
    await keepScreenshot(popup, `popup-this-site-offer-${scheme}.png`, popup.locator('main'));
    await popup.getByRole('button', { name: 'Monitor this site' }).click();
    await expect(popup.getByRole('button', { name: 'Add monitor' })).toBeVisible();
    await keepScreenshot(popup, `popup-this-site-confirm-${scheme}.png`, popup.locator('main'));
    await popup.close();
  }
});

test('pages that are not http(s) get no offer', async ({ context, extensionId }) => {
  const tab = context.pages()[0] ?? (await context.newPage());
  await tab.goto('about:blank');
  await tab.bringToFront();
  const popup = await openPopupOverSite(context, extensionId);
  await firstSyncDone(popup);
  await expect(popup.getByTestId('this-site')).toHaveCount(0);
});
