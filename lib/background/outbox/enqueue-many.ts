import { type FieldError, isStorageFull } from '../../model/errors/errors';
import { message } from '../../platform/i18n';
import type { Accounts } from '../../storage/settings';
import type { WorkerDatabase } from '../../storage/worker-database';
import { checkWriteInput } from './check-input';
import { asObject, ENQUEUE_CHUNK, enqueueIn, inArrivalOrder } from './enqueue';
import { splitSecrets } from './secrets';
import { type WriteName, writeOperations } from './writes/all-writes';
import { changeLocally, tableOf } from './writes/crud';
import type { WriteOperation } from './writes/write-definition';

/** One write (an operation and its payload) for each of many records: the options list's bulk edits. */
export interface ManyWrites {
  operation: WriteName;
  recordIds: readonly string[];
  payload: unknown;
}

/**
 * What became of each record: queued (with its outbox row's seq; none when it cancelled a
 * queued write out), left alone because it already is so, or no longer cached. `notQueued`:
 * a chunk after the first failed (a full disk, say), so the records from it on got no write,
 * while those before it are queued and will be sent.
 */
export type ManyQueued =
  | {
      ok: true;
      queued: { recordId: string; seq?: number }[];
      unchanged: string[];
      missing: string[];
      notQueued?: { recordIds: string[]; problem: string };
    }
  | { ok: false; fieldErrors: FieldError[] };

/** One chunk, read and queued in one transaction: a second press reads the first's changes. */
function enqueueChunk(
  database: WorkerDatabase,
  writes: ManyWrites,
  ids: readonly string[],
  accounts: Accounts,
) {
  const operation: WriteOperation = writeOperations[writes.operation];
  return changeLocally(database, operation.table, async (transaction) => {
    const table = tableOf(transaction, operation.table);
    const rows = await Promise.all(ids.map((id) => table.get(id)));
    const done = { queued: [] as { recordId: string; seq?: number }[], unchanged: [] as string[] };
    const missing: string[] = [];
    for (const [index, recordId] of ids.entries()) {
      const row = rows[index];
      if (!row) {
        missing.push(recordId);
        continue;
      }
      if (operation.changesNothing?.(row, writes.payload)) {
        // Nothing to send, but what a write by hand replaces goes all the same: a bulk pause of
        // a monitor on a timed pause drops its timed resume, so it stays paused for good.
        await operation.whenQueued?.(transaction, recordId);
        done.unchanged.push(recordId);
        continue;
      }
      const command = { operation: writes.operation, recordId, payload: writes.payload };
      const result = await enqueueIn(transaction, command, accounts);
      if (result.ok) done.queued.push({ recordId, seq: result.seq });
    }
    return { ...done, missing };
  });
}

/**
 * The same write to many records, each its own outbox row (the APIs have no bulk operations):
 * checked once, then queued a chunk per transaction in the arrival order every write keeps
 * (enqueue.ts). A record already as the write would make it gets none (`changesNothing`), nor
 * one no longer cached. Only writes without secrets and not creates: enqueueIn refuses the one,
 * and a create names no record.
 */
export async function enqueueMany(
  database: WorkerDatabase,
  writes: ManyWrites,
  accounts: Accounts,
): Promise<ManyQueued> {
  const operation: WriteOperation = writeOperations[writes.operation];
  const checked = checkWriteInput(operation, writes.payload);
  if (!checked.success) return { ok: false, fieldErrors: checked.fieldErrors };
  if (operation.kind === 'create') throw new Error(`${writes.operation} names no record`);
  // Refused before any chunk is queued, not half-way (enqueueIn refuses secrets, see its note).
  if (splitSecrets(asObject(checked.output)).secrets)
    throw new Error(`${writes.operation} carries secrets: use enqueueWrite`);
  const payload = checked.output;
  const total = { queued: [] as { recordId: string; seq?: number }[], unchanged: [] as string[] };
  const missing: string[] = [];
  const notQueued = await inArrivalOrder(async () => {
    for (let start = 0; start < writes.recordIds.length; start += ENQUEUE_CHUNK) {
      const ids = writes.recordIds.slice(start, start + ENQUEUE_CHUNK);
      try {
        const chunk = await enqueueChunk(database, { ...writes, payload }, ids, accounts);
        total.queued.push(...chunk.queued);
        total.unchanged.push(...chunk.unchanged);
        missing.push(...chunk.missing);
      } catch (error) {
        // The first chunk failing queued nothing: refused whole, as one write is (the handler).
        if (start === 0) throw error;
        // Earlier chunks are committed and will be sent: say so, and name the rest.
        return { recordIds: writes.recordIds.slice(start), problem: problemOf(error) };
      }
    }
    return undefined;
  });
  return notQueued ? { ok: true, ...total, missing, notQueued } : { ok: true, ...total, missing };
}

/** Why a chunk was not queued, in the words the page shows. */
function problemOf(error: unknown) {
  if (isStorageFull(error)) return message('storageFullCause');
  return error instanceof Error ? error.message : String(error);
}
