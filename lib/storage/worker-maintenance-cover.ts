import { dequal } from 'dequal';
import { coverAt } from '../model/maintenance';
import { rankOf, toMonitorRow } from '../model/monitor-row';
import type { MaintenanceCover } from '../model/monitor-state';
import type { Monitor } from '../model/monitoring/types';
import type { RecordOf } from '../model/resources';
import type { MonitorRow } from '../model/rows';
import type { TableName } from './worker-database';
import type { WriteTransaction } from './worker-writes';

/*
 * The maintenance cover a monitor's row carries (MonitorRow.maintenance): which running window
 * covers it and until when, by the rule in docs/MONITORING-API.md "Maintenance windows: when one
 * covers its monitors". The worker's sync marks rows after its pulls
 * (lib/background/sync/maintenance-rank.ts); a change made here stores rows through
 * coveredMonitorRow.
 */

type CoverTransaction = WriteTransaction<TableName[]>;

/** The monitors the windows cover at `now`, each with the latest end of the windows covering it. */
function coversAt(windows: readonly RecordOf<'windows'>[], now: number) {
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
export const coverOf = (row: MonitorRow, covers: ReadonlyMap<string, MaintenanceCover>) =>
  row.pause === 'paused' ? undefined : covers.get(row.id);

/** Lays the cover on a row about to be stored, and its rank; true when that changed it. */
export function applyCover(row: MonitorRow, cover: MaintenanceCover | undefined) {
  if (dequal(row.maintenance, cover)) return false;
  if (cover) row.maintenance = cover;
  else delete row.maintenance;
  row.rank = rankOf(row);
  return true;
}

/** The covers of the cached windows at `now`, read in the caller's transaction. */
export const readCovers = async (transaction: CoverTransaction, now: number) =>
  coversAt(await transaction.objectStore('windows').getAll(), now);

/**
 * The covers a local change's transaction reads once, however many monitors it stores: a bulk
 * pause stores hundreds in one transaction, and none of them changes a window.
 */
const coversOfChange = new WeakMap<CoverTransaction, Promise<Map<string, MaintenanceCover>>>();

/**
 * A server's monitor as a row a change made here stores (its own answer, the user's change, or
 * the row a refused change restores): with the cover the cached windows give it now, which none
 * of them knows. Reads the windows, never the other monitors.
 */
export async function coveredMonitorRow(monitor: Monitor, transaction: CoverTransaction) {
  let covers = coversOfChange.get(transaction);
  if (!covers) {
    covers = readCovers(transaction, Date.now());
    coversOfChange.set(transaction, covers);
  }
  const row = toMonitorRow(monitor);
  applyCover(row, coverOf(row, await covers));
  return row;
}
