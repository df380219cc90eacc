import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { notifyStatusChanges } from '../../../../lib/background/notifications/notify';
import type { Monitor } from '../../../../lib/model/monitoring/types';
import {
  type Health,
  type StatusChange,
  type StatusTracker,
  trackStatusChanges,
} from '../../../../lib/model/transitions';
import type { GatehouseDatabase } from '../../../../lib/storage/database';
import { openWorkerDatabase } from '../../../../lib/storage/worker-database';
import { PROPERTY_TIMEOUT_MS } from '../../../support/wait-bound';
import { useFreshDatabases } from '../../support/fresh-databases';
import { pullMonitors, serverMonitor } from '../../support/monitor-pull';

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.notifications.create = vi.fn().mockResolvedValue('id') as never;
});
const freshDatabase = useFreshDatabases();

/** A server's monitor list: ids from a small pool, so lists share, change and drop records. */
const serverState = fc
  .uniqueArray(
    fc.record({
      id: fc.constantFrom('m1', 'm2', 'm3', 'm4', 'm5'),
      name: fc.constantFrom('Checkout', 'Search'),
      status: fc.constantFrom('up', 'down', 'pending'),
      pause: fc.constantFrom('active', 'active', 'paused'),
    }),
    { selector: (monitor) => monitor.id, maxLength: 5 },
  )
  .map((monitors) => monitors.map((m) => serverMonitor(m.id, m.name, m.status, m.pause)));

/** One sync round: what the server lists, and whether the worker is stopped before notifying. */
const rounds = fc.array(fc.record({ state: serverState, stoppedBeforeNotifying: fc.boolean() }), {
  minLength: 1,
  maxLength: 8,
});

const MINUTE = 60_000;

const healthSeen = (row: Monitor): Health | null => {
  if (row.pause === 'paused') return null;
  return row.status === 'up' ? 'up' : row.status === 'down' ? 'down' : null;
};

/**
 * What every sync observing every monitor would announce (the model in lib/model/transitions.ts
 * fed all monitors, each round): a paused monitor's status says nothing, a gone one is forgotten.
 */
function announcedByTheModel(states: readonly Monitor[][]) {
  let trackers = new Map<string, StatusTracker>();
  const announced: StatusChange[] = [];
  states.forEach((state, round) => {
    const observed = state.map((row) => ({
      id: row.id,
      name: row.name,
      health: healthSeen(row),
    }));
    const result = trackStatusChanges(trackers, observed, round * 5 * MINUTE);
    trackers = new Map(result.trackers.map((t) => [t.monitorId, t]));
    announced.push(...result.changes);
  });
  return announced;
}

const described = (changes: readonly StatusChange[]) =>
  changes.map((c) => `${c.monitorId} ${c.name} ${c.from}→${c.to} ${c.downFor ?? '-'}`).sort();

describe('status changes recorded by the pull, whatever the server did', () => {
  it(
    'rows equal a cold sync of the last state; notifications equal the model, each once, even when workers stop before notifying',
    async () => {
      await fc.assert(
        fc.asyncProperty(rounds, async (plan) => {
          const database = freshDatabase();
          const announced: StatusChange[] = [];
          for (const [round, { state, stoppedBeforeNotifying }] of plan.entries()) {
            const now = round * 5 * MINUTE;
            await pullMonitors(database, state, now);
            if (!stoppedBeforeNotifying)
              announced.push(
                ...(await notifyStatusChanges(await openWorkerDatabase(database.name), now)),
              );
          }
          // The next worker's notification pass.
          announced.push(
            ...(await notifyStatusChanges(
              await openWorkerDatabase(database.name),
              plan.length * 5 * MINUTE,
            )),
          );

          expect(described(announced)).toEqual(
            described(announcedByTheModel(plan.map((round) => round.state))),
          );
          const cold = freshDatabase();
          await pullMonitors(cold, plan.at(-1)?.state ?? [], 0);
          const rows = (db: GatehouseDatabase) => db.monitors.orderBy('id').toArray();
          expect(await rows(database)).toEqual(await rows(cold));
          expect(await database.statusAnnouncements.count()).toBe(0);
        }),
        { numRuns: 200 },
      );
    },
    // Its 200 runs took 76 s beside the browser suite and a loop of builds.
    PROPERTY_TIMEOUT_MS,
  );
});
