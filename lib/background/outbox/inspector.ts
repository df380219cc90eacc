import { message } from '../../model/i18n';
import { UNTIL_SIGNED_IN } from '../../model/outbox-row';
import type { WorkerDatabase } from '../../storage/worker-database';
import { updateRow, writeTables } from '../../storage/worker-writes';
import { checkWriteInput } from './check-input';
import { changeLocally } from './crud';
import { asObject, type EnqueueResult } from './enqueue';
import { SEND_TIMEOUT_MS } from './operation';
import { writeOperationNamed } from './operations';
import { saveSecrets, splitSecrets } from './secrets';
import { discardRow, updateOutboxRow } from './settle';

/**
 * The user's "Retry". A refused write is sent again as it is, its change shown again; a purchase
 * waiting for confirmation is now confirmed. A write waiting for its retry time or the user's
 * sign-in goes at the next flush. A write whose answer was lost is still checked for on the
 * server first: retrying must not repeat what may have been done. Answers whether it will go.
 */
export async function retryOutboxItem(database: WorkerDatabase, seq: number) {
  const row = await database.get('outbox', seq);
  if (!row) return false;
  if (row.state === 'pending' || row.state === 'uncertain' || row.state === 'answered') {
    // An uncertain row still waits until its cut-off request could have landed (SEND_TIMEOUT_MS).
    const landed = row.state === 'uncertain' ? (row.inFlightSince ?? 0) + SEND_TIMEOUT_MS : 0;
    await updateOutboxRow(database, seq, { nextAttemptAt: Math.min(row.nextAttemptAt, landed) });
    return true;
  }
  if (row.state !== 'failed' && row.state !== 'needs-confirmation') return false;
  const operation = writeOperationNamed(row.operation);
  if (!operation) return false;
  await changeLocally(database, row.table, async (transaction) => {
    if (row.state === 'failed') {
      await operation.applyLocally(transaction, row.recordId, row.payload);
      if (row.table === 'tickets')
        await updateRow(transaction.objectStore('tickets'), row.recordId, { state: 'pending' });
    }
    await updateRow(transaction.objectStore('outbox'), seq, { state: 'pending', nextAttemptAt: 0 });
  });
  return true;
}

/**
 * The user fixed a refused write: the same row (so writes waiting behind it stay in order) takes
 * the new payload, checked as any new write is, and goes again.
 */
export async function resubmitOutboxItem(
  database: WorkerDatabase,
  seq: number,
  payload: unknown,
): Promise<EnqueueResult> {
  const row = await database.get('outbox', seq);
  const operation = row && writeOperationNamed(row.operation);
  if (!row || !operation || row.state !== 'failed')
    return {
      ok: false,
      fieldErrors: [{ field: '', message: message('changeNoLongerWaiting') }],
    };
  const checked = checkWriteInput(operation, payload);
  if (!checked.success) return { ok: false, fieldErrors: checked.fieldErrors };
  const { clean, secrets } = splitSecrets(asObject(checked.output));
  const secretRef = secrets ? await saveSecrets(secrets) : undefined;
  await changeLocally(database, row.table, async (transaction) => {
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
  });
  return { ok: true, recordId: row.recordId, seq };
}

/** The user's "Discard": give up on the write and show the server's version again. */
export async function discardOutboxItem(database: WorkerDatabase, seq: number) {
  const row = await database.get('outbox', seq);
  // One being sent right now is decided by its answer; it can be discarded once that is in.
  if (!row || row.state === 'in-flight') return false;
  await discardRow(database, { ...row, seq });
  return true;
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
