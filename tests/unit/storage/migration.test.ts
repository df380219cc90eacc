import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { GatehouseDatabase, SCHEMA_V1 } from '../../../lib/storage/database';
import { monitorsForGlance } from '../../../lib/storage/queries';

describe('database migrations', () => {
  it('opens a version 1 database as the current version without losing anything', async () => {
    const name = `migration-${crypto.randomUUID()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_V1);
    await v1
      .table('monitors')
      .put({ id: 'm1', name: 'Checkout', status: 'down', rank: 0, nameKey: 'checkout' });
    await v1.table('responseTimes').bulkPut([
      { monitorId: 'm1', samples: [], fetchedAt: 200 },
      { monitorId: 'm2', samples: [], fetchedAt: 100 },
    ]);
    await v1
      .table('outbox')
      .add({ recordKey: 'monitors:m1', state: 'pending', operation: 'pauseMonitor' });
    v1.close();

    const current = new GatehouseDatabase(name);
    expect((await current.monitors.get('m1'))?.name).toBe('Checkout');
    expect(await current.outbox.count()).toBe(1);
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
    // v7: status changes owed a notification have a home, empty until a sync confirms one.
    expect(await current.statusAnnouncements.count()).toBe(0);
    expect(current.verno).toBe(7);
    await current.delete();
  });

  it('sorts monitors kept by an older version in natural order (us-5, us-6, us-50)', async () => {
    const name = `migration-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(1).stores(SCHEMA_V1);
    await old.table('monitors').bulkPut(
      ['us-50', 'us-6', 'US-5', 'Checkout'].map((monitorName, i) => ({
        id: `m${i}`,
        name: monitorName,
        status: 'up',
        rank: 3,
        nameKey: monitorName.toLowerCase(),
      })),
    );
    old.close();
    const current = new GatehouseDatabase(name);
    expect((await monitorsForGlance(current)).map((m) => m.name)).toEqual([
      'Checkout',
      'US-5',
      'us-6',
      'us-50',
    ]);
    await current.delete();
  });
});
