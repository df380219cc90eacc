import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { db } from '../lib/db/database';
import { registerMessageHandlers } from '../lib/messaging/handlers';
import { pollIntervalMinutesItem } from '../lib/settings';
import { monitorIdOfNotification } from '../lib/sync/notify';
import { ensureSyncAlarm, runSync, SYNC_ALARM } from '../lib/sync/schedule';

/** Sync on wake-up events; errors are recorded in Dexie by the sync itself. */
function syncInBackground(userRequested = false) {
  runSync(db, { userRequested }).catch((error) => console.error('Gatehouse sync failed', error));
}

export default defineBackground({
  type: 'module',
  // Never async: listeners must be registered in the first turn of the worker.
  main() {
    registerMessageHandlers({
      version: browser.runtime.getManifest().version,
      startedAt: Date.now(),
    });
    browser.alarms.onAlarm.addListener((alarm) => {
      if (alarm.name === SYNC_ALARM) syncInBackground();
    });
    const onLaunch = () => {
      void ensureSyncAlarm();
      syncInBackground();
    };
    browser.runtime.onStartup.addListener(onLaunch);
    browser.runtime.onInstalled.addListener(onLaunch);
    // Back online: don't wait for the next alarm, and skip any backoff built up while offline.
    globalThis.addEventListener('online', () => syncInBackground(true));
    pollIntervalMinutesItem.watch(() => void ensureSyncAlarm());
    browser.notifications.onClicked.addListener((notificationId) => {
      const monitorId = monitorIdOfNotification(notificationId);
      if (monitorId === null) return;
      void browser.tabs.create({
        url: browser.runtime.getURL(`/options.html#/monitors/${encodeURIComponent(monitorId)}`),
      });
      void browser.notifications.clear(notificationId);
    });
  },
});
