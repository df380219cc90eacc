import { dequal } from 'dequal';
import type { GatehouseSchema, TableName, WorkerDatabase } from '../../storage/worker-database';
import { writeTables } from '../../storage/worker-writes';
import type { KnownRecords } from '../api/monitoring/read-records';
import { noteUnfinishedPull } from '../runtime/sync-state';
import { type CachedVersions, readCachedVersions } from './cached-versions';
import { idsAPullLeaves } from './pull-guards';
import { pullTakeBack } from './pull-take-back';
import type { PullOptions, PullResult, PullTransaction, PullTransactionRunner } from './pull-watch';
import { rowStore } from './row-store';

/**
 * Changed records written per transaction while a list streams in: one page's worth. Rows held
 * across several pages outlive the worker's young-generation collections and pile up as old
 * garbage: `npm run bench:sync` measured the worker's peak during a cold sync of 50,000
 * monitors at 30–32 MB with 2,500 rows, 16–30 MB with 1,000, and 16 MB with 500. Each
 * transaction costs time (and wakes an open page's live queries of what it writes): with 500 a
 * cold sync of 50,000 once took 1.8 times its floor, with 1,000 1.5. Since then a commit holds
 * back only the next page's hand-on, not the requests for the pages behind it
 * (lib/background/api/http/paging.ts HELD_PAGES): at 100,000 monitors 500 rows then kept the
 * peak just under its 30 MB budget, where 1,000 did not, for a few seconds more (README.md,
 * "Benchmarks").
 */
export const PULL_BATCH_ROWS = 500;

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
 * - A pull killed before it could take back (the browser died between pages) left a note in its
 *   resource's sync state, written with its first batch: the next pull of that resource first
 *   takes back what it added. So after any crash the cache holds the list as it was before the
 *   pull (again apart from newer versions of records it had) or the whole new one, never old
 *   and new records side by side.
 */
export async function startPull<
  Table extends TableName,
  Key extends string = string,
  Row = GatehouseSchema[Table]['value'],
>(database: WorkerDatabase, table: Table, options: PullOptions<Row, Key>) {
  const { keyOf, fetchedSince, dependents = [], fingerprinted = false, watch, resource } = options;
  const batchRows = options.batchRows ?? PULL_BATCH_ROWS;
  const tables: TableName[] = [
    table,
    ...dependents,
    'outbox',
    'syncState',
    'settledWrites',
    ...(watch?.tables ?? []),
  ];
  /**
   * What a batch (or taking one back) may change; outbox, syncState and settledWrites it only
   * reads. The pages' live queries of those are not woken by every batch of a big pull: an open
   * options page read its outbox and sync state again each time.
   */
  const batchChanges: TableName[] = [table, ...(watch?.tables ?? [])];
  const inTransaction: PullTransactionRunner = (work, changed) =>
    writeTables(database, tables, work, { changed });
  const leftAlone = (transaction: PullTransaction) =>
    idsAPullLeaves(transaction, table, fetchedSince);

  const { takeBack, takeBackUnfinished, forgetNote } = pullTakeBack({
    database,
    table,
    resource,
    inTransaction,
    batchChanges,
    watch,
    takeBackRows: options.takeBackRows,
  });

  // Read while the first page is on its way: each IndexedDB round trip counts on a busy machine.
  let cached: CachedVersions<Key>;
  const cachedRead = takeBackUnfinished()
    .then(() => readCachedVersions<Key>(database, table, fingerprinted))
    .then((versions) => {
      cached = versions;
    });
  cachedRead.catch(() => undefined);
  // Memory stays flat in the list's length beyond `cached`, which the pull needs anyway: the
  // records a failed pull added are found again from the table's keys, not from a list.
  let addedAny = false;
  let abandoned = false;
  /** Whether this pull's note is in the sync state (see takeBackUnfinished). */
  let noted = false;
  /** Records the list sent that the pull left alone without having them cached. */
  const leftAloneUncached = new Set<string>();
  let waiting: Row[] = [];
  let written = 0;

  /** The stored versions of rows about to be written; only those cached are read (a cold pull reads none). */
  async function storedVersions(transaction: PullTransaction, rows: readonly Row[]) {
    const known = rows.filter((row) => cached.has(keyOf(row)));
    const found = await rowStore<Row, Key>(transaction, table).get(known.map(keyOf));
    const stored = new Map(known.map((row, i) => [keyOf(row), found[i]] as const));
    return rows.map((row) => stored.get(keyOf(row)));
  }

  /**
   * Inside a transaction: writes the rows of `batch` that changed and that the pull may write,
   * and empties `batch`: IndexedDB copies a row when it is put, and the transaction takes a
   * while to commit.
   */
  async function writeBatch(transaction: PullTransaction, batch: Row[], leaves: Set<string>) {
    const rowsStored = rowStore<Row, Key>(transaction, table);
    const rows = batch.filter((row) => {
      const key = keyOf(row);
      if (!leaves.has(key)) return true;
      if (!cached.has(key)) leftAloneUncached.add(key);
      return false;
    });
    let changed = rows;
    if (!fingerprinted) {
      const stored = await rowsStored.get(rows.map(keyOf));
      changed = rows.filter((row, i) => !dequal(stored[i], row));
    }
    addedAny ||= changed.some((row) => !cached.has(keyOf(row)));
    if (watch)
      await watch.written(transaction, changed, await storedVersions(transaction, changed));
    rowsStored.put(changed);
    written += changed.length;
    batch.length = 0;
  }

  /**
   * The batch being written while the next pages arrive: IndexedDB's time to write and the
   * server's to answer overlap. One at a time, so at most two batches are held at once.
   */
  let writing: Promise<void> = Promise.resolve();

  /** Takes the waiting rows, to be written once the batch before them is. */
  function takeWaiting() {
    const batch = waiting;
    waiting = [];
    return batch;
  }

  /** The list failed: takes back the records this pull added, and deletes nothing else. */
  async function abandon() {
    waiting = [];
    // Over only once what an unfinished pull before it added is taken back, too.
    await cachedRead.catch(() => undefined);
    await writing.catch(() => undefined);
    // Once is enough: finish takes back after a failed last batch, and its caller may again.
    if (!addedAny || abandoned) return;
    abandoned = true;
    await takeBack((key) => !cached.has(key), fetchedSince);
    if (noted && resource) await forgetNote(resource);
  }

  return {
    /**
     * The records the table holds, for a list reader to skip those sent unchanged (read once the
     * pull has read them); `seed` is the version of what a row keeps of a record.
     */
    async known(seed: number): Promise<KnownRecords> {
      await cachedRead;
      return { seed, fingerprintOf: (key) => cached.fingerprintOf(key as Key) };
    },

    /**
     * One page of the list: its rows, and the keys of records it sent unchanged (not read again,
     * see `known`). Writes when a batch of changed records has gathered.
     */
    async add(rows: readonly Row[], unchanged: readonly Key[] = []) {
      await cachedRead;
      for (const key of unchanged) cached.markSent(key);
      for (const row of rows) {
        const key = keyOf(row);
        const version = cached.fingerprintOf(key);
        cached.markSent(key);
        const fp = fingerprinted ? (row as { fp?: string }).fp : undefined;
        if (fp === undefined || version !== fp) waiting.push(row);
      }
      if (waiting.length < batchRows) return;
      await writing;
      const batch = takeWaiting();
      writing = inTransaction(async (transaction) => {
        await writeBatch(transaction, batch, await leftAlone(transaction));
        if (!addedAny || noted || !resource) return;
        // With the first records it adds before the list ends: what to take back if it never does.
        noted = true;
        await noteUnfinishedPull(transaction, resource, {
          keysBefore: cached.keys(),
          fetchedSince,
        });
      }, batchChanges);
      // Met by the next add or by finish; abandon ignores it.
      writing.catch(() => undefined);
    },

    /**
     * The last page came: writes what is left and deletes what the server no longer has, except
     * `keep` (records the server sent but that could not be read: their cached rows stay). With
     * `removeUnlisted` false it deletes nothing: the list held a record it could not tell apart.
     */
    async finish({
      keep = [],
      removeUnlisted = true,
      after,
    }: {
      keep?: readonly Key[];
      removeUnlisted?: boolean;
      after?: (transaction: PullTransaction) => Promise<void>;
    } = {}) {
      await cachedRead;
      try {
        await writing;
      } catch (error) {
        // The last batch written while the pages came failed: the pull failed, as when a page does.
        await abandon();
        throw error;
      }
      const batch = takeWaiting();
      return inTransaction(async (transaction): Promise<PullResult> => {
        const leaves = await leftAlone(transaction);
        await writeBatch(transaction, batch, leaves);
        const kept = new Set<string>(keep);
        const removable: Key[] = [];
        if (removeUnlisted)
          for (const key of cached.unsent())
            if (!kept.has(key) && !leaves.has(key)) removable.push(key);
        rowStore<Row, Key>(transaction, table).delete(removable);
        for (const dependent of dependents)
          rowStore<Row, Key>(transaction, dependent).delete(removable);
        await watch?.removed(transaction, removable);
        await watch?.finished(transaction);
        if (noted && resource) await noteUnfinishedPull(transaction, resource, undefined);
        await after?.(transaction);
        const keptLocal = [...leaves].filter(
          (id) => cached.has(id as Key) || leftAloneUncached.has(id) || kept.has(id),
        ).length;
        return { written, removed: removable.length, keptLocal };
      });
    },

    abandon,
  };
}
