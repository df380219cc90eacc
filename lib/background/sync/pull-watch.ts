import type { TableName } from '../../storage/worker-database';
import type { WriteTransaction } from '../../storage/worker-writes';
import { joinWarnings } from '../runtime/sync-state';

/** One of the pull's transactions: the pulled table, its dependents, the guards, the watch's. */
export type PullTransaction = WriteTransaction<TableName[]>;

/** Runs `work` in one of a pull's transactions, telling the pages what it `changed`. */
export type PullTransactionRunner = <T>(
  work: (transaction: PullTransaction) => Promise<T>,
  changed?: readonly TableName[],
) => Promise<T>;

/**
 * Something kept in step with a pulled table by the pull's own transactions, so that a worker
 * killed at any point leaves the two agreeing (the monitors' status trackers and the
 * notifications they owe, status-watch.ts). The pull (pull-writer.ts) calls it inside each of its
 * transactions.
 */
export interface PullWatch<Row, Key extends string> {
  /** The tables it writes, added to each of the pull's transactions. */
  tables: TableName[];
  /** The rows about to be written, each beside the version stored before (undefined: new). */
  written(
    transaction: PullTransaction,
    rows: readonly Row[],
    before: readonly (Row | undefined)[],
  ): Promise<void>;
  /** Records deleted: gone from the server, or taken back from a pull that failed. */
  removed(transaction: PullTransaction, keys: readonly Key[]): Promise<void>;
  /** The pull's last transaction, after the deletions. */
  finished(transaction: PullTransaction): Promise<void>;
  /** What it found that the sync's warning should tell the user, once the pull finished. */
  warning?(): string | null;
}

/** Several watches kept in step by the same transactions, in order. */
export function watchAll<Row, Key extends string>(
  ...watches: PullWatch<Row, Key>[]
): PullWatch<Row, Key> {
  return {
    tables: watches.flatMap((watch) => watch.tables),
    async written(transaction, rows, before) {
      for (const watch of watches) await watch.written(transaction, rows, before);
    },
    async removed(transaction, keys) {
      for (const watch of watches) await watch.removed(transaction, keys);
    },
    async finished(transaction) {
      for (const watch of watches) await watch.finished(transaction);
    },
    warning: () => joinWarnings(...watches.map((watch) => watch.warning?.())),
  };
}

export interface PullResult {
  /** Records added or changed (unchanged ones are left alone). */
  written: number;
  removed: number;
  /** Records left as they are because a local change to them has not reached the server yet. */
  keptLocal: number;
}

export interface PullOptions<Row, Key extends string> {
  keyOf: (row: Row) => Key;
  /** When the list was requested: writes settled since then are newer than it. */
  fetchedSince?: number;
  /** Tables keyed alike whose rows go with a removed record (a monitor's charts). */
  dependents?: TableName[];
  /**
   * The table indexes `fp` (lib/background/api/http/fingerprint.ts): each row carries the fingerprint
   * of the record it was read from, and one whose fingerprint the table holds is not rewritten.
   * A row without one (not read from the server as sent) is always written.
   */
  fingerprinted?: boolean;
  batchRows?: number;
  /** Records a failed pull takes back per transaction (pull-take-back.ts TAKE_BACK_ROWS). */
  takeBackRows?: number;
  /** Sees every row the pull writes or deletes, inside the same transaction (status-watch.ts). */
  watch?: PullWatch<Row, Key>;
  /**
   * The sync state row where a pull that wrote part of its list notes what the table held
   * before (pull-writer.ts), so that the next pull takes back what a killed one added.
   */
  resource?: string;
}

/**
 * Deletes, from a store a watch keeps sparsely (a few rows beside the monitors), the rows of
 * `keys`: its few keys are read and only those deleted, for `keys` may be tens of thousands (a
 * failed pull taking back what it added).
 */
export async function deleteHeld(
  transaction: PullTransaction,
  table: 'statusTrackers' | 'timedResumes',
  keys: readonly string[],
) {
  const store = transaction.objectStore(table);
  const gone = new Set(keys);
  const held = await store.getAllKeys();
  await Promise.all(held.filter((key) => gone.has(key)).map((key) => store.delete(key)));
}
