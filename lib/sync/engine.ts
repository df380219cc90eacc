import type { Apis } from '../api/connect';
import { ApiError, isApiError } from '../api/errors';
import { applyPulledList } from '../db/apply-pull';
import type { GatehouseDatabase } from '../db/database';
import { runExclusive } from './lock';
import {
  type PulledResource,
  type PulledRows,
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
  database: GatehouseDatabase,
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

async function pullOne(
  database: GatehouseDatabase,
  apis: Apis,
  name: ResourceName,
  now: number,
  deadlineMs = DEFAULT_DEADLINE_MS,
): Promise<ResourceOutcome> {
  const definition = pulledResources[name] as PulledResource;
  let pulled: PulledRows<unknown>;
  const fetchedSince = Date.now();
  try {
    pulled = await definition.fetchRows(apis, AbortSignal.timeout(deadlineMs));
  } catch (error) {
    const apiError = isApiError(error)
      ? error
      : new ApiError('bad-response', `Sync ${name}: ${String(error)}`, {
          operation: `Sync ${name}`,
        });
    await recordSyncFailure(database, name, apiError, { now, baseMs: FAILURE_BASE_DELAY_MS });
    return { resource: name, result: 'failed', error: apiError };
  }
  const unreadable = pulled.unreadable.map((record) => record.id);
  // Fetch first, then one transaction: never `await fetch` inside a Dexie transaction.
  await applyPulledList(database, definition.table(database), pulled.rows, {
    keyOf: definition.keyOf,
    fetchedSince,
    keep: unreadable,
    dependents: definition.dependents?.(database),
    after: () =>
      recordSyncSuccess(database, name, now, unreadableWarning(unreadable, definition.noun)),
  });
  return { resource: name, result: 'synced', count: pulled.rows.length, unreadable };
}

/**
 * Pulls each resource from its API into Dexie. A resource already being synced (by this worker
 * or one that replaced it) is skipped, not queued: the running sync will land the same data.
 */
export async function syncResources(
  database: GatehouseDatabase,
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
