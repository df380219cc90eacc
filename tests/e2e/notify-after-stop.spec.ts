import type { Page } from '@playwright/test';
import type { SyncStateRow } from '../../lib/model/rows';
import { expect, test } from './fixtures';
import { popupPage } from './pages/popup';
import { sendCommand, syncRound } from './support/commands';
import { upMonitorGoesDown } from './support/e2e-server';
import { firstMonitorsPullLanded, notificationIds, stopServiceWorker } from './support/worker';

/**
 * Chrome stops a service worker at will, also between a sync's pull and its notification pass.
 * A sync round pulls every list side by side and notifies once all have ended: a categories list
 * that hangs holds the round there, with the monitors' pull committed, while the worker is
 * stopped (lib/background/sync/pull-schedule.ts runSync).
 */
const CATEGORIES_LIST = '/endpoints/v1/categories/list';

/** Starts a sync round of monitors and categories; it is never answered, the worker stops. */
function roundHeldBeforeNotifying(page: Page) {
  void sendCommand(page, 'refresh', { resources: ['monitors', 'categories'] }).catch(() => {});
}

test('a monitor gone down is announced once, though workers were stopped between pull and notifications on the rounds that saw and confirmed it', async ({
  context,
  openPopup,
  server,
}) => {
  const popup = popupPage(await openPopup());
  await popup.loaded();
  await firstMonitorsPullLanded(context);
  const monitor = await upMonitorGoesDown(server);
  /**
   * When the last monitors pull landed (written by its last transaction), read from the popup:
   * it shares the worker's IndexedDB, and stays when the worker is stopped.
   */
  const monitorsLanded = () =>
    popup.page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('gatehouse');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result
              .transaction('syncState')
              .objectStore('syncState')
              .get('monitors');
            read.onsuccess = () => {
              open.result.close();
              resolve((read.result as SyncStateRow | undefined)?.lastSuccessAt ?? 0);
            };
          };
        }),
    );

  // The round that first sees it down, then the one that confirms it: each pull lands, then the
  // worker is stopped while the round waits for the categories, before its notification pass.
  for (const round of ['sees', 'confirms']) {
    const before = await monitorsLanded();
    server.context.faults.add({ path: CATEGORIES_LIST, kind: 'hang', times: 1 });
    roundHeldBeforeNotifying(popup.page);
    await expect.poll(monitorsLanded, { message: round }).toBeGreaterThan(before);
    await expect(popup.row(monitor.name).locator('.status-pill')).toHaveText('Down');
    expect(await notificationIds(context)).toEqual([]);
    await stopServiceWorker(context, popup.page);
  }

  // The next worker's round announces it; the one after has nothing more to say.
  await syncRound(popup.page);
  await expect
    .poll(() => notificationIds(context))
    .toEqual([expect.stringContaining(`monitor:${monitor.id}:`)]);
  await syncRound(popup.page);
  expect(await notificationIds(context)).toHaveLength(1);
});
