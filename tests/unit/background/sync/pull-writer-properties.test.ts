import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startPull } from '../../../../lib/background/sync/pull-writer';
import { toMonitorRow } from '../../../../lib/model/monitor-row';
import type { Monitor } from '../../../../lib/model/monitoring/types';
import type { GatehouseDatabase } from '../../../../lib/storage/database';
import { openWorkerDatabase } from '../../../../lib/storage/worker-database';
import { useFreshDatabases } from '../../support/fresh-databases';

const freshDatabase = useFreshDatabases();

/** A server's monitor list: unique ids from a small pool, so lists share and drop records. */
const list = fc.uniqueArray(
  fc.record({
    id: fc.constantFrom('m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'),
    name: fc.constantFrom('Checkout', 'Search', 'us-5'),
    status: fc.constantFrom('up', 'down', 'pending'),
    pause: fc.constantFrom('active', 'paused'),
  }),
  { selector: (monitor) => monitor.id, maxLength: 7 },
);

/** Streams `monitors` through a pull in pages of two, with a batch written every three rows. */
async function pull(database: GatehouseDatabase, monitors: readonly object[], fail = false) {
  const writer = await startPull(await openWorkerDatabase(database.name), 'monitors', {
    keyOf: (row) => row.id,
    fingerprinted: true,
    batchRows: 3,
  });
  const rows = monitors.map((monitor) => toMonitorRow(monitor as Monitor));
  for (let start = 0; start < rows.length; start += 2)
    await writer.add(rows.slice(start, start + 2));
  if (fail) return writer.abandon();
  return writer.finish();
}

const rowsOf = (database: GatehouseDatabase) => database.monitors.orderBy('id').toArray();

describe('a fingerprinted pull, whatever changed at the server', () => {
  it('ends with the same rows as a pull into an empty table', async () => {
    await fc.assert(
      fc.asyncProperty(list, list, async (before, now) => {
        const steady = freshDatabase();
        await pull(steady, before);
        await pull(steady, now);
        const cold = freshDatabase();
        await pull(cold, now);
        expect(await rowsOf(steady)).toEqual(await rowsOf(cold));
      }),
      { numRuns: 40 },
    );
  });

  it('that fails part-way leaves exactly the records that were there', async () => {
    await fc.assert(
      fc.asyncProperty(list, list, async (before, now) => {
        const database = freshDatabase();
        await pull(database, before);
        const keys = await database.monitors.toCollection().primaryKeys();
        await pull(database, now, true);
        expect(await database.monitors.toCollection().primaryKeys()).toEqual(keys);
      }),
      { numRuns: 40 },
    );
  });
});
