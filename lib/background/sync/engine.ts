import { ApiError, isApiError } from '../../model/errors';
import { message } from '../../model/i18n';
import { nounWords } from '../../model/resource-noun-words';
import { resourceNouns } from '../../model/resource-nouns';
import type { WorkerDatabase } from '../../storage/worker-database';
import type { Apis } from '../api/connect';
import { recordAtPlace } from '../api/monitoring/read-records';
import type { UnreadableRecord } from '../api/paging';
import { runExclusive } from './lock';
import { startPull } from './pull-writer';
import {
  type PulledResource,
  pulledResources,
  type ResourceName,
  resourceNames,
} from './resources';
import {
  joinWarnings,
  readSyncState,
  recordSyncFailure,
  recordSyncSuccess,
  unreadableWarning,
} from './sync-state';

const DEFAULT_DEADLINE_MS = 120_000;

/** First retry after a failed automatic sync; doubles from here (see backoff.ts). */
const FAILURE_BASE_DELAY_MS = 30_000;

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

export interface SyncOptions {
  resources?: readonly ResourceName[];
  /**
   * A user asked (refresh button): try now, whatever backoff or Retry-After said. A person
   * pressing refresh once is no flood, and a server that recovered early should show it.
   */
  userRequested?: boolean;
  now?: () => number;
  /** The most one resource's pull may take, all its pages together (default 2 minutes). */
  deadlineMs?: number;
}

function isBrowserOffline() {
  return globalThis.navigator?.onLine === false;
}

async function skipReason(
  database: WorkerDatabase,
  apis: Apis,
  name: ResourceName,
  options: SyncOptions,
  now: number,
) {
  const definition = pulledResources[name] as PulledResource;
  const configured =
    definition.api === 'monitoring' ? apis.monitoringConfigured : apis.museumConfigured;
  if (!configured) return 'not-configured' as const;
  if (isBrowserOffline()) return 'offline' as const;
  if (options.userRequested) return null;
  const state = await readSyncState(database, name);
  return state.notBefore > now ? ('backing-off' as const) : null;
}

/**
 * Any failure of one resource's pull, as the error its sync state records. IndexedDB failing
 * (a full disk) is not the server's answer: it is recorded as Gatehouse's own failure, and like
 * any other it ends this resource's pull only, never the round.
 */
function asApiError(error: unknown, name: ResourceName, deadline?: AbortSignal) {
  const operation = message('syncOperation', nounWords(resourceNouns[name][1]));
  if (isApiError(error)) {
    // The pull's own time limit ran out between requests: it did not finish in time.
    if (error.kind !== 'aborted' || !deadline?.aborted) return error;
    return new ApiError('timeout', message('errorSyncDeadline', operation), { operation });
  }
  return new ApiError('local', message('errorSyncNotSaved', [operation, String(error)]), {
    operation,
    cause: error,
  });
}

/** A row key IndexedDB can store and the pages can link to. */
const usableKey = (key: unknown): key is string => typeof key === 'string' && key !== '';

/**
 * Streams one resource's list into its table page by page (lib/background/sync/pull-writer.ts): the fetch
 * never waits inside a transaction, and no whole list is held in memory. A list that fails
 * part-way takes back the records it added and deletes nothing. Records that could not be read
 * keep their cached rows; one with no usable id could be any cached record, so then the pull
 * deletes nothing at all.
 */
async function pullOne(
  database: WorkerDatabase,
  apis: Apis,
  name: ResourceName,
  now: number,
  deadlineMs = DEFAULT_DEADLINE_MS,
): Promise<ResourceOutcome> {
  const definition = pulledResources[name] as PulledResource;
  const seed = definition.fingerprintSeed;
  const deadline = AbortSignal.timeout(deadlineMs);
  const watch = definition.watch?.(now);
  let pull: Awaited<ReturnType<typeof startPull>> | undefined;
  try {
    pull = await startPull(database, definition.table, {
      keyOf: definition.keyOf,
      fetchedSince: Date.now(),
      dependents: definition.dependents,
      fingerprinted: seed !== undefined,
      watch,
    });
    const started = pull;
    const known = seed === undefined ? undefined : started.known(seed);
    // A failed read is met by the reader that awaits it, and by the pull's own add and finish.
    known?.catch(() => undefined);
    let count = 0;
    const keyless: UnreadableRecord[] = [];
    const onPage = async (rows: unknown[], unchanged: string[] = []) => {
      const keyed = rows.filter((row, i) => {
        if (usableKey(definition.keyOf(row))) return true;
        keyless.push(recordAtPlace(count + i, 'id: missing'));
        return false;
      });
      count += rows.length + unchanged.length;
      await started.add(keyed, unchanged);
    };
    const unreadable = [...(await definition.pullPages(apis, deadline, onPage, known)), ...keyless];
    const anonymous = unreadable.some((record) => record.anonymous);
    const ids = unreadable.map((record) => record.id);
    await started.finish({
      keep: ids,
      removeUnlisted: !anonymous,
      after: (transaction) =>
        recordSyncSuccess(
          transaction,
          name,
          now,
          joinWarnings(unreadableWarning(ids, resourceNouns[name]), watch?.warning?.()),
        ),
    });
    return { resource: name, result: 'synced', count, unreadable: ids };
  } catch (error) {
    await pull?.abandon().catch(() => undefined);
    const apiError = asApiError(error, name, deadline);
    await recordSyncFailure(database, name, apiError, {
      now,
      baseMs: FAILURE_BASE_DELAY_MS,
    }).catch((cause) => console.error('Gatehouse: sync failure not recorded', cause));
    return { resource: name, result: 'failed', error: apiError };
  }
}

/**
 * Pulls each resource from its API into Dexie. A resource already being synced (by this worker
 * or one that replaced it) is skipped, not queued: the running sync will land the same data.
 */
export async function syncResources(
  database: WorkerDatabase,
  apis: Apis,
  options: SyncOptions = {},
): Promise<ResourceOutcome[]> {
  const now = options.now ?? Date.now;
  const names = options.resources ?? resourceNames;
  return Promise.all(
    names.map(async (name): Promise<ResourceOutcome> => {
      try {
        const reason = await skipReason(database, apis, name, options, now());
        if (reason) return { resource: name, result: 'skipped', reason };
        const run = await runExclusive(`sync:${name}`, () =>
          pullOne(database, apis, name, now(), options.deadlineMs),
        );
        if (run.ran) return run.value;
        return { resource: name, result: 'skipped', reason: 'already-running' };
      } catch (error) {
        // Reading its sync state failed: this resource fails, the others go on.
        return { resource: name, result: 'failed', error: asApiError(error, name) };
      }
    }),
  );
}
