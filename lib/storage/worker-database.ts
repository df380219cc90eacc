import { type DBSchema, type IDBPDatabase, openDB, type StoreNames, unwrap } from 'idb';
import { DATABASE_NAME, NATIVE_SCHEMA_VERSION, type TableRows } from './schema';
import { SCHEMA_VERSIONS, storeSpec } from './schema-versions';

/** The stores as the worker reads and writes them (schema-versions.ts defines their indexes). */
export type GatehouseSchema = DBSchema & {
  [Table in keyof TableRows]: {
    key: Table extends 'outbox' | 'statusAnnouncements' ? number : string;
    value: TableRows[Table];
    indexes: Record<string, IDBValidKey>;
  };
};

/** The worker's connection to the database the pages read through Dexie. */
export type WorkerDatabase = IDBPDatabase<GatehouseSchema>;
export type TableName = StoreNames<GatehouseSchema>;

/** Creates or changes the stores of one schema version, as Dexie's `version(n).stores()` does. */
function applyStores(
  database: IDBDatabase,
  upgrade: IDBTransaction,
  stores: Record<string, string>,
) {
  for (const [name, schema] of Object.entries(stores)) {
    const spec = storeSpec(schema);
    const store = database.objectStoreNames.contains(name)
      ? upgrade.objectStore(name)
      : database.createObjectStore(name, {
          keyPath: spec.keyPath,
          autoIncrement: spec.autoIncrement,
        });
    const wanted = new Set(spec.indexes.map((index) => index.name));
    for (const existing of [...store.indexNames])
      if (!wanted.has(existing)) store.deleteIndex(existing);
    for (const index of spec.indexes)
      if (!store.indexNames.contains(index.name))
        store.createIndex(index.name, index.keyPath, {
          unique: index.unique,
          multiEntry: index.multiEntry,
        });
  }
}

/** Runs every version newer than the installed one: its stores, then its row rewrite. */
async function upgradeFrom(database: IDBDatabase, upgrade: IDBTransaction, oldNative: number) {
  for (const version of SCHEMA_VERSIONS) {
    if (version.version * 10 <= oldNative) continue;
    applyStores(database, upgrade, version.stores);
    // A new database has no rows to rewrite; Dexie skips these too.
    if (version.rewrite && oldNative > 0) await version.rewrite(upgrade);
  }
}

const connections = new Map<string, Promise<WorkerDatabase>>();

/**
 * The database, opened once per worker life (and per name, for tests), upgraded to this schema
 * if it is older. The connection closes when another one asks to upgrade or delete the database,
 * so it never holds that up; the next call opens it again.
 */
export function openWorkerDatabase(name = DATABASE_NAME): Promise<WorkerDatabase> {
  const open = connections.get(name);
  if (open) return open;
  const forget = () => connections.delete(name);
  const opening = openDB<GatehouseSchema>(name, NATIVE_SCHEMA_VERSION, {
    upgrade(database, oldNative, _newNative, transaction) {
      const upgrade = unwrap(transaction);
      // A rewrite that fails leaves the database as it was, for the next start to try again.
      upgradeFrom(unwrap(database), upgrade, oldNative).catch(() => upgrade.abort());
    },
    blocking() {
      forget();
      void opening.then((database) => database.close());
    },
    terminated: forget,
  });
  opening.catch(forget);
  connections.set(name, opening);
  return opening;
}
