import { dequal } from 'dequal';
import Dexie from 'dexie';
import { browser } from 'wxt/browser';
import { durationText } from '../../model/duration-words';
import { message } from '../../model/i18n';
import { monitorDetailPath } from '../../model/monitor-link';
import type { MonitorRank } from '../../model/rows';
import {
  type Health,
  type ObservedMonitor,
  type StatusChange,
  trackStatusChanges,
} from '../../model/transitions';
import type { GatehouseDatabase } from '../../storage/database';
import { isMuted, notificationMutesItem, notificationsEnabledItem } from '../../storage/settings';

/** Notification ids carry the monitor id so a click can open it. */
const NOTIFICATION_PREFIX = 'monitor:';

/** Monitors whose trackers are read and written at once: memory stays flat in the account size. */
const TRACKER_CHUNK = 5_000;

/**
 * Each monitor's health, read from the rank index as keys (rows.ts: rank 0 is down and not
 * paused, 3 up and not paused, the rest say nothing): a sync of 10,000 monitors must not read
 * 10,000 rows back (each a structured-clone deserialization) to learn two bits about each.
 * Names only matter for the few that change; they are read for those alone (`named`).
 */
async function observedHealth(database: GatehouseDatabase) {
  const withRank = (rank: MonitorRank) =>
    database.monitors
      .where('[rank+sortKey]')
      .between([rank, Dexie.minKey], [rank, Dexie.maxKey])
      .primaryKeys();
  const [ids, down, up] = await Promise.all([
    database.monitors.toCollection().primaryKeys(),
    withRank(0),
    withRank(3),
  ]);
  const health = new Map<string, Health>();
  for (const id of down) health.set(id, 'down');
  for (const id of up) health.set(id, 'up');
  return {
    ids,
    healthOf: (id: string): ObservedMonitor => ({ id, name: '', health: health.get(id) ?? null }),
  };
}

/** Feeds one chunk of monitors through their trackers; writes the trackers that moved. */
async function trackChunk(database: GatehouseDatabase, observed: ObservedMonitor[], now: number) {
  const stored = await database.statusTrackers.bulkGet(observed.map((m) => m.id));
  const previous = new Map(stored.flatMap((t) => (t ? [[t.monitorId, t] as const] : [])));
  const { trackers, changes } = trackStatusChanges(previous, observed, now);
  // Write only what moved: with 10,000 monitors, rewriting every tracker each sync costs seconds.
  await database.statusTrackers.bulkPut(
    trackers.filter((t) => !dequal(previous.get(t.monitorId), t)),
  );
  return changes;
}

/** The changes with the names their notifications show. */
async function named(database: GatehouseDatabase, changes: StatusChange[]) {
  const rows = await database.monitors.bulkGet(changes.map((change) => change.monitorId));
  return changes.map((change, i) => ({ ...change, name: rows[i]?.name ?? change.monitorId }));
}

/** Firefox shows no notification buttons and refuses the option: a click there opens. */
const downButtons = () =>
  import.meta.env.FIREFOX
    ? {}
    : { buttons: [{ title: message('notifyOpen') }, { title: message('notifyPauseHour') }] };

function describe(change: StatusChange) {
  if (change.to === 'down')
    return {
      title: message('notifyDownTitle', change.name),
      message: message('notifyDownMessage'),
      ...downButtons(),
    };
  const title =
    change.downFor === undefined
      ? message('notifyUpTitle', change.name)
      : message('notifyUpAfterTitle', [change.name, durationText(change.downFor)]);
  return { title, message: message('notifyUpMessage') };
}

/**
 * After a monitors sync: feed what was seen through the status trackers and raise a
 * notification for each confirmed down/recovery, unless notifications are off or muted.
 */
export async function notifyStatusChanges(database: GatehouseDatabase, now = Date.now()) {
  const { ids, healthOf } = await observedHealth(database);
  const changes: StatusChange[] = [];
  for (let start = 0; start < ids.length; start += TRACKER_CHUNK) {
    const chunk = ids.slice(start, start + TRACKER_CHUNK).map(healthOf);
    for (const change of await trackChunk(database, chunk, now)) changes.push(change);
  }
  const monitors = new Set(ids);
  const trackerIds = await database.statusTrackers.toCollection().primaryKeys();
  await database.statusTrackers.bulkDelete(trackerIds.filter((id) => !monitors.has(id)));

  const [enabled, mutes] = await Promise.all([
    notificationsEnabledItem.getValue(),
    notificationMutesItem.getValue(),
  ]);
  if (!enabled) return [];
  const unmuted = changes.filter((change) => !isMuted(mutes, change.monitorId, now));
  const announced = await named(database, unmuted);
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
  await browser.tabs.create({ url: browser.runtime.getURL(monitorDetailPath(monitorId)) });
  await browser.notifications.clear(notificationId);
}
