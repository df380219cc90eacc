import type { ApiError } from '../api/errors';
import type { GatehouseDatabase } from '../db/database';
import type { SyncStateRow } from '../db/rows';
import { backoffDelayMs } from './backoff';

const blank = (resource: string): SyncStateRow => ({
  resource,
  lastSuccessAt: null,
  lastAttemptAt: null,
  lastError: null,
  consecutiveFailures: 0,
  notBefore: 0,
});

export async function readSyncState(database: GatehouseDatabase, resource: string) {
  return (await database.syncState.get(resource)) ?? blank(resource);
}

/** Call inside the transaction that applies the pulled data, so both land together. */
export async function recordSyncSuccess(
  database: GatehouseDatabase,
  resource: string,
  now: number,
) {
  await database.syncState.put({
    ...(await readSyncState(database, resource)),
    lastSuccessAt: now,
    lastAttemptAt: now,
    lastError: null,
    consecutiveFailures: 0,
    notBefore: 0,
  });
}

/** Remembers the failure and when automatic syncs may try again (backoff, Retry-After). */
export async function recordSyncFailure(
  database: GatehouseDatabase,
  resource: string,
  error: Pick<ApiError, 'kind' | 'message' | 'retryAfter'>,
  options: { now: number; baseMs: number },
) {
  const state = await readSyncState(database, resource);
  const failures = state.consecutiveFailures + 1;
  const delay = backoffDelayMs(failures, {
    baseMs: options.baseMs,
    retryAfterSeconds: error.retryAfter,
  });
  await database.syncState.put({
    ...state,
    lastAttemptAt: options.now,
    lastError: { kind: error.kind, message: error.message },
    consecutiveFailures: failures,
    notBefore: options.now + delay,
  });
}
