import { browser } from 'wxt/browser';
import { GROUP_NOTIFICATION_PREFIX } from '../../model/notification-groups';
import type { WorkerDatabase } from '../../storage/worker-database';
import { pauseMonitorFor, pauseMonitorsUntil } from '../outbox/timed-pause';
import { groupMembers } from './group-members';
import { monitorIdOfNotification, openNotifiedMonitor } from './notification-clicks';

/** The order of the "down" notification's buttons (notify.ts `downButtons`). */
const OPEN = 0;
const PAUSE_HOUR = 1;
const HOUR_MS = 60 * 60_000;

/**
 * What "Pause 1 h" pauses: the notification's monitor, or every monitor of its group, each one
 * write through the outbox as the popup's timed pause sends. Pressed twice, or delivered twice,
 * the second finds them paused already and queues nothing (lib/model/timed-pause.ts planTimedPause).
 */
async function pauseForAnHour(database: WorkerDatabase, notificationId: string) {
  const monitorId = monitorIdOfNotification(notificationId);
  if (monitorId !== null) await pauseMonitorFor(database, monitorId, 60);
  else if (notificationId.startsWith(GROUP_NOTIFICATION_PREFIX)) {
    const members = await groupMembers(notificationId);
    // Members no longer known: the list lets the user pause them, and the notification stays.
    if (!members.length) {
      await openNotifiedMonitor(notificationId, { keep: true });
      return false;
    }
    await pauseMonitorsUntil(database, members, Date.now() + HOUR_MS);
  } else return false;
  return true;
}

/** A button of a "down" notification, of one monitor or a group (Chrome only). */
export async function onNotificationButton(
  database: WorkerDatabase,
  notificationId: string,
  buttonIndex: number,
) {
  if (buttonIndex === OPEN) await openNotifiedMonitor(notificationId);
  if (buttonIndex === PAUSE_HOUR) {
    if (await pauseForAnHour(database, notificationId))
      await browser.notifications.clear(notificationId);
  }
}
