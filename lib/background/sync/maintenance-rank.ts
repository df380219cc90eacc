import { dequal } from 'dequal';
import { coverAt } from '../../model/maintenance';
import { rankOf, toMonitorRow } from '../../model/monitor-row';
import type { MaintenanceCover } from '../../model/monitor-state';
import type { Monitor } from '../../model/monitoring/types';
import type { RecordOf } from '../../model/resources';
import { MONITOR_RANK, type MonitorRow } from '../../model/rows';
import { MONITOR_ORDER_INDEX } from '../../storage/schema';
import type { TableName } from '../../storage/worker-database';
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

/** The monitors the windows cover at `now`, each with the latest end of the windows covering it. */
function coversAt(windows: readonly WindowRecord[], now: number) {
  const covers = new Map<string, MaintenanceCover>();
  for (const window of windows) {
    const cover = coverAt(window, now);
    if (!cover) continue;
    for (const { id } of window.monitors ?? []) {
      const other = covers.get(id);
      // One window whose end is unknown leaves the monitor's end unknown.
      const until =
        other && (other.until === undefined || cover.until === undefined)
          ? undefined
          : Math.max(other?.until ?? 0, cover.until ?? 0);
      covers.set(id, until === undefined || until === 0 ? {} : { until });
    }
  }
  return covers;
}

/** The cover a row should carry: none while paused (paused wins, MonitorState). */
const coverOf = (row: MonitorRow, covers: ReadonlyMap<string, MaintenanceCover>) =>
  row.pause === 'paused' ? undefined : covers.get(row.id);

/** Lays the cover on a row about to be stored, and its rank; true when that changed it. */
function applyCover(row: MonitorRow, cover: MaintenanceCover | undefined) {
  if (dequal(row.maintenance, cover)) return false;
  if (cover) row.maintenance = cover;
  else delete row.maintenance;
  row.rank = rankOf(row);
  return true;
}

const readCovers = async (transaction: PullTransaction, now: number) =>
  coversAt(await transaction.objectStore('windows').getAll(), now);

/**
 * A server's monitor as a row a change made here stores (its own answer, or the user's change):
 * with the cover the cached windows give it now, which neither of them knows. Reads the windows,
 * never the other monitors.
 */
export async function coveredMonitorRow(
  transaction: PullTransaction,
  monitor: Monitor,
  now = Date.now(),
) {
  const row = toMonitorRow(monitor);
  applyCover(row, coverOf(row, await readCovers(transaction, now)));
  return row;
}

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
