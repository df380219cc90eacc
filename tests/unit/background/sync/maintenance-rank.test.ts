import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  MAINTENANCE_TABLES,
  reRankCovered,
} from '../../../../lib/background/sync/maintenance-rank';
import { pulledResources } from '../../../../lib/background/sync/resources';
import type { RecordOf } from '../../../../lib/model/resources';
import { MONITOR_RANK } from '../../../../lib/model/rows';
import type { GatehouseDatabase } from '../../../../lib/storage/database';
import { downMonitorCount } from '../../../../lib/storage/queries';
import { openWorkerDatabase } from '../../../../lib/storage/worker-database';
import { writeTables } from '../../../../lib/storage/worker-writes';
import { useFreshDatabases } from '../../support/fresh-databases';
import { pullMonitors, serverMonitor } from '../../support/monitor-pull';

beforeEach(() => {
  fakeBrowser.reset();
});
const freshDatabase = useFreshDatabases();

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-29T10:00:00Z');
const syncWatch = pulledResources.monitors.watch;

const onceWindow = (id: string, monitorIds: string[], status = 'active'): RecordOf<'windows'> => ({
  id,
  name: id,
  description: '',
  status,
  monitors: monitorIds.map((monitorId) => ({ id: monitorId, name: monitorId })),
  schedule: {
    type: 'once',
    start: new Date(T0 - HOUR).toISOString(),
    end: new Date(T0 + HOUR).toISOString(),
    timezone: 'UTC',
  },
});

const serverList = (down: readonly string[]) =>
  ['mon_1', 'mon_2', 'mon_3'].map((id) =>
    serverMonitor(id, `Monitor ${id}`, down.includes(id) ? 'down' : 'up'),
  );

async function announced(database: GatehouseDatabase) {
  return (await database.statusAnnouncements.toArray()).map((a) => `${a.monitorId}:${a.to}`);
}

describe('monitors a running maintenance window covers', () => {
  let database: GatehouseDatabase;

  beforeEach(async () => {
    database = await freshDatabase();
    await database.windows.bulkPut([
      onceWindow('win_1', ['mon_1']),
      onceWindow('win_2', ['mon_2'], 'ended'),
    ]);
  });

  it('are marked with the window’s end, not counted as down, and owe no notification until the window ends', async () => {
    await pullMonitors(database, serverList([]), T0, { watch: syncWatch });
    const covered = await database.monitors.get('mon_1');
    expect(covered?.maintenance).toEqual({ until: T0 + HOUR });
    expect(covered?.rank).toBe(MONITOR_RANK.maintenance);
    expect((await database.monitors.get('mon_2'))?.maintenance).toBeUndefined();

    // Both go down; two syncs see it.
    for (const at of [T0 + 60_000, T0 + 120_000])
      await pullMonitors(database, serverList(['mon_1', 'mon_3']), at, { watch: syncWatch });
    expect(await announced(database)).toEqual(['mon_3:down']);
    expect(await downMonitorCount(database)).toBe(1);

    // The window's end passes: the boundary's re-rank, then the next sync confirms it.
    const worker = await openWorkerDatabase(database.name);
    const after = T0 + HOUR;
    const changed = await writeTables(worker, MAINTENANCE_TABLES, (transaction) =>
      reRankCovered(transaction, after),
    );
    expect(changed).toBe(1);
    const released = await database.monitors.get('mon_1');
    expect(released?.maintenance).toBeUndefined();
    expect(released?.rank).toBe(MONITOR_RANK.down);
    expect(await downMonitorCount(database)).toBe(2);
    expect(await announced(database)).toEqual(['mon_3:down']);
    await pullMonitors(database, serverList(['mon_1', 'mon_3']), after + 60_000, {
      watch: syncWatch,
    });
    expect(await announced(database)).toEqual(['mon_3:down', 'mon_1:down']);
  });

  it('a paused monitor stays paused, and a re-rank at the same moment changes nothing', async () => {
    await pullMonitors(database, [serverMonitor('mon_1', 'Monitor mon_1', 'down', 'paused')], T0, {
      watch: syncWatch,
    });
    expect((await database.monitors.get('mon_1'))?.rank).toBe(MONITOR_RANK.paused);
    const worker = await openWorkerDatabase(database.name);
    const changed = await writeTables(worker, MAINTENANCE_TABLES, (transaction) =>
      reRankCovered(transaction, T0),
    );
    expect(changed).toBe(0);
  });
});
