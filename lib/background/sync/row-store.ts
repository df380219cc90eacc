import { unwrap } from 'idb';
import type { TableName } from '../../storage/worker-database';
import type { PullTransaction } from './pull-watch';

/**
 * The pulled table inside a transaction, as rows of `Row` keyed by a string whatever its key
 * field is called: a pull only ever puts whole rows of its own table.
 */
export function rowStore<Row, Key extends string>(transaction: PullTransaction, table: TableName) {
  const store = transaction.objectStore(table);
  const raw = unwrap(store);
  return {
    // In async callbacks: a key IndexedDB refuses (it throws at once) rejects the whole read like
    // any failed request, and the requests already made fail with it, handled.
    get: (keys: readonly Key[]) =>
      Promise.all(keys.map(async (key) => (await store.get(key)) as Row | undefined)),
    // Writes are queued, not awaited one by one: IndexedDB runs a transaction's requests in
    // order, and one that fails aborts the transaction, which writeTables reports. No promise per
    // row: a batch is thousands of rows (`npm run bench:sync`, worker heap).
    put: (rows: readonly Row[]) => {
      for (const row of rows) raw.put(row);
    },
    delete: (keys: readonly Key[]) => {
      for (const key of keys) raw.delete(key);
    },
  };
}
