import { dequal } from 'dequal';
import type { MonitorRow } from '../../model/rows';
import { pauseChangeOf } from '../../model/timeline';
import {
  type Health,
  type ObservedMonitor,
  type StatusTracker,
  trackStatusChanges,
} from '../../model/transitions';
import { recordTimeline } from '../../storage/worker-timeline';
import { deleteHeld, type PullTransaction, type PullWatch } from './pull-watch';

/** What a monitor's `status` says of its health; a paused monitor keeps its last one (CONTRACT.md). */
const statusHealth = (row: MonitorRow): Health | null =>
  row.status === 'up' || row.status === 'down' ? row.status : null;

/**
 * What a sync observes of a monitor: nothing while paused, nor while a maintenance window covers
 * it (its downtime was planned: no notification), but for its first sighting, which only sets
 * the health a change is measured from and announces nothing. Seen again once the window ends
 * (maintenance-rank.ts feeds it then), so a monitor still down is announced as usual.
 */
function observedHealth(row: MonitorRow, tracker: StatusTracker | undefined): Health | null {
  if (row.pause === 'paused') return null;
  if (row.maintenance && tracker && tracker.confirmed !== null) return null;
  return statusHealth(row);
}

/**
 * The tracker a stored monitor has when none is stored: settled at what its status says. Only
 * trackers that say more are stored (a change seen once, an outage's start, a first sighting
 * while paused), so a cold sync stores none and a steady one reads and writes none.
 */
const implicitTracker = (monitorId: string, health: Health | null): StatusTracker => ({
  monitorId,
  confirmed: health,
  candidate: null,
  candidateSeen: 0,
});

/** A tracker says more than the row's status: storing it is the only way not to forget it. */
function saysMore(tracker: StatusTracker, row: MonitorRow) {
  const implicit = implicitTracker(tracker.monitorId, statusHealth(row));
  // An outage's start is what a recovery's duration is measured from.
  const outageStart = tracker.confirmed === 'down' && tracker.confirmedSince !== undefined;
  return (
    outageStart ||
    tracker.confirmed !== implicit.confirmed ||
    tracker.candidate !== null ||
    tracker.candidateSeen !== 0
  );
}

/**
 * Keeps the status trackers and the notifications they owe (`statusAnnouncements`) in step with
 * the monitors, inside the pull's own transactions: a worker killed between a pull and its
 * notifications (Chrome stops service workers at will) has the confirmed changes waiting in the
 * database, and notify.ts announces them on the next pass, once.
 *
 * Every sync observes each monitor once: those it writes as it writes them, those it leaves
 * unchanged but whose stored tracker waits for something in `finished`. An unchanged monitor
 * without a stored tracker has nothing to wait for.
 */
/** The status watch, and a sighting of monitors the pull does not write (a window's end). */
export interface StatusWatch extends PullWatch<MonitorRow, string> {
  /** Feeds these stored monitors through their trackers, once this sync. */
  observe(transaction: PullTransaction, rows: readonly MonitorRow[]): Promise<void>;
}

/** The stored trackers of these monitors (few are stored). */
async function storedTrackers(transaction: PullTransaction, rows: readonly { id: string }[]) {
  const trackersStored = transaction.objectStore('statusTrackers');
  const found = await Promise.all(rows.map((row) => trackersStored.get(row.id)));
  return found.filter((tracker): tracker is StatusTracker => tracker !== undefined);
}

export function watchStatuses(now: number): StatusWatch {
  /** Monitors whose stored tracker was fed this pull (few: trackers are stored sparsely). */
  const fed = new Set<string>();

  /** Feeds monitors through their trackers; stores what says more, queues what to announce. */
  async function feed(
    transaction: PullTransaction,
    rows: readonly MonitorRow[],
    before: ReadonlyMap<string, StatusTracker>,
    stored: ReadonlySet<string>,
  ) {
    const observed: ObservedMonitor[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      health: observedHealth(row, before.get(row.id)),
    }));
    const { trackers, changes } = trackStatusChanges(before, observed, now);
    const keep: StatusTracker[] = [];
    const drop: string[] = [];
    trackers.forEach((tracker, i) => {
      const row = rows[i] as MonitorRow;
      if (saysMore(tracker, row)) {
        fed.add(row.id);
        if (!stored.has(row.id) || !dequal(before.get(row.id), tracker)) keep.push(tracker);
      } else if (stored.has(row.id)) drop.push(row.id);
    });
    const trackersStored = transaction.objectStore('statusTrackers');
    const announcements = transaction.objectStore('statusAnnouncements');
    await Promise.all([
      ...keep.map((tracker) => trackersStored.put(tracker)),
      ...drop.map((monitorId) => trackersStored.delete(monitorId)),
      ...changes.map((change) => announcements.add({ ...change, at: now })),
    ]);
    // The same confirmed changes go on the recent changes, each from when it was first seen.
    const since = new Map(trackers.map((tracker) => [tracker.monitorId, tracker.confirmedSince]));
    const seen = changes.map(({ monitorId, name, to }) => ({
      monitorId,
      name,
      change: to,
      at: since.get(monitorId) ?? now,
    }));
    await recordTimeline(transaction, seen, now);
  }

  return {
    tables: ['statusTrackers', 'statusAnnouncements', 'timeline'],

    async observe(transaction, rows) {
      const trackers = await storedTrackers(transaction, rows);
      const before = new Map(trackers.map((tracker) => [tracker.monitorId, tracker] as const));
      const stored = new Set(before.keys());
      for (const row of rows)
        if (!before.has(row.id)) before.set(row.id, implicitTracker(row.id, statusHealth(row)));
      await feed(transaction, rows, before, stored);
    },

    async written(transaction, rows, previous) {
      const known = rows.filter((_, i) => previous[i] !== undefined);
      const before = new Map<string, StatusTracker>();
      const stored = new Set<string>();
      for (const tracker of await storedTrackers(transaction, known)) {
        before.set(tracker.monitorId, tracker);
        stored.add(tracker.monitorId);
      }
      rows.forEach((row, i) => {
        const was = previous[i];
        // A new monitor has no tracker: its first sighting sets one, and announces nothing.
        if (was && !before.has(row.id))
          before.set(row.id, implicitTracker(row.id, statusHealth(was)));
      });
      // Paused or resumed elsewhere: a pause made here is recorded when it settles (settle.ts),
      // and the pull leaves its row alone until then (pull-guards.ts).
      const paused = rows.flatMap((row, i) => {
        const change = pauseChangeOf(previous[i], row);
        return change ? [{ monitorId: row.id, name: row.name, change, at: now }] : [];
      });
      await recordTimeline(transaction, paused, now);
      await feed(transaction, rows, before, stored);
    },

    // A change already confirmed is still announced (it carries its name): the monitor was
    // down, or back, before it went.
    removed: (transaction, keys) => deleteHeld(transaction, 'statusTrackers', keys),

    /**
     * Feeds the trackers waiting for a second sighting whose monitor this pull did not write:
     * unchanged since the last sync, it is seen as it was. Any other tracker of an unchanged
     * monitor was fed that very health when it was written, and stays as it is.
     */
    async finished(transaction) {
      const byCandidate = transaction.objectStore('statusTrackers').index('candidate');
      const candidates = await Promise.all(['up', 'down'].map((to) => byCandidate.getAll(to)));
      const waiting = candidates.flat().filter((t) => !fed.has(t.monitorId));
      const monitors = transaction.objectStore('monitors');
      const rows = await Promise.all(waiting.map((t) => monitors.get(t.monitorId)));
      const present = rows.filter((row): row is MonitorRow => row !== undefined);
      const before = new Map(waiting.map((t) => [t.monitorId, t] as const));
      await feed(transaction, present, before, new Set(before.keys()));
    },
  };
}
