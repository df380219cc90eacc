import { type BrowserContext, expect, type Page } from '@playwright/test';
import { sendCommand } from '../support/commands';
import { workerIdle } from '../support/worker';

/** The popup as a user sees it. */
export function popupPage(page: Page) {
  const popup = {
    page,
    overall: page.getByTestId('overall-state'),
    lastSynced: page.getByTestId('last-synced'),
    pendingWrites: page.getByTestId('pending-writes'),
    refresh: page.getByTestId('refresh'),
    search: page.getByTestId('search'),
    statusFilter: page.getByTestId('status-filter'),
    categoryFilter: page.getByTestId('category-filter'),
    rows: page.getByTestId('monitor-row'),
    row: (name: string) => page.getByTestId('monitor-row').filter({ hasText: name }),
    rowNames: () => page.locator('[data-testid="monitor-row"] .monitor-name').allTextContents(),
    rowStatuses: () => page.locator('[data-testid="monitor-row"] .status-pill').allTextContents(),
    loaded: () => page.waitForSelector('body.loaded'),
    /**
     * The first monitor the Up filter lists, once the filtered rows have arrived (they come after
     * the choice): its id and name, read from one row, and that row.
     */
    async firstUpMonitor() {
      await page.getByTestId('status-filter').selectOption('up');
      const first = page.getByTestId('monitor-row').first();
      await expect(first.locator('.status-pill')).toHaveText('Up');
      const { id, name } = await first.evaluate((row) => ({
        id: row.getAttribute('data-monitor-id') ?? '',
        name: row.querySelector('.monitor-name')?.textContent ?? '',
      }));
      return {
        id,
        name,
        row: page.locator(`[data-testid="monitor-row"][data-monitor-id="${id}"]`),
      };
    },
    /**
     * The first Up monitor, paused for `minutes` by the row menu's command (which offers hours;
     * tests may ask for less), and kept in view by a search: paused, it is listed last.
     */
    async pauseFirstUpFor(minutes: number) {
      const monitor = await popup.firstUpMonitor();
      await popup.statusFilter.selectOption('all');
      await popup.search.fill(monitor.name);
      await sendCommand(page, 'pauseMonitorFor', { monitorId: monitor.id, minutes });
      return monitor;
    },
  };
  return popup;
}

/**
 * The popup in `page` once the whole first sync has landed, opened again so it shows what every
 * pull committed. The monitors pull can land before the windows pull, which then ranks the
 * monitors a running window covers as in maintenance, ahead of others: rows read between the two
 * are not the order the popup settles on.
 */
export async function popupAfterFirstSync(context: BrowserContext, page: Page) {
  const popup = popupPage(page);
  await expect(popup.overall).toHaveText(/monitors down/);
  // The round holds its lock from its start to its last step (runSync,
  // lib/background/sync/pull-schedule.ts).
  await expect.poll(() => workerIdle(context)).toBe(true);
  // The open popup's live queries may not have drawn the last commit yet.
  await page.reload();
  await expect(popup.overall).toHaveText(/monitors down/);
  // The counts and the rows are separate reads: rows drawn, their names can be read.
  await expect(popup.rows.first()).toBeVisible();
  return popup;
}
