import { dequal } from 'dequal';
import { browser } from 'wxt/browser';
import type { GatehouseDatabase } from '../db/database';
import type { MonitorRow } from '../db/rows';
import { isMuted, notificationMutesItem, notificationsEnabledItem } from '../settings';
import { type Health, type StatusChange, trackStatusChanges } from './transitions';

/** Notification ids carry the monitor id so a click can open it. */
export const NOTIFICATION_PREFIX = 'monitor:';

function healthOf(monitor: MonitorRow): Health | null {
  if (monitor.pause === 'paused') return null;
  return monitor.status === 'up' || monitor.status === 'down' ? monitor.status : null;
}

function describe(change: StatusChange) {
  return change.to === 'down'
    ? { title: `${change.name} is down`, message: 'Confirmed by two checks in a row.' }
    : { title: `${change.name} is back up`, message: 'It recovered and stayed up for two checks.' };
}

/**
 * After a monitors sync: feed what was seen through the status trackers and raise a
 * notification for each confirmed down/recovery, unless notifications are off or muted.
 */
export async function notifyStatusChanges(database: GatehouseDatabase, now = Date.now()) {
  const monitors = await database.monitors.toArray();
  const previous = new Map((await database.statusTrackers.toArray()).map((t) => [t.monitorId, t]));
  const observed = monitors.map((m) => ({ id: m.id, name: m.name, health: healthOf(m) }));
  const { trackers, changes } = trackStatusChanges(previous, observed);
  // Write only what moved: with 10,000 monitors, rewriting every tracker each sync costs seconds.
  const seen = new Set(trackers.map((t) => t.monitorId));
  const changed = trackers.filter((t) => !dequal(previous.get(t.monitorId), t));
  const gone = [...previous.keys()].filter((id) => !seen.has(id));
  await database.transaction('rw', database.statusTrackers, async () => {
    await database.statusTrackers.bulkDelete(gone);
    await database.statusTrackers.bulkPut(changed);
  });

  const [enabled, mutes] = await Promise.all([
    notificationsEnabledItem.getValue(),
    notificationMutesItem.getValue(),
  ]);
  if (!enabled) return [];
  const announced = changes.filter((change) => !isMuted(mutes, change.monitorId, now));
  for (const change of announced) {
    await browser.notifications.create(`${NOTIFICATION_PREFIX}${change.monitorId}:${now}`, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      ...describe(change),
    });
  }
  return announced;
}

/** The monitor a clicked notification is about, or null for someone else's notification. */
export function monitorIdOfNotification(notificationId: string): string | null {
  if (!notificationId.startsWith(NOTIFICATION_PREFIX)) return null;
  const rest = notificationId.slice(NOTIFICATION_PREFIX.length);
  return rest.slice(0, rest.lastIndexOf(':'));
}

/** A click on one of our notifications opens that monitor in the options page. */
export async function openNotifiedMonitor(notificationId: string) {
  const monitorId = monitorIdOfNotification(notificationId);
  if (monitorId === null) return;
  const path = `/options.html#/monitors/${encodeURIComponent(monitorId)}` as const;
  await browser.tabs.create({ url: browser.runtime.getURL(path) });
  await browser.notifications.clear(notificationId);
}
