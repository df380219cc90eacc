import { browser } from 'wxt/browser';
import { MONITOR_LIST_PATH, monitorDetailPath } from '../../model/monitor-link';
import { GROUP_NOTIFICATION_PREFIX } from '../../model/notification-groups';
import { QUIET_SUMMARY_PREFIX } from '../../model/quiet-summary';

/** A single monitor's notification id carries the monitor id so a click can open it. */
export const MONITOR_NOTIFICATION_PREFIX = 'monitor:';

/** The monitor a clicked notification is about, or null for someone else's notification. */
export function monitorIdOfNotification(notificationId: string): string | null {
  if (!notificationId.startsWith(MONITOR_NOTIFICATION_PREFIX)) return null;
  const rest = notificationId.slice(MONITOR_NOTIFICATION_PREFIX.length);
  return rest.slice(0, rest.lastIndexOf(':'));
}

/** Where a click on one of our notifications goes: its monitor, or the list for many of them. */
function pageOfNotification(notificationId: string) {
  const monitorId = monitorIdOfNotification(notificationId);
  if (monitorId !== null) return monitorDetailPath(monitorId);
  const many = [GROUP_NOTIFICATION_PREFIX, QUIET_SUMMARY_PREFIX];
  return many.some((prefix) => notificationId.startsWith(prefix)) ? MONITOR_LIST_PATH : null;
}

/**
 * A click on one of our notifications opens what it is about in the options page: one monitor,
 * or, for a group or the quiet hours' summary, the Monitors list (down ones first).
 */
export async function openNotifiedMonitor(notificationId: string, { keep = false } = {}) {
  const path = pageOfNotification(notificationId);
  if (path === null) return;
  await browser.tabs.create({ url: browser.runtime.getURL(path) });
  if (!keep) await browser.notifications.clear(notificationId);
}
