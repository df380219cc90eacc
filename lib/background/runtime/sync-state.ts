import { backoffDelayMs } from '../../model/backoff';
import type { ApiError } from '../../model/errors/errors';
import { nounWords } from '../../model/resource-noun-words';
import type { SyncStateRow, UnfinishedPull } from '../../model/rows';
import { message, numberText, plural } from '../../platform/i18n';
import type { TableName, WorkerDatabase } from '../../storage/worker-database';
import { type WriteTransaction, writeTables } from '../../storage/worker-writes';

const blank = (resource: string): SyncStateRow => ({
  resource,
  lastSuccessAt: null,
  lastAttemptAt: null,
  lastError: null,
  consecutiveFailures: 0,
  notBefore: 0,
  warning: null,
});

/** Ids named in a warning; more are counted, not listed. */
const NAMED_IDS = 10;

/** "2 monitors could not be read: mon_1, mon_7", or null when every record was read. */
export function unreadableWarning(
  ids: readonly string[],
  [singular, several]: readonly [string, string] = ['record', 'records'],
): string | null {
  if (ids.length === 0) return null;
  const named = ids.slice(0, NAMED_IDS).join(', ');
  const more = ids.length - NAMED_IDS;
  const listed = more > 0 ? message('unreadableMore', [named, numberText(more)]) : named;
  const noun = nounWords(ids.length === 1 ? singular : several);
  return plural('unreadable', ids.length, [noun, listed]);
}

/** Several things a sync has to say, as one warning; null when none says anything. */
export function joinWarnings(...said: readonly (string | null | undefined)[]): string | null {
  return said.filter((words) => words).join(' ') || null;
}

/** A resource's sync state as stored, or that of one never synced. */
const syncStateOf = (row: SyncStateRow | undefined, resource: string) => row ?? blank(resource);

export async function readSyncState(database: WorkerDatabase, resource: string) {
  return syncStateOf(await database.get('syncState', resource), resource);
}

/**
 * Call inside the transaction that applies the pulled data, so both land together. `warning`
 * says what the sync left as cached (see unreadableWarning).
 */
export async function recordSyncSuccess(
  transaction: WriteTransaction<TableName[]>,
  resource: string,
  now: number,
  warning: string | null = null,
) {
  const states = transaction.objectStore('syncState');
  await states.put({
    ...syncStateOf(await states.get(resource), resource),
    lastSuccessAt: now,
    lastAttemptAt: now,
    lastError: null,
    consecutiveFailures: 0,
    notBefore: 0,
    warning,
  });
}

/**
 * Notes (or, with undefined, forgets) a pull that has written part of its list, in the
 * transaction that writes it: a browser killed before the pull ends leaves the note for the next
 * pull of `resource`, which first takes back what this one added (pull-take-back.ts).
 */
export async function noteUnfinishedPull(
  transaction: WriteTransaction<TableName[]>,
  resource: string,
  unfinishedPull: UnfinishedPull | undefined,
) {
  const states = transaction.objectStore('syncState');
  const { unfinishedPull: _before, ...state } = syncStateOf(await states.get(resource), resource);
  await states.put(unfinishedPull ? { ...state, unfinishedPull } : state);
}

/** Remembers the failure and when automatic syncs may try again (backoff, Retry-After). */
export async function recordSyncFailure(
  database: WorkerDatabase,
  resource: string,
  error: Pick<ApiError, 'kind' | 'message' | 'retryAfter'>,
  options: { now: number; baseMs: number },
) {
  await writeTables(database, ['syncState'], async (transaction) => {
    const states = transaction.objectStore('syncState');
    const state = syncStateOf(await states.get(resource), resource);
    const failures = state.consecutiveFailures + 1;
    const delay = backoffDelayMs(failures, {
      baseMs: options.baseMs,
      retryAfterSeconds: error.retryAfter,
    });
    await states.put({
      ...state,
      lastAttemptAt: options.now,
      lastError: { kind: error.kind, message: error.message },
      consecutiveFailures: failures,
      notBefore: options.now + delay,
    });
  });
}
