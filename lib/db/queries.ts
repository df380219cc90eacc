import type { GatehouseDatabase } from './database';
import type { MonitorRow, SyncStateRow } from './rows';

/**
 * Read-only queries the UI runs through liveQuery (STYLE.md "One read path"): the pages paint
 * straight from IndexedDB and re-render when a sync lands. Nothing here writes.
 */

/** Down first, then paused, pending, up; by name within each (the compound index's order). */
export function monitorsForGlance(database: GatehouseDatabase): Promise<MonitorRow[]> {
  return database.monitors.orderBy('[rank+nameKey]').toArray();
}

export async function syncStates(
  database: GatehouseDatabase,
): Promise<Record<string, SyncStateRow>> {
  const rows = await database.syncState.toArray();
  return Object.fromEntries(rows.map((row) => [row.resource, row]));
}

/** Writes made here that the server has not confirmed yet (failed ones are counted apart). */
export async function outboxCounts(database: GatehouseDatabase) {
  const rows = await database.outbox.toArray();
  return {
    waiting: rows.filter((row) => row.state !== 'failed').length,
    failed: rows.filter((row) => row.state === 'failed').length,
  };
}
