import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { valuesOf } from './pages/options-resource-section';
import { popupPage } from './pages/popup';
import { syncRound } from './support/commands';
import { actOnNotification, recordNotifications } from './support/notifications';
import { badge, firstMonitorsPullLanded, notificationIds, tableRows } from './support/worker';

/** A monitor's health forced at the server (CONTRACT.md: PATCH /__control/monitors/{id}). */
async function force(server: RunningServer, id: string, status: 'up' | 'down') {
  await fetch(`${server.url}/__control/monitors/${id}`, {
    method: 'PATCH',
    body: JSON.stringify({ status }),
  });
}

/** Two whole sync rounds of the monitors, one after the other: what confirms a change of health. */
async function syncTwice(page: Page) {
  for (let round = 0; round < 2; round++) await syncRound(page);
}

const pausesAtServer = (server: RunningServer) =>
  server.context.log.entries
    .filter((e) => e.method === 'PATCH' && /\/pause\/[^/]+$/.test(e.path))
    .map((e) => e.path.split('/').at(-1));

/** Running monitors that are up at the server, of one category (or of none). */
const upIn = (server: RunningServer, category: string) =>
  valuesOf(server.context.state.monitoring.monitors).filter(
    (m) => m.status === 'up' && m.pause === 'active' && m.category === category,
  );

test('four monitors of one category going down in one sync raise one notification naming the group; its "Pause 1 h" pauses exactly those four', async ({
  context,
  openPopup,
  server,
}) => {
  const popup = popupPage(await openPopup());
  await popup.loaded();
  await firstMonitorsPullLanded(context);
  const shown = await recordNotifications(context);
  const four = upIn(server, 'cat_1').slice(0, 4);
  expect(four).toHaveLength(4);
  for (const monitor of four) await force(server, monitor.id, 'down');
  await syncTwice(popup.page);

  await expect.poll(() => notificationIds(context)).toEqual([expect.stringMatching(/^group:/)]);
  const [group] = await shown();
  expect(group?.title).toBe('4 monitors down in Production');
  // Named in the lists' order: by name.
  const [a, b, c] = four.map((m) => m.name).sort((x, y) => x.localeCompare(y));
  expect(group?.message).toBe(`${a}, ${b}, ${c}, and 1 more`);

  await actOnNotification(context, group?.id ?? '', 1);
  await expect.poll(() => pausesAtServer(server).length).toBe(4);
  expect(pausesAtServer(server).sort()).toEqual(four.map((m) => m.id).sort());
  // The server logs a request as it arrives, before its handler applies it.
  const pausedAtServer = () =>
    four.filter((m) => server.context.state.monitoring.monitors.get(m.id)?.pause === 'paused');
  await expect.poll(() => pausedAtServer().length).toBe(4);
  expect(await notificationIds(context)).toEqual([]);
});

test('a group\'s "Open" opens the options Monitors list; recoveries of one sync are grouped too', async ({
  context,
  openPopup,
  server,
}) => {
  const popup = popupPage(await openPopup());
  await popup.loaded();
  await firstMonitorsPullLanded(context);
  const three = upIn(server, 'cat_2').slice(0, 3);
  for (const monitor of three) await force(server, monitor.id, 'down');
  await syncTwice(popup.page);
  await expect.poll(() => notificationIds(context)).toEqual([expect.stringMatching(/^group:/)]);
  const [downId] = await notificationIds(context);
  const opened = context.waitForEvent('page');
  await actOnNotification(context, downId ?? '', 0);
  await expect(await opened).toHaveURL(/options\.html#\/monitors$/);

  const shown = await recordNotifications(context);
  for (const monitor of three) await force(server, monitor.id, 'up');
  await syncTwice(popup.page);
  await expect
    .poll(async () => (await shown()).map((n) => n.title))
    .toEqual(['3 monitors back up in Infrastructure']);
});

/** "HH:MM" of the browser's local clock, `minutes` from now. */
function localClock(page: Page, minutes: number) {
  return page.evaluate((minutes) => {
    const at = new Date(Date.now() + minutes * 60_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(at.getHours())}:${two(at.getMinutes())}`;
  }, minutes);
}

test('quiet hours hold notifications while the badge still counts, and one summary tells what happened once they end', async ({
  context,
  openOptions,
  openPopup,
  server,
}) => {
  const options = await openOptions('#/sync');
  await options.getByTestId('quiet-hours-enabled').check();
  await options.getByTestId('quiet-hours-from').fill(await localClock(options, -60));
  await options.getByTestId('quiet-hours-to').fill(await localClock(options, 60));

  const popup = popupPage(await openPopup());
  await popup.loaded();
  await firstMonitorsPullLanded(context);
  const before = Number((await badge(context)).text);
  const shown = await recordNotifications(context);
  const [first, second] = upIn(server, 'cat_1');
  for (const monitor of [first, second]) await force(server, monitor?.id ?? '', 'down');
  await syncTwice(popup.page);
  await expect.poll(() => badge(context)).toMatchObject({ text: String(before + 2) });
  // Held in IndexedDB until they end, and a wake-up set for then.
  await expect
    .poll(async () => (await tableRows<{ held?: boolean }>(context, 'statusAnnouncements')).length)
    .toBe(2);
  const worker = context.serviceWorkers()[0];
  expect(await worker?.evaluate(() => chrome.alarms.get('gatehouse-quiet-end'))).toBeTruthy();
  await force(server, first?.id ?? '', 'up');
  await syncTwice(popup.page);
  expect(await notificationIds(context)).toEqual([]);
  expect(await shown()).toEqual([]);

  // Quiet hours end: the user moves their end to a minute ago.
  await options.getByTestId('quiet-hours-to').fill(await localClock(options, -1));
  await expect.poll(() => notificationIds(context)).toEqual([expect.stringMatching(/^quiet:/)]);
  expect(await shown()).toEqual([
    expect.objectContaining({
      title: 'During quiet hours',
      message: '2 went down, 1 came back up, and 1 still down',
    }),
  ]);
  expect(await tableRows(context, 'statusAnnouncements')).toEqual([]);
  const [summaryId] = await notificationIds(context);
  const opened = context.waitForEvent('page');
  await actOnNotification(context, summaryId ?? '', 'click');
  await expect(await opened).toHaveURL(/options\.html#\/monitors$/);
});
