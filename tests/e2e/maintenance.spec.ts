import type { BrowserContext } from '@playwright/test';
import { MONITOR_RANK, type MonitorRow } from '../../lib/model/rows';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { resourceSection } from './pages/options-monitoring';
import { optionsRecords, valuesOf } from './pages/options-resource-section';
import { popupPage } from './pages/popup';
import { seriousA11yViolations } from './support/commands';
import { upMonitorGoesDown } from './support/e2e-server';
import { badge, notificationIds, required, tableRows } from './support/worker';

/** When the monitors and the windows were last pulled, as the sync state keeps it. */
async function lastPulls(context: BrowserContext) {
  const rows = await tableRows<{ resource: string; lastSuccessAt: number | null }>(
    context,
    'syncState',
  );
  const at = (resource: string) => rows.find((row) => row.resource === resource)?.lastSuccessAt;
  return { monitors: at('monitors') ?? 0, windows: at('windows') ?? 0 };
}

/** One press of Refresh, waited for until both lists it pulls have landed. */
async function refreshOnce(context: BrowserContext, popup: ReturnType<typeof popupPage>) {
  const before = await lastPulls(context);
  await expect(popup.refresh).toBeEnabled();
  await popup.refresh.click();
  await expect
    .poll(async () => {
      const after = await lastPulls(context);
      return after.monitors > before.monitors && after.windows > before.windows;
    })
    .toBe(true);
}

const forceStatus = (server: RunningServer, id: string, status: string) =>
  // CONTRACT.md: PATCH /__control/monitors/{id}.
  fetch(`${server.url}/__control/monitors/${id}`, {
    method: 'PATCH',
    body: JSON.stringify({ status }),
  });

/** The seeded window running now, and the first monitor it covers, at the server. */
function runningWindow(server: RunningServer) {
  const { windows, monitors } = server.context.state.monitoring;
  const window = required(
    valuesOf(windows).find((w) => w.name === 'CDN certificate rotation'),
    'the running window',
  );
  const covered = required(monitors.get(window.monitors[0] ?? ''), 'a covered monitor');
  return { window, covered };
}

const notifiedAbout = async (context: BrowserContext, id: string) =>
  (await notificationIds(context)).some((notification) =>
    notification.startsWith(`monitor:${id}:`),
  );

test('a down monitor in a running maintenance window is neither counted nor announced, and is both once the window is ended', async ({
  context,
  openPopup,
  openOptions,
  server,
}) => {
  const state = () => server.context.state.monitoring;
  const { window, covered } = runningWindow(server);
  const downAtStart = valuesOf(state().monitors).filter(
    (m) => m.status === 'down' && m.pause === 'active',
  ).length;

  const popup = popupPage(await openPopup());
  await popup.loaded();
  const row = popup.row(covered.name);
  // The first sync has landed, windows and all: the covered monitor is marked.
  await expect(row.locator('.status-pill')).toHaveText('Maintenance');

  // Both go down at the server; only the one no window covers is counted and announced.
  await forceStatus(server, covered.id, 'down');
  const uncovered = await upMonitorGoesDown(server);
  await refreshOnce(context, popup);
  await expect(popup.row(uncovered.name).locator('.status-pill')).toHaveText('Down');
  await refreshOnce(context, popup);
  // The notifications of that sync were raised: the uncovered monitor's is there.
  await expect.poll(() => notifiedAbout(context, uncovered.id)).toBe(true);
  expect(await notifiedAbout(context, covered.id)).toBe(false);

  // The seeded window ends some time from now: on another day when the test runs late in the
  // evening, and then the row names the day too (lib/model/monitor-status.ts maintenanceUntil).
  const endsAt = await popup.page.evaluate((at) => {
    const endsToday = new Date(at).toDateString() === new Date().toDateString();
    const options: Intl.DateTimeFormatOptions = endsToday
      ? { hour: '2-digit', minute: '2-digit' }
      : { day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' };
    return new Intl.DateTimeFormat(undefined, options).format(at);
  }, Date.parse(window.schedule.end));
  await expect(row.locator('.status-pill')).toHaveText('Maintenance');
  await expect(row.locator('.maintenance-until')).toHaveText(`until ${endsAt}`);
  const counted = downAtStart + 1;
  await expect(popup.overall).toContainText(`${counted} monitors down`);
  await expect.poll(async () => (await badge(context)).text).toBe(String(counted));
  await popup.statusFilter.selectOption('down');
  await expect(popup.rows).toHaveCount(counted);
  await expect(row).toHaveCount(0);
  await popup.statusFilter.selectOption('maintenance');
  // The list redraws after the filter changes: wait for the redraw, not the first read.
  await expect.poll(() => popup.rowNames()).toEqual(expect.arrayContaining([covered.name]));
  expect(await seriousA11yViolations(popup.page)).toEqual([]);
  await popup.statusFilter.selectOption('all');

  // The window is ended early, by the user, through the API.
  const options = optionsRecords(await openOptions('#/windows'), 'windows');
  await options.loaded();
  await options.open(window.name);
  await options.action('End now').click();
  await expect.poll(() => state().windows.get(window.id)?.endedAt).not.toBeNull();
  expect(
    server.context.log.entries.filter(
      (e) => e.method === 'PATCH' && e.path.endsWith(`/maintenance/windows/end/${window.id}`),
    ),
  ).toHaveLength(1);

  await refreshOnce(context, popup);
  await expect.poll(async () => (await badge(context)).text).toBe(String(counted + 1));
  await expect(row.locator('.status-pill')).toHaveText('Down');
  await expect(popup.overall).toContainText(`${counted + 1} monitors down`);
  // Announced as any change is: once a second sync has seen it down too.
  await refreshOnce(context, popup);
  await expect.poll(() => notifiedAbout(context, covered.id)).toBe(true);
});

test('a covered monitor paused and resumed from its page is in maintenance again once the server confirmed the resume, with no sync between', async ({
  context,
  openOptions,
  server,
}) => {
  const state = () => server.context.state.monitoring;
  const { covered } = runningWindow(server);
  // Down at the server, as a monitor under scheduled work often is: its answers will say so.
  await forceStatus(server, covered.id, 'down');
  const monitors = resourceSection(await openOptions(`#/monitors/${covered.id}`), 'monitors');
  const facts = monitors.page.getByTestId('monitor-facts');
  await expect(facts).toContainText('Maintenance');
  const pulled = await lastPulls(context);

  await monitors.button('Pause').click();
  await expect(facts).toContainText('Paused');
  await expect.poll(() => state().monitors.get(covered.id)?.pause).toBe('paused');
  await monitors.button('Resume').click();
  await expect.poll(() => state().monitors.get(covered.id)?.pause).toBe('active');
  await expect(monitors.button('Pause')).toBeVisible();
  await expect(facts).toContainText('Maintenance');
  await expect(facts).not.toContainText('Down');
  // Both answers stored (the outbox is empty): the row the server's answer became is marked,
  // and no pull in between marked it.
  await expect.poll(async () => (await tableRows(context, 'outbox')).length).toBe(0);
  const stored = (await tableRows<MonitorRow>(context, 'monitors')).find(
    (m) => m.id === covered.id,
  );
  expect(stored).toMatchObject({ pause: 'active', rank: MONITOR_RANK.maintenance });
  expect(stored?.maintenance).toBeDefined();
  await expect(facts).toContainText('Maintenance');
  expect(await lastPulls(context)).toEqual(pulled);
});
