import { unwrap } from 'idb';
import { filterReadsRows, type MonitorFilter, monitorMatches } from '../model/monitor-filter';
import { REFUSED } from '../model/outbox-row';
import { MONITOR_RANK } from '../model/rows';
import { GLANCE_COUNTS_STORE, readGlanceCount } from './glance-counts';
import { keysStartingWith } from './raw-cursor';
import { MONITOR_ORDER_INDEX } from './schema';
import type { TableName, WorkerDatabase } from './worker-database';

/**
 * The worker's copies of the queries.ts reads it needs: the pages run those through Dexie's
 * liveQuery, which hears only Dexie's reads. tests/unit/storage/worker-queries.test.ts holds each
 * equal to its page twin on the same rows.
 */

/**
 * Monitors down and not paused (the down rank; queries.ts downMonitorCount): the count kept beside
 * the rows, or counted when a write has forgotten it (glance-counts.ts). Only reads: the badge
 * repaints after every sent write without a transaction of its own that writes.
 */
export async function downMonitorCount(database: WorkerDatabase): Promise<number> {
  const read = unwrap(database.transaction(['monitors', GLANCE_COUNTS_STORE] as TableName[]));
  return readGlanceCount((table) => read.objectStore(table), 'monitorsDown');
}

/**
 * Every monitor a filter lists, in the popup's order (monitor-window.ts monitorWindow): the
 * popup's "pause these". Only the ids: off the index's keys unless the filter needs the rows.
 */
export async function monitorIdsListed(
  database: WorkerDatabase,
  filter: MonitorFilter,
): Promise<string[]> {
  const index = database.transaction('monitors').store.index(MONITOR_ORDER_INDEX);
  const range = filter.status === 'all' ? undefined : keysStartingWith(MONITOR_RANK[filter.status]);
  if (!filterReadsRows(filter)) return (await index.getAllKeys(range)).map(String);
  const ids: string[] = [];
  let cursor = await index.openCursor(range);
  while (cursor) {
    if (monitorMatches(cursor.value, filter)) ids.push(cursor.value.id);
    cursor = await cursor.continue();
  }
  return ids;
}

/** How many writes are unsent: all but the refused (queries.ts unsentWriteCount). */
export async function unsentWriteCount(database: WorkerDatabase): Promise<number> {
  const outbox = database.transaction('outbox').store;
  const [all, refused] = await Promise.all([outbox.count(), outbox.index('state').count(REFUSED)]);
  return all - refused;
}
