import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PullResult } from '../../../../lib/background/sync/pull-watch';
import { startPull } from '../../../../lib/background/sync/pull-writer';
import { toMonitorRow } from '../../../../lib/model/monitor-row';
import type { RecordOf } from '../../../../lib/model/resources';
import type { MonitorRow } from '../../../../lib/model/rows';
import { GatehouseDatabase } from '../../../../lib/storage/database';
import { openWorkerDatabase } from '../../../../lib/storage/worker-database';
import { eventually } from '../../../support/eventually';
import { pullMonitors, serverMonitor } from '../../support/monitor-pull';

let database: GatehouseDatabase;
const category = (id: string, name: string) =>
  ({
    id,
    name,
    description: '',
    monitors: 0,
    createdAt: '2026-11-01',
  }) as unknown as RecordOf<'categories'>;

/** A whole list as one pull: every page, then finish. */
async function pull(rows: RecordOf<'categories'>[], after?: () => Promise<void>) {
  const writer = await startPull(await openWorkerDatabase(database.name), 'categories', {
    keyOf: (row) => row.id,
  });
  await writer.add(rows);
  return writer.finish({ after });
}

const unsentChange = (table: string, recordId: string, state: 'pending' | 'failed' = 'pending') =>
  database.outbox.add({
    recordKey: `${table}:${recordId}`,
    table,
    operation: 'updateRecord',
    recordId,
    payload: {},
    state,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: Date.now(),
  });

beforeEach(async () => {
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
  await database.categories.bulkPut([
    category('1', 'Web'),
    category('2', 'APIs'),
    category('3', 'Old'),
  ]);
});
afterEach(() => database.delete());

describe('a pull of a list held whole', () => {
  it('upserts what came and deletes what the server no longer has', async () => {
    const result = await pull([
      category('1', 'Websites'),
      category('2', 'APIs'),
      category('4', 'New'),
    ]);
    // '2' came back unchanged, so it is not rewritten.
    expect(result).toEqual({ written: 2, removed: 1, keptLocal: 0 });
    const names = (await database.categories.orderBy('name').toArray()).map((c) => c.name);
    expect(names).toEqual(['APIs', 'New', 'Websites']);
  });

  it('keeps a record with an unsent local change, both its edit and its existence', async () => {
    await database.categories.put(category('1', 'Renamed offline'));
    for (const recordId of ['1', '3']) await unsentChange('categories', recordId);
    const result = await pull([category('1', 'Web'), category('2', 'APIs')]);
    expect(result.keptLocal).toBe(2);
    expect((await database.categories.get('1'))?.name).toBe('Renamed offline');
    expect(await database.categories.get('3')).toBeDefined();
  });

  it('lets the server win once the local change has failed (it was reverted)', async () => {
    await unsentChange('categories', '3', 'failed');
    await pull([category('1', 'Web')]);
    expect(await database.categories.count()).toBe(1);
  });

  it('applies all or nothing: a failure inside leaves the table as it was', async () => {
    const failing = pull([category('9', 'X')], () => Promise.reject(new Error('worker killed')));
    await expect(failing).rejects.toThrow('worker killed');
    expect((await database.categories.toArray()).map((c) => c.id)).toEqual(['1', '2', '3']);
  });
});

describe('a list streamed in pages, written in batches', () => {
  const many = (from: number, count: number, name = 'Streamed') =>
    Array.from({ length: count }, (_, i) => category(`s${from + i}`, name));

  it('writes each full batch as it comes and deletes only once the last page came', async () => {
    const writer = await startPull(await openWorkerDatabase(database.name), 'categories', {
      keyOf: (row) => row.id,
      batchRows: 4,
    });
    await writer.add(many(0, 3));
    expect(await database.categories.count()).toBe(3); // not yet a batch
    await writer.add(many(3, 3));
    // A batch landed; nothing the server no longer has was deleted yet.
    expect(await database.categories.count()).toBe(3 + 6);
    await writer.finish();
    expect((await database.categories.toCollection().primaryKeys()).sort()).toEqual(
      many(0, 6).map((c) => c.id),
    );
  });

  it('a list that fails after a batch landed takes back what it added, keeps what was cached', async () => {
    const writer = await startPull(await openWorkerDatabase(database.name), 'categories', {
      keyOf: (row) => row.id,
      batchRows: 2,
    });
    await writer.add([category('1', 'Web, renamed on the server'), ...many(0, 3)]);
    await writer.abandon();
    const rows = await database.categories.toArray();
    expect(rows.map((c) => c.id)).toEqual(['1', '2', '3']);
    // The newer server version of a record the user already had may stay: it is fresh, not junk.
    expect(rows[0]?.name).toBe('Web, renamed on the server');
  });

  it('takes back what it added a batch per transaction, so readers wait for one batch, not all', async () => {
    const writer = await startPull(await openWorkerDatabase(database.name), 'categories', {
      keyOf: (row) => row.id,
      batchRows: 2,
      takeBackRows: 2,
    });
    await writer.add(many(0, 7));
    const transactions = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await writer.abandon();
    const writes = transactions.mock.calls.filter(([, mode]) => mode === 'readwrite');
    transactions.mockRestore();
    expect(writes.length).toBe(4); // 7 added, 2 a batch
    expect((await database.categories.toCollection().primaryKeys()).sort()).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('a last batch that cannot be written takes back what the pull added, and says so', async () => {
    const writer = await startPull(await openWorkerDatabase(database.name), 'categories', {
      keyOf: (row) => row.id,
      batchRows: 2,
    });
    await writer.add(many(0, 2));
    // Not a valid IndexedDB key: this batch's write fails while the next pages would be read.
    const unwritable = { ...category('x', 'Broken'), id: {} as unknown as string };
    await writer.add([...many(2, 1), unwritable]);
    await expect(writer.finish()).rejects.toThrow();
    expect((await database.categories.toCollection().primaryKeys()).sort()).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('a local change queued while the pages arrive is left alone by the later batches', async () => {
    const writer = await startPull(await openWorkerDatabase(database.name), 'categories', {
      keyOf: (row) => row.id,
      batchRows: 2,
    });
    await writer.add(many(0, 2));
    await database.categories.put(category('2', 'Renamed meanwhile'));
    await unsentChange('categories', '2');
    await writer.add([category('2', 'APIs from the server'), category('1', 'Web')]);
    await writer.finish();
    expect((await database.categories.get('2'))?.name).toBe('Renamed meanwhile');
    expect(await database.categories.get('3')).toBeUndefined();
  });
});

describe('a pull killed between pages (the browser died: neither finish nor abandon ran)', () => {
  const streamed = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => category(`k${from + i}`, 'Streamed'));
  const writerOf = async () =>
    startPull(await openWorkerDatabase(database.name), 'categories', {
      keyOf: (row) => row.id,
      batchRows: 2,
      resource: 'categories',
    });
  const note = async () => (await database.syncState.get('categories'))?.unfinishedPull;

  it('leaves a note with its first batch; the next pull first takes back what it added', async () => {
    const killed = await writerOf();
    await killed.add([category('1', 'Web, renamed on the server'), ...streamed(0, 3)]);
    await eventually(async () => expect(await note()).toBeDefined());
    expect(await database.categories.count()).toBe(3 + 3);

    const next = await writerOf();
    await next.add([]); // once the pull has read the table
    const rows = await database.categories.toArray();
    // As after a failed pull: the records the user had, one of them in a newer version.
    expect(rows.map((c) => c.id)).toEqual(['1', '2', '3']);
    expect(rows[0]?.name).toBe('Web, renamed on the server');
    expect(await note()).toBeUndefined();
  });

  it('forgets its note when it finishes, and when it fails and takes back', async () => {
    const finished = await writerOf();
    await finished.add(streamed(0, 3));
    await finished.finish();
    expect(await note()).toBeUndefined();
    expect(await database.categories.count()).toBe(3);

    const failed = await writerOf();
    await failed.add(streamed(10, 3));
    await eventually(async () => expect(await note()).toBeDefined());
    await failed.abandon();
    expect(await note()).toBeUndefined();
    expect(await database.categories.count()).toBe(3);
  });
});

describe('a fingerprinted table (monitors), read from the records as sent', () => {
  const monitor = (id: string, name: string) => serverMonitor(id, name, 'up');
  const pull = async (monitors: readonly object[]) =>
    (await pullMonitors(database, monitors, Date.now(), { pageRows: 500 })) as PullResult;

  it('rewrites only the records whose server version changed', async () => {
    expect((await pull([monitor('m1', 'A'), monitor('m2', 'B')])).written).toBe(2);
    const again = await pull([monitor('m1', 'A'), monitor('m2', 'B, renamed')]);
    expect(again).toEqual({ written: 1, removed: 0, keptLocal: 0 });
    expect((await database.monitors.get('m2'))?.name).toBe('B, renamed');
  });

  it('rewrites a record changed in a field the row only keeps as sent', async () => {
    await pull([monitor('m1', 'A')]);
    const retimed = { ...monitor('m1', 'A'), interval: 60 };
    expect((await pull([retimed])).written).toBe(1);
    expect((await database.monitors.get('m1'))?.interval).toBe(60);
  });

  it('a row changed locally since its pull is rewritten by the next one, even if the server did not change', async () => {
    await pull([monitor('m1', 'A')]);
    const stored = await database.monitors.get('m1');
    // As an optimistic pause whose write then failed without a revert would leave it.
    await database.monitors.put(toMonitorRow({ ...(stored as MonitorRow), pause: 'paused' }));
    expect((await pull([monitor('m1', 'A')])).written).toBe(1);
    expect((await database.monitors.get('m1'))?.pause).toBe('active');
  });

  it('rows kept by an older build (another fingerprint) are rewritten once, then left alone', async () => {
    await pull([monitor('m1', 'A')]);
    await database.monitors.update('m1', { fp: 'kept-by-another-build' });
    expect((await pull([monitor('m1', 'A')])).written).toBe(1);
    expect((await pull([monitor('m1', 'A')])).written).toBe(0);
  });

  it('a row without a fingerprint counts as cached: a failed pull keeps it', async () => {
    await pull([monitor('m1', 'A'), monitor('m2', 'B')]);
    await database.monitors.put(toMonitorRow(serverMonitor('local', 'Typed here', 'pending')));
    await pullMonitors(database, [monitor('m1', 'A'), monitor('m3', 'C')], Date.now(), {
      batchRows: 1,
      fail: true,
    });
    expect(await database.monitors.orderBy('id').primaryKeys()).toEqual(['local', 'm1', 'm2']);
  });

  it('a record left out as unchanged still counts as sent: it is not deleted', async () => {
    await pull([monitor('m1', 'A'), monitor('m2', 'B')]);
    expect(await pull([monitor('m1', 'A'), monitor('m2', 'B')])).toEqual({
      written: 0,
      removed: 0,
      keptLocal: 0,
    });
    expect(await database.monitors.count()).toBe(2);
  });
});
