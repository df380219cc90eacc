import { outboxSummaryOf } from '../../model/outbox-row';
import type { TableName } from '../../storage/worker-database';
import type { WriteTransaction } from '../../storage/worker-writes';

type PullTransaction = WriteTransaction<TableName[]>;

/**
 * Ids of records in `tableName` whose write settled at or after `since`: a list fetched before
 * then shows them as they were before the write, so it must not overwrite what the write stored.
 */
async function idsSettledSince(transaction: PullTransaction, tableName: string, since: number) {
  const prefix = `${tableName}:`;
  const settled = await transaction
    .objectStore('settledWrites')
    .index('settledAt')
    .getAll(IDBKeyRange.lowerBound(since));
  return settled
    .filter((mark) => mark.recordKey.startsWith(prefix))
    .map((mark) => mark.recordKey.slice(prefix.length));
}

/**
 * Ids a pull must neither overwrite nor delete: records with an unsent local change (they keep
 * their optimistic state until the outbox settles them; the pages mark them with queries.ts
 * unsentRecordIds, the same rule) and records a write settled after the list was fetched (the
 * sync and the outbox never undo each other). Read inside each of the pull's transactions, so a
 * write queued while the pages arrive is seen by the next one.
 */
export async function idsAPullLeaves(
  transaction: PullTransaction,
  tableName: string,
  fetchedSince: number | undefined,
): Promise<Set<string>> {
  // Both read at once: a big pull runs this in each of its many transactions.
  const [outbox, settled] = await Promise.all([
    transaction.objectStore('outbox').getAll(),
    fetchedSince === undefined ? [] : idsSettledSince(transaction, tableName, fetchedSince),
  ]);
  const ids = outboxSummaryOf(outbox, tableName).unsent;
  for (const id of settled) ids.add(id);
  return ids;
}
