import type { BrowserContext, Page } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { keepScreenshot, seriousA11yViolations } from './support/commands';
import { backgroundWorker, openExtensionPage } from './support/extension';
import { required } from './support/worker';

/** A side panel's size: tall and narrow. */
const PANEL = { width: 360, height: 900 };

const downActive = (server: RunningServer) =>
  [...server.context.state.monitoring.monitors.values()].filter(
    (m) => m.status === 'down' && m.pause !== 'paused',
  );

/** Where the glance is open in Chrome's real side panel, as the browser lists its contexts. */
async function sidePanelUrls(context: BrowserContext) {
  const worker = await backgroundWorker(context);
  return worker.evaluate(async () =>
    (
      await chrome.runtime.getContexts({
        contextTypes: ['SIDE_PANEL' as chrome.runtime.ContextType],
      })
    ).map((c) => c.documentUrl?.split('/').pop()),
  );
}

async function openPanel(context: BrowserContext, extensionId: string): Promise<Page> {
  const page = await openExtensionPage(context, extensionId, 'sidepanel.html');
  await page.setViewportSize(PANEL);
  return page;
}

test('the side panel shows the glance, down first, and follows a sync without reloading', async ({
  context,
  extensionId,
  openPopup,
  server,
}) => {
  const panel = popupPage(await openPanel(context, extensionId));
  const down = downActive(server).length;
  await expect(panel.overall).toHaveText(`${down} monitors down`);
  await expect
    .poll(async () => (await panel.rowStatuses()).slice(0, down))
    .toEqual(Array(down).fill('Down'));
  // The list takes the panel's height, not the popup's 330 px.
  expect((await panel.page.getByTestId('monitor-list').boundingBox())?.height).toBeGreaterThan(600);
  await expect(panel.page.getByTestId('keep-open')).toHaveCount(0);
  await panel.page.evaluate(() => Object.assign(window, { notReloaded: true }));

  const goingDown = required(
    [...server.context.state.monitoring.monitors.values()].find(
      (m) => m.status === 'up' && m.pause === 'active',
    ),
    'an up monitor',
  );
  // CONTRACT.md: PATCH /__control/monitors/{id}; the sync is asked for from the popup.
  await fetch(`${server.url}/__control/monitors/${goingDown.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'down' }),
  });
  const popup = popupPage(await openPopup());
  await popup.refresh.click();

  await expect(panel.overall).toHaveText(`${down + 1} monitors down`);
  await expect
    .poll(async () => (await panel.rowNames()).slice(0, down + 1))
    .toContain(goingDown.name);
  expect(await panel.page.evaluate(() => 'notReloaded' in window)).toBe(true);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the side panel in ${scheme} mode passes axe`, async ({ context, extensionId }) => {
    const panel = popupPage(await openPanel(context, extensionId));
    await panel.page.emulateMedia({ colorScheme: scheme });
    await expect(panel.page.locator('.sparkline polyline').first()).toBeVisible();
    expect(await seriousA11yViolations(panel.page)).toEqual([]);
    await keepScreenshot(panel.page, `sidepanel-${scheme}.png`);
  });
}

test('“Keep open beside pages” opens the glance in the side panel and closes the popup', async ({
  context,
  openPopup,
  openOptions,
  server,
}) => {
  const popup = popupPage(await openPopup());
  await popup.loaded();
  expect(await sidePanelUrls(context)).toEqual([]);
  const closed = popup.page.waitForEvent('close');
  await popup.page.getByRole('button', { name: 'Keep open beside pages' }).click();
  await closed;
  await expect.poll(() => sidePanelUrls(context)).toEqual(['sidepanel.html']);
  // What the real panel shows, read from another page of the extension (they share a process).
  const options = await openOptions();
  const panelSays = () =>
    options.evaluate(() => {
      const panel = chrome.extension
        .getViews()
        .find((view) => view.location.pathname === '/sidepanel.html');
      return panel?.document.querySelector('[data-testid="overall-state"]')?.textContent;
    });
  await expect.poll(panelSays).toBe(`${downActive(server).length} monitors down`);
});

test('the keyboard command is registered on Alt+Shift+G', async ({ context }) => {
  // Headless Chromium does not route browser shortcuts to extensions; the handler itself is
  // tested in tests/integration/background/main.test.ts. This proves the key was free.
  const worker = await backgroundWorker(context);
  const commands = await worker.evaluate(() => chrome.commands.getAll());
  expect(commands).toContainEqual(
    expect.objectContaining({
      name: 'open-side-panel',
      shortcut: 'Alt+Shift+G',
      description: 'Keep Gatehouse open beside pages',
    }),
  );
});

test('Settings’ “Toolbar button opens the side panel” is applied by the background', async ({
  context,
  openOptions,
}) => {
  const worker = await backgroundWorker(context);
  const behavior = () => worker.evaluate(() => chrome.sidePanel.getPanelBehavior());
  expect(await behavior()).toEqual({ openPanelOnActionClick: false });
  const options = await openOptions('#/sync');
  const setting = options.getByRole('checkbox', { name: 'Toolbar button opens the side panel' });
  await expect(setting).not.toBeChecked();
  await setting.check();
  await expect.poll(behavior).toEqual({ openPanelOnActionClick: true });
  expect(await seriousA11yViolations(options)).toEqual([]);
  for (const scheme of ['light', 'dark'] as const) {
    await options.emulateMedia({ colorScheme: scheme });
    await keepScreenshot(options, `options-sync-${scheme}.png`, options.locator('main'));
  }
  // Kept across a reload of the page (browser.storage), and undone as easily.
  await options.reload();
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await expect.poll(behavior).toEqual({ openPanelOnActionClick: false });
});
