import { type DBSchema, deleteDB, type IDBPDatabase, openDB, type StoreNames, unwrap } from 'idb';
import { fitsLayout } from './database-layout';
import { DATABASE_NAME, NATIVE_SCHEMA_VERSION, type TableRows } from './schema';
import { SCHEMA_VERSIONS, storeSpec } from './schema-versions';
import { forgetKeptRows, type KeptRow, keepRows, putBack, takeKeptRows } from './worker-rebuild';

/** The stores as the worker reads and writes them (schema-versions.ts defines their indexes). */
export type GatehouseSchema = DBSchema & {
  [Table in keyof TableRows]: {
    key: Table extends 'outbox' | 'statusAnnouncements' | 'timeline' ? number : string;
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

/** What every connection of the worker does when another context needs it out of the way. */
interface ConnectionHooks {
  blocking: (current: number, blocked: number | null, event: IDBVersionChangeEvent) => void;
  terminated: () => void;
}

/** Opens the database at this code's version, upgrading an older one, creating a missing one. */
function openOurs(name: string, hooks: ConnectionHooks) {
  return openDB<GatehouseSchema>(name, NATIVE_SCHEMA_VERSION, {
    upgrade(database, oldNative, _newNative, transaction) {
      const upgrade = unwrap(transaction);
      // A rewrite that fails leaves the database as it was, for the next start to try again.
      upgradeFrom(unwrap(database), upgrade, oldNative).catch(() => upgrade.abort());
    },
    ...hooks,
  });
}

/** Connections to a database just rebuilt: empty but for what was kept, until a pull fills it. */
const rebuilt = new WeakSet<WorkerDatabase>();
export const wasRebuilt = (database: WorkerDatabase) => rebuilt.has(database);

/** Connections given out and closed since, for another context's upgrade or delete. */
const closed = new WeakSet<WorkerDatabase>();
export const wasClosed = (database: WorkerDatabase) => closed.has(database);

/**
 * Deletes the database, makes it again at this version, puts the kept rows back
 * (worker-rebuild.ts) and only then forgets them. Stopped anywhere in between, the next start
 * finds them and does it again.
 */
async function rebuild(name: string, kept: KeptRow[], hooks: ConnectionHooks) {
  for (let attempt = 1; ; attempt++) {
    await deleteDB(name);
    try {
      const database = await openOurs(name, hooks);
      await putBack(unwrap(database), kept);
      await forgetKeptRows(name);
      rebuilt.add(database);
      return database;
    } catch (error) {
      // A page's Dexie made it again meanwhile, at a version of its own (Dexie re-versions a
      // database that lacks a store it declares): delete that one too.
      if ((error as Error | null)?.name !== 'VersionError' || attempt === 3) throw error;
    }
  }
}

/**
 * A database newer than this code (a rollback to an older release, or the old worker still
 * running during an update) refuses this code's version. It is used at its own version when it
 * has every store and index this code needs (a newer release adds, it rarely takes away); else
 * it is rebuilt, keeping what cannot be fetched again. Never left failing at every start.
 */
async function openNewer(name: string, hooks: ConnectionHooks) {
  const newer = await openDB<GatehouseSchema>(name, undefined, hooks);
  if (fitsLayout(unwrap(newer))) return newer;
  await keepRows(unwrap(newer));
  newer.close();
  return rebuild(name, (await takeKeptRows(name)) ?? [], hooks);
}

async function openAtLeastOurs(name: string, hooks: ConnectionHooks) {
  // A rebuild stopped half-way is finished first: its kept rows are the only copy left.
  const kept = await takeKeptRows(name);
  if (kept) return rebuild(name, kept, hooks);
  try {
    return await openOurs(name, hooks);
  } catch (error) {
    if ((error as Error | null)?.name !== 'VersionError') throw error;
  }
  return openNewer(name, hooks);
}

/**
 * openAtLeastOurs until the connection it gives is still open: a page's Dexie that re-versions
 * the database (it adds a store it lacks) closes the worker's connection, maybe while the open
 * or a rebuild still runs. `onLost` is told when the connection given closes later.
 */
async function openKept(name: string, onLost: () => void): Promise<WorkerDatabase> {
  // A rebuild is one still when its connection is lost: the database is as empty.
  let wasRebuiltBefore = false;
  for (;;) {
    let given: WorkerDatabase | null = null;
    let lost = false;
    const lose = () => {
      lost = true;
      if (!given) return;
      closed.add(given);
      onLost();
    };
    const database = await openAtLeastOurs(name, {
      blocking(_current, _blocked, event) {
        (event.target as IDBDatabase).close();
        lose();
      },
      terminated: lose,
    });
    if (!lost) {
      given = database;
      if (wasRebuiltBefore) rebuilt.add(database);
      return database;
    }
    wasRebuiltBefore ||= rebuilt.has(database);
  }
}

const connections = new Map<string, Promise<WorkerDatabase>>();

/**
 * The database, opened once per worker life (and per name, for tests): upgraded to this schema
 * if it is older, used as it is or rebuilt if it is newer (openNewer). One open at a time: a
 * second would rebuild again, deleting what was written through the first. A connection closes
 * when another one asks to upgrade or delete the database, so it never holds that up; the next
 * call opens it again.
 */
export function openWorkerDatabase(name = DATABASE_NAME): Promise<WorkerDatabase> {
  const open = connections.get(name);
  if (open) return open;
  const opening = openKept(name, () => forget());
  const forget = () => {
    if (connections.get(name) === opening) connections.delete(name);
  };
  opening.catch(forget);
  connections.set(name, opening);
  return opening;
}
