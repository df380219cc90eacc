import { backoffDelayMs, WRITE_RETRY_BASE_MS } from '../../model/backoff';
import { policyOf } from '../../model/errors/error-policy';
import { ApiError, isApiError, isStorageFull } from '../../model/errors/errors';
import { operationWords } from '../../model/errors/operation-words';
import type { OutboxRow, OutboxState } from '../../model/outbox-row';
import { message } from '../../platform/i18n';
import type { WorkerDatabase } from '../../storage/worker-database';
import { writeTables } from '../../storage/worker-writes';
import type { Apis } from '../api/connect';
import { checkWriteInput } from './check-input';
import { beginSending, endSending } from './in-flight';
import { withSecrets } from './secrets';
import {
  holdUntilSignedIn,
  scheduleRetry,
  settleRefused,
  settleSuccess,
  updateOutboxRow,
} from './settle';
import { writeOperationNamed } from './writes/all-writes';
import {
  RECONCILE_TIMEOUT_MS,
  SEND_TIMEOUT_MS,
  stateWhenMayHaveApplied,
  type WriteOperation,
} from './writes/write-definition';

export type SendOutcome =
  | 'sent'
  | 'retry'
  | 'held'
  | 'uncertain'
  | 'needs-confirmation'
  | 'answered'
  | 'failed';

/** A row this flush took: in flight, with the state it was taken from. */
type ClaimedRow = OutboxRow & { seq: number; claimedFrom: OutboxState };

const SENDABLE: readonly OutboxState[] = ['pending', 'uncertain', 'answered'];

function asApiError(error: unknown, operation: string): ApiError {
  return isApiError(error)
    ? error
    : new ApiError('local', `${operation}: ${String(error)}`, { operation, cause: error });
}

/**
 * Takes a row for sending: in flight from before it is read (in-flight.ts), so an edit made after
 * the queue was read is either in the payload read here or, the row being in flight, queued as a
 * row of its own. Never both, never lost. A write safe to repeat is claimed in memory only: cut
 * off with the worker, it is still pending and simply sent again. Any other is also marked in
 * flight in the row before it leaves, so a cut-off one is checked for before it is sent again.
 */
async function claimRow(database: WorkerDatabase, seq: number): Promise<ClaimedRow | null> {
  beginSending(seq);
  const row = await database.get('outbox', seq);
  if (!row || !SENDABLE.includes(row.state)) return null;
  if (writeOperationNamed(row.operation)?.repeat === 'safe')
    return { ...row, seq, claimedFrom: row.state };
  return markInFlight(database, seq);
}

/** Marks the row in flight in the row itself, read again in the transaction that marks it. */
async function markInFlight(database: WorkerDatabase, seq: number): Promise<ClaimedRow | null> {
  return writeTables(database, ['outbox'], async (transaction) => {
    const outbox = transaction.objectStore('outbox');
    const row = await outbox.get(seq);
    if (!row || !SENDABLE.includes(row.state)) return null;
    const inFlightSince = Date.now();
    await outbox.put({ ...row, state: 'in-flight', inFlightSince });
    return { ...row, seq, inFlightSince, claimedFrom: row.state };
  });
}

/**
 * A failed request's fate, by the one error policy (lib/model/errors/error-policy.ts). `sent`: this attempt's
 * request left (the failure was not in the read before it).
 */
async function handleFailure(
  database: WorkerDatabase,
  row: ClaimedRow,
  operation: WriteOperation,
  error: ApiError,
  sent: boolean,
): Promise<SendOutcome> {
  const policy = policyOf(error.kind);
  if (sent && operation.kind === 'delete' && policy.deleteDone) {
    await settleSuccess(database, row, operation, undefined); // already gone: what the user wanted
    return 'sent';
  }
  const mayHaveApplied = row.claimedFrom === 'uncertain' || (sent && policy.mayHaveApplied);
  const state = mayHaveApplied ? stateWhenMayHaveApplied(operation.repeat) : 'pending';
  if (policy.retry === 'after-sign-in') {
    await holdUntilSignedIn(database, row, error, state === 'pending' ? 'pending' : 'uncertain');
    return 'held';
  }
  if (policy.retry === 'automatically' || !sent) {
    await scheduleRetry(database, row, error, state);
    return state === 'pending' ? 'retry' : state;
  }
  await settleRefused(database, row, error);
  return 'failed';
}

/** The server did it: store its answer. If storing fails, keep the answer; never send again. */
async function storeAnswer(
  database: WorkerDatabase,
  apis: Apis,
  row: ClaimedRow,
  operation: WriteOperation,
  result: unknown,
): Promise<SendOutcome> {
  let recordId: string;
  try {
    recordId = await settleSuccess(database, row, operation, result);
  } catch (cause) {
    const full = isStorageFull(cause);
    const why = full ? message('storageFullCause') : String(cause);
    const error = new ApiError(
      full ? 'storage-full' : 'local',
      message('errorAnswerNotSaved', [operationWords(row.operation), why]),
      { operation: row.operation, cause },
    );
    await updateOutboxRow(database, row.seq, {
      state: 'answered',
      answer: result,
      attempts: row.attempts + 1,
      lastError: error.toJSON(),
      nextAttemptAt: Date.now() + backoffDelayMs(row.attempts + 1, { baseMs: WRITE_RETRY_BASE_MS }),
    });
    return 'answered';
  }
  try {
    await operation.afterSent?.(database, apis, recordId);
  } catch (error) {
    console.error('Gatehouse: follow-up after a sent write failed', error);
  }
  return 'sent';
}

/** What a row needs before it is sent: reconciled if its answer was lost, or the ids it could be confused with. */
async function prepare(
  database: WorkerDatabase,
  apis: Apis,
  row: ClaimedRow,
  operation: WriteOperation,
  input: unknown,
): Promise<'send' | { made: unknown } | 'ask-user'> {
  // Ids are saved before the first send: an uncertain row without them was cut off before it.
  const mayHaveLeft = !operation.serverIdsBefore || row.serverIdsBefore !== undefined;
  if (row.claimedFrom === 'uncertain' && mayHaveLeft) {
    if (operation.repeat === 'ask-user' || !operation.findMade) return 'ask-user';
    const before = new Set(row.serverIdsBefore ?? []);
    const made = await operation.findMade(apis, row.recordId, input, before);
    if (made.length > 1) return 'ask-user'; // two candidates: the user knows which is theirs
    return made.length === 1 ? { made: made[0] } : 'send';
  }
  if (operation.repeat !== 'safe' && !row.serverIdsBefore && operation.serverIdsBefore) {
    const signal = AbortSignal.timeout(RECONCILE_TIMEOUT_MS);
    row.serverIdsBefore = await operation.serverIdsBefore(apis, row.recordId, input, signal);
    await updateOutboxRow(database, row.seq, { serverIdsBefore: row.serverIdsBefore });
  }
  return 'send';
}

/** A row that can no longer be sent as stored: failed, visibly, for the user to fix or discard. */
async function failAsStored(database: WorkerDatabase, row: ClaimedRow, why: string) {
  const error = new ApiError('rejected', why, { operation: row.operation });
  await settleRefused(database, row, error);
  return 'failed' as const;
}

/**
 * Sends one outbox row. Once a write that is not safe to repeat may have left, it is never sent
 * again before the server has been checked for it (or, for purchases, before the user says so).
 */
export async function sendRow(
  database: WorkerDatabase,
  apis: Apis,
  seq: number,
): Promise<SendOutcome | null> {
  try {
    return await sendClaimed(database, apis, seq);
  } finally {
    endSending(seq);
  }
}

/** sendRow's work, the row in flight from its claim until its answer or failure is stored. */
async function sendClaimed(database: WorkerDatabase, apis: Apis, seq: number) {
  const row = await claimRow(database, seq);
  if (!row) return null;
  const operation = writeOperationNamed(row.operation);
  if (!operation)
    return failAsStored(database, row, message('refusalUnknownOperation', row.operation));
  if (row.claimedFrom === 'answered')
    return storeAnswer(database, apis, row, operation, row.answer);
  const checked = checkWriteInput(operation, await withSecrets(row.secretRefs, row.payload));
  if (!checked.success)
    return failAsStored(
      database,
      row,
      message('refusalNoLongerFits', checked.fieldErrors.map((e) => e.message).join('; ')),
    );
  try {
    const next = await prepare(database, apis, row, operation, checked.output);
    if (next === 'ask-user') {
      await updateOutboxRow(database, row.seq, { state: 'needs-confirmation' });
      return 'needs-confirmation';
    }
    if (next !== 'send') return storeAnswer(database, apis, row, operation, next.made);
  } catch (error) {
    return handleFailure(database, row, operation, asApiError(error, row.operation), false);
  }
  let result: unknown;
  try {
    const signal = AbortSignal.timeout(SEND_TIMEOUT_MS);
    result = await operation.send(apis, row.recordId, checked.output, signal);
  } catch (error) {
    return handleFailure(database, row, operation, asApiError(error, row.operation), true);
  }
  return storeAnswer(database, apis, row, operation, result);
}
