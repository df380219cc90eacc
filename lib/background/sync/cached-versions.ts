import { unwrap } from 'idb';
import { walkCursor } from '../../storage/raw-cursor';
import type { TableName, WorkerDatabase } from '../../storage/worker-database';

/** Marks a cached key the list sent (so it is not deleted at the end). */
const SENT = '';

/**
 * Each row's fingerprint, off the `fp` index with IndexedDB's own key cursor: a promise per key
 * (Dexie's eachKey, or idb's cursor) made this read most of a steady sync's own time.
 */
async function readFingerprints<Key extends string>(
  database: WorkerDatabase,
  table: TableName,
  into: Map<Key, string | undefined>,
) {
  const index = unwrap(database).transaction(table).objectStore(table).index('fp');
  await walkCursor(index.openKeyCursor(), (cursor) => {
    into.set(cursor.primaryKey as Key, String(cursor.key));
  });
}

/**
 * What a table holds when a pull starts: each key, with its row's fingerprint where the table
 * indexes one (lib/background/api/http/fingerprint.ts). As the list comes in, each key it sends is
 * marked in place (not kept in a set of its own), and what is left unmarked at the end is what
 * the server no longer has.
 */
export async function readCachedVersions<Key extends string>(
  database: WorkerDatabase,
  table: TableName,
  fingerprinted: boolean,
) {
  const versions = new Map<Key, string | undefined>();
  for (const key of await database.getAllKeys(table)) versions.set(key as Key, undefined);
  if (fingerprinted) await readFingerprints(database, table, versions);
  return {
    has: (key: Key) => versions.has(key),
    /** Every key held when the pull started. */
    keys: () => [...versions.keys()],
    /** The fingerprint of the row held under `key`; none once the list sent it. */
    fingerprintOf: (key: Key) => versions.get(key) || undefined,
    markSent(key: Key) {
      if (versions.has(key)) versions.set(key, SENT);
    },
    /** Keys held when the pull started that the list has not sent. */
    *unsent() {
      for (const [key, version] of versions) if (version !== SENT) yield key;
    },
  };
}

export type CachedVersions<Key extends string> = Awaited<
  ReturnType<typeof readCachedVersions<Key>>
>;
