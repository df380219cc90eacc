import { currentStores, type StoreSpec } from './schema-versions';

const sameKeyPath = (a: string | string[] | null, b: string | string[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Whether `store` is keyed and indexed as `spec` says; indexes it has beside them may stay. */
function storeFits(store: IDBObjectStore, spec: StoreSpec) {
  if (!sameKeyPath(store.keyPath, spec.keyPath) || store.autoIncrement !== spec.autoIncrement)
    return false;
  const wanted = new Set(spec.indexes.map((index) => index.name));
  for (const name of store.indexNames) {
    // A unique index this code does not know could refuse its writes.
    if (!wanted.has(name) && store.index(name).unique) return false;
  }
  return spec.indexes.every((index) => {
    if (!store.indexNames.contains(index.name)) return false;
    const installed = store.index(index.name);
    return (
      sameKeyPath(installed.keyPath, index.keyPath) &&
      installed.unique === index.unique &&
      installed.multiEntry === index.multiEntry
    );
  });
}

/**
 * Whether a database (of any version: a newer release's, say) has every store and index this
 * code reads and writes, keyed as this code keys them (schema-versions.ts). Stores it has beside
 * them do no harm: nothing here reads them.
 */
export function fitsLayout(
  database: IDBDatabase,
  stores: Record<string, StoreSpec> = currentStores(),
): boolean {
  const names = Object.keys(stores);
  if (!names.every((name) => database.objectStoreNames.contains(name))) return false;
  const transaction = database.transaction(names, 'readonly');
  return names.every((name) => storeFits(transaction.objectStore(name), stores[name] as StoreSpec));
}
