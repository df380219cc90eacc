import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import {
  applyToolbarBehavior,
  OPEN_SIDE_PANEL_COMMAND,
} from '../lib/background/glance/toolbar-behavior';
import { onNotificationButton } from '../lib/background/notifications/notification-buttons';
import { openNotifiedMonitor } from '../lib/background/notifications/notification-clicks';
import { notifyStatusChanges } from '../lib/background/notifications/notify';
import { registerOmnibox } from '../lib/background/omnibox';
import { runAlarm } from '../lib/background/on-alarm';
import { openReporting } from '../lib/background/open-reporting';
import { flushSoon } from '../lib/background/outbox/flush-schedule';
import { resumeDuePauses } from '../lib/background/outbox/timed-pause';
import { ensureSyncAlarm, syncSoon } from '../lib/background/sync/pull-schedule';
import { OPEN_DOOR_COMMAND, openDoorView } from '../lib/background/tickets/open-door';
import { keepTicketDay, openTicketDayNotification } from '../lib/background/tickets/ticket-day';
import { registerMessageHandlers } from '../lib/messaging/handlers';
import { commandsApi } from '../lib/platform/optional-apis';
import { openBesidePages } from '../lib/platform/side-panel';
import {
  connectionItems,
  pollIntervalMinutesItem,
  quietHoursItem,
  toolbarOpensSidePanelItem,
} from '../lib/storage/settings';
import type { WorkerDatabase } from '../lib/storage/worker-database';

/** Runs `work` on the worker's connection, opened once per worker life (worker-database.ts). */
function withDatabase(work: (database: WorkerDatabase) => unknown) {
  openReporting()
    .then(work)
    .catch((error) => console.error('Gatehouse: the database did not open', error));
}

export default defineBackground({
  // Chrome: a classic service worker, bundled alone into one file, so it loads only what it
  // runs: built with the pages as a module, it shared their chunks, whole. It may not `import()`
  // anyway (lib/background/tickets/read-qr.ts). Firefox: a module, which does `import()` jsQR.
  type: { firefox: 'module' },
  // Never async: listeners must be registered in the first turn of the worker.
  main() {
    registerMessageHandlers({
      version: browser.runtime.getManifest().version,
      startedAt: Date.now(),
    });
    registerOmnibox();
    browser.alarms.onAlarm.addListener((alarm) => withDatabase((db) => runAlarm(db, alarm)));
    const onLaunch = () => {
      void ensureSyncAlarm();
      withDatabase(resumeDuePauses);
      void applyToolbarBehavior();
      withDatabase(flushSoon);
      withDatabase(syncSoon);
    };
    browser.runtime.onStartup.addListener(onLaunch);
    browser.runtime.onInstalled.addListener(onLaunch);
    // Back online: send what waited, and sync without waiting for the alarm or for backoff.
    globalThis.addEventListener('online', () => {
      withDatabase((database) => {
        flushSoon(database);
        syncSoon(database, { userRequested: true });
      });
    });
    pollIntervalMinutesItem.watch(() => void ensureSyncAlarm());
    toolbarOpensSidePanelItem.watch(() => void applyToolbarBehavior());
    // Quiet hours changed (ended early, or turned off): what they held may be summed up now.
    quietHoursItem.watch(() => withDatabase(notifyStatusChanges));
    // Writes wait for the account they were made under: a change of account may let them go.
    for (const item of connectionItems) item.watch(() => withDatabase(flushSoon));
    // Each opens what its own notifications are about, and leaves the others' ids alone.
    const clickNotification = async (id: string) => {
      await Promise.all([openNotifiedMonitor(id), openTicketDayNotification(id)]);
    };
    browser.notifications.onClicked.addListener((id) => void clickNotification(id));
    const pressButton = async (id: string, index: number) =>
      onNotificationButton(await openReporting(), id, index);
    // Firefox has no notification buttons (notify.ts).
    if (!import.meta.env.FIREFOX)
      browser.notifications.onButtonClicked.addListener((id, index) => void pressButton(id, index));
    // Headless Chromium cannot press a notification's buttons: the e2e build lets its tests call
    // the same listener from the worker (tests/e2e/notification-buttons.spec.ts).
    if (import.meta.env.MODE === 'e2e') Object.assign(globalThis, { pressButton });
    // Nor click one, and the e2e tests cannot wait for a morning: they run the ticket-day pass at
    // a time they choose (tests/e2e/ticket-day.spec.ts).
    if (import.meta.env.MODE === 'e2e')
      Object.assign(globalThis, {
        clickNotification,
        ticketDayPass: async (now: number) => keepTicketDay(await openReporting(), now),
      });
    // No keyboard shortcuts on Firefox for Android; the door and the glance open by touch there.
    commandsApi()?.onCommand.addListener((command, tab) => {
      if (command === OPEN_DOOR_COMMAND) void openDoorView();
      // At once, in the keystroke's own turn: both browsers open the panel only then.
      if (command === OPEN_SIDE_PANEL_COMMAND) void openBesidePages(tab?.windowId);
    });
    // Every start of this worker, not only the browser's: a worker stopped mid-flush left rows in
    // flight that only a flush can settle. With nothing queued this is one IndexedDB read.
    withDatabase(flushSoon);
    // A worker asleep at a ticket's morning raises its reminder when it next wakes that day.
    withDatabase(keepTicketDay);
    // A worker asleep when quiet hours ended sums up what they held now; with nothing waiting,
    // one IndexedDB read.
    withDatabase(notifyStatusChanges);
  },
});
