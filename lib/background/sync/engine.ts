import type { WorkerDatabase } from '../../storage/worker-database';
import type { Apis } from '../api/connect';
import { runExclusive } from '../runtime/lock';
import { readSyncState } from '../runtime/sync-state';
import type { PullLimits } from './pull-deadline';
import { pullOne, type ResourceOutcome, syncFailure } from './pull-one';
import {
  type PulledResource,
  pulledResources,
  type ResourceName,
  resourceNames,
} from './resources';

/** A pull's limits (pull-deadline.ts says what each stops). */
const DEFAULT_LIMITS: PullLimits = { stallMs: 120_000, limitMs: 15 * 60_000 };

export interface SyncOptions {
  resources?: readonly ResourceName[];
  /**
   * A user asked (refresh button): try now, whatever backoff or Retry-After said. A person
   * pressing refresh once is no flood, and a server that recovered early should show it.
   */
  userRequested?: boolean;
  now?: () => number;
  /** The most one resource's pull may wait for its next page (DEFAULT_LIMITS otherwise). */
  stallMs?: number;
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
          pullOne(database, apis, name, now(), {
            ...DEFAULT_LIMITS,
            stallMs: options.stallMs ?? DEFAULT_LIMITS.stallMs,
          }),
        );
        if (run.ran) return run.value;
        return { resource: name, result: 'skipped', reason: 'already-running' };
      } catch (error) {
        // Reading its sync state failed: this resource fails, the others go on.
        return { resource: name, result: 'failed', error: syncFailure(error, name) };
      }
    }),
  );
}
