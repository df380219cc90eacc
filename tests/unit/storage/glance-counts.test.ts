import { liveQuery } from 'dexie';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordOf } from '../../../lib/model/resources';
import type { MonitorRow } from '../../../lib/model/rows';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { readPopupFirstPaint } from '../../../lib/storage/first-paint';
import { downMonitorCount, monitorCount, openIncidents } from '../../../lib/storage/queries';
import { openWorkerDatabase, type WorkerDatabase } from '../../../lib/storage/worker-database';
import { downMonitorCount as workerDownCount } from '../../../lib/storage/worker-queries';
import { keepGlanceCounts, writeTables } from '../../../lib/storage/worker-writes';
import { eventually } from '../../support/eventually';

/*
 * The glance's counts kept beside their rows (lib/storage/glance-counts.ts): kept after a sync
 * (keepGlanceCounts), forgotten by every write of their table, so the popup reads one row instead of walking
 * an index, and is never told a count its rows disagree with.
 */

let pages: GatehouseDatabase;
let worker: WorkerDatabase;
// The database's own name: the popup's first read opens it by that (each test file has its own
// fake IndexedDB).
beforeEach(async () => {
  pages = new GatehouseDatabase();
  await pages.open();
  worker = await openWorkerDatabase(pages.name);
});
afterEach(() => pages.delete());

const RANKS = { down: 0, paused: 1, pending: 2, up: 3 } as const;
const monitor = (id: string, status: keyof typeof RANKS) =>
  ({ id, name: id, status, rank: RANKS[status], sortKey: id }) as unknown as MonitorRow;
const incident = (id: string, status: 'open' | 'resolved') =>
  ({
    id,
    monitorId: 'm1',
    status,
    startedAt: `2031-01-01T10:00:0${id.length}Z`,
  }) as RecordOf<'incidents'>;

const kept = async () =>
  Object.fromEntries((await pages.glanceCounts.toArray()).map((row) => [row.name, row.count]));

/** What the counts should be: counted on the rows themselves. */
const counted = async () => ({
  monitorsDown: await pages.monitors.where('rank').equals(0).count(),
  monitorsAll: await pages.monitors.count(),
  incidentsOpen: await pages.incidents.where('status').equals('open').count(),
});

/** The counts the glance shows: the popup's first read has no use for the total. */
const glanceOf = ({
  monitorsDown,
  incidentsOpen,
}: {
  monitorsDown: number;
  incidentsOpen: number;
}) => ({
  monitorsDown,
  incidentsOpen,
});

const firstPaintCounts = async () => {
  const read = await readPopupFirstPaint(
    { today: '2031-01-01', accounts: null, incidentsShown: 3 },
    40,
  );
  return { monitorsDown: read?.glance.downCount, incidentsOpen: read?.glance.incidents.count };
};

/** What every reader answers: the pages' Dexie, the popup's first read (the worker's keeps them). */
const readers = async () => [
  {
    monitorsDown: await downMonitorCount(pages),
    monitorsAll: await monitorCount(pages),
    incidentsOpen: (await openIncidents(pages, 3)).count,
  },
  await firstPaintCounts(),
];

/** What every reader should answer: what the rows say. */
const truths = async () => {
  const truth = await counted();
  return [truth, glanceOf(truth)];
};

describe('the glance counts', () => {
  it('are kept after a sync, read by the badge, and forgotten by the next write of their table', async () => {
    await writeTables(worker, ['monitors', 'incidents'], async (transaction) => {
      for (const id of ['a', 'b', 'c'])
        await transaction.objectStore('monitors').put(monitor(id, 'down'));
      await transaction.objectStore('incidents').put(incident('i1', 'open'));
    });
    expect(await kept()).toEqual({});
    expect(await readers()).toEqual(await truths());

    // The badge's count only reads: it keeps nothing.
    expect(await workerDownCount(worker)).toBe(3);
    expect(await kept()).toEqual({});
    await keepGlanceCounts(worker);
    expect(await kept()).toEqual({ monitorsDown: 3, monitorsAll: 3, incidentsOpen: 1 });
    expect(await workerDownCount(worker)).toBe(3);
    expect(await readers()).toEqual(await truths());

    await writeTables(worker, ['monitors'], async (transaction) => {
      await transaction.objectStore('monitors').put(monitor('a', 'paused'));
      await transaction.objectStore('monitors').delete('b');
    });
    // The incidents were not written: theirs stays kept.
    expect(await kept()).toEqual({ incidentsOpen: 1 });
    expect(await readers()).toEqual([
      { monitorsDown: 1, monitorsAll: 2, incidentsOpen: 1 },
      { monitorsDown: 1, incidentsOpen: 1 },
    ]);
  });

  it('are read, not counted, once kept', async () => {
    await writeTables(worker, ['monitors'], (transaction) =>
      transaction.objectStore('monitors').put(monitor('a', 'down')),
    );
    await keepGlanceCounts(worker);
    const truth = await truths();
    const counts = vi.spyOn(IDBIndex.prototype, 'count');
    const tableCounts = vi.spyOn(IDBObjectStore.prototype, 'count');
    expect(await readers()).toEqual(truth);
    expect(counts).not.toHaveBeenCalled();
    expect(tableCounts).not.toHaveBeenCalled();
    counts.mockRestore();
    tableCounts.mockRestore();
  });

  it('kept ones are not counted again by the next keeping: only what a write forgot is', async () => {
    await writeTables(worker, ['monitors', 'incidents'], async (transaction) => {
      await transaction.objectStore('monitors').put(monitor('a', 'down'));
      await transaction.objectStore('incidents').put(incident('i1', 'open'));
    });
    await keepGlanceCounts(worker);
    const counts = vi.spyOn(IDBIndex.prototype, 'count');
    const tableCounts = vi.spyOn(IDBObjectStore.prototype, 'count');
    await keepGlanceCounts(worker);
    expect(counts).not.toHaveBeenCalled();
    expect(tableCounts).not.toHaveBeenCalled();
    await writeTables(worker, ['incidents'], (transaction) =>
      transaction.objectStore('incidents').put(incident('i2', 'open')),
    );
    await keepGlanceCounts(worker);
    // The incidents' count only: the monitors were not written.
    expect(counts).toHaveBeenCalledTimes(1);
    expect(tableCounts).not.toHaveBeenCalled();
    expect(await kept()).toEqual({ monitorsDown: 1, monitorsAll: 1, incidentsOpen: 2 });
    counts.mockRestore();
    tableCounts.mockRestore();
  });

  it('are forgotten even by a write that let its transaction commit before the end', async () => {
    await keepGlanceCounts(worker);
    await writeTables(worker, ['monitors'], async (transaction) => {
      await transaction.objectStore('monitors').put(monitor('a', 'down'));
      // Not this transaction's request: IndexedDB commits it meanwhile (docs/ARCHITECTURE.md, house rule 7).
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(await kept()).toEqual({ incidentsOpen: 0 });
    expect(await readers()).toEqual(await truths());
  });

  it("wake the pages' live queries when a write forgets them", async () => {
    const seen: number[] = [];
    const subscription = liveQuery(() => downMonitorCount(pages)).subscribe((count) =>
      seen.push(count),
    );
    await keepGlanceCounts(worker);
    await eventually(() => expect(seen).toEqual([0]));
    // The query now reads the kept count alone, and must hear it forgotten.
    await writeTables(worker, ['monitors'], (transaction) =>
      transaction.objectStore('monitors').put(monitor('a', 'down')),
    );
    await eventually(() => expect(seen.at(-1)).toBe(1));
    subscription.unsubscribe();
  });

  it('never disagree with the rows, after any sequence of writes and counts', async () => {
    const ids = fc.constantFrom('a', 'b', 'c', 'd');
    const step = fc.oneof(
      fc.record({ put: ids, status: fc.constantFrom('down', 'paused', 'pending', 'up') }),
      fc.record({ remove: ids }),
      fc.record({ incident: ids, open: fc.boolean() }),
      fc.record({ clear: fc.constant(true) }),
    );
    const run = fc.oneof(
      fc.array(step, { minLength: 1, maxLength: 4 }),
      fc.constant('count' as const),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(run, { maxLength: 6 }), async (runs) => {
        await pages.monitors.clear();
        await pages.incidents.clear();
        await pages.glanceCounts.clear();
        for (const steps of runs) {
          if (steps === 'count') await keepGlanceCounts(worker);
          else
            await writeTables(worker, ['monitors', 'incidents'], async (transaction) => {
              const monitors = transaction.objectStore('monitors');
              const incidents = transaction.objectStore('incidents');
              for (const change of steps) {
                if ('put' in change)
                  await monitors.put(monitor(change.put, change.status as keyof typeof RANKS));
                else if ('remove' in change) await monitors.delete(change.remove);
                else if ('incident' in change)
                  await incidents.put(incident(change.incident, change.open ? 'open' : 'resolved'));
                else await monitors.clear();
              }
            });
          const truth = await counted();
          for (const [name, count] of Object.entries(await kept()))
            expect(count, name).toBe(truth[name as keyof typeof truth]);
          expect(await readers()).toEqual([truth, glanceOf(truth)]);
          expect(await workerDownCount(worker)).toBe(truth.monitorsDown);
        }
      }),
      { numRuns: 50 },
    );
  });
});
