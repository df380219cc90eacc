import { afterEach, beforeEach, expect, it } from 'vitest';
import type { OutboxState } from '../../../lib/model/outbox-row';
import type { MonitorRank } from '../../../lib/model/rows';
import { GatehouseDatabase } from '../../../lib/storage/database';
import * as pages from '../../../lib/storage/queries';
import { openWorkerDatabase, type WorkerDatabase } from '../../../lib/storage/worker-database';
import * as worker from '../../../lib/storage/worker-queries';
import { keepGlanceCounts, writeTables } from '../../../lib/storage/worker-writes';

let database: GatehouseDatabase;
let workerDatabase: WorkerDatabase;
beforeEach(async () => {
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
  workerDatabase = await openWorkerDatabase(database.name);
});
afterEach(() => database.delete());

const monitor = (id: string, rank: MonitorRank, sortKey: string) =>
  ({ id, rank, sortKey, name: id, nameWords: [id], nameKey: id }) as never;
const write = (state: OutboxState) => ({ state, recordKey: `monitors:${state}` }) as never;

it('the worker counts what the popup header counts, on the same rows', async () => {
  const counts = async () => ({
    pages: [await pages.downMonitorCount(database), await pages.unsentWriteCount(database)],
    worker: [
      (await keepGlanceCounts(workerDatabase)).monitorsDown,
      await worker.unsentWriteCount(workerDatabase),
    ],
  });
  expect(await counts()).toEqual({ pages: [0, 0], worker: [0, 0] });
  // Through the worker's writes, as in the extension: they forget the counts the worker kept.
  await writeTables(workerDatabase, ['monitors'], async (transaction) => {
    for (const row of [
      monitor('a', 0, ''),
      monitor('b', 0, 'zz'),
      monitor('c', 1, 'a'),
      monitor('d', 3, 'a'),
    ])
      await transaction.objectStore('monitors').put(row);
  });
  await database.outbox.bulkAdd([write('pending'), write('failed'), write('in-flight')]);
  expect(await counts()).toEqual({ pages: [2, 2], worker: [2, 2] });
});
