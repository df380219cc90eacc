import { ApiError, isApiError } from '../../model/errors';
import type { WorkerDatabase } from '../../storage/worker-database';
import type { Apis } from '../api/connect';
import { runExclusive } from './lock';
import { startPull } from './pull-writer';
import {
  type PulledResource,
  pulledResources,
  type ResourceName,
  resourceNames,
} from './resources';
import {
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

function asApiError(error: unknown, name: ResourceName) {
  if (isApiError(error)) return error;
  const operation = `Sync ${name}`;
  return new ApiError('bad-response', `${operation}: ${String(error)}`, { operation });
}

/**
 * Streams one resource's list into its table page by page (lib/background/sync/pull-writer.ts): the fetch
 * never waits inside a transaction, and no whole list is held in memory. A list that fails
 * part-way takes back the records it added and deletes nothing.
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
  const pull = await startPull(database, definition.table, {
    keyOf: definition.keyOf,
    fetchedSince: Date.now(),
    dependents: definition.dependents,
    fingerprinted: seed !== undefined,
    watch: definition.watch?.(now),
  });
  const known = seed === undefined ? undefined : pull.known(seed);
  // A failed read is met by the reader that awaits it, and by the pull's own add and finish.
  known?.catch(() => undefined);
  let count = 0;
  let writeFailure: unknown;
  const onPage = async (rows: unknown[], unchanged: string[] = []) => {
    count += rows.length + unchanged.length;
    await pull.add(rows, unchanged).catch((error: unknown) => {
      writeFailure = error;
      throw error;
    });
  };
  let unreadable: string[];
  try {
    const signal = AbortSignal.timeout(deadlineMs);
    const records = await definition.pullPages(apis, signal, onPage, known);
    unreadable = records.map((record) => record.id);
  } catch (error) {
    await pull.abandon();
    // IndexedDB failing is not an answer from the server: it propagates as it always did.
    if (error === writeFailure) throw error;
    const apiError = asApiError(error, name);
    await recordSyncFailure(database, name, apiError, { now, baseMs: FAILURE_BASE_DELAY_MS });
    return { resource: name, result: 'failed', error: apiError };
  }
  await pull.finish({
    keep: unreadable,
    after: (transaction) =>
      recordSyncSuccess(transaction, name, now, unreadableWarning(unreadable, definition.noun)),
  });
  return { resource: name, result: 'synced', count, unreadable };
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
      const reason = await skipReason(database, apis, name, options, now());
      if (reason) return { resource: name, result: 'skipped', reason };
      const run = await runExclusive(`sync:${name}`, () =>
        pullOne(database, apis, name, now(), options.deadlineMs),
      );
      return run.ran ? run.value : { resource: name, result: 'skipped', reason: 'already-running' };
    }),
  );
}
