import type { BrowserContext } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { upMonitorGoesDown } from './support/e2e-server';
import { backgroundWorker } from './support/extension';
import { firstMonitorsPullLanded, notificationIds, tableRows } from './support/worker';

/**
 * Headless Chromium cannot press a notification's buttons: this calls, in the service worker,
 * the listener notifications.onButtonClicked calls (the e2e build exposes it as `pressButton`).
 */
async function pressButton(
  context: BrowserContext,
  notificationId: string,
  index: number,
  times = 1,
) {
  const worker = await backgroundWorker(context);
  await worker.evaluate(
    ({ notificationId, index, times }) => {
      const press = (
        globalThis as unknown as { pressButton: (id: string, i: number) => Promise<void> }
      ).pressButton;
      return Promise.all(Array.from({ length: times }, () => press(notificationId, index)));
    },
    { notificationId, index, times },
  );
}

/** A running monitor goes down at the server and two syncs confirm it: its notification's id. */
async function downNotification(
  context: BrowserContext,
  openPopup: () => Promise<import('@playwright/test').Page>,
  server: RunningServer,
) {
  const popup = popupPage(await openPopup());
  await popup.loaded();
  await firstMonitorsPullLanded(context);
  const monitor = await upMonitorGoesDown(server);
  // Two syncs must see it down; a click while another sync runs would be skipped, so the second
  // waits for the first to have landed (the row says Down).
  await expect(popup.refresh).toBeEnabled();
  await popup.refresh.click();
  await expect(popup.row(monitor.name).locator('.status-pill')).toHaveText('Down');
  await expect(popup.refresh).toBeEnabled();
  await popup.refresh.click();
  await expect
    .poll(() => notificationIds(context))
    .toEqual([expect.stringContaining(`monitor:${monitor.id}:`)]);
  const [notificationId] = await notificationIds(context);
  return { popup, monitor, notificationId: notificationId ?? '' };
}

const pausesOf = (server: RunningServer, id: string) =>
  server.context.log.entries.filter((e) => e.method === 'PATCH' && e.path.endsWith(`/pause/${id}`));

test('"Pause 1 h" pauses that monitor once, pressed twice at once and again, and it resumes in an hour', async ({
  context,
  openPopup,
  server,
}) => {
  const { popup, monitor, notificationId } = await downNotification(context, openPopup, server);
  const pressedAt = Date.now();
  await pressButton(context, notificationId, 1, 2);
  await expect
    .poll(() => server.context.state.monitoring.monitors.get(monitor.id)?.pause)
    .toBe('paused');
  await expect.poll(async () => (await tableRows(context, 'outbox')).length).toBe(0);
  // Delivered once more after the first had gone out: still nothing new to send.
  await pressButton(context, notificationId, 1);
  await expect.poll(async () => (await tableRows(context, 'outbox')).length).toBe(0);
  expect(pausesOf(server, monitor.id)).toHaveLength(1);

  const [resume] = await tableRows<{ monitorId: string; resumeAt: number }>(
    context,
    'timedResumes',
  );
  expect(resume?.monitorId).toBe(monitor.id);
  expect(resume?.resumeAt).toBeGreaterThanOrEqual(pressedAt + 3_600_000);
  expect(resume?.resumeAt).toBeLessThan(Date.now() + 3_600_000 + 1_000);
  expect(await notificationIds(context)).toEqual([]);
  await popup.search.fill(monitor.name);
  await expect(popup.row(monitor.name)).toContainText(/until \d/);
  await expect(popup.page.getByTestId('paused-until')).toContainText('1 paused until');
});

test('"Open" opens that monitor in the options page', async ({ context, openPopup, server }) => {
  const { monitor, notificationId } = await downNotification(context, openPopup, server);
  const opened = context.waitForEvent('page');
  await pressButton(context, notificationId, 0);
  const page = await opened;
  await expect(page).toHaveURL(new RegExp(`options\\.html#/monitors/${monitor.id}$`));
  expect(pausesOf(server, monitor.id)).toHaveLength(0);
});
