import type { TableName } from '../../storage/worker-database';
import type { WriteTransaction } from '../../storage/worker-writes';
import { joinWarnings } from './sync-state';

/** One of the pull's transactions: the pulled table, its dependents, the guards, the watch's. */
export type PullTransaction = WriteTransaction<TableName[]>;

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
