import { UNTIL_SIGNED_IN } from '../../model/outbox-row';
import { message } from '../../platform/i18n';
import type { WorkerDatabase } from '../../storage/worker-database';
import { clearLocalData } from '../../storage/worker-local-data';
import { updateRow, writeTables } from '../../storage/worker-writes';
import { checkWriteInput } from './check-input';
import { asObject, type EnqueueResult, inArrivalOrder } from './enqueue';
import { isInFlight } from './in-flight';
import { forgetSecrets, saveSecrets, secretRefsOf, splitSecrets } from './secrets';
import { discardRow } from './settle';
import { writeOperationNamed } from './writes/all-writes';
import { changeLocally } from './writes/crud';
import type { LocalChange } from './writes/write-definition';
import { SEND_TIMEOUT_MS } from './writes/write-definition';

/**
 * The table of a queued row, to open the transaction that acts on it; the row itself is read
 * again inside that transaction (`stillQueued`), since a flush or another page may take it or
 * change it in between.
 */
async function tableOfRow(database: WorkerDatabase, seq: number) {
  return (await database.get('outbox', seq))?.table;
}

/**
 * The row as it is now, inside the transaction that acts on it; undefined if it is gone, or in
 * flight: then its answer decides it.
 */
async function stillQueued(transaction: LocalChange, seq: number) {
  const row = await transaction.objectStore('outbox').get(seq);
  return row && !isInFlight({ ...row, seq }) ? { ...row, seq } : undefined;
}

/**
 * The user's "Retry". A refused write is sent again as it is, its change shown again; a purchase
 * waiting for confirmation is now confirmed. A write waiting for its retry time or the user's
 * sign-in goes at the next flush. A write whose answer was lost is still checked for on the
 * server first: retrying must not repeat what may have been done. Answers whether it will go.
 */
export async function retryOutboxItem(database: WorkerDatabase, seq: number) {
  const table = await tableOfRow(database, seq);
  if (!table) return false;
  return changeLocally(database, table, async (transaction) => {
    const row = await stillQueued(transaction, seq);
    if (!row) return false;
    const outbox = transaction.objectStore('outbox');
    if (row.state === 'pending' || row.state === 'uncertain' || row.state === 'answered') {
      // An uncertain row still waits until its cut-off request could have landed (SEND_TIMEOUT_MS).
      const landed = row.state === 'uncertain' ? (row.inFlightSince ?? 0) + SEND_TIMEOUT_MS : 0;
      await updateRow(outbox, seq, { nextAttemptAt: Math.min(row.nextAttemptAt, landed) });
      return true;
    }
    const operation = writeOperationNamed(row.operation);
    if (!operation || (row.state !== 'failed' && row.state !== 'needs-confirmation')) return false;
    if (row.state === 'failed') {
      await operation.applyLocally(transaction, row.recordId, row.payload);
      if (row.table === 'tickets')
        await updateRow(transaction.objectStore('tickets'), row.recordId, { state: 'pending' });
    }
    await updateRow(outbox, seq, { state: 'pending', nextAttemptAt: 0 });
    return true;
  });
}

const noLongerWaiting = (): EnqueueResult => ({
  ok: false,
  fieldErrors: [{ field: '', message: message('changeNoLongerWaiting') }],
});

/**
 * The user fixed a refused write: the same row (so writes waiting behind it stay in order) takes
 * the new payload, checked as any new write is, and goes again — if it is still refused when the
 * change is made: another page may have sent it again or discarded it meanwhile.
 */
export async function resubmitOutboxItem(
  database: WorkerDatabase,
  seq: number,
  payload: unknown,
): Promise<EnqueueResult> {
  const first = await database.get('outbox', seq);
  const operation = first && writeOperationNamed(first.operation);
  if (!first || !operation || first.state !== 'failed') return noLongerWaiting();
  const checked = checkWriteInput(operation, payload);
  if (!checked.success) return { ok: false, fieldErrors: checked.fieldErrors };
  const { clean, secrets } = splitSecrets(asObject(checked.output));
  const secretRef = secrets ? await saveSecrets(secrets) : undefined;
  const resubmitted = await inArrivalOrder(() =>
    changeLocally(database, first.table, async (transaction) => {
      const row = await stillQueued(transaction, seq);
      if (row?.state !== 'failed') return false;
      await operation.applyLocally(transaction, row.recordId, clean);
      await updateRow(transaction.objectStore('outbox'), seq, {
        payload: clean,
        secretRefs: secretRef ? [...(row.secretRefs ?? []), secretRef] : row.secretRefs,
        state: 'pending',
        nextAttemptAt: 0,
        attempts: 0,
        lastError: undefined,
        // The ids read for the refused payload say nothing about the fixed one.
        serverIdsBefore: undefined,
      });
      return true;
    }),
  );
  if (!resubmitted) {
    if (secretRef) await forgetSecrets(new Set([secretRef]), new Set());
    return noLongerWaiting();
  }
  return { ok: true, recordId: first.recordId, seq };
}

/** The user's "Discard": give up on the write and show the server's version again. */
export async function discardOutboxItem(database: WorkerDatabase, seq: number) {
  const table = await tableOfRow(database, seq);
  return table ? discardRow(database, seq, table) : false;
}

/** Signed in again, or Settings fixed: writes held for that go at the next flush. */
export async function releaseHeldWrites(database: WorkerDatabase) {
  return writeTables(database, ['outbox'], async (transaction) => {
    let released = 0;
    let cursor = await transaction.objectStore('outbox').openCursor();
    while (cursor) {
      if (cursor.value.nextAttemptAt === UNTIL_SIGNED_IN) {
        await cursor.update({ ...cursor.value, nextAttemptAt: 0 });
        released++;
      }
      cursor = await cursor.continue();
    }
    return released;
  });
}

/**
 * The user's "Clear local data", secrets and all: the queued writes it deletes are the unsent
 * changes PRIVACY.md says go, and the passwords they were to send go with them. A write queued
 * since keeps its own (forgetSecrets spares those of rows still live, and fresh ones).
 */
export async function clearLocalDataAndSecrets(
  database: WorkerDatabase,
  options: { includeTickets?: boolean },
) {
  const deleted = await clearLocalData(database, options);
  await forgetSecrets(secretRefsOf(deleted), secretRefsOf(await database.getAll('outbox')));
}
