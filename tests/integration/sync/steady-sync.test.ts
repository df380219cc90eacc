import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { memoryTokenStore } from '../../../lib/background/api/monitoring/token-store';
import { syncResources } from '../../../lib/background/sync/engine';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import { type RunningServer, startServer } from '../../server/start';
import { apisAt } from '../support/outbox-harness';

/** Three pages of monitors at 500 a page: two full, one short. */
const MONITORS = 1_200;

let server: RunningServer;
let database: GatehouseDatabase;
const syncMonitors = async () =>
  syncResources(await openWorkerDatabase(database.name), apisAt(server.url, memoryTokenStore()), {
    resources: ['monitors'],
  });

beforeAll(async () => {
  server = await startServer({ port: 0, monitorCount: MONITORS });
});
afterAll(() => server.close());
beforeEach(() => {
  fakeBrowser.reset();
  database = new GatehouseDatabase(`steady-${crypto.randomUUID()}`);
});
afterEach(() => database.delete());

describe('a steady monitors sync over HTTP (records sent unchanged are not read again)', () => {
  it('keeps every monitor when nothing changed, though whole pages were skipped', async () => {
    await syncMonitors();
    const before = await database.monitors.orderBy('id').toArray();
    expect(before).toHaveLength(MONITORS);
    const [outcome] = await syncMonitors();
    expect(outcome).toMatchObject({ result: 'synced', count: MONITORS, unreadable: [] });
    expect(await database.monitors.orderBy('id').toArray()).toEqual(before);
  });

  it('rewrites a monitor changed at the server, on any page, and only what changed', async () => {
    await syncMonitors();
    const [first, last] = ['mon_1', `mon_${MONITORS}`].map((id) => {
      const monitor = server.context.state.monitoring.monitors.get(id);
      if (!monitor) throw new Error(`no ${id} on the server`);
      return monitor;
    });
    Object.assign(first as object, { name: 'Renamed at the server' });
    Object.assign(last as object, { interval: 60 });
    const untouched = await database.monitors.get('mon_2');
    await syncMonitors();
    expect((await database.monitors.get('mon_1'))?.name).toBe('Renamed at the server');
    expect((await database.monitors.get(`mon_${MONITORS}`))?.interval).toBe(60);
    expect(await database.monitors.get('mon_2')).toEqual(untouched);
    expect(await database.monitors.count()).toBe(MONITORS);
  });
});
