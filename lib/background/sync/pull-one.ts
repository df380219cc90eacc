import { ApiError, isApiError, isStorageFull } from '../../model/errors/errors';
import { nounWords } from '../../model/resource-noun-words';
import { resourceNouns } from '../../model/resource-nouns';
import { message } from '../../platform/i18n';
import type { WorkerDatabase } from '../../storage/worker-database';
import type { Apis } from '../api/connect';
import { recordAtPlace, type UnreadableRecord, usableId } from '../api/http/paging';
import {
  joinWarnings,
  recordSyncFailure,
  recordSyncSuccess,
  unreadableWarning,
} from '../runtime/sync-state';
import { type PullLimits, pullDeadline } from './pull-deadline';
import { startPull } from './pull-writer';
import type { OnPulledPage, PulledResource, ResourceName } from './resources';
import { pulledResources } from './resources';

/** First retry after a failed automatic sync; doubles from here (see backoff.ts). */
const FAILURE_BASE_DELAY_MS = 30_000;

/**
 * Any failure of one resource's pull, as the error its sync state records. IndexedDB failing is
 * not the server's answer: a full disk is named as such, anything else as Gatehouse's own failure,
 * and like any other it ends this resource's pull only, never the round.
 */
export function syncFailure(error: unknown, name: ResourceName, deadline?: AbortSignal) {
  const operation = message('syncOperation', nounWords(resourceNouns[name][1]));
  if (isApiError(error)) {
    // The pull's own time limit ran out between requests: it did not finish in time.
    if (error.kind !== 'aborted' || !deadline?.aborted) return error;
    return new ApiError('timeout', message('errorSyncDeadline', operation), { operation });
  }
  if (isStorageFull(error))
    return new ApiError('storage-full', message('errorSyncStorageFull', operation), {
      operation,
      cause: error,
    });
  return new ApiError('local', message('errorSyncNotSaved', [operation, String(error)]), {
    operation,
    cause: error,
  });
}

/**
 * The pages handed on without the rows that have no usable key, which are named by their place
 * instead (a list read whole may hold them: its schema may leave the id optional).
 */
function keyedPages(definition: PulledResource, onPage: OnPulledPage<unknown>) {
  let count = 0;
  const keyless: UnreadableRecord[] = [];
  const add: OnPulledPage<unknown> = async (rows, unchanged = []) => {
    const keyed = rows.filter((row, i) => {
      if (usableId(definition.keyOf(row)) !== undefined) return true;
      keyless.push(recordAtPlace(count + i, 'no usable id'));
      return false;
    });
    count += rows.length + unchanged.length;
    await onPage(keyed, unchanged);
  };
  return { add, keyless, count: () => count };
}

export type ResourceOutcome =
  | {
      resource: ResourceName;
      result: 'synced';
      count: number;
      /** Ids of records left as cached because the server's version could not be read. */
      unreadable: string[];
    }
  | { resource: ResourceName; result: 'failed'; error: ApiError }
  | {
      resource: ResourceName;
      result: 'skipped';
      reason: 'offline' | 'not-configured' | 'backing-off' | 'already-running';
    };

/**
 * Streams one resource's list into its table page by page (pull-writer.ts): the fetch never
 * waits inside a transaction, and no whole list is held in memory. A list that fails part-way
 * takes back the records it added and deletes nothing. Records that could not be read keep their
 * cached rows; one with no usable id could be any cached record, so then the pull deletes nothing
 * at all (docs/ERRORS.md).
 */
export async function pullOne(
  database: WorkerDatabase,
  apis: Apis,
  name: ResourceName,
  now: number,
  limits: PullLimits,
): Promise<ResourceOutcome> {
  const definition = pulledResources[name] as PulledResource;
  const seed = definition.fingerprintSeed;
  const watch = definition.watch?.(now);
  // Made last before the try whose finally ends it: nothing between may throw and leave it running.
  const deadline = pullDeadline(limits);
  let pull: Awaited<ReturnType<typeof startPull>> | undefined;
  try {
    pull = await startPull(database, definition.table, {
      keyOf: definition.keyOf,
      fetchedSince: Date.now(),
      dependents: definition.dependents,
      fingerprinted: seed !== undefined,
      watch,
      resource: name,
    });
    const known = seed === undefined ? undefined : pull.known(seed);
    // A failed read is met by the reader that awaits it, and by the pull's own add and finish.
    known?.catch(() => undefined);
    const { add } = pull;
    const pages = keyedPages(definition, (rows, unchanged) => {
      deadline.pageArrived();
      return add(rows, unchanged);
    });
    const unreadable = [
      ...(await definition.pullPages(apis, deadline.signal, pages.add, known)),
      ...pages.keyless,
    ];
    const ids = unreadable.map((record) => record.id);
    const warning = () =>
      joinWarnings(unreadableWarning(ids, resourceNouns[name]), watch?.warning?.());
    await pull.finish({
      keep: ids,
      removeUnlisted: !unreadable.some((record) => record.anonymous),
      after: (transaction) => recordSyncSuccess(transaction, name, now, warning()),
    });
    return { resource: name, result: 'synced', count: pages.count(), unreadable: ids };
  } catch (error) {
    await pull?.abandon().catch(() => undefined);
    const apiError = syncFailure(error, name, deadline.signal);
    await recordSyncFailure(database, name, apiError, {
      now,
      baseMs: FAILURE_BASE_DELAY_MS,
    }).catch((cause) => console.error('Gatehouse: sync failure not recorded', cause));
    return { resource: name, result: 'failed', error: apiError };
  } finally {
    deadline.end();
  }
}
