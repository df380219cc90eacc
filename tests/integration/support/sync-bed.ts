import { expect } from 'vitest';
import { readSyncState } from '../../../lib/background/runtime/sync-state';
import {
  type ResourceOutcome,
  type SyncOptions,
  syncResources,
} from '../../../lib/background/sync/engine';
import type { ResourceName } from '../../../lib/background/sync/resources';
import { overallState } from '../../../lib/model/overall-state';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import type { Fault } from '../../server/core/faults';
import { type ApisOptions, apisAt, useOutboxBed } from './outbox-harness';

/**
 * The outbox bed plus what a hostile-server sync test asks: sync with small bounds, add a fault,
 * read the glance as the popup would, and prove that the cache survived and the next good
 * answer recovers.
 */
export function useSyncBed() {
  const bed = useOutboxBed();
  const sync = {
    bed,
    apis: (options: ApisOptions = {}) => apisAt(bed.server.url, bed.tokenStore, options),
    /** One sync round of `resources`, as the refresh button runs it unless told otherwise. */
    run: async (
      resources: readonly ResourceName[],
      options: SyncOptions & { apis?: ApisOptions } = {},
    ) =>
      syncResources(await openWorkerDatabase(bed.database.name), sync.apis(options.apis), {
        resources,
        ...options,
      }),
    fault: (path: string, fault: Omit<Fault, 'path'>) =>
      bed.server.context.faults.add({ path, ...fault }),
    state: async (resource: ResourceName) =>
      readSyncState(await openWorkerDatabase(bed.database.name), resource),
    /** The popup header's state, from the same facts the popup reads. */
    glance: async (now = Date.now()) =>
      overallState({
        configured: true,
        online: true,
        monitorsSync: await readSyncState(await openWorkerDatabase(bed.database.name), 'monitors'),
        downCount: await bed.database.monitors.where('status').equals('down').count(),
        intervalMinutes: 5,
        now,
      }),
    /** The outcome is a failure of `kind` in `words`, and the glance says so; its message. */
    expectFailed: async (outcome: ResourceOutcome | undefined, kind: string, words: RegExp) => {
      if (outcome?.result !== 'failed')
        throw new Error(`expected a failure, got ${outcome?.result}`);
      expect(outcome.error.kind).toBe(kind);
      expect(outcome.error.message).toMatch(words);
      expect(await sync.glance()).toMatchObject({ message: outcome.error.message });
      return outcome.error.message;
    },
    /** A good sync of monitors first, so there is cached data to lose; returns the rows. */
    seedMonitors: async () => {
      const [outcome] = await sync.run(['monitors']);
      expect(outcome?.result).toBe('synced');
      return bed.database.monitors.orderBy('id').toArray();
    },
    /** The cache still holds exactly `rows`. */
    expectMonitorsKept: async (rows: unknown[]) => {
      expect(await bed.database.monitors.orderBy('id').toArray()).toEqual(rows);
    },
    /** With the fault gone, the user's next refresh syncs and clears the error. */
    expectRecovery: async (resources: readonly ResourceName[] = ['monitors']) => {
      bed.server.context.faults.clear();
      const outcomes = await sync.run(resources, { userRequested: true });
      expect(outcomes.map((o) => o.result)).toEqual(resources.map(() => 'synced'));
      expect((await sync.glance()).kind).not.toMatch(/failing|offline|unreachable|not-answering/);
    },
  };
  return sync;
}

export const MONITORS_LIST = '/endpoints/v1/monitors/list';
