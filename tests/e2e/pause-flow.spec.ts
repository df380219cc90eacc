import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import {
  badge,
  countReadWriteTransactions,
  refuseNewOutboxRows,
  tableRows,
  workerIdle,
} from './support/worker';

/*
 * The pause flow as docs/ARCHITECTURE.md writes it ("The pause flow, hop by hop"), in real
 * Chromium: what one click costs the worker in read-write transactions, and what a pause the
 * worker refuses leaves behind.
 */

const SERIES_STORES = 'responseTimes uptime';

test('one pause click costs the worker two read-write transactions at most, the badge none', async ({
  context,
  openPopup,
  server,
}) => {
  const popup = popupPage(await openPopup());
  const firstDown = popup.page.locator('[data-testid="monitor-row"].status-down').first();
  await expect(firstDown).toBeVisible();
  const id = (await firstDown.getAttribute('data-monitor-id')) ?? '';
  const down = popup.page.locator(`[data-testid="monitor-row"][data-monitor-id="${id}"]`);
  await expect.poll(async () => (await badge(context)).text).toMatch(/^\d+$/);
  const downBefore = Number((await badge(context)).text);
  // The first sync and its follow-ups are over: what is counted from here is the click's.
  await expect.poll(() => workerIdle(context)).toBe(true);
  const readWrite = await countReadWriteTransactions(context);
  const pauses = () =>
    server.context.log.entries.filter((e) => e.method === 'PATCH' && e.path.endsWith(`/${id}`));

  await down.getByTestId('pause-toggle').click();
  await expect(down.locator('.status-pill')).toHaveText('Paused');
  await expect.poll(() => pauses().length).toBe(1);
  await expect.poll(() => tableRows(context, 'outbox')).toEqual([]);
  // The badge is repainted last, once the answer is stored: the flow is over.
  await expect.poll(async () => (await badge(context)).text).toBe(String(downBefore - 1));

  // The click (local change, queued row, timed resume dropped) and the answer stored with the
  // glance's counts; a pause is safe to repeat, so its claim before the request leaves is kept in
  // the worker's memory, not written (lib/background/outbox/in-flight.ts). The badge reads what
  // the last one kept. The popup's charts load beside, for the rows it shows
  // (lib/background/sync/series.ts), in transactions of their own over their own stores: not the
  // click's.
  const scopes = (await readWrite()).filter((scope) => scope !== SERIES_STORES);
  expect(scopes.length, scopes.join('\n')).toBeLessThanOrEqual(2);
});

test('a resume by hand the disk has no room for keeps the timed pause and its resume', async ({
  context,
  openPopup,
  server,
}) => {
  const popup = popupPage(await openPopup());
  const { id, name } = await popup.pauseFirstUpFor(60);
  await expect.poll(() => server.context.state.monitoring.monitors.get(id)?.pause).toBe('paused');
  await expect.poll(() => tableRows(context, 'outbox')).toEqual([]);
  const timed = await tableRows(context, 'timedResumes');
  expect(timed).toMatchObject([{ monitorId: id }]);

  await refuseNewOutboxRows(context);
  const row = popup.row(name);
  await row.getByTestId('pause-toggle').click();
  await expect(popup.page.getByTestId('undo-notice')).toContainText('storage is full');

  // Nothing of the refused resume was kept: the row, the queue and the timed resume as before.
  expect(await tableRows(context, 'timedResumes')).toEqual(timed);
  expect(await tableRows(context, 'outbox')).toEqual([]);
  await expect(row.locator('.status-pill')).toHaveText('Paused');
  await expect(row).toContainText(/until \d/);
});
