import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { keepScreenshot, seriousA11yViolations } from './support/commands';
import { rowsInView } from './support/row-layout';
import { required } from './support/worker';

/** The glance's order (lib/model/rows.ts MONITOR_RANK): what needs a look first, paused last. */
const ORDER = ['Down', 'Maintenance', 'Pending', 'Up', 'Paused'];

/** The category with the most running monitors, and those monitors. */
function busiestCategory(server: RunningServer) {
  const { monitors, categories } = server.context.state.monitoring;
  const running = (id: string) =>
    [...monitors.values()].filter((m) => m.category === id && m.pause === 'active');
  const category = required(
    [...categories.values()].sort((a, b) => running(b.id).length - running(a.id).length)[0],
    'category',
  );
  return { category, running: running(category.id) };
}

/** The popup at 400×600 with the bulk pause form open on one category. */
async function bulkPauseFormOn(page: Page, categoryId: string) {
  const popup = popupPage(page);
  await popup.page.setViewportSize({ width: 400, height: 600 });
  await popup.loaded();
  await popup.page.getByTestId('bulk-pause-open').click();
  await popup.page.getByTestId('bulk-pause-which').selectOption(`category:${categoryId}`);
  return { popup, go: popup.page.getByTestId('bulk-pause-go') };
}

/**
 * Scrolls the popup's list to its end until its last row says `pill`: the list may still be
 * growing as the test scrolls (a filter just cleared, a re-ranking still to be drawn), and a
 * scroll to the end of a shorter list leaves the longer one at its top.
 */
async function scrollToLastRow(popup: ReturnType<typeof popupPage>, pill: string) {
  const list = popup.page.getByTestId('monitor-list');
  const lastPill = popup.rows.last().locator('.status-pill');
  await expect(async () => {
    await list.evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight));
    await expect(lastPill).toHaveText(pill, { timeout: 1_000 });
  }).toPass();
}

const runningCount = (server: RunningServer) =>
  [...server.context.state.monitoring.monitors.values()].filter((m) => m.pause === 'active').length;

test('paused monitors are listed below every running one, so the running list is in view', async ({
  openPopup,
}) => {
  const popup = popupPage(await openPopup());
  await popup.page.setViewportSize({ width: 400, height: 600 });
  await expect(popup.rows.first()).toContainText('Down');
  const list = popup.page.getByTestId('monitor-list');
  const inView = Math.floor(await rowsInView(list));
  const first = await popup.rowStatuses();
  expect(first.slice(0, inView)).toContain('Up');
  expect(first.slice(0, inView)).not.toContain('Paused');
  // The end of the list: the paused ones, after every running one.
  await scrollToLastRow(popup, 'Paused');
  const last = await popup.rowStatuses();
  const ranks = [...first, ...last].map((status) => ORDER.indexOf(status));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
});

test('a bulk-paused row keeps its type and says until when, on one line under its name', async ({
  openPopup,
  server,
}) => {
  const { category, running } = busiestCategory(server);
  const { popup, go } = await bulkPauseFormOn(await openPopup(), category.id);
  await go.click();
  await expect(popup.page.getByTestId('paused-until')).toContainText(`${running.length} paused`);

  await popup.categoryFilter.selectOption(category.id);
  for (const monitor of running) {
    const row = popup.page.locator(`[data-testid="monitor-row"][data-monitor-id="${monitor.id}"]`);
    await expect(row.locator('.status-pill')).toHaveText('Paused');
    const meta = row.locator('.monitor-meta');
    await expect(meta).toContainText(monitor.type);
    await expect(meta).toContainText(/until \d\d?:\d\d/);
    const lines = await meta.evaluate((element) => {
      const style = getComputedStyle(element);
      const lineHeight = Number.parseFloat(style.lineHeight);
      return element.getBoundingClientRect().height / lineHeight;
    });
    expect(lines, `${monitor.name}: the note under its name`).toBeLessThanOrEqual(1.01);
    // The name and the note stay inside the row: no third line runs into the next one.
    const [rowBottom, metaBottom] = await row.evaluate((element) => [
      element.getBoundingClientRect().bottom,
      (element.querySelector('.monitor-meta') as Element).getBoundingClientRect().bottom,
    ]);
    expect(metaBottom).toBeLessThanOrEqual(rowBottom ?? 0);
  }
  await popup.categoryFilter.selectOption('');
  // The end of the list, where the paused ones are.
  await scrollToLastRow(popup, 'Paused');
  for (const scheme of ['light', 'dark'] as const) {
    await popup.page.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(popup.page)).toEqual([]);
    await keepScreenshot(popup.page, `popup-bulk-paused-${scheme}.png`);
  }
});

test('the bulk pause form says how many monitors it will pause, and pauses that many', async ({
  openPopup,
  server,
}) => {
  const { category, running } = busiestCategory(server);
  const { popup, go } = await bulkPauseFormOn(await openPopup(), category.id);
  await expect(go).toHaveText(
    `Pause ${running.length} monitors in \u2068${category.name}\u2069 for 1 h`,
  );
  await popup.page.getByTestId('bulk-pause-for').selectOption('until');
  await popup.page.getByTestId('bulk-pause-time').fill('14:00');
  // 14:00 as the popup's clock words it (lib/model/date-formats.ts formatTime: "02:00 PM" in English).
  const two = await popup.page.evaluate(() =>
    new Date(2031, 0, 1, 14).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' }),
  );
  await expect(go).toHaveText(
    `Pause ${running.length} monitors in \u2068${category.name}\u2069 until ${two}`,
  );
  await popup.page.getByTestId('bulk-pause-which').selectOption('all');
  await expect(go).toHaveText(`Pause ${runningCount(server)} monitors until ${two}`);
  await popup.page.getByTestId('bulk-pause-which').selectOption(`category:${category.id}`);
  await popup.page.getByTestId('bulk-pause-for').selectOption('4');
  await expect(go).toHaveText(
    `Pause ${running.length} monitors in \u2068${category.name}\u2069 for 4 h`,
  );
  expect(await seriousA11yViolations(popup.page)).toEqual([]);

  const logStart = server.context.log.entries.length;
  await go.click();
  const paused = () =>
    server.context.log.entries
      .slice(logStart)
      .filter((e) => e.method === 'PATCH' && e.path.includes('/monitors/pause/')).length;
  await expect.poll(paused).toBe(running.length);
  await expect(popup.page.getByTestId('paused-until')).toContainText(`${running.length} paused`);
  // The same choice again counts the monitors its pause holds, and moves their resume: a pause
  // for 8 h more, with no pause sent again.
  const resumeBefore = await popup.page.getByTestId('paused-until').textContent();
  await popup.page.getByTestId('bulk-pause-open').click();
  await popup.page.getByTestId('bulk-pause-which').selectOption(`category:${category.id}`);
  await popup.page.getByTestId('bulk-pause-for').selectOption('8');
  await expect(go).toHaveText(
    `Pause ${running.length} monitors in \u2068${category.name}\u2069 for 8 h`,
  );
  await go.click();
  await expect(popup.page.getByTestId('paused-until')).toContainText(`${running.length} paused`);
  await expect(popup.page.getByTestId('paused-until')).not.toHaveText(resumeBefore ?? '');
  expect(paused()).toBe(running.length);
});

test('a bulk pause of monitors paused by hand has nothing to pause, and says so before it is pressed', async ({
  openPopup,
}) => {
  const popup = popupPage(await openPopup());
  await popup.loaded();
  await popup.statusFilter.selectOption('paused');
  await expect(popup.rows.first().locator('.status-pill')).toHaveText('Paused');
  await popup.page.getByTestId('bulk-pause-open').click();
  await popup.page.getByTestId('bulk-pause-which').selectOption('listed');
  await expect(popup.page.getByTestId('bulk-pause-form')).toContainText(
    'Nothing to pause: those monitors are paused already.',
  );
  await expect(popup.page.getByTestId('bulk-pause-go')).toBeDisabled();
});

test('the footer says how often Gatehouse looks only once a server is connected', async ({
  openPopup,
}) => {
  const popup = popupPage(await openPopup());
  await expect(popup.rows.first()).toBeVisible();
  await expect(popup.page.getByTestId('status-panel')).toHaveText('Updates every 5 minutes');
  // Forget the build's demo connection: what a fresh store install looks like.
  await popup.page.evaluate(() =>
    chrome.storage.local.set({ monitoringBaseUrl: '', museumBaseUrl: '' }),
  );
  const fresh = popupPage(await openPopup());
  await expect(fresh.page.getByTestId('first-run-setup')).toBeVisible();
  await expect(fresh.page.locator('.popup-footer')).not.toContainText('Updates every');
  await expect(fresh.page.getByTestId('status-panel')).toHaveCount(0);
});

test.describe('in German', () => {
  test.use({ language: 'de-DE' });

  test('the bulk pause says how many it pauses, and a paused row until when', async ({
    openPopup,
    server,
  }) => {
    const { category, running } = busiestCategory(server);
    const { popup, go } = await bulkPauseFormOn(await openPopup(), category.id);
    await expect(go).toHaveText(
      `${running.length} Monitore in \u2068${category.name}\u2069 für 1 Std. pausieren`,
    );
    for (const scheme of ['light', 'dark'] as const) {
      await popup.page.emulateMedia({ colorScheme: scheme });
      expect(await seriousA11yViolations(popup.page)).toEqual([]);
      await keepScreenshot(popup.page, `popup-bulk-pause-form-de-${scheme}.png`);
    }
    await go.click();
    await expect(popup.page.getByTestId('paused-until')).toContainText(
      `${running.length} pausiert bis `,
    );
    await scrollToLastRow(popup, 'Pausiert');
    for (const scheme of ['light', 'dark'] as const) {
      await popup.page.emulateMedia({ colorScheme: scheme });
      expect(await seriousA11yViolations(popup.page)).toEqual([]);
      await keepScreenshot(popup.page, `popup-bulk-paused-de-${scheme}.png`);
    }
    const meta = popup.page.locator('[data-testid="monitor-row"].status-paused .monitor-meta');
    await expect(meta.filter({ hasText: /bis \d\d:\d\d/ }).first()).toBeVisible();
  });
});
