import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { openWorkerDatabase, type WorkerDatabase } from '../../../lib/storage/worker-database';
import { writeTables } from '../../../lib/storage/worker-writes';
import { eventually } from '../../support/eventually';

let pages: GatehouseDatabase;
let worker: WorkerDatabase;
beforeEach(async () => {
  pages = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
  await pages.open();
  worker = await openWorkerDatabase(pages.name);
});
afterEach(() => pages.delete());

const series = (monitorId: string, fetchedAt: number) => ({ monitorId, samples: [], fetchedAt });

describe("the worker's writes", () => {
  it("reach a page's live query once they commit, as Dexie's own writes do", async () => {
    const seen: (number | undefined)[] = [];
    // The popup's chart reads its series by monitor, and its warm list by fetch time.
    const subscription = liveQuery(() => pages.responseTimes.get('m1')).subscribe((row) =>
      seen.push(row?.fetchedAt),
    );
    const newest = liveQuery(() => pages.responseTimes.orderBy('fetchedAt').last());
    const newestSeen: (string | undefined)[] = [];
    const newestSubscription = newest.subscribe((row) => newestSeen.push(row?.monitorId));
    await eventually(() => expect(seen).toEqual([undefined]));

    await writeTables(worker, ['responseTimes'], (transaction) =>
      transaction.objectStore('responseTimes').put(series('m1', 5)),
    );
    await eventually(() => expect(seen.at(-1)).toBe(5));
    await eventually(() => expect(newestSeen.at(-1)).toBe('m1'));

    await writeTables(worker, ['responseTimes'], (transaction) =>
      transaction.objectStore('responseTimes').delete('m1'),
    );
    await eventually(() => expect(seen.at(-1)).toBeUndefined());
    subscription.unsubscribe();
    newestSubscription.unsubscribe();
  });

  it('wake only the live queries of the tables they name as changed', async () => {
    // A big pull reads the outbox in each of its transactions: an open page's outbox list
    // should not read again each time.
    let outboxReads = 0;
    const outbox = liveQuery(() => {
      outboxReads++;
      return pages.outbox.count();
    }).subscribe(() => undefined);
    const seen: (number | undefined)[] = [];
    const chart = liveQuery(() => pages.responseTimes.get('m1')).subscribe((row) =>
      seen.push(row?.fetchedAt),
    );
    await eventually(() => expect([outboxReads, seen.length]).toEqual([1, 1]));

    const tables: ('responseTimes' | 'outbox')[] = ['responseTimes', 'outbox'];
    await writeTables(
      worker,
      tables,
      async (transaction) => {
        await transaction.objectStore('outbox').getAll();
        await transaction.objectStore('responseTimes').put(series('m1', 5));
      },
      { changed: ['responseTimes'] },
    );
    await eventually(() => expect(seen.at(-1)).toBe(5));
    expect(outboxReads).toBe(1);

    // Unnamed, every table of the transaction counts as changed.
    await writeTables(worker, tables, (transaction) =>
      transaction.objectStore('responseTimes').put(series('m1', 6)),
    );
    await eventually(() => expect(seen.at(-1)).toBe(6));
    await eventually(() => expect(outboxReads).toBe(2));
    outbox.unsubscribe();
    chart.unsubscribe();
  });

  it('keep nothing of a transaction whose work fails', async () => {
    const failing = writeTables(worker, ['responseTimes', 'uptime'], async (transaction) => {
      await transaction.objectStore('responseTimes').put(series('m1', 5));
      throw new Error('the server answered nonsense');
    });
    await expect(failing).rejects.toThrow('the server answered nonsense');
    expect(await pages.responseTimes.count()).toBe(0);
  });
});
