import { type IDBPTransaction, unwrap } from 'idb';
import {
  forgetGlanceCounts,
  forgetsGlanceCounts,
  GLANCE_COUNTS_STORE,
  RECOUNT_STORES,
  recountGlance,
} from './glance-counts';
import { currentStores } from './schema-versions';
import type { GatehouseSchema, TableName, WorkerDatabase } from './worker-database';

export type WriteTransaction<Tables extends TableName[]> = IDBPTransaction<
  GatehouseSchema,
  Tables,
  'readwrite'
>;

/** Where Dexie posts, and hears, the writes other contexts made (Dexie's `storagemutated`). */
const STORAGE_MUTATED_CHANNEL = 'x-storagemutated-1';
const storageMutated =
  typeof BroadcastChannel === 'undefined'
    ? undefined
    : new BroadcastChannel(STORAGE_MUTATED_CHANNEL);
// Node (unit tests) would otherwise keep running for the channel; Dexie unrefs its own too.
(storageMutated as { unref?: () => void } | undefined)?.unref?.();

const CURRENT_STORES = currentStores();

/** Dexie's range of every key (its `new RangeSet(-Infinity, [[[]]])` for a new database). */
const EVERY_KEY = { d: 1, from: Number.NEGATIVE_INFINITY, to: [[[]]] };

/**
 * Tells the pages' live queries that `tables` changed, as Dexie's own writes do: every range of
 * the table's primary key (`idb://<database>/<table>/`), its deletions (`:dels`) and each index,
 * so every query over those tables reads again.
 */
function announceWrites(databaseName: string, tables: readonly TableName[]) {
  const parts: Record<string, typeof EVERY_KEY> = {};
  for (const table of tables) {
    const prefix = `idb://${databaseName}/${table}/`;
    for (const index of [
      '',
      ':dels',
      ...(CURRENT_STORES[table]?.indexes ?? []).map((spec) => spec.name),
    ])
      parts[prefix + index] = EVERY_KEY;
  }
  storageMutated?.postMessage(parts);
}

/** What writeTables tells the pages. */
export interface WriteOptions {
  /**
   * The tables `work` may write (all of them unless named; the rest it only reads, and a page's
   * live query of those need not read again). Every table it writes must be named: writing
   * monitors or incidents forgets the glance's counts of them (glance-counts.ts).
   */
  changed?: readonly TableName[];
}

/**
 * Runs `work` in one read-write transaction over `tables`, and once it has committed tells the
 * pages what changed (WriteOptions.changed). `work` awaits nothing but this transaction's
 * requests (docs/ARCHITECTURE.md, house rule 7): IndexedDB commits a transaction as soon as nothing is
 * pending. If it throws, nothing it wrote is kept.
 */
export async function writeTables<Tables extends TableName[], Result>(
  database: WorkerDatabase,
  tables: Tables,
  work: (transaction: WriteTransaction<Tables>) => Promise<Result>,
  { changed = tables }: WriteOptions = {},
): Promise<Result> {
  const forgets = forgetsGlanceCounts(changed);
  const scope = forgets ? [...tables, GLANCE_COUNTS_STORE as TableName] : tables;
  const transaction = database.transaction(scope, 'readwrite') as WriteTransaction<Tables>;
  const committed = transaction.done;
  committed.catch(() => undefined);
  // Before the work, so they go with it even if it lets the transaction commit early.
  if (forgets) forgetGlanceCounts(unwrap(transaction), changed);
  let result: Result;
  try {
    result = await work(transaction);
  } catch (error) {
    try {
      transaction.abort();
    } catch {
      // Already finished: its own error aborted it.
    }
    // A request that failed (a full disk) aborted the transaction, and the requests after it
    // failed with an AbortError: the transaction's error is the cause worth telling.
    throw transaction.error ?? error;
  }
  await committed;
  announceWrites(database.name, forgets ? [...changed, GLANCE_COUNTS_STORE] : changed);
  return result;
}

/**
 * Counts the glance's counts and keeps them for the popup's next open (glance-counts.ts), in one
 * read-write transaction of their own, and answers them: the badge's count, after every sync and
 * every sent write. The pages are not told: a kept count is what they would count themselves.
 */
export async function keepGlanceCounts(database: WorkerDatabase) {
  const recount = database.transaction(
    [...RECOUNT_STORES, GLANCE_COUNTS_STORE] as TableName[],
    'readwrite',
  );
  const counts = await recountGlance(unwrap(recount));
  await recount.done;
  return counts;
}

/**
 * Dexie's `update`: the stored row with `changes` laid over it, a field set to undefined removed.
 * Answers whether there was a row to change.
 */
export async function updateRow<Key, Row extends object>(
  store: { get(key: Key): Promise<Row | undefined>; put(row: Row): Promise<unknown> },
  key: Key,
  changes: Partial<Row>,
): Promise<boolean> {
  const row = await store.get(key);
  if (!row) return false;
  const changed: Record<string, unknown> = { ...row, ...changes };
  for (const [field, value] of Object.entries(changes))
    if (value === undefined) delete changed[field];
  await store.put(changed as Row);
  return true;
}
