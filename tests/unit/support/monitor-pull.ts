import { readRecords } from '../../../lib/background/api/monitoring/read-records';
import type { PullWatch } from '../../../lib/background/sync/pull-watch';
import { startPull } from '../../../lib/background/sync/pull-writer';
import { watchStatuses } from '../../../lib/background/sync/status-watch';
import { MONITOR_ROW_VERSION, monitorRowInPlace } from '../../../lib/model/monitor-row';
import { MonitorResponseSchema } from '../../../lib/model/monitoring/schemas-monitors';
import type { Monitor } from '../../../lib/model/monitoring/types';
import type { MonitorRow } from '../../../lib/model/rows';
import type { GatehouseDatabase } from '../../../lib/storage/database';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import { seedMonitor } from './seed-monitor';

/** A monitor as the server lists it (every published field), named and in the state given. */
export const serverMonitor = (id: string, name: string, status: string, pause = 'active') =>
  seedMonitor({ id, name, status, pause }) as Monitor;

/**
 * One monitors pull as a sync runs it (lib/background/sync/engine.ts): the server's records read
 * in pages of `pageRows` against what the table holds (those sent unchanged are not read again),
 * a batch written every `batchRows`, the status trackers kept in step unless `watch` is false
 * (or by the watch `watch` makes, such as the sync's own, lib/background/sync/resources.ts).
 * `fail` cuts the list short after its pages came (the pull is abandoned).
 */
export async function pullMonitors(
  database: GatehouseDatabase,
  monitors: readonly object[],
  now: number,
  {
    pageRows = 2,
    batchRows = 3,
    fail = false,
    watch = true as boolean | ((now: number) => PullWatch<MonitorRow, string>),
  } = {},
) {
  const writer = await startPull(await openWorkerDatabase(database.name), 'monitors', {
    keyOf: (row) => row.id,
    fingerprinted: true,
    batchRows,
    watch: typeof watch === 'function' ? watch(now) : watch ? watchStatuses(now) : undefined,
  });
  const known = await writer.known(MONITOR_ROW_VERSION);
  for (let start = 0; start < monitors.length; start += pageRows) {
    const raws = monitors.slice(start, start + pageRows);
    const page = readRecords(raws, MonitorResponseSchema.envelope.item, start, known);
    const rows = page.records.map((monitor, i) => monitorRowInPlace(monitor, page.fingerprints[i]));
    await writer.add(rows, page.unchanged);
  }
  if (fail) return writer.abandon();
  return writer.finish();
}
