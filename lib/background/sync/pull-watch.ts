import type { Table } from 'dexie';

/**
 * Something kept in step with a pulled table by the pull's own transactions, so that a worker
 * killed at any point leaves the two agreeing (the monitors' status trackers and the
 * notifications they owe, status-watch.ts). The pull (pull-writer.ts) calls it inside each of its
 * transactions.
 */
export interface PullWatch<Row, Key extends string> {
  /** The tables it writes, added to each of the pull's transactions. */
  tables: Table[];
  /** The rows about to be written, each beside the version stored before (undefined: new). */
  written(rows: readonly Row[], before: readonly (Row | undefined)[]): Promise<void>;
  /** Records deleted: gone from the server, or taken back from a pull that failed. */
  removed(keys: readonly Key[]): Promise<void>;
  /** The pull's last transaction, after the deletions. */
  finished(): Promise<void>;
}

/**
 * Tells `watch` of rows about to be written, with the versions stored before; only rows the table
 * held when the pull started are read back (a cold pull reads none).
 */
export async function watchWritten<Row, Key extends string>(
  watch: PullWatch<Row, Key>,
  table: Table<Row, Key>,
  rows: readonly Row[],
  { keyOf, held }: { keyOf: (row: Row) => Key; held: (key: Key) => boolean },
) {
  const known = rows.filter((row) => held(keyOf(row)));
  const found = await table.bulkGet(known.map(keyOf));
  const stored = new Map(known.map((row, i) => [keyOf(row), found[i]] as const));
  await watch.written(
    rows,
    rows.map((row) => stored.get(keyOf(row))),
  );
}
