import { startPull } from '../../../lib/background/sync/pull-writer';
import { watchStatuses } from '../../../lib/background/sync/status-watch';
import { toMonitorRow } from '../../../lib/model/monitor-row';
import type { Monitor } from '../../../lib/model/monitoring/types';
import type { MonitorRow } from '../../../lib/model/rows';
import type { GatehouseDatabase } from '../../../lib/storage/database';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';

/** A monitor as the server lists it, reduced to what the status logic reads. */
export const monitorRow = (id: string, name: string, status: string, pause = 'active') =>
  toMonitorRow({ id, name, status, pause } as unknown as Monitor);

/**
 * One monitors pull as a sync runs it (lib/background/sync/engine.ts): the list streamed in
 * pages of `pageRows`, a batch written every `batchRows`, the status trackers kept in step.
 * `fail` cuts the list short after its pages came (the pull is abandoned).
 */
export async function pullMonitors(
  database: GatehouseDatabase,
  rows: readonly MonitorRow[],
  now: number,
  { pageRows = 2, batchRows = 3, fail = false } = {},
) {
  const writer = await startPull(await openWorkerDatabase(database.name), 'monitors', {
    keyOf: (row) => row.id,
    fingerprinted: true,
    batchRows,
    watch: watchStatuses(now),
  });
  for (let start = 0; start < rows.length; start += pageRows)
    await writer.add(rows.slice(start, start + pageRows));
  if (fail) return writer.abandon();
  return writer.finish();
}
