import { browser } from 'wxt/browser';
import type { WorkerDatabase } from '../../storage/worker-database';
import { pauseMonitorFor } from '../outbox/timed-pause';
import { monitorIdOfNotification, openNotifiedMonitor } from './notify';

/** The order of the "down" notification's buttons (notify.ts `downButtons`). */
const OPEN = 0;
const PAUSE_HOUR = 1;

/**
 * A button of a "down" notification (Chrome only). "Pause 1 h" pauses that monitor for an hour
 * like the popup's timed pause; pressed twice, or delivered twice, the second finds it paused
 * already and queues nothing (lib/model/timed-pause.ts planTimedPause).
 */
export async function onNotificationButton(
  database: WorkerDatabase,
  notificationId: string,
  buttonIndex: number,
) {
  const monitorId = monitorIdOfNotification(notificationId);
  if (monitorId === null) return;
  if (buttonIndex === OPEN) await openNotifiedMonitor(notificationId);
  if (buttonIndex === PAUSE_HOUR) {
    await pauseMonitorFor(database, monitorId, 60);
    await browser.notifications.clear(notificationId);
  }
}
