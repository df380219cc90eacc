import type { RecordOf } from '../../model/resources';
import { MONITOR_RANK, type MonitorRow } from '../../model/rows';
import { MONITOR_ORDER_INDEX } from '../../storage/schema';
import type { TableName } from '../../storage/worker-database';
import { applyCover, coverOf, readCovers } from '../../storage/worker-maintenance-cover';
import type { PullTransaction, PullWatch } from './pull-watch';
import { type StatusWatch, watchStatuses } from './status-watch';

/*
 * Which monitors a maintenance window covers now, kept on their rows (MonitorRow.maintenance)
 * and in their rank, so that the glance, its counts and the badge read them straight off the
 * monitors' order index as they read every other state. Whether a window covers is a matter of
 * time (lib/model/maintenance.ts), so the worker marks them again after each pull of monitors or
 * windows, in the pull's own transactions, and at each window's start and end
 * (maintenance-wake.ts). Only the monitors windows name and those marked before are read: never
 * a walk of every monitor.
 */

/** What a re-rank reads and writes: the monitors, the windows, and the status watch's tables. */
export const MAINTENANCE_TABLES: TableName[] = [
  'monitors',
  'windows',
  'statusTrackers',
  'statusAnnouncements',
];

type WindowRecord = RecordOf<'windows'>;

/**
 * Inside a transaction over MAINTENANCE_TABLES: marks the monitors windows cover at `now` and
 * unmarks the rest, and has the status watch see each one a window no longer covers (its health
 * was not observed while covered). Answers how many rows changed.
 */
export async function reRankCovered(
  transaction: PullTransaction,
  now: number,
  statuses: Pick<StatusWatch, 'observe'> = watchStatuses(now),
): Promise<number> {
  const covers = await readCovers(transaction, now);
  const monitors = transaction.objectStore('monitors');
  const rank = MONITOR_RANK.maintenance;
  const [marked, covered] = await Promise.all([
    monitors.index(MONITOR_ORDER_INDEX).getAll(IDBKeyRange.bound([rank], [rank, []])),
    Promise.all([...covers.keys()].map((id) => monitors.get(id))),
  ]);
  const rows = new Map<string, MonitorRow>();
  for (const row of [...marked, ...covered]) if (row) rows.set(row.id, row);
  const released: MonitorRow[] = [];
  let changed = 0;
  for (const row of rows.values()) {
    const wasCovered = row.maintenance !== undefined;
    if (!applyCover(row, coverOf(row, covers))) continue;
    changed++;
    monitors.put(row);
    if (wasCovered && !row.maintenance) released.push(row);
  }
  if (released.length > 0) await statuses.observe(transaction, released);
  return changed;
}

/**
 * The monitors pull's watch: each row it writes carries the cover the cached windows give it
 * now (before the status watch sees it), and its last transaction marks the monitors anew.
 * Given the pull's status watch, so a monitor it sees there is seen once this sync.
 */
export function watchMaintenance(
  now: number,
  statuses: StatusWatch,
): PullWatch<MonitorRow, string> {
  return {
    tables: ['windows'],
    async written(transaction, rows) {
      if (rows.length === 0) return;
      const covers = await readCovers(transaction, now);
      for (const row of rows) applyCover(row, coverOf(row, covers));
    },
    removed: async () => undefined,
    finished: async (transaction) => {
      await reRankCovered(transaction, now, statuses);
    },
  };
}

/** The windows pull's watch: its last transaction marks the monitors its windows cover now. */
export function watchWindowsCover(now: number): PullWatch<WindowRecord, string> {
  return {
    tables: ['monitors', 'statusTrackers', 'statusAnnouncements'],
    written: async () => undefined,
    removed: async () => undefined,
    finished: async (transaction) => {
      await reRankCovered(transaction, now);
    },
  };
}
