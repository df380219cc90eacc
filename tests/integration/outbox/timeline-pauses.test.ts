import { describe, expect, it } from 'vitest';
import { syncResources } from '../../../lib/background/sync/engine';
import { lastedFor } from '../../../lib/model/timeline';
import { recentChanges } from '../../../lib/storage/timeline-queries';
import { useOutboxBed } from '../support/outbox-harness';

// A pause made here goes on the recent changes once the server confirmed it (settle.ts); the
// pulls after it see the server's paused monitor as stored, and record it no second time.
const bed = useOutboxBed();

async function listed() {
  const { entries } = await recentChanges(bed.database, 100);
  return entries.map((entry) => ({
    monitorId: entry.monitorId,
    change: entry.change,
    lasts: lastedFor(entry) === null,
  }));
}

async function pullMonitors() {
  const [outcome] = await syncResources(bed.worker, await bed.connect(), {
    resources: ['monitors'],
    userRequested: true,
  });
  expect(outcome?.result).toBe('synced');
}

describe('pauses and resumes on the recent changes', () => {
  it('a pause made here is listed once the server confirmed it, once, and ends with its resume', async () => {
    await pullMonitors();
    const running = (await bed.database.monitors.toArray()).find((m) => m.pause === 'active');
    const id = running?.id ?? '';
    await bed.queue('pauseMonitor', id, { paused: true });
    // Shown paused at once, but not confirmed: not a change yet.
    expect(await listed()).toEqual([]);
    await bed.flush();
    expect(await listed()).toEqual([{ monitorId: id, change: 'paused', lasts: true }]);
    await pullMonitors();
    await pullMonitors();
    expect(await listed()).toEqual([{ monitorId: id, change: 'paused', lasts: true }]);

    await bed.queue('pauseMonitor', id, { paused: false });
    await bed.flush();
    await pullMonitors();
    expect(await listed()).toEqual([
      { monitorId: id, change: 'resumed', lasts: true },
      { monitorId: id, change: 'paused', lasts: false },
    ]);
  });

  it('a pause made elsewhere is listed by the pull that sees it', async () => {
    await pullMonitors();
    const running = [...bed.server.context.state.monitoring.monitors.values()].find(
      (m) => m.pause === 'active',
    );
    if (!running) throw new Error('The demo data has no running monitor');
    running.pause = 'paused';
    await pullMonitors();
    await pullMonitors();
    expect(await listed()).toEqual([{ monitorId: running.id, change: 'paused', lasts: true }]);
  });
});
