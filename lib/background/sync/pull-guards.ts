import type { GatehouseDatabase } from '../../storage/database';
import { unsentRecordIds } from '../../storage/queries';

/**
 * Ids of records in `tableName` whose write settled at or after `since`: a list fetched before
 * then shows them as they were before the write, so it must not overwrite what the write stored.
 */
async function idsSettledSince(database: GatehouseDatabase, tableName: string, since: number) {
  const prefix = `${tableName}:`;
  const settled = await database.settledWrites.where('settledAt').aboveOrEqual(since).toArray();
  return settled
    .filter((mark) => mark.recordKey.startsWith(prefix))
    .map((mark) => mark.recordKey.slice(prefix.length));
}

/**
 * Ids a pull must neither overwrite nor delete: records with an unsent local change (they keep
 * their optimistic state until the outbox settles them) and records a write settled after the
 * list was fetched (the sync and the outbox never undo each other). Read inside each of the
 * pull's transactions, so a write queued while the pages arrive is seen by the next one.
 */
export async function idsAPullLeaves(
  database: GatehouseDatabase,
  tableName: string,
  fetchedSince: number | undefined,
): Promise<Set<string>> {
  const ids = await unsentRecordIds(database, tableName);
  if (fetchedSince !== undefined)
    for (const id of await idsSettledSince(database, tableName, fetchedSince)) ids.add(id);
  return ids;
}
