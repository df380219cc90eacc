import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { MONITOR_RANK } from '../../../lib/model/rows';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { downMonitorCount, monitorsForGlance, openIncidents } from '../../../lib/storage/queries';
import { NATIVE_SCHEMA_VERSION, SCHEMA_VERSION } from '../../../lib/storage/schema';
import { SCHEMA_V1 } from '../../../lib/storage/schema-versions';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';

/**
 * Whichever context opens the database first after an update upgrades it: the worker
 * (worker-database.ts) or a page's Dexie (database.ts). Each case runs with both; the pages then
 * read through Dexie either way.
 */
const upgraders = {
  'the pages (Dexie)': async (name: string) => {
    const pages = new GatehouseDatabase(name);
    await pages.open();
    pages.close();
  },
  'the worker': async (name: string) => (await openWorkerDatabase(name)).close(),
};

/** Every store and index as IndexedDB has them, to compare what each opener built. */
function layout(name: string) {
  return new Promise<unknown>((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const database = request.result;
      const names = [...database.objectStoreNames].sort();
      const transaction = database.transaction(names, 'readonly');
      const stores = names.map((storeName) => {
        const store = transaction.objectStore(storeName);
        const indexes = [...store.indexNames].sort().map((indexName) => {
          const { keyPath, unique, multiEntry } = store.index(indexName);
          return { indexName, keyPath, unique, multiEntry };
        });
        return { storeName, keyPath: store.keyPath, auto: store.autoIncrement, indexes };
      });
      resolve({ version: database.version, stores });
      database.close();
    };
  });
}

async function seedVersion1(name: string) {
  const v1 = new Dexie(name);
  v1.version(1).stores(SCHEMA_V1);
  await v1.table('monitors').bulkPut(
    ['us-50', 'us-6', 'US-5', 'Checkout'].map((monitorName, i) => ({
      id: `m${i}`,
      name: monitorName,
      uri: `https://shop.example.com/${i}`,
      status: i === 3 ? 'down' : 'up',
      rank: i === 3 ? 0 : 3,
      nameKey: monitorName.toLowerCase(),
    })),
  );
  await v1.table('responseTimes').bulkPut([
    { monitorId: 'm1', samples: [], fetchedAt: 200 },
    { monitorId: 'm2', samples: [], fetchedAt: 100 },
  ]);
  await v1.table('incidents').bulkPut([
    { id: 'i1', monitorId: 'm3', status: 'open', startedAt: '2031-01-01T10:00:00Z' },
    { id: 'i2', monitorId: 'm0', status: 'resolved', startedAt: '2031-01-02T10:00:00Z' },
  ]);
  await v1.table('outbox').add({
    recordKey: 'monitors:m1',
    state: 'pending',
    operation: 'pauseMonitor',
    secretRef: 'secret:1',
  });
  v1.close();
}

describe.each(Object.entries(upgraders))('a database upgraded by %s', (_by, upgrade) => {
  it('opens a version 1 database as the current version without losing anything', async () => {
    const name = `migration-${crypto.randomUUID()}`;
    await seedVersion1(name);
    await upgrade(name);

    const current = new GatehouseDatabase(name);
    expect((await current.monitors.get('m3'))?.name).toBe('Checkout');
    // v3: an outbox row's one secret reference became a list.
    const [queued] = await current.outbox.toArray();
    expect(queued?.secretRefs).toEqual(['secret:1']);
    expect(queued).not.toHaveProperty('secretRef');
    // v2: series can be read newest-first, and timed pauses have a home.
    expect(await current.responseTimes.orderBy('fetchedAt').reverse().primaryKeys()).toEqual([
      'm1',
      'm2',
    ]);
    await current.timedResumes.put({ monitorId: 'm1', resumeAt: 5 });
    // v5: monitors are indexed by fingerprint; a row from before has none, so the next pull
    // rewrites it, and a row that has one is found by it.
    expect(await current.monitors.where('fp').above('').count()).toBe(0);
    await current.monitors.update('m1', { fp: 'abc.1' });
    expect(await current.monitors.where('fp').equals('abc.1').primaryKeys()).toEqual(['m1']);
    // v6: rows kept before are found by their site and by their name's words.
    expect(await current.monitors.where('origin').equals('https://shop.example.com').count()).toBe(
      4,
    );
    expect(await current.monitors.where('nameWords').equals('checkout').primaryKeys()).toEqual([
      'm3',
    ]);
    // v7: status changes owed a notification have a home, empty until a sync confirms one.
    expect(await current.statusAnnouncements.count()).toBe(0);
    // v8: incidents kept before are found by status and start, and the glance's counts are
    // kept, counted on upgrade.
    expect((await openIncidents(current, 3)).newest.map((incident) => incident.id)).toEqual(['i1']);
    expect(await current.glanceCounts.toArray()).toEqual([
      { name: 'incidentsOpen', count: 1 },
      { name: 'monitorsAll', count: 4 },
      { name: 'monitorsDown', count: 1 },
    ]);
    // v9: the paused are listed after the running (lib/model/rows.ts MONITOR_RANK).
    expect((await current.monitors.get('m0'))?.rank).toBe(MONITOR_RANK.up);
    // Dexie found the stores it declares: it did not re-version the database to patch them.
    expect(current.verno).toBe(SCHEMA_VERSION);
    await current.delete();
  });

  it('sorts monitors kept by an older version in natural order (us-5, us-6, us-50)', async () => {
    const name = `migration-${crypto.randomUUID()}`;
    await seedVersion1(name);
    await upgrade(name);
    const current = new GatehouseDatabase(name);
    expect((await monitorsForGlance(current)).map((m) => m.name)).toEqual([
      'Checkout',
      'US-5',
      'us-6',
      'us-50',
    ]);
    await current.delete();
  });

  it('lists a paused monitor kept by an older version after the running ones', async () => {
    const name = `migration-${crypto.randomUUID()}`;
    await seedVersion1(name);
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_V1);
    // Versions 1 to 8 ranked the paused right after the down (rank 1).
    await v1.table('monitors').put({
      id: 'm9',
      name: 'A paused one',
      uri: 'https://shop.example.com/9',
      status: 'up',
      pause: 'paused',
      rank: 1,
      nameKey: 'a paused one',
    });
    v1.close();
    await upgrade(name);
    const current = new GatehouseDatabase(name);
    expect((await monitorsForGlance(current)).map((m) => m.name)).toEqual([
      'Checkout',
      'US-5',
      'us-6',
      'us-50',
      'A paused one',
    ]);
    expect(await downMonitorCount(current)).toBe(1);
    await current.delete();
  });
});

describe('both openers', () => {
  it('build the same stores and indexes, new or upgraded from version 1', async () => {
    const [byPages, byWorker] = [`pages-${crypto.randomUUID()}`, `worker-${crypto.randomUUID()}`];
    await upgraders['the pages (Dexie)'](byPages);
    await upgraders['the worker'](byWorker);
    const fresh = await layout(byPages);
    expect(fresh).toMatchObject({ version: NATIVE_SCHEMA_VERSION });
    expect(await layout(byWorker)).toEqual(fresh);

    const [oldByPages, oldByWorker] = [`old-${crypto.randomUUID()}`, `old-${crypto.randomUUID()}`];
    await seedVersion1(oldByPages);
    await seedVersion1(oldByWorker);
    await upgraders['the pages (Dexie)'](oldByPages);
    await upgraders['the worker'](oldByWorker);
    expect(await layout(oldByPages)).toEqual(fresh);
    expect(await layout(oldByWorker)).toEqual(fresh);
    for (const name of [byPages, byWorker, oldByPages, oldByWorker]) await Dexie.delete(name);
  });
});
