import type { Apis } from '../api/connect';
import { ApiError, isApiError } from '../api/errors';
import type { GatehouseDatabase } from '../db/database';
import type { OutboxRow } from '../db/outbox-row';
import { SEND_TIMEOUT_MS, type WriteOperation } from './operation';
import { operationFor } from './operations';
import { withSecrets } from './secrets';
import { scheduleRetry, settleRefused, settleSuccess } from './settle';

/** No answer, or an answer we could not read: the server may or may not have applied it. */
const ANSWER_LOST = new Set(['offline', 'timeout', 'aborted', 'bad-response']);
const TRY_AGAIN = new Set([
  'offline',
  'timeout',
  'aborted',
  'server',
  'rate-limited',
  'bad-response',
  'config',
]);

export type SendOutcome = 'sent' | 'retry' | 'uncertain' | 'needs-confirmation' | 'failed';

function asApiError(error: unknown, operation: string): ApiError {
  return isApiError(error)
    ? error
    : new ApiError('server', `${operation}: ${String(error)}`, { operation, cause: error });
}

/** Decides a failed send's fate by error kind (issue 6 "retry policy by error kind"). */
async function handleFailure(
  database: GatehouseDatabase,
  row: OutboxRow,
  operation: WriteOperation,
  error: ApiError,
): Promise<SendOutcome> {
  if (operation.kind === 'delete' && error.kind === 'not-found') {
    await settleSuccess(database, row, undefined); // already gone: what the user wanted
    return 'sent';
  }
  if (TRY_AGAIN.has(error.kind)) {
    const lost = ANSWER_LOST.has(error.kind) && operation.notIdempotent;
    if (!lost) return scheduleRetry(database, row, error, 'pending').then(() => 'retry');
    const state = operation.notIdempotent === 'ask-user' ? 'needs-confirmation' : 'uncertain';
    await scheduleRetry(database, row, error, state);
    return state;
  }
  await settleRefused(database, row, error); // auth, validation, not-found, conflict, rejected
  return 'failed';
}

/** The write is done whatever happens here, so a failure is only logged. */
async function followUp(
  database: GatehouseDatabase,
  apis: Apis,
  operation: WriteOperation,
  recordId: string,
) {
  try {
    await operation.afterSent?.(database, apis, recordId);
  } catch (error) {
    console.error('Gatehouse: follow-up after a sent write failed', error);
  }
}

/**
 * Sends one outbox row, marked in flight (persisted) first. An uncertain row of a write that must
 * not happen twice is first looked for on the server and only re-sent if absent.
 */
export async function sendRow(
  database: GatehouseDatabase,
  apis: Apis,
  row: OutboxRow,
): Promise<SendOutcome> {
  const operation = operationFor(row.operation);
  const payload = await withSecrets(row.secretRef, row.payload);
  try {
    if (row.state === 'uncertain') {
      if (operation.notIdempotent === 'ask-user') {
        await database.outbox.update(row.seq as number, { state: 'needs-confirmation' });
        return 'needs-confirmation';
      }
      const existing = await operation.findExisting?.(apis, row, payload);
      if (existing) {
        await settleSuccess(database, row, existing);
        return 'sent';
      }
    }
    // Every row, not only those that must not happen twice: a row in flight is no longer
    // "unsent", so a write queued meanwhile is not merged into (or cancelled against) a payload
    // already on the wire and then deleted with it when the answer comes.
    const inFlightSince = Date.now();
    row = { ...row, inFlightSince };
    await database.outbox.update(row.seq as number, { state: 'in-flight', inFlightSince });
    const result = await operation.send(
      apis,
      row.recordId,
      payload,
      AbortSignal.timeout(SEND_TIMEOUT_MS),
    );
    const recordId = await settleSuccess(database, row, result ?? undefined);
    await followUp(database, apis, operation, recordId);
    return 'sent';
  } catch (error) {
    return handleFailure(database, row, operation, asApiError(error, row.operation));
  }
}
