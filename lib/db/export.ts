import type { GatehouseDatabase } from './database';

/**
 * Everything Gatehouse keeps locally, as JSON, for the user's "Export" (issue 8). IndexedDB holds
 * no secrets by design (passwords and tokens live in browser.storage), so nothing needs masking;
 * ticket QR images are left out because a PNG Blob does not survive JSON.
 */
export async function exportLocalData(
  database: GatehouseDatabase,
  onProgress?: (done: number, total: number) => void,
) {
  const tables = database.tables.filter((table) => table.name !== 'ticketImages');
  const data: Record<string, unknown[]> = {};
  for (const [index, table] of tables.entries()) {
    data[table.name] = await table.toArray();
    onProgress?.(index + 1, tables.length);
  }
  return {
    app: 'Gatehouse',
    schemaVersion: database.verno,
    exportedAt: new Date().toISOString(),
    tables: data,
  };
}

/** "Clear all local data": every table, queued writes included (the page warns about those). */
export async function clearLocalData(database: GatehouseDatabase) {
  await database.transaction('rw', database.tables, async () => {
    for (const table of database.tables) await table.clear();
  });
}
