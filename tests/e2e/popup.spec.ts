import { expect, test } from './fixtures';
import { popupAfterFirstSync, popupPage } from './pages/popup';
import { sendCommand } from './support/commands';
import { launchWithExtension, openExtensionPage } from './support/extension';
import { makeTimedPausesDue, required } from './support/worker';

const ORDER = ['Down', 'Maintenance', 'Pending', 'Up', 'Paused'];

test('monitors are listed down first, then in maintenance, then running, paused last; search and filters narrow them', async ({
  openPopup,
  server,
}) => {
  const popup = popupPage(await openPopup());
  await expect(popup.rows.first()).toContainText('Down');
  const statuses = await popup.rowStatuses();
  const ranks = statuses.map((s) => ORDER.indexOf(s));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

  const monitors = [...server.context.state.monitoring.monitors.values()];
  const target = required(monitors[0], 'monitor');
  const needle = target.name.slice(0, 6).toLowerCase();
  await popup.search.fill(needle.toUpperCase());
  // The search reads IndexedDB: the list narrows a moment after the keystroke.
  await expect
    .poll(async () =>
      (await popup.rowNames()).filter((name) => !name.toLowerCase().includes(needle)),
    )
    .toEqual([]);
  await expect(popup.row(target.name)).toBeVisible();

  await popup.search.fill('');
  await popup.statusFilter.selectOption('paused');
  await expect.poll(async () => new Set(await popup.rowStatuses())).toEqual(new Set(['Paused']));

  await popup.statusFilter.selectOption('all');
  const category = required(
    [...server.context.state.monitoring.categories.values()][0],
    'category',
  );
  await popup.categoryFilter.selectOption(category.id);
  const inCategory = monitors
    .filter((m) => m.category === category.id)
    .map((m) => m.name)
    .sort();
  await expect.poll(async () => (await popup.rowNames()).sort()).toEqual(inCategory);
});

test('pause is shown at once and reaches the server once', async ({ openPopup, server }) => {
  const popup = popupPage(await openPopup());
  const { id, name, row } = await popup.firstUpMonitor();
  await row.getByTestId('pause-toggle').click();
  await popup.statusFilter.selectOption('all');
  await expect(popup.row(name).locator('.status-pill')).toHaveText('Paused');
  await expect.poll(() => server.context.state.monitoring.monitors.get(id)?.pause).toBe('paused');
  const patches = server.context.log.entries.filter(
    (e) => e.method === 'PATCH' && e.path.endsWith(`/pause/${id}`),
  );
  expect(patches).toHaveLength(1);
  await expect(popup.pendingWrites).toHaveCount(0);
});

test('a timed pause resumes by itself', async ({ openPopup, server }) => {
  const popup = popupPage(await openPopup());
  const { id, name } = await popup.firstUpMonitor();
  await popup.statusFilter.selectOption('all');
  // Paused, it is listed last: the search keeps it in view.
  await popup.search.fill(name);
  // The menu offers 1, 4 and 8 hours; the test asks the same command for four seconds.
  await sendCommand(popup.page, 'pauseMonitorFor', { monitorId: id, minutes: 4 / 60 });
  await expect(popup.row(name)).toContainText(/until \d/);
  await expect.poll(() => server.context.state.monitoring.monitors.get(id)?.pause).toBe('paused');
  await expect
    .poll(() => server.context.state.monitoring.monitors.get(id)?.pause, { timeout: 15_000 })
    .toBe('active');
  await expect(popup.row(name).locator('.status-pill')).toHaveText('Up');
});

test('a timed pause that falls due while the browser is closed resumes after the relaunch', async ({
  context,
  extensionId,
  openPopup,
  profileDir,
  server,
}) => {
  const popup = popupPage(await openPopup());
  const { id, name } = await popup.pauseFirstUpFor(60);
  await expect.poll(() => server.context.state.monitoring.monitors.get(id)?.pause).toBe('paused');
  await expect(popup.row(name)).toContainText(/until \d/);
  // Closed past the resume time: nothing ran to resume it meanwhile.
  expect(await makeTimedPausesDue(context)).toBe(1);
  await context.close();
  expect(server.context.state.monitoring.monitors.get(id)?.pause).toBe('paused');

  const again = await launchWithExtension({ profileDir, extensionId });
  try {
    const reopened = popupPage(await openExtensionPage(again.context, extensionId, 'popup.html'));
    await expect
      .poll(() => server.context.state.monitoring.monitors.get(id)?.pause, { timeout: 20_000 })
      .toBe('active');
    await reopened.search.fill(name);
    await expect(reopened.row(name).first().locator('.status-pill')).toHaveText('Up');
    await expect(reopened.row(name).first()).not.toContainText(/until \d/);
  } finally {
    await again.context.close();
  }
});

test('the row menu pauses for an hour and snoozes alerts', async ({ openPopup, server }) => {
  const popup = popupPage(await openPopup());
  const { id, row } = await popup.firstUpMonitor();
  await row.getByTestId('row-menu').click();
  await popup.page.getByRole('menuitem', { name: 'Snooze alerts for 1 h' }).click();
  await expect(row).toContainText('Muted until');
  await row.getByTestId('row-menu').click();
  await popup.page.getByRole('menuitem', { name: 'Pause for 1 h' }).click();
  await expect.poll(() => server.context.state.monitoring.monitors.get(id)?.pause).toBe('paused');
});

test('keyboard: / focuses search, arrows move through rows, Enter opens the monitor', async ({
  context,
  openPopup,
}) => {
  const popup = popupPage(await openPopup());
  await expect(popup.rows.first()).toBeVisible();
  await popup.page.keyboard.press('/');
  await expect(popup.search).toBeFocused();
  await popup.rows.first().getByTestId('monitor-open').focus();
  await popup.page.keyboard.press('ArrowDown');
  const second = popup.rows.nth(1);
  await expect(second.getByTestId('monitor-open')).toBeFocused();
  const id = await second.getAttribute('data-monitor-id');
  const opened = context.waitForEvent('page');
  await popup.page.keyboard.press('Enter');
  expect((await opened).url()).toContain(`options.html#/monitors/${id}`);
});

test('offline, the popup still opens with cached data and says so', async ({
  context,
  openPopup,
}) => {
  const first = await popupAfterFirstSync(context, await openPopup());
  const names = await first.rowNames();
  await first.page.close();
  await context.setOffline(true);
  const popup = popupPage(await openPopup());
  await expect(popup.overall).toHaveText('Offline — showing saved data');
  expect((await popup.rowNames()).slice(0, 3)).toEqual(names.slice(0, 3));
});
