import { dequal } from 'dequal';
import type { OutboxRow } from '../../model/outbox-row';
import { updateRow } from '../../storage/worker-writes';
import { isInFlight, mayHaveBeenSent } from './in-flight';
import type { LocalChange, WriteOperation } from './writes/write-definition';

/**
 * The newest row of a record, if nothing has happened to it yet: not in flight (its payload may
 * be on the wire), not failed, not uncertain. Only such a row may take a later edit.
 */
export async function lastQueuedRow(transaction: LocalChange, recordKey: string) {
  // An index lists equal keys by primary key: by seq.
  const rows = await transaction.objectStore('outbox').index('recordKey').getAll(recordKey);
  const last = rows.at(-1);
  return last?.state === 'pending' && last.seq !== undefined && !isInFlight(last)
    ? { ...last, seq: last.seq }
    : undefined;
}

/**
 * A row without the fingerprint of the server version it was read from (MonitorRow.fp): a local
 * change drops it (so the next pull rewrites the row), which says nothing about the record.
 */
function readFromServer(row: unknown) {
  if (!row || typeof row !== 'object' || !('fp' in row)) return row;
  const { fp: _fingerprint, ...record } = row;
  return record;
}

/**
 * Folds a new write into the record's queued row of the same operation, if there is one:
 * - merge: partial edits combine, the new fields winning; its secrets' ref is added last;
 * - latest: the new state replaces the queued one; when it sets the record back to what the
 *   server had (`recordNow` equals the row's `before`, fingerprint aside), both cancel out — but only if the queued
 *   one was never tried: one that was may have been applied with its answer lost, and only
 *   sending the final state is then sure to leave the server there.
 * Answers the seq of the row it folded into, 'cancelled', or null when it did not fold.
 */
export async function foldIntoQueued(
  transaction: LocalChange,
  operation: WriteOperation,
  operationName: string,
  last: (OutboxRow & { seq: number }) | undefined,
  change: {
    payload: Record<string, unknown>;
    secretRef?: string;
    recordNow: unknown;
    account: string | undefined;
  },
): Promise<number | 'cancelled' | null> {
  if (!last || last.operation !== operationName || !operation.coalesce) return null;
  if (last.account !== change.account) return null; // each goes with its own account
  const { payload, secretRef } = change;
  const backAsItWas = dequal(readFromServer(change.recordNow), readFromServer(last.before));
  if (operation.coalesce === 'latest' && !mayHaveBeenSent(last) && backAsItWas) {
    await transaction.objectStore('outbox').delete(last.seq);
    return 'cancelled';
  }
  const merged =
    operation.coalesce === 'merge' && last.payload && typeof last.payload === 'object'
      ? { ...last.payload, ...payload }
      : payload;
  const secretRefs = secretRef ? [...(last.secretRefs ?? []), secretRef] : last.secretRefs;
  await updateRow(transaction.objectStore('outbox'), last.seq, { payload: merged, secretRefs });
  return last.seq;
}
