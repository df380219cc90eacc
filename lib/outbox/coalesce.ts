import { dequal } from 'dequal';
import type { GatehouseDatabase } from '../db/database';
import type { OutboxRow } from '../db/outbox-row';
import type { WriteOperation } from './operation';
import { mergeSecrets } from './secrets';

/** The newest row of a record, if it is still waiting to be sent (not in flight, not failed). */
export async function lastUnsentRow(database: GatehouseDatabase, recordKey: string) {
  const rows = await database.outbox.where('recordKey').equals(recordKey).sortBy('seq');
  const last = rows.at(-1);
  return last?.state === 'pending' ? last : undefined;
}

export type Coalesced = { folded: true; seq?: number } | { folded: false };

/**
 * Folds a new write into the record's last unsent row where that is safe (issue 6): repeated
 * updates merge into one; a toggle back to the previous value cancels the queued one (pause then
 * unpause sends nothing). Only ever with a row of the same operation, so never across a create or
 * delete boundary.
 */
export async function coalesceWithQueued(
  database: GatehouseDatabase,
  operation: WriteOperation,
  operationName: string,
  last: OutboxRow | undefined,
  payload: unknown,
  secretRef: string | undefined,
): Promise<Coalesced> {
  if (!last || last.seq === undefined || last.operation !== operationName || !operation.coalesce) {
    return { folded: false };
  }
  if (operation.coalesce === 'merge') {
    if (secretRef) await mergeSecrets(last.secretRef ?? secretRef, secretRef);
    await database.outbox.update(last.seq, {
      payload: { ...(last.payload as object), ...(payload as object) },
      secretRef: last.secretRef ?? secretRef,
    });
    return { folded: true, seq: last.seq };
  }
  if (dequal(last.payload, payload)) return { folded: true, seq: last.seq };
  await database.outbox.delete(last.seq);
  return { folded: true };
}
