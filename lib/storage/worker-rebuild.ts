import { deleteDB } from 'idb';
import { openExisting } from './open-existing';
import { answer } from './raw-cursor';
import type { TableRows } from './schema';

/**
 * Rebuilding a database this code cannot use (a newer release's, without a store or index this
 * code needs: worker-database.ts) keeps what the user meant or is owed, which cannot be fetched
 * again: writes not yet sent, bought tickets with their QR images, the resume of a timed pause
 * already sent (only `timedResumes` knows it is to end), and notifications not yet shown.
 * Everything else is the servers' and is pulled again, or is bookkeeping about rows pulled before
 * (status trackers, settled writes) that starts again with the pull.
 */
const KEPT_STORES: (keyof TableRows)[] = [
  'outbox',
  'tickets',
  'ticketImages',
  'timedResumes',
  'statusAnnouncements',
];

/** One kept row and the store it goes back to. */
export interface KeptRow {
  store: string;
  value: unknown;
}

/** Kept rows wait in a database of their own while the database is deleted and made again. */
const keptName = (name: string) => `${name}-kept`;
const KEPT = 'rows';

/**
 * Copies the rows of KEPT_STORES out of `database` into a database of their own, written in the
 * transaction that creates it: it exists only with every row, so a worker stopped at any moment
 * either finds all of them (and finishes the rebuild, takeKeptRows) or none (and the database
 * still untouched).
 */
export async function keepRows(database: IDBDatabase): Promise<void> {
  const present = KEPT_STORES.filter((store) => database.objectStoreNames.contains(store));
  const reading = present.length > 0 ? database.transaction(present, 'readonly') : null;
  const rows = await Promise.all(
    present.map(async (store) => ({
      store,
      values: reading ? await answer(reading.objectStore(store).getAll()) : [],
    })),
  );
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(keptName(database.name), 1);
    let created = false;
    request.onupgradeneeded = () => {
      created = true;
      const kept = request.result.createObjectStore(KEPT, { autoIncrement: true });
      for (const { store, values } of rows)
        for (const value of values) kept.add({ store, value } satisfies KeptRow);
    };
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      request.result.close();
      // Rows an earlier rebuild kept are still waiting: those are the ones to put back.
      if (created) resolve();
      else reject(new Error('Rows kept by an earlier rebuild are still waiting to be put back'));
    };
  });
}

/** The rows an unfinished rebuild kept, or null when none waits. */
export async function takeKeptRows(name: string): Promise<KeptRow[] | null> {
  const kept = await openExisting(keptName(name));
  if (!kept) return null;
  if (!kept.objectStoreNames.contains(KEPT)) {
    // Not one this code wrote (it writes the store with the database): nothing of ours is in it.
    kept.close();
    await deleteDB(keptName(name));
    return null;
  }
  try {
    return await answer(kept.transaction(KEPT, 'readonly').objectStore(KEPT).getAll());
  } finally {
    kept.close();
  }
}

/**
 * Puts kept rows back into the database made again, and resolves once that has committed. Not in
 * the upgrade that makes it: a page's Dexie may make it first, empty, between the delete and the
 * worker's open (it reopens on its next query), and the worker's open then upgrades nothing. Puts
 * by key: done twice, by a worker stopped before forgetting the rows, they change nothing. A row
 * this code cannot key (a newer release's shape) is left out rather than failing the rebuild for
 * good.
 */
export function putBack(database: IDBDatabase, rows: KeptRow[]): Promise<void> {
  const stores = [...new Set(rows.map((row) => row.store))].filter((store) =>
    database.objectStoreNames.contains(store),
  );
  if (stores.length === 0) return Promise.resolve();
  const transaction = database.transaction(stores, 'readwrite');
  for (const { store, value } of rows) {
    if (!stores.includes(store)) continue;
    try {
      transaction.objectStore(store).put(value).onerror = (event) => event.preventDefault();
    } catch (error) {
      console.warn(`Gatehouse: a kept ${store} row could not be put back`, error);
    }
  }
  // Not onerror: a row's own error reaches the transaction too, and leaves it to commit.
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error);
  });
}

/** Once the new database holds them (putBack committed), the kept rows are forgotten. */
export const forgetKeptRows = (name: string) => deleteDB(keptName(name));
