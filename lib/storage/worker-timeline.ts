import {
  TIMELINE_KEPT_MS,
  TIMELINE_MAX_ENTRIES,
  type TimelineChange,
  type TimelineEntry,
} from '../model/timeline';
import { MONITOR_TIMELINE_INDEX } from './schema';
import type { TableName, WorkerDatabase } from './worker-database';
import { type WriteTransaction, writeTables } from './worker-writes';

/*
 * The worker's half of the recent changes (lib/model/timeline.ts): recorded inside the
 * transaction that stores the change (the pull's, status-watch.ts; a settled pause's,
 * lib/background/outbox/settle.ts), pruned after each sync round. The options page reads them
 * (timeline-queries.ts).
 */

type TimelineTransaction = WriteTransaction<TableName[]>;

/** One change to record; when it was recorded is the transaction's own time. */
export interface TimelineChangeSeen {
  monitorId: string;
  name: string;
  change: TimelineChange;
  at: number;
}

const MONITOR_START = (monitorId: string) => [monitorId, Number.NEGATIVE_INFINITY];
const MONITOR_END = (monitorId: string) => [monitorId, Number.POSITIVE_INFINITY];

/**
 * Adds each change, in order, as the monitor's change at its time: it ends the monitor's change
 * before it, and lasts until the one after it, if one was recorded already (a down backdated to
 * the sync that first saw it may land before a pause recorded meanwhile). Awaits only the
 * transaction's own requests (docs/ARCHITECTURE.md, house rule 7).
 */
export async function recordTimeline(
  transaction: TimelineTransaction,
  changes: readonly TimelineChangeSeen[],
  recordedAt: number,
) {
  if (changes.length === 0) return;
  const store = transaction.objectStore('timeline');
  const byMonitor = store.index(MONITOR_TIMELINE_INDEX);
  for (const seen of changes) {
    const { monitorId, at } = seen;
    const before = await byMonitor.openCursor(
      IDBKeyRange.bound(MONITOR_START(monitorId), [monitorId, at]),
      'prev',
    );
    if (before && (before.value.until === undefined || before.value.until > at))
      await before.update({ ...before.value, until: at });
    const after = await byMonitor.openCursor(
      IDBKeyRange.bound([monitorId, at], MONITOR_END(monitorId), true),
    );
    const entry: TimelineEntry = { ...seen, recordedAt };
    if (after) entry.until = after.value.at;
    await store.add(entry);
  }
}

/**
 * Drops what is older than TIMELINE_KEPT_MS, off the `at` index, and what is beyond the newest
 * TIMELINE_MAX_ENTRIES recorded, as one range of keys below the newest (keys count up as changes
 * are recorded, so those are the oldest recorded). At steady state it reads one key and a range
 * that is empty: no walk of the table, whatever it holds. Writes only when there is something to drop.
 */
export async function pruneTimeline(database: WorkerDatabase, now = Date.now()) {
  const aged = IDBKeyRange.upperBound(now - TIMELINE_KEPT_MS, true);
  const read = database.transaction('timeline');
  const newest = await read.store.openCursor(null, 'prev');
  const tooOld = await read.store.index('at').getKey(aged);
  const overflow = newest ? (newest.primaryKey as number) - TIMELINE_MAX_ENTRIES : 0;
  const over = overflow > 0 ? await read.store.getKey(IDBKeyRange.upperBound(overflow)) : undefined;
  await read.done;
  if (tooOld === undefined && over === undefined) return;
  await writeTables(database, ['timeline'], async (transaction) => {
    const store = transaction.objectStore('timeline');
    if (overflow > 0) await store.delete(IDBKeyRange.upperBound(overflow));
    const old = await store.index('at').getAllKeys(aged);
    await Promise.all(old.map((seq) => store.delete(seq)));
  });
}
