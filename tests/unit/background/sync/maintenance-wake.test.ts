import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  MAINTENANCE_ALARM,
  passMaintenanceBoundary,
  wakeAtNextMaintenanceBoundary,
} from '../../../../lib/background/sync/maintenance-wake';
import { toMonitorRow } from '../../../../lib/model/monitor-row';
import type { RecordOf } from '../../../../lib/model/resources';
import { MONITOR_RANK } from '../../../../lib/model/rows';
import type { GatehouseDatabase } from '../../../../lib/storage/database';
import { openWorkerDatabase } from '../../../../lib/storage/worker-database';
import { useFreshDatabases } from '../../support/fresh-databases';
import { serverMonitor } from '../../support/monitor-pull';

const freshDatabase = useFreshDatabases();
const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-29T10:00:00Z');

const window = (
  id: string,
  from: number,
  to: number,
  monitorIds: string[],
): RecordOf<'windows'> => ({
  id,
  name: id,
  description: '',
  status: from <= NOW ? 'active' : 'scheduled',
  monitors: monitorIds.map((monitorId) => ({ id: monitorId })),
  schedule: {
    type: 'once',
    start: new Date(from).toISOString(),
    end: new Date(to).toISOString(),
    timezone: 'UTC',
  },
});

describe('the worker wakes at the nearest start or end of a cached maintenance window', () => {
  let database: GatehouseDatabase;
  let repaints = 0;

  beforeEach(async () => {
    fakeBrowser.reset();
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    // The fake browser has no toolbar button: what the badge was set to is kept here.
    (fakeBrowser as unknown as { action: object }).action = {
      setBadgeText: async () => {
        repaints++;
      },
      setBadgeBackgroundColor: async () => undefined,
      setTitle: async () => undefined,
    };
    database = await freshDatabase();
    await database.monitors.put({
      ...toMonitorRow(serverMonitor('mon_1', 'Checkout', 'down')),
      maintenance: { until: NOW + HOUR },
      rank: MONITOR_RANK.maintenance,
    });
    await database.windows.bulkPut([
      window('win_1', NOW - HOUR, NOW + HOUR, ['mon_1']),
      window('win_2', NOW + 3 * HOUR, NOW + 4 * HOUR, ['mon_1']),
    ]);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets the wake-up at the running window’s end, and there counts its monitor as down again', async () => {
    const worker = await openWorkerDatabase(database.name);
    await wakeAtNextMaintenanceBoundary(worker);
    expect((await fakeBrowser.alarms.get(MAINTENANCE_ALARM))?.scheduledTime).toBe(NOW + HOUR);

    vi.setSystemTime(NOW + HOUR);
    repaints = 0;
    await passMaintenanceBoundary(worker);
    const row = await database.monitors.get('mon_1');
    expect(row?.maintenance).toBeUndefined();
    expect(row?.rank).toBe(MONITOR_RANK.down);
    // Counted again, in the kept count the badge reads, and the badge repainted.
    expect((await database.glanceCounts.get('monitorsDown'))?.count).toBe(1);
    expect(repaints).toBe(1);
    // The next: the second window's start.
    expect((await fakeBrowser.alarms.get(MAINTENANCE_ALARM))?.scheduledTime).toBe(NOW + 3 * HOUR);
  });
});
