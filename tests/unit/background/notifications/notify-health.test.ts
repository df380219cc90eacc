import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { notifyStatusChanges } from '../../../../lib/background/notifications/notify';
import { GatehouseDatabase } from '../../../../lib/storage/database';
import { openWorkerDatabase } from '../../../../lib/storage/worker-database';
import { pullMonitors, serverMonitor } from '../../support/monitor-pull';

let database: GatehouseDatabase;
const monitor = serverMonitor;
/** One sync's worth of monitors landing, then the notifications it raised (titles). */
async function syncSees(...monitors: ReturnType<typeof monitor>[]) {
  await pullMonitors(database, monitors, Date.now());
  return (await notifyStatusChanges(await openWorkerDatabase(database.name))).map(
    (change) => `${change.name} → ${change.to}`,
  );
}

beforeEach(() => {
  fakeBrowser.reset();
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
  vi.spyOn(browser.notifications, 'create').mockResolvedValue(undefined as never);
});
afterEach(() => database.delete());

describe('notifications after a monitors sync', () => {
  it('names a monitor confirmed down, and one confirmed back up; paused ones say nothing', async () => {
    const up = monitor('m1', 'Checkout', 'up');
    const down = monitor('m1', 'Checkout', 'down');
    const paused = monitor('m2', 'Search', 'down', 'paused');
    expect(await syncSees(up, monitor('m2', 'Search', 'up'))).toEqual([]);
    expect(await syncSees(down, paused)).toEqual([]);
    expect(await syncSees(down, paused)).toEqual(['Checkout → down']);
    expect(await syncSees(up, paused)).toEqual([]);
    expect(await syncSees(up, paused)).toEqual(['Checkout → up']);
    expect(browser.notifications.create).toHaveBeenCalledWith(
      expect.stringMatching(/^monitor:m1:/),
      expect.objectContaining({
        title: '\u2068Checkout\u2069 is up again after less than a minute down',
      }),
    );
  });

  it('forgets a monitor that is gone: back again, it is seen for the first time', async () => {
    const checkout = monitor('m1', 'Checkout', 'up');
    await syncSees(checkout, monitor('m2', 'Search', 'up'));
    expect(await syncSees(checkout, monitor('m2', 'Search', 'down'))).toEqual([]);
    await syncSees(checkout);
    expect(await database.statusTrackers.count()).toBe(0);
    expect(await syncSees(checkout, monitor('m2', 'Search', 'down'))).toEqual([]);
    expect(await syncSees(checkout, monitor('m2', 'Search', 'down'))).toEqual([]);
  });

  it('a pull that fails takes back what it learnt of the monitors it added', async () => {
    await pullMonitors(database, [monitor('m1', 'Checkout', 'up', 'paused')], Date.now(), {
      batchRows: 1,
      fail: true,
    });
    expect(await database.monitors.count()).toBe(0);
    await syncSees(monitor('m1', 'Checkout', 'up'));
    await syncSees(monitor('m1', 'Checkout', 'down'));
    expect(await syncSees(monitor('m1', 'Checkout', 'down'))).toEqual(['Checkout → down']);
  });
});
