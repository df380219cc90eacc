import {
  filterReadsRows,
  type HeldPlace,
  keepPlaces,
  type MonitorFilter,
  monitorMatches,
  RANK_OF_STATUS,
} from '../model/monitor-filter';
import type { MonitorRank, MonitorRow } from '../model/rows';
import type { GatehouseDatabase } from './database';
import { monitorsOfRank } from './queries';
import { MONITOR_ORDER_INDEX } from './schema';

/**
 * The popup's monitor list read a screen at a time, so what it holds does not grow with the
 * account: the rows in view come straight off the `[rank+sortKey]` index (down first, natural
 * name order), and the length from the index's count.
 */

/** The index range a status filter lists: one rank, or all. */
function ranked(database: GatehouseDatabase, status: MonitorFilter['status']) {
  if (status === 'all') return database.monitors.orderBy(MONITOR_ORDER_INDEX);
  return monitorsOfRank(database, RANK_OF_STATUS[status]);
}

/**
 * The ids a search, a category or a row the user just paused or resumed (kept in place) lists,
 * in order: one pass over the index range that keeps only the matching ids, never the rows.
 */
async function listedIds(
  database: GatehouseDatabase,
  filter: MonitorFilter,
  held: ReadonlyMap<string, HeldPlace>,
): Promise<string[]> {
  const listed: (HeldPlace & { id: string })[] = [];
  const range = ranked(database, filter.status);
  if (filterReadsRows(filter))
    await range.each((row) => {
      if (monitorMatches(row, filter))
        listed.push({ id: row.id, rank: row.rank, sortKey: row.sortKey });
    });
  else
    await range.eachKey((key, cursor) => {
      const [rank, sortKey] = key as [MonitorRank, string];
      listed.push({ id: String(cursor.primaryKey), rank, sortKey });
    });
  return keepPlaces(listed, held).map((entry) => entry.id);
}

/**
 * Rows `first` to `end` (exclusive) of the list a filter shows, and how many it holds in all.
 * With no search, category or held row, both come straight off the index (offset and count).
 */
export async function monitorWindow(
  database: GatehouseDatabase,
  filter: MonitorFilter,
  held: ReadonlyMap<string, HeldPlace>,
  first: number,
  end: number,
): Promise<{ count: number; first: number; rows: (MonitorRow | undefined)[] }> {
  if (filterReadsRows(filter) || held.size > 0) {
    const ids = await listedIds(database, filter, held);
    const rows = await database.monitors.bulkGet(ids.slice(first, end));
    return { count: ids.length, first, rows };
  }
  const [count, rows] = await Promise.all([
    ranked(database, filter.status).count(),
    ranked(database, filter.status)
      .offset(first)
      .limit(end - first)
      .toArray(),
  ]);
  return { count, first, rows };
}
