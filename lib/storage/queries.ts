import Dexie from 'dexie';
import { filterReadsRows, type MonitorFilter, monitorMatches } from '../model/monitor-filter';
import { REFUSED, unsentIdsOf } from '../model/outbox-row';
import { MONITOR_RANK, type MonitorRank, type MonitorRow } from '../model/rows';
import type { GatehouseDatabase } from './database';
import type { GlanceCountName } from './glance-counts';
import { MONITOR_ORDER_INDEX, OPEN_INCIDENTS_INDEX } from './schema';

/**
 * Read-only queries the UI runs through liveQuery (docs/ARCHITECTURE.md, "One read path"): the pages paint
 * straight from IndexedDB and re-render when a sync lands. Nothing here writes.
 */

/**
 * In the glance's order (lib/model/rows.ts MONITOR_RANK): down first, paused last; by name in
 * natural order within each (the compound index's order, lib/model/natural-key.ts).
 * `limit` lets the popup paint its first screen before reading 10,000 rows.
 */
export function monitorsForGlance(
  database: GatehouseDatabase,
  limit?: number,
): Promise<MonitorRow[]> {
  const ordered = database.monitors.orderBy(MONITOR_ORDER_INDEX);
  return limit === undefined ? ordered.toArray() : ordered.limit(limit).toArray();
}

/** Every cached monitor, as kept beside them (glance-counts.ts) or counted. */
export function monitorCount(database: GatehouseDatabase): Promise<number> {
  return glanceCount(database, 'monitorsAll', () => database.monitors.count());
}

/**
 * A count the glance shows as kept beside its rows, or counted here if none is kept yet: Dexie's
 * twin of glance-counts.ts readGlanceCount (the popup's first read), so live queries hear it.
 */
async function glanceCount(
  database: GatehouseDatabase,
  name: GlanceCountName,
  count: () => Promise<number>,
): Promise<number> {
  return (await database.glanceCounts.get(name))?.count ?? count();
}

/** The monitors of one rank (rows.ts MONITOR_RANK), in the list's order, off its index. */
export const monitorsOfRank = (database: GatehouseDatabase, rank: MonitorRank) =>
  database.monitors.where(MONITOR_ORDER_INDEX).between([rank, Dexie.minKey], [rank, Dexie.maxKey]);

/** Monitors down and not paused (the down rank). */
export function downMonitorCount(database: GatehouseDatabase): Promise<number> {
  return glanceCount(database, 'monitorsDown', () =>
    monitorsOfRank(database, MONITOR_RANK.down).count(),
  );
}

/**
 * How many of the monitors a filter lists a bulk pause of that filter pauses or extends
 * (lib/model/timed-pause.ts planTimedPause; the worker lists them as worker-queries.ts
 * monitorIdsListed does): the running ones, and the paused ones whose timed pause it moves.
 * Running ones of all of them, or of one status, are counted off the rank index; a category or a
 * search reads the rows it names.
 */
export async function bulkPauseCount(
  database: GatehouseDatabase,
  filter: MonitorFilter,
): Promise<number> {
  return (await runningCount(database, filter)) + (await timedPausedCount(database, filter));
}

async function runningCount(database: GatehouseDatabase, filter: MonitorFilter) {
  if (filter.status === 'paused') return 0;
  if (!filterReadsRows(filter))
    return filter.status === 'all'
      ? (await monitorCount(database)) -
          (await monitorsOfRank(database, MONITOR_RANK.paused).count())
      : monitorsOfRank(database, MONITOR_RANK[filter.status]).count();
  const rows = filter.category
    ? database.monitors.where('category').equals(filter.category)
    : database.monitors.toCollection();
  return rows
    .filter((monitor) => monitor.pause !== 'paused' && monitorMatches(monitor, filter))
    .count();
}

/** Paused monitors the filter lists whose pause is a timed one: few, read by their ids. */
async function timedPausedCount(database: GatehouseDatabase, filter: MonitorFilter) {
  const ids = (await database.timedResumes.toCollection().primaryKeys()) as string[];
  const monitors = await database.monitors.bulkGet(ids);
  return monitors.filter(
    (monitor) => monitor?.pause === 'paused' && monitorMatches(monitor, filter),
  ).length;
}

/**
 * Writes made here that the server has not confirmed yet: every outbox row but the refused ones
 * (a refused write was reverted locally and waits for the user, lib/model/outbox-row.ts).
 */
function unsentWrites(database: GatehouseDatabase) {
  return database.outbox.where('state').noneOf([REFUSED]);
}

/** How many writes are unsent, counted on the state index. */
export function unsentWriteCount(database: GatehouseDatabase): Promise<number> {
  return unsentWrites(database).count();
}

/** Unsent writes and refused ones, counted apart. */
export async function outboxCounts(database: GatehouseDatabase) {
  const [waiting, failed] = await Promise.all([
    unsentWriteCount(database),
    database.outbox.where('state').equals(REFUSED).count(),
  ]);
  return { waiting, failed };
}

/** Today's opening hours, or undefined when the museum is closed or not synced. */
export function museumHoursOn(database: GatehouseDatabase, date: string) {
  return database.museumHours.get(date);
}

/**
 * How many incidents are open (counted on the index), and the newest `limit` of them: the popup
 * shows a few, and a large account has thousands open.
 */
export async function openIncidents(database: GatehouseDatabase, limit = Number.POSITIVE_INFINITY) {
  const [count, newest] = await Promise.all([
    glanceCount(database, 'incidentsOpen', () =>
      database.incidents.where('status').equals('open').count(),
    ),
    database.incidents
      .where(OPEN_INCIDENTS_INDEX)
      .between(['open', Dexie.minKey], ['open', Dexie.maxKey])
      .reverse()
      .limit(limit)
      .toArray(),
  ]);
  return { count, newest };
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

/**
 * Ids of records in `table` with an unsent write ("not sent yet"): the popup and Settings mark
 * them, and a pull neither overwrites nor deletes them (lib/background/sync/pull-guards.ts).
 */
export async function unsentRecordIds(
  database: GatehouseDatabase,
  table: string,
): Promise<Set<string>> {
  return unsentIdsOf(await unsentWrites(database).toArray(), table);
}
