import Dexie from 'dexie';
import type { GatehouseDatabase } from './database';
import type { MonitorRow } from './rows';

/**
 * Read-only queries the UI runs through liveQuery (STYLE.md "One read path"): the pages paint
 * straight from IndexedDB and re-render when a sync lands. Nothing here writes.
 */

/**
 * Down first, then paused, pending, up; by name in natural order within each (the compound
 * index's order, lib/db/natural-key.ts).
 * `limit` lets the popup paint its first screen before reading 10,000 rows.
 */
export function monitorsForGlance(
  database: GatehouseDatabase,
  limit?: number,
): Promise<MonitorRow[]> {
  const ordered = database.monitors.orderBy('[rank+sortKey]');
  return limit === undefined ? ordered.toArray() : ordered.limit(limit).toArray();
}

/** Monitors down and not paused (rank 0), counted on the index without reading the rows. */
export function downMonitorCount(database: GatehouseDatabase): Promise<number> {
  return database.monitors
    .where('[rank+sortKey]')
    .between([0, Dexie.minKey], [0, Dexie.maxKey])
    .count();
}

/** Writes made here that the server has not confirmed yet (failed ones are counted apart). */
export async function outboxCounts(database: GatehouseDatabase) {
  const rows = await database.outbox.toArray();
  return {
    waiting: rows.filter((row) => row.state !== 'failed').length,
    failed: rows.filter((row) => row.state === 'failed').length,
  };
}

/** Today's opening hours, or undefined when the museum is closed or not synced. */
export function museumHoursOn(database: GatehouseDatabase, date: string) {
  return database.museumHours.get(date);
}

/** Open incidents, newest first. */
export async function openIncidents(database: GatehouseDatabase) {
  const open = await database.incidents.where('status').equals('open').toArray();
  return open.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

/** The charts of the monitors on screen. */
export async function seriesFor(database: GatehouseDatabase, monitorIds: string[]) {
  const [times, uptime] = await Promise.all([
    database.responseTimes.bulkGet(monitorIds),
    database.uptime.bulkGet(monitorIds),
  ]);
  return {
    times: times.filter((row) => row !== undefined),
    uptime: uptime.filter((row) => row !== undefined),
  };
}

/** Ids of records in `table` with a change not yet confirmed by the server ("not sent yet"). */
export async function unsentRecordIds(database: GatehouseDatabase, table: string) {
  const rows = await database.outbox.toArray();
  return new Set(
    rows.filter((row) => row.table === table && row.state !== 'failed').map((row) => row.recordId),
  );
}
