import { deleteDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openReporting } from '../../../lib/background/open-reporting';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { NATIVE_SCHEMA_VERSION } from '../../../lib/storage/schema';
import { currentStores } from '../../../lib/storage/schema-versions';
import { openWorkerDatabase, wasClosed, wasRebuilt } from '../../../lib/storage/worker-database';
import { keepRows } from '../../../lib/storage/worker-rebuild';
import { eventually } from '../../support/eventually';

/**
 * A database left by a newer release (a rollback, or old and new worker running at once during an
 * update): a higher version than this code's, which IndexedDB refuses to open at ours.
 */
const NEWER = NATIVE_SCHEMA_VERSION + 10;

const RESUME_AT = Date.now() + 7 * 24 * 3600_000;

interface NewerLayout {
  /** Stores the newer release no longer has. */
  without?: string[];
  /** An index of `monitors` it no longer has. */
  withoutMonitorIndex?: string;
}

/** Today's stores (but what `layout` leaves out) plus one of the newer release's own, with rows. */
function createNewer(name: string, { without = [], withoutMonitorIndex }: NewerLayout = {}) {
  return new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(name, NEWER);
    request.onerror = () => reject(request.error);
    request.onupgradeneeded = () => {
      const database = request.result;
      for (const [storeName, spec] of Object.entries(currentStores())) {
        if (without.includes(storeName)) continue;
        const store = database.createObjectStore(storeName, {
          keyPath: spec.keyPath,
          autoIncrement: spec.autoIncrement,
        });
        for (const index of spec.indexes)
          if (!(storeName === 'monitors' && index.name === withoutMonitorIndex))
            store.createIndex(index.name, index.keyPath, index);
      }
      database.createObjectStore('futureStore', { keyPath: 'id' });
      const upgrade = request.transaction;
      if (!upgrade) return;
      upgrade.objectStore('outbox').put({
        seq: 7,
        recordKey: 'monitors:m1',
        state: 'pending',
        operation: 'pauseMonitor',
      });
      upgrade
        .objectStore('tickets')
        .put({ ticketId: 't1', state: 'bought', ticketDate: '2031-05-01' });
      upgrade
        .objectStore('ticketImages')
        .put({ ticketId: 't1', png: new Blob(['png'], { type: 'image/png' }), cachedAt: 1 });
      // A pause already sent, to end by itself in a week, and a notification still owed.
      upgrade.objectStore('timedResumes').put({ monitorId: 'm1', resumeAt: RESUME_AT });
      upgrade
        .objectStore('statusAnnouncements')
        .put({ seq: 4, monitorId: 'm1', from: 'up', to: 'down', at: 1 });
      if (!without.includes('monitors'))
        upgrade.objectStore('monitors').put({ id: 'm1', name: 'Shop', rank: 3, sortKey: 'shop' });
      upgrade.objectStore('futureStore').put({ id: 'f1' });
    };
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
  });
}

function nativeVersion(name: string) {
  return new Promise<number>((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      resolve(request.result.version);
      request.result.close();
    };
  });
}

/**
 * What must survive any rebuild: the queued write, the ticket and its image, the timed pause's
 * resume and the notification owed.
 */
async function expectKeptRows(name: string, opening = openWorkerDatabase(name)) {
  const worker = await opening;
  expect(await worker.getAll('outbox')).toEqual([
    expect.objectContaining({ seq: 7, recordKey: 'monitors:m1' }),
  ]);
  expect((await worker.get('tickets', 't1'))?.state).toBe('bought');
  const image = await worker.get('ticketImages', 't1');
  expect(await image?.png?.text()).toBe('png');
  expect(await worker.get('timedResumes', 'm1')).toEqual({ monitorId: 'm1', resumeAt: RESUME_AT });
  expect(await worker.get('statusAnnouncements', 4)).toMatchObject({ monitorId: 'm1', to: 'down' });
  return worker;
}

describe('a database a newer release left behind', () => {
  it('is opened by the worker at its own version when it has every store and index this code uses', async () => {
    const name = `newer-${crypto.randomUUID()}`;
    await createNewer(name);
    const worker = await expectKeptRows(name);
    expect(await worker.get('monitors', 'm1')).toMatchObject({ name: 'Shop' });
    expect(worker.version).toBe(NEWER);
    worker.close();
    expect(await nativeVersion(name)).toBe(NEWER);
    await deleteDB(name);
  });

  it('is read by the pages’ Dexie as it is (Dexie 4 opens a higher version than it declares)', async () => {
    const name = `newer-${crypto.randomUUID()}`;
    await createNewer(name);
    const pages = new GatehouseDatabase(name);
    expect((await pages.tickets.get('t1'))?.state).toBe('bought');
    expect(await pages.monitors.orderBy('[rank+sortKey]').primaryKeys()).toEqual(['m1']);
    pages.close();
    expect(await nativeVersion(name)).toBe(NEWER);
    await deleteDB(name);
  });

  it.each([
    ['a store this code needs', { without: ['glanceCounts', 'monitors'] }],
    ['an index this code reads', { withoutMonitorIndex: '[rank+sortKey]' }],
  ])(
    'without %s, is rebuilt at this version, keeping queued writes and tickets',
    async (_what, layout) => {
      const name = `newer-${crypto.randomUUID()}`;
      await createNewer(name, layout);
      const worker = await expectKeptRows(name);
      expect(worker.version).toBe(NATIVE_SCHEMA_VERSION);
      expect([...worker.objectStoreNames].sort()).toEqual(Object.keys(currentStores()).sort());
      // What the server holds is pulled again.
      expect(await worker.count('monitors')).toBe(0);
      await worker.add('monitors', { id: 'm2', name: 'Blog', rank: 3, sortKey: 'blog' } as never);
      worker.close();
      await deleteDB(name);
    },
  );

  it('loses nothing when the worker stops after keeping the rows, before or after deleting the database', async () => {
    for (const deletedFirst of [false, true]) {
      const name = `newer-${crypto.randomUUID()}`;
      await createNewer(name, { without: ['glanceCounts'] });
      const raw = await new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
      });
      await keepRows(raw);
      raw.close();
      if (deletedFirst) await deleteDB(name);
      // The next start of the worker finishes the rebuild.
      const worker = await expectKeptRows(name);
      expect(worker.version).toBe(NATIVE_SCHEMA_VERSION);
      worker.close();
      await deleteDB(name);
    }
  });

  it('keeps its rows when a page opens the database between the worker’s delete and its open', async () => {
    const name = `newer-${crypto.randomUUID()}`;
    await createNewer(name, { without: ['glanceCounts'] });
    const pages = new GatehouseDatabase(name);
    // The pages' Dexie reopens on its next query: its open queues behind the worker's delete and
    // ahead of the worker's own open, and makes the database, empty, at this code's version.
    const deleteDatabase = vi.spyOn(indexedDB, 'deleteDatabase').mockImplementation(function (
      this: IDBFactory,
      deleted,
    ) {
      const request = IDBFactory.prototype.deleteDatabase.call(this, deleted);
      if (deleted === name) void pages.open();
      return request;
    });
    try {
      const worker = await expectKeptRows(name);
      expect(worker.version).toBe(NATIVE_SCHEMA_VERSION);
      expect((await pages.outbox.toArray()).map((row) => row.seq)).toEqual([7]);
      worker.close();
    } finally {
      deleteDatabase.mockRestore();
      pages.close();
    }
    await deleteDB(name);
  });

  it('is rebuilt once, and its one connection works, when a page re-versions it meanwhile', async () => {
    const name = `newer-${crypto.randomUUID()}`;
    await createNewer(name, { without: ['glanceCounts'] });
    let reversioned: Promise<void> | undefined;
    let opensAtOurs = 0;
    // A page's Dexie re-versions a database that lacks a store it declares: its open comes right
    // after the worker's open of the rebuild (its second at this code's version: the first is
    // refused), and asks the worker's connection to close.
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(function (
      this: IDBFactory,
      opened,
      version,
    ) {
      const request = IDBFactory.prototype.open.call(this, opened, version);
      if (opened === name && version === NATIVE_SCHEMA_VERSION && ++opensAtOurs === 2)
        reversioned = addStore(name, NATIVE_SCHEMA_VERSION + 1);
      return request;
    });
    try {
      const first = openWorkerDatabase(name);
      await eventually(() => expect(reversioned).toBeDefined());
      await reversioned;
      const second = openWorkerDatabase(name);
      const worker = await expectKeptRows(name, first);
      await worker.put('outbox', { seq: 8, recordKey: 'monitors:m2', state: 'pending' } as never);
      expect((await worker.getAllKeys('outbox')).sort()).toEqual([7, 8]);
      expect(second).toBe(first);
      // Pulled again at once (open-reporting.ts), as any rebuilt database.
      expect(wasRebuilt(worker)).toBe(true);
      worker.close();
    } finally {
      open.mockRestore();
    }
    await deleteDB(name);
  });
});

describe('a worker that rebuilt the database', () => {
  beforeEach(() => fakeBrowser.reset());

  it('wakes again for the timed pause it kept, once it has pulled', async () => {
    const name = `newer-${crypto.randomUUID()}`;
    await createNewer(name, { without: ['glanceCounts'] });
    const worker = await openReporting(() => openWorkerDatabase(name));
    // Without its alarm the monitor would stay paused: nothing else wakes the worker for it.
    await eventually(async () =>
      expect((await fakeBrowser.alarms.get('gatehouse-resume'))?.scheduledTime).toBe(RESUME_AT),
    );
    expect(await worker.get('timedResumes', 'm1')).toBeDefined();
    worker.close();
    await deleteDB(name);
  });

  it('pulls and wakes again on a new connection when a page re-versions the database under the first', async () => {
    const name = `newer-${crypto.randomUUID()}`;
    await createNewer(name, { without: ['glanceCounts'] });
    const worker = await openReporting(() => openWorkerDatabase(name));
    // A page's Dexie re-versions the rebuilt database while the worker pulls into it.
    await addStore(name, NATIVE_SCHEMA_VERSION + 1);
    await eventually(async () =>
      expect((await fakeBrowser.alarms.get('gatehouse-resume'))?.scheduledTime).toBe(RESUME_AT),
    );
    expect(wasClosed(worker)).toBe(true);
    (await openWorkerDatabase(name)).close();
    await deleteDB(name);
  });
});

/** Opens `name` at `version`, adding a store, as Dexie does to re-version a database. */
function addStore(name: string, version: number) {
  return new Promise<void>((resolve, reject) => {
    const request = IDBFactory.prototype.open.call(indexedDB, name, version);
    request.onupgradeneeded = () => request.result.createObjectStore('pagesOwn');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
  });
}
