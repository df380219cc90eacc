import { drawnState } from './monitor-state';
import type { Monitor } from './monitoring/types';
import { wordsOf } from './name-words';
import { naturalSortKey } from './natural-key';
import { MONITOR_RANK, type MonitorRank, type MonitorRow } from './rows';
import { webOrigin } from './site';

/** The monitor's place in the glance (rows.ts MONITOR_RANK): its drawn state's. */
export const rankOf = (monitor: Parameters<typeof drawnState>[0]): MonitorRank =>
  MONITOR_RANK[drawnState(monitor)];

/**
 * The version of what a row keeps of a server's monitor: the Monitor schema
 * (lib/model/monitoring/schemas-monitors.ts) and toMonitorRow below. It seeds each row's
 * fingerprint (rows.ts `fp`), and a pull skips a record whose fingerprint it holds: so a build
 * that keeps anything else of a record (a field, a derived key) gives it a new number, and every
 * row is rewritten by the next pull. tests/unit/model/monitor-row.test.ts fails until it does.
 * So does a build that reads records more strictly (a narrower schema, a lower size limit in
 * lib/background/api): a record skipped as unchanged is not validated again, and only a new
 * number makes the next pull read every record under the new rules. The test cannot see that.
 */
export const MONITOR_ROW_VERSION = 3;

/**
 * The row for a monitor. `fp` is the fingerprint of the server's record it was read from; a row
 * changed locally has none (a fingerprint carried over from a stored row is cleared), so the next
 * pull rewrites it (rows.ts). The caller's monitor is left as it was.
 */
export function toMonitorRow(monitor: Monitor, fp?: string): MonitorRow {
  return monitorRowInPlace({ ...monitor }, fp);
}

/**
 * toMonitorRow without the copy: `monitor` itself becomes the row. Only for a monitor nothing
 * else holds, such as one just read from a pulled page: a sync of 50,000 monitors would
 * otherwise copy every record once more, and the worker's peak heap is mostly such garbage.
 */
export function monitorRowInPlace(monitor: Monitor, fp?: string): MonitorRow {
  const row = monitor as MonitorRow;
  row.rank = rankOf(monitor);
  row.nameKey = monitor.name.toLowerCase();
  row.sortKey = naturalSortKey(monitor.name);
  row.fp = fp;
  row.origin = webOrigin(monitor.uri) ?? undefined;
  row.nameWords = wordsOf(monitor.name);
  return row;
}
