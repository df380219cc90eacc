import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { syncResources } from '../../../lib/background/sync/engine';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import { requestsTo, useOutboxBed } from '../support/outbox-harness';

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
    bed.server.context.faults.add({
      method: 'GET',
      path: '/endpoints/v1/monitors/list',
      kind: 'slow-answer',
      delayMs: 400,
      times: 1,
    });
    const apis = await bed.connect();
    const sync = syncResources(await openWorkerDatabase(bed.database.name), apis, {
      resources: ['monitors'],
      userRequested: true,
    });
    // The server has read its list (the log has its status) and holds the answer back: the list
    // on its way is stale before the write goes. A fixed wait made no such promise: on a busy
    // machine the write could reach the server first and leave the pull nothing stale to write.
    await vi.waitFor(() => {
      const answered = requestsTo(bed.server, 'GET', '/endpoints/v1/monitors/list').filter(
        (request) => request.status !== null,
      );
      expect(answered).toHaveLength(1);
    });
    expect(await bed.flush()).toEqual(['sent']);
    expect(await sync).toMatchObject([{ result: 'synced' }]);

    expect(original).not.toBe('Renamed while syncing');
    expect(await bed.database.monitors.get('mon_1')).toMatchObject({
      name: 'Renamed while syncing',
    });
  });
});
