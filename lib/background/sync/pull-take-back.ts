import type { TableName, WorkerDatabase } from '../../storage/worker-database';
import { noteUnfinishedPull } from '../runtime/sync-state';
import { idsAPullLeaves } from './pull-guards';
import type { PullTransactionRunner, PullWatch } from './pull-watch';
import { rowStore } from './row-store';

/**
 * Records a failed pull takes back per transaction. Each transaction wakes the open pages' live
 * queries, which then count the monitors again: at 1,000 rows a take-back of 50,000 took a
 * minute in Chromium with the popup open (fifty wake-ups); at this size about six.
 */
const TAKE_BACK_ROWS = 10_000;

/** What a pull's take-back needs of the pull (pull-writer.ts startPull). */
interface PullTakeBackOptions<Row, Key extends string> {
  database: WorkerDatabase;
  table: TableName;
  resource: string | undefined;
  /** The pull's own transactions, over its tables. */
  inTransaction: PullTransactionRunner;
  /** The tables a take-back changes. */
  batchChanges: readonly TableName[];
  watch: PullWatch<Row, Key> | undefined;
  takeBackRows?: number;
}

/**
 * Taking back what a pull added, when it failed (`takeBack`) or when a pull before it was killed
 * half-way (`takeBackUnfinished`, from the note that pull left in its resource's sync state).
 */
export function pullTakeBack<Row, Key extends string>(pull: PullTakeBackOptions<Row, Key>) {
  const { database, table, inTransaction } = pull;
  const takeBackRows = pull.takeBackRows ?? TAKE_BACK_ROWS;
  /**
   * Deletes the records `added` says a pull added, in batches of `takeBackRows`: a server whose
   * pages never end leaves tens of thousands, and taken back in one transaction they kept every
   * reader of the pull's tables (the popup's list, the door's queued purchases) waiting, with
   * nothing drawn, for all of it.
   */
  async function takeBack(added: (key: Key) => boolean, since: number | undefined) {
    const keys = ((await database.getAllKeys(table)) as Key[]).filter(added);
    for (let at = 0; at < keys.length; at += takeBackRows) {
      const batch = keys.slice(at, at + takeBackRows);
      await inTransaction(async (transaction) => {
        // Read afresh per batch: a write that settled meanwhile may have made one of them its own.
        const leaves = await idsAPullLeaves(transaction, table, since);
        const takenBack = batch.filter((key) => !leaves.has(key));
        rowStore<Row, Key>(transaction, table).delete(takenBack);
        await pull.watch?.removed(transaction, takenBack);
      }, pull.batchChanges);
    }
  }

  /** Forgets the note of an unfinished pull: what it added is gone, or it finished. */
  const forgetNote = (resource: string) =>
    inTransaction((transaction) => noteUnfinishedPull(transaction, resource, undefined), []);

  /** What a pull killed half-way added, taken back before this one reads the table. */
  async function takeBackUnfinished() {
    const { resource } = pull;
    if (!resource) return;
    const note = (await database.get('syncState', resource))?.unfinishedPull;
    if (!note) return;
    const before = new Set(note.keysBefore);
    await takeBack((key) => !before.has(key), note.fetchedSince);
    await forgetNote(resource);
  }

  return { takeBack, takeBackUnfinished, forgetNote };
}
