import { dequal } from 'dequal';
import type { Table } from 'dexie';
import type { GatehouseDatabase } from '../../storage/database';
import { fingerprintOf } from './fingerprint';
import { idsAPullLeaves } from './pull-guards';

/**
 * A table of `Row`s keyed by a string, whatever its key field is called. The insert type is left
 * open because Dexie's EntityTable derives it per key field and a pull only ever puts whole rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; every write here is a whole Row.
export type RowTable<Row, Key extends string = string> = Table<Row, Key, any>;

export interface PullResult {
  /** Records added or changed (unchanged ones are left alone). */
  written: number;
  removed: number;
  /** Records left as they are because a local change to them has not reached the server yet. */
  keptLocal: number;
}

/**
 * Changed records written per transaction while a list streams in: few transactions (each one
 * wakes every liveQuery of an open popup), yet a bounded number of rows held at once.
 */
export const PULL_BATCH_ROWS = 5_000;

export interface PullOptions<Row, Key extends string> {
  keyOf: (row: Row) => Key;
  /** When the list was requested: writes settled since then are newer than it. */
  fetchedSince?: number;
  /** Tables keyed alike whose rows go with a removed record (a monitor's charts). */
  dependents?: RowTable<unknown>[];
  /** The table indexes `fp` (lib/background/sync/fingerprint.ts): changes are found without reading rows. */
  fingerprinted?: boolean;
  batchRows?: number;
}

/** Each key the table holds when the pull starts, with its row's fingerprint where indexed. */
async function cachedVersions<Row, Key extends string>(
  table: RowTable<Row, Key>,
  fingerprinted: boolean,
) {
  const cached = new Map<Key, string | undefined>();
  for (const key of await table.toCollection().primaryKeys()) cached.set(key, undefined);
  if (fingerprinted)
    await table.orderBy('fp').eachKey((fp, cursor) => {
      cached.set(cursor.primaryKey as Key, String(fp));
    });
  return cached;
}

/**
 * Mirrors a list into a table as its pages arrive, without ever holding the whole list:
 * `add` each page, then `finish` once the last one came, or `abandon` when the list failed.
 *
 * - Records with an unsent local change, or whose write settled after the list was fetched, are
 *   never overwritten or deleted (lib/background/sync/pull-guards.ts).
 * - Unchanged records are not rewritten: IndexedDB writes are what makes a big sync slow.
 * - Changed records are written every `batchRows`; the last ones, the deletion of what the server
 *   no longer has and `after` share ONE transaction in `finish`. A list shorter than a batch is
 *   therefore all or nothing; a longer one that fails or is cut short (a killed worker) may have
 *   landed some fresh server records, but has deleted nothing and overwritten nothing it must
 *   not, and `abandon` takes back the records it added, so a failed sync shows the cache as it was
 *   apart from newer versions of records the user already had.
 */
export async function startPull<Row, Key extends string>(
  database: GatehouseDatabase,
  table: RowTable<Row, Key>,
  options: PullOptions<Row, Key>,
) {
  const { keyOf, fetchedSince, dependents = [], fingerprinted = false } = options;
  const batchRows = options.batchRows ?? PULL_BATCH_ROWS;
  const tables = [
    table,
    ...dependents,
    database.outbox,
    database.syncState,
    database.settledWrites,
  ];
  const leftAlone = () => idsAPullLeaves(database, table.name, fetchedSince);
  const cached = await cachedVersions(table, fingerprinted);
  const seen = new Set<Key>();
  const added: Key[] = [];
  let waiting: Row[] = [];
  let written = 0;

  /** Inside a transaction: writes the waiting rows that changed and that the pull may write. */
  async function writeWaiting(leaves: Set<string>) {
    const rows = waiting.filter((row) => !leaves.has(keyOf(row)));
    waiting = [];
    let changed = rows;
    if (!fingerprinted) {
      const stored = await table.bulkGet(rows.map(keyOf));
      changed = rows.filter((row, i) => !dequal(stored[i], row));
    }
    for (const row of changed) if (!cached.has(keyOf(row))) added.push(keyOf(row));
    await table.bulkPut(changed);
    written += changed.length;
  }

  return {
    /** One page of the list; writes when a batch of changed records has gathered. */
    async add(rows: readonly Row[]) {
      for (const row of rows) {
        const key = keyOf(row);
        seen.add(key);
        if (!fingerprinted) waiting.push(row);
        else {
          const fp = fingerprintOf(row as object);
          if (cached.get(key) !== fp) waiting.push({ ...row, fp });
        }
      }
      if (waiting.length >= batchRows)
        await database.transaction('rw', tables, async () => writeWaiting(await leftAlone()));
    },

    /**
     * The last page came: writes what is left and deletes what the server no longer has, except
     * `keep` (records the server sent but that could not be read: their cached rows stay).
     */
    finish({ keep = [], after }: { keep?: readonly Key[]; after?: () => Promise<void> } = {}) {
      return database.transaction('rw', tables, async (): Promise<PullResult> => {
        const leaves = await leftAlone();
        await writeWaiting(leaves);
        const kept = new Set<string>(keep);
        const removable = [...cached.keys()].filter(
          (key) => !seen.has(key) && !kept.has(key) && !leaves.has(key),
        );
        await table.bulkDelete(removable);
        for (const dependent of dependents) await dependent.bulkDelete(removable);
        await after?.();
        const keptLocal = [...leaves].filter(
          (id) => cached.has(id as Key) || seen.has(id as Key) || kept.has(id),
        ).length;
        return { written, removed: removable.length, keptLocal };
      });
    },

    /** The list failed: takes back the records this pull added; deletes nothing else. */
    async abandon() {
      waiting = [];
      if (!added.length) return;
      await database.transaction('rw', tables, async () => {
        const leaves = await leftAlone();
        await table.bulkDelete(added.filter((key) => !leaves.has(key)));
      });
    },
  };
}
