import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GatehouseDatabase } from '../../../../lib/storage/database';
import { PROPERTY_TIMEOUT_MS } from '../../../support/wait-bound';
import { useFreshDatabases } from '../../support/fresh-databases';
import { pullMonitors } from '../../support/monitor-pull';
import { seedMonitor } from '../../support/seed-monitor';

const freshDatabase = useFreshDatabases();

/** What a record may look like at the server: one version mostly, so states share records. */
const versions = [
  {},
  { name: 'us-5', status: 'down' },
  { pause: 'paused' },
  { uri: 'https://b.example/', interval: 60 },
  { interval: 'soon' }, // cannot be read
];

/** A server's monitor list: unique ids from a small pool, so lists share, change and drop records. */
const list = fc
  .uniqueArray(
    fc.record({
      id: fc.constantFrom('m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'),
      version: fc.oneof(
        { weight: 6, arbitrary: fc.constant(0) },
        { weight: 4, arbitrary: fc.integer({ min: 1, max: versions.length - 1 }) },
      ),
    }),
    { selector: (monitor) => monitor.id, maxLength: 7 },
  )
  .map((records) => records.map(({ id, version }) => seedMonitor({ id, ...versions[version] })));

const rowsOf = (database: GatehouseDatabase) => database.monitors.orderBy('id').toArray();

describe('a monitors pull that skips records sent unchanged, whatever the server did', () => {
  it(
    'after any sequence of server states, holds the rows a pull into an empty table would',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(list, { minLength: 1, maxLength: 5 }), async (states) => {
          const steady = freshDatabase();
          for (const state of states) await pullMonitors(steady, state, 0, { watch: false });
          const cold = freshDatabase();
          const last = states.at(-1) ?? [];
          await pullMonitors(cold, last, 0, { watch: false });
          expect(await rowsOf(steady)).toEqual(await rowsOf(cold));
        }),
        { numRuns: 60 },
      );
    },
    // Its 60 runs take about 3 s on the 2-core machine with two busy loops beside it, and ran
    // past the default 15 s beside an e2e run.
    PROPERTY_TIMEOUT_MS,
  );

  it('that fails part-way leaves exactly the records that were there', async () => {
    await fc.assert(
      fc.asyncProperty(list, list, async (before, now) => {
        const database = freshDatabase();
        await pullMonitors(database, before, 0, { watch: false });
        const keys = await database.monitors.toCollection().primaryKeys();
        await pullMonitors(database, now, 0, { watch: false, fail: true });
        expect(await database.monitors.toCollection().primaryKeys()).toEqual(keys);
      }),
      { numRuns: 40 },
    );
  });
});
