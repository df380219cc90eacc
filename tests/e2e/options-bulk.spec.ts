import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { optionsRecords, valuesOf } from './pages/options-resource-section';

/**
 * Bulk edits in the options Monitors list: one outbox write per monitor selected, through the
 * worker, judged by the server's request log and state and by what the list shows.
 */

/** The monitors list, once the first sync has brought all of the server's monitors. */
async function monitorsList(page: Page, server: RunningServer) {
  // Tall enough that the demo's 36 monitors are all drawn: a range is clicked end to end.
  await page.setViewportSize({ width: 1280, height: 1600 });
  const records = optionsRecords(page, 'monitors');
  const total = server.context.state.monitoring.monitors.size;
  await expect(page.getByTestId('list-count')).toHaveText(`${total} monitors`);
  await records.loaded();
  return records;
}

/** The row's selection box, found as a screen reader user would: by its label. */
const boxOf = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: `Select ${name}`, exact: true });

/** Names of the rows in the order the list shows them. */
const shownNames = (page: Page) =>
  page.getByTestId('list-monitors').locator('.record-name').allTextContents();

/** Requests the server was sent since `from` (a log index): method and the path's last part. */
function requestsSince(server: RunningServer, from: number, method: string, part: string) {
  return server.context.log.entries
    .slice(from)
    .filter((e) => e.method === method && e.path.includes(part))
    .map((e) => e.path.split('/').at(-1) ?? '');
}

const idsNamed = (server: RunningServer, names: readonly string[]) =>
  valuesOf(server.context.state.monitoring.monitors)
    .filter((m) => names.includes(m.name))
    .map((m) => m.id)
    .sort();

test('twenty monitors selected by a shift-click range and single clicks are paused: twenty writes, exactly those', async ({
  openOptions,
  server,
}) => {
  const page = await openOptions('#/monitors');
  await monitorsList(page, server);
  const monitors = server.context.state.monitoring.monitors;
  const pausedBefore = new Map(valuesOf(monitors).map((m) => [m.id, m.pause]));
  // Down first, then pending, up, and paused last: the first rows are all running.
  const names = await shownNames(page);
  const range = names.slice(0, 15);
  const singles = [names[17], names[19], names[21], names[23], names[25]] as string[];
  const chosen = [...range, ...singles];

  await boxOf(page, range[0] as string).click();
  await boxOf(page, range.at(-1) as string).click({ modifiers: ['Shift'] });
  await expect(page.getByTestId('bulk-count')).toHaveText('15 selected');
  for (const name of singles) await boxOf(page, name).click();
  await expect(page.getByTestId('bulk-count')).toHaveText('20 selected');
  for (const name of chosen) await expect(boxOf(page, name)).toBeChecked();
  await expect(boxOf(page, names[15] as string)).not.toBeChecked();

  const from = server.context.log.entries.length;
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByTestId('bulk-progress')).toHaveText('Done: 20 of 20 sent.');
  // The selection is cleared once the edit is queued.
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);

  const patched = requestsSince(server, from, 'PATCH', '/monitors/pause/');
  expect(patched.sort()).toEqual(idsNamed(server, chosen));
  for (const monitor of monitors.values())
    expect(monitor.pause).toBe(
      chosen.includes(monitor.name) ? 'paused' : pausedBefore.get(monitor.id),
    );

  // The list says so: filtered to Paused, it holds these twenty and the three paused before.
  await page.getByTestId('filter-monitors-status').selectOption({ label: 'Paused' });
  await expect(page.getByTestId('list-count')).toHaveText(`${monitors.size} monitors · 23 shown`);
  const paused = await shownNames(page);
  for (const name of chosen) expect(paused).toContain(name);

  // Pausing them again sends nothing: each is already paused, and the summary says so.
  await page.getByRole('checkbox', { name: 'Select all 23 shown' }).click();
  await expect(page.getByTestId('bulk-count')).toHaveText('23 selected');
  const again = server.context.log.entries.length;
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByTestId('bulk-progress')).toHaveText(
    'Nothing to send. 23 skipped: already paused.',
  );
  expect(requestsSince(server, again, 'PATCH', '/monitors/pause/')).toEqual([]);
});
