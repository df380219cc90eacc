import type { GatehouseDatabase } from './database';

/**
 * Everything Gatehouse keeps locally, as JSON, for the user's "Export". IndexedDB holds
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

/**
 * What "Clear local data" would take away, for the page's warning. Purchases not bought yet are
 * counted among the queued writes, since that is what they are until the museum answers.
 */
export async function whatClearingLoses(database: GatehouseDatabase) {
  return {
    unsentChanges: await database.outbox.count(),
    unconfirmedPurchases: await database.tickets.where('state').anyOf('pending', 'failed').count(),
    boughtTickets: await database.tickets.where('state').equals('bought').count(),
  };
}

/**
 * "Clear local data": everything is synced again from the servers except bought tickets and
 * their QR images, which the museum API cannot list, so they are kept unless the user explicitly
 * asks to delete them too. Queued writes go, purchases not bought yet among them (the page warns).
 */
export async function clearLocalData(
  database: GatehouseDatabase,
  { includeTickets = false }: { includeTickets?: boolean } = {},
) {
  const ticketTables = ['tickets', 'ticketImages'];
  await database.transaction('rw', database.tables, async () => {
    for (const table of database.tables)
      if (includeTickets || !ticketTables.includes(table.name)) await table.clear();
    if (includeTickets) return;
    await database.tickets.where('state').notEqual('bought').delete();
    const kept = new Set(await database.tickets.toCollection().primaryKeys());
    await database.ticketImages.filter((image) => !kept.has(image.ticketId)).delete();
  });
}
