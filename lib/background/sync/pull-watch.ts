import type { TableName } from '../../storage/worker-database';
import type { WriteTransaction } from '../../storage/worker-writes';

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
}
