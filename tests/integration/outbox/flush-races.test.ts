import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Apis } from '../../../lib/background/api/connect';
import { syncResources } from '../../../lib/background/sync/engine';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import { signal } from '../support/held-apis';
import { useOutboxBed } from '../support/outbox-harness';

// The outbox and the pull sync run side by side in one worker. Neither may undo the other, and
// an edit made while a flush is under way is sent, never dropped with the row it was merged into.
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;

describe('an edit made while its record is being sent', () => {
  it('an edit merged while the flush reads the queue is still sent', async () => {
    await bed.pull('monitors');
    await bed.queue('updateMonitor', 'mon_1', {
      name: 'Checkout (basic auth)',
      authType: 'basic',
      authUsername: 'probe',
      authPassword: 'probe-secret',
    });
    // The flush reads the row, then its secret from browser.storage: the user saves again now.
    const area = fakeBrowser.storage.local;
    const read = area.get.bind(area);
    let edited = false;
    const spy = vi.spyOn(area, 'get').mockImplementation(async (keys) => {
      if (!edited && JSON.stringify(keys ?? null).includes('outboxSecret')) {
        edited = true;
        await bed.queue('updateMonitor', 'mon_1', { interval: 600 });
      }
      return read(keys as string);
    });
    onTestFinished(() => spy.mockRestore());
    await bed.flush();
    expect(edited).toBe(true);
    await bed.makeDue();
    await bed.flush();
    expect(monitoring().monitors.get('mon_1')).toMatchObject({
      name: 'Checkout (basic auth)',
      interval: 600,
    });
    expect(await bed.database.monitors.get('mon_1')).toMatchObject({ interval: 600 });
    expect(await bed.rows()).toEqual([]);
  });
});

describe('a pull and a flush that overlap', () => {
  it('a pull that fetched before a write settled does not revert it in the cache', async () => {
    await bed.pull('monitors');
    const original = monitoring().monitors.get('mon_1')?.name;
    await bed.queue('updateMonitor', 'mon_1', { name: 'Renamed while syncing' });
    // The server answers the list at once, with the old name; the answer reaches the pull only
    // once the write has settled, as over a slow network. A delay at the server would not do: a
    // write slower than the delay settles after the stale list is stored and overwrites it, and
    // the test then passes without the guard it is for.
    const answered = signal();
    const settled = signal();
    const apis = await bed.connect();
    const { listAllMonitors } = apis.monitoring;
    const slowNetwork: Apis = {
      ...apis,
      monitoring: {
        ...apis.monitoring,
        listAllMonitors: (options = {}) => {
          const { onPage } = options;
          if (!onPage) throw new Error('A pull hands on the list page by page');
          return listAllMonitors({
            ...options,
            onPage: async (...page) => {
              answered.resolve();
              await settled.promise;
              return onPage(...page);
            },
          });
        },
      },
    };
    const sync = syncResources(await openWorkerDatabase(bed.database.name), slowNetwork, {
      resources: ['monitors'],
      userRequested: true,
    });
    onTestFinished(async () => {
      settled.resolve(); // a failed test leaves no sync holding the lock for the next
      await sync;
    });
    await answered.promise;
    expect(await bed.flush()).toEqual(['sent']);
    settled.resolve();
    expect(await sync).toMatchObject([{ result: 'synced' }]);

    expect(original).not.toBe('Renamed while syncing');
    expect(await bed.database.monitors.get('mon_1')).toMatchObject({
      name: 'Renamed while syncing',
    });
  });
});
