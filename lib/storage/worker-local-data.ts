import { GLANCE_COUNTS_STORE } from './glance-counts';
import { SCHEMA_VERSION } from './schema';
import type { TableName, WorkerDatabase } from './worker-database';
import { writeTables } from './worker-writes';

const TICKET_TABLES: TableName[] = ['tickets', 'ticketImages'];
const allTables = (database: WorkerDatabase) => [...database.objectStoreNames];

/*
 * The worker's half of the user's local data (its own database, lib/storage/worker-database.ts):
 * export and clear. What a clear would lose, the options page reads in local-data.ts.
 */

/**
 * Everything Gatehouse keeps locally, as JSON, for the user's "Export". IndexedDB holds
 * no secrets by design (passwords and tokens live in browser.storage), so nothing needs masking;
 * ticket QR images are left out because a PNG Blob does not survive JSON.
 */
export async function exportLocalData(
  database: WorkerDatabase,
  onProgress?: (done: number, total: number) => void,
) {
  // Nor the glance's counts: kept for speed, not data (glance-counts.ts).
  const tables = allTables(database).filter(
    (name) => name !== 'ticketImages' && name !== GLANCE_COUNTS_STORE,
  );
  const data: Record<string, unknown[]> = {};
  for (const [index, name] of tables.entries()) {
    data[name] = await database.getAll(name);
    onProgress?.(index + 1, tables.length);
  }
  return {
    app: 'Gatehouse',
    schemaVersion: SCHEMA_VERSION,
    exportedAt: new Date().toISOString(),
    tables: data,
  };
}

/**
 * "Clear local data": everything is synced again from the servers except bought tickets and
 * their QR images, which the museum API cannot list, so they are kept unless the user explicitly
 * asks to delete them too. Queued writes go, purchases not bought yet among them (the page warns).
 * Answers the queued writes it deleted, read in the same transaction, whose put-aside secrets the
 * caller forgets (clearLocalDataAndSecrets, lib/background/outbox/inspector.ts).
 */
export async function clearLocalData(
  database: WorkerDatabase,
  { includeTickets = false }: { includeTickets?: boolean } = {},
) {
  return writeTables(database, allTables(database), async (transaction) => {
    const unsent = await transaction.objectStore('outbox').getAll();
    const cleared = allTables(database).filter(
      (name) => includeTickets || !TICKET_TABLES.includes(name),
    );
    await Promise.all(cleared.map((name) => transaction.objectStore(name).clear()));
    if (includeTickets) return unsent;
    const tickets = transaction.objectStore('tickets');
    const images = transaction.objectStore('ticketImages');
    const unbought = (await tickets.getAll()).filter((ticket) => ticket.state !== 'bought');
    await Promise.all(unbought.map((ticket) => tickets.delete(ticket.ticketId)));
    const kept = new Set(await tickets.getAllKeys());
    const orphans = (await images.getAllKeys()).filter((ticketId) => !kept.has(ticketId));
    await Promise.all(orphans.map((ticketId) => images.delete(ticketId)));
    return unsent;
  });
}
