import { browser } from 'wxt/browser';
import { isolated } from '../../model/bidi';
import { durationText } from '../../model/duration-words';
import { incidentLasted } from '../../model/incident-duration';
import { groupChanges } from '../../model/notification-groups';
import { isQuietAt, type QuietHours } from '../../model/quiet-hours';
import type { StatusAnnouncementRow } from '../../model/transitions';
import { message } from '../../platform/i18n';
import {
  isMuted,
  notificationMutesItem,
  notificationsEnabledItem,
  quietHoursItem,
} from '../../storage/settings';
import type { WorkerDatabase } from '../../storage/worker-database';
import { writeTables } from '../../storage/worker-writes';
import { runExclusive } from '../runtime/lock';
import { announceGroup, withCategories } from './group-notification';
import { MONITOR_NOTIFICATION_PREFIX } from './notification-clicks';
import { announceQuietSummary, holdChanges } from './quiet-hours';

/** Firefox shows no notification buttons and refuses the option: a click there opens. */
const downButtons = () =>
  import.meta.env.FIREFOX
    ? {}
    : { buttons: [{ title: message('notifyOpen') }, { title: message('notifyPauseHour') }] };

/** How far the server's resolving of an incident may lie from the syncs that saw the recovery. */
const RESOLVED_NEAR_MS = 60 * 60_000;

/**
 * How long before the first sync that saw the monitor down its incident may have been resolved:
 * the server's clock and the browser's differ a little. One resolved earlier is an earlier
 * outage's, which a flapping monitor has, and whose length is not this one's.
 */
const SEEN_DOWN_SLACK_MS = 2 * 60_000;

/**
 * How long the recovered monitor was down: the server's incident for that outage, when the same
 * sync round brought it, so the notification says what the Incidents views say; otherwise the
 * time between the syncs that saw it go down and come back. An incident resolved before a sync
 * saw the monitor down is an earlier outage's.
 */
async function outageLength(database: WorkerDatabase, change: StatusAnnouncementRow) {
  const incidents = await database.getAllFromIndex('incidents', 'monitorId', change.monitorId);
  const from =
    change.downSince === undefined
      ? change.at - (change.downFor ?? 0) - RESOLVED_NEAR_MS
      : change.downSince - SEEN_DOWN_SLACK_MS;
  const resolved = incidents
    .filter((incident) => {
      const at = Date.parse(incident.resolvedAt ?? '');
      return at >= from && at <= change.at + RESOLVED_NEAR_MS;
    })
    .sort((a, b) => Date.parse(b.resolvedAt ?? '') - Date.parse(a.resolvedAt ?? ''));
  return resolved[0] ? incidentLasted(resolved[0]) : change.downFor;
}

async function describe(database: WorkerDatabase, change: StatusAnnouncementRow) {
  const name = isolated(change.name);
  if (change.to === 'down')
    return {
      title: message('notifyDownTitle', name),
      message: message('notifyDownMessage'),
      ...downButtons(),
    };
  const downFor = await outageLength(database, change);
  const title =
    downFor === undefined
      ? message('notifyUpTitle', name)
      : message('notifyUpAfterTitle', [name, durationText(downFor)]);
  return { title, message: message('notifyUpMessage') };
}

/** Drops changes announced, or not to be. */
function forget(database: WorkerDatabase, changes: StatusAnnouncementRow[]) {
  if (!changes.length) return;
  return writeTables(database, ['statusAnnouncements'], (transaction) =>
    Promise.all(
      changes.map((change) =>
        transaction.objectStore('statusAnnouncements').delete(change.seq as number),
      ),
    ),
  );
}

/** Raises one change's notification. */
async function announce(database: WorkerDatabase, change: StatusAnnouncementRow) {
  // The id is the change's own: a worker killed before the change is forgotten raises it again on
  // the next pass, and a notification raised again under its id replaces itself, not a second one.
  await browser.notifications.create(
    `${MONITOR_NOTIFICATION_PREFIX}${change.monitorId}:${change.at}`,
    {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      ...(await describe(database, change)),
    },
  );
}

/** Runs one notification's raising, then forgets its changes; a refusal keeps them for the next pass. */
async function tell(
  database: WorkerDatabase,
  changes: StatusAnnouncementRow[],
  raise: () => Promise<unknown>,
) {
  try {
    await raise();
    await forget(database, changes);
    return changes;
  } catch (error) {
    // One notification the browser refuses holds back no other.
    console.error('Gatehouse: a notification could not be shown', error);
    return [];
  }
}

/**
 * Tells one pass's changes: held ones (quiet hours, now or when they were confirmed) in one
 * summary once quiet hours are over; the others one notification per sync, direction and
 * category (lib/model/notification-groups.ts), a group of one as its own.
 */
async function tellChanges(
  database: WorkerDatabase,
  changes: StatusAnnouncementRow[],
  quiet: QuietHours,
  now: number,
) {
  if (isQuietAt(quiet, now)) {
    await holdChanges(database, changes, quiet, now, () => void notifyStatusChanges(database));
    return [];
  }
  const isHeld = (change: StatusAnnouncementRow) => change.held || isQuietAt(quiet, change.at);
  const held = changes.filter(isHeld);
  const told = held.length
    ? await tell(database, held, () => announceQuietSummary(database, held))
    : [];
  const groups = groupChanges(
    await withCategories(
      database,
      changes.filter((change) => !isHeld(change)),
    ),
  );
  for (const group of groups) {
    const [only] = group.changes;
    const raise =
      group.changes.length === 1 && only
        ? () => announce(database, only)
        : () => announceGroup(database, group, downButtons());
    told.push(...(await tell(database, group.changes, raise)));
  }
  return told;
}

/**
 * Raises the notifications the confirmed downs/recoveries the syncs recorded
 * (lib/background/sync/status-watch.ts) and not yet announced owe, unless notifications are off
 * or that monitor is muted: those are dropped, as they would have been when they happened.
 * Returns what was told.
 */
export async function notifyStatusChanges(database: WorkerDatabase, now = Date.now()) {
  const run = await runExclusive('notify', async () => {
    const announced: StatusAnnouncementRow[] = [];
    const tried = new Set<number>();
    // Read again until nothing new waits: a sync that records changes while this pass runs finds
    // the lock held and leaves them to this pass.
    for (;;) {
      const pending = (await database.getAll('statusAnnouncements')).filter(
        (change) => !tried.has(change.seq as number),
      );
      if (!pending.length) return announced;
      for (const change of pending) tried.add(change.seq as number);
      const [enabled, mutes, quiet] = await Promise.all([
        notificationsEnabledItem.getValue(),
        notificationMutesItem.getValue(),
        quietHoursItem.getValue(),
      ]);
      const heard = (change: StatusAnnouncementRow) =>
        enabled && !isMuted(mutes, change.monitorId, now);
      await forget(
        database,
        pending.filter((change) => !heard(change)),
      );
      announced.push(...(await tellChanges(database, pending.filter(heard), quiet, now)));
    }
  });
  return run.ran ? run.value : [];
}
