import type { BrowserContext, Page } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { resourceSection } from './pages/options-monitoring';
import { syncRound } from './support/commands';
import { putRows, required, tableRows } from './support/worker';

/*
 * Odd records in the cache — from an older version of Gatehouse, or odd-but-valid answers — put
 * straight into IndexedDB. Each screen keeps every other record on show and says what it could
 * not show, instead of going blank.
 */

type Row = Record<string, unknown> & { id: string };

/** The first sync's rows, then a server that fails every monitoring request: the cache stays. */
async function cachedThenServerDown(context: BrowserContext, server: RunningServer, table: string) {
  await expect
    .poll(async () => (await tableRows(context, table)).length, { timeout: 15_000 })
    .toBeGreaterThan(1);
  server.context.faults.add({ path: '/endpoints/v1/**', kind: 'status', status: 503 });
  return tableRows<Row>(context, table);
}

/** How wide the page's content is against its viewport: more means a sideways scroll. */
const pageWidths = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: innerWidth }));

/** Nothing uncaught in the page: a blank screen usually starts as a page error. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a maintenance window with an unreadable start leaves the windows list standing', async ({
  context,
  server,
  openOptions,
}) => {
  const [first, ...others] = await cachedThenServerDown(context, server, 'windows');
  const window = required(first, 'maintenance window');
  const schedule = { ...(window.schedule as object), start: 'soon after lunch' };
  await putRows(context, 'windows', [{ ...window, name: 'Odd date window', schedule }]);

  const page = await openOptions('#/windows');
  const errors = pageErrors(page);
  const windows = resourceSection(page, 'windows');
  await expect(windows.rows).toHaveCount(others.length + 1);
  await expect(windows.row('Odd date window')).toContainText('soon after lunch');
  for (const other of others) await expect(windows.row(String(other.name))).toBeVisible();
  await expect(page.getByText('Invalid Date')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a monitor that cannot be drawn says so in its row; every other monitor still shows', async ({
  context,
  server,
  openOptions,
  openPopup,
}) => {
  const monitors = await cachedThenServerDown(context, server, 'monitors');
  const odd = required(monitors[0], 'monitor');
  // A name no version of the API sends (the schema admits strings only): reading it throws inside
  // the row's rendering.
  await putRows(context, 'monitors', [{ ...odd, name: null }]);

  const page = await openOptions('#/monitors');
  // The list draws only the rows in view: a window tall enough for all 36 of the demo.
  await page.setViewportSize({ width: 1280, height: 1700 });
  const list = resourceSection(page, 'monitors');
  await expect(list.rows).toHaveCount(monitors.length - 1);
  const failed = list.list.getByTestId('could-not-show');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('This monitor could not be shown:');
  for (const other of monitors.slice(1, 4))
    await expect(list.row(String(other.name))).toBeVisible();

  // Its detail page says the same in place of the page; the next monitor's page shows again.
  await page.evaluate((to) => (location.hash = to), `#/monitors/${odd.id}`);
  await expect(page.getByTestId('could-not-show')).toContainText('This page could not be shown:');
  await expect(page.getByRole('navigation')).toBeVisible();
  const next = required(monitors[1], 'second monitor');
  await page.evaluate((to) => (location.hash = to), `#/monitors/${next.id}`);
  await expect(list.heading).toHaveText(String(next.name));

  const popup = await openPopup();
  await expect(popup.getByTestId('monitor-row').first()).toBeVisible();
  await expect(popup.getByTestId('monitor-list')).toBeVisible();
});

test('unreadable times in a monitor’s series still draw its charts', async ({
  context,
  server,
  openOptions,
}) => {
  const [monitor] = await cachedThenServerDown(context, server, 'monitors');
  const { id } = required(monitor, 'monitor');
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
  const samples = [1, 2, 3].map((h) => ({
    timestamp: at(h),
    responseTime: 100 + h,
    location: 'x',
  }));
  await putRows(context, 'responseTimes', [
    {
      monitorId: id,
      fetchedAt: now,
      samples: [...samples, { timestamp: 'yesterday-ish', responseTime: 90, location: 'x' }],
    },
  ]);
  const days = ['2026-13-45', '2026-11-20'].map((date) => ({
    date,
    uptime: 99.5,
    downtime: 0,
    checks: 10,
  }));
  await putRows(context, 'uptime', [{ monitorId: id, fetchedAt: now, days }]);

  const page = await openOptions(`#/monitors/${encodeURIComponent(id)}`);
  const errors = pageErrors(page);
  await expect(page.getByTestId('response-time-chart')).toBeVisible();
  await expect(page.getByTestId('uptime-chart')).toContainText('2026-13-45');
  await expect(page.getByTestId('charts-waiting')).toHaveCount(0);
  expect(errors).toEqual([]);
});

// The longest name a record can carry: a record over MAX_RECORD_CHARS (64 KB) is not stored at
// all (lib/background/api/monitoring/read-records.ts), so a 100 KB name never reaches a page.
test('a 60 KB monitor name stays within the page, whole in its title', async ({
  server,
  openOptions,
  openPopup,
}) => {
  const longName = `Shop-${'x'.repeat(60_000)}`;
  const monitor = required([...server.context.state.monitoring.monitors.values()][0], 'monitor');
  monitor.name = longName;
  const page = await openOptions('#/monitors');
  // The list draws only the rows in view: a window tall enough for all 36 of the demo.
  await page.setViewportSize({ width: 1280, height: 1700 });
  await syncRound(page);
  const list = resourceSection(page, 'monitors');
  const link = list.rowById(monitor.id).getByRole('link');
  await expect(link).toContainText('Shop-xxxxxxxxxx', { timeout: 15_000 });
  const widths = () => pageWidths(page);
  const listed = await widths();
  expect(listed.scroll).toBeLessThanOrEqual(listed.view);
  // Whole in the title (compared by length: a failure must not print 60 KB).
  expect((await link.getAttribute('title'))?.length).toBe(longName.length);

  await link.click();
  const heading = page.getByRole('heading', { level: 2 });
  await expect(heading).toContainText('Shop-xxxxxxxxxx');
  const detail = await widths();
  expect(detail.scroll).toBeLessThanOrEqual(detail.view);
  expect((await heading.getAttribute('title'))?.length).toBe(longName.length);

  const popup = await openPopup();
  await expect(popup.getByTestId('monitor-row').first()).toBeVisible();
  const popupWidths = await pageWidths(popup);
  expect(popupWidths.scroll).toBeLessThanOrEqual(popupWidths.view);
});
