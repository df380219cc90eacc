import { describe, expect, it } from 'vitest';
import { syncResources } from '../../../lib/background/sync/engine';
import { rankOf } from '../../../lib/model/monitor-row';
import { MONITOR_RANK } from '../../../lib/model/rows';
import { useOutboxBed } from '../support/outbox-harness';

// A monitor a running window covers is shown as in maintenance (docs/MONITORING-API.md,
// "Maintenance windows: when one covers its monitors"). A write made here stores the row anew,
// from the user's change or the server's answer: the cover must hold across it, not wait for
// the next sync to come back.
const bed = useOutboxBed();

async function pull() {
  const outcomes = await syncResources(bed.worker, await bed.connect(), {
    resources: ['windows', 'monitors'],
    userRequested: true,
  });
  expect(outcomes.map((o) => o.result)).toEqual(['synced', 'synced']);
}

async function coveredMonitor() {
  await pull();
  const covered = (await bed.database.monitors.toArray()).find((m) => m.maintenance);
  if (!covered) throw new Error('The seeded running window covers no monitor');
  expect(covered.rank).toBe(MONITOR_RANK.maintenance);
  return covered;
}

const shown = async (id: string) => {
  const row = await bed.database.monitors.get(id);
  return { pause: row?.pause, rank: row?.rank, inMaintenance: row?.maintenance !== undefined };
};

describe('a covered monitor changed here', () => {
  it('paused and resumed is in maintenance again as soon as it is resumed, and once the server confirmed it', async () => {
    const covered = await coveredMonitor();
    await bed.queue('pauseMonitor', covered.id, { paused: true });
    await bed.flush();
    expect(await shown(covered.id)).toEqual({
      pause: 'paused',
      rank: MONITOR_RANK.paused,
      inMaintenance: false,
    });

    await bed.queue('pauseMonitor', covered.id, { paused: false });
    const resumed = { pause: 'active', rank: MONITOR_RANK.maintenance, inMaintenance: true };
    expect(await shown(covered.id)).toEqual(resumed);
    await bed.flush();
    expect(await shown(covered.id)).toEqual(resumed);
  });

  it('renamed stays in maintenance when the server answers the edit', async () => {
    const covered = await coveredMonitor();
    await bed.queue('updateMonitor', covered.id, { name: `${covered.name} (renamed)` });
    await bed.flush();
    expect(await shown(covered.id)).toEqual({
      pause: covered.pause,
      rank: MONITOR_RANK.maintenance,
      inMaintenance: true,
    });
  });

  it('paused, then refused once its window has ended, comes back as the server has it: not in maintenance', async () => {
    const covered = await coveredMonitor();
    await bed.queue('pauseMonitor', covered.id, { paused: true });
    const window = [...bed.server.context.state.monitoring.windows.values()].find((w) =>
      w.monitors.includes(covered.id),
    );
    if (!window) throw new Error('No window covers the monitor at the server');
    window.endedAt = new Date().toISOString();
    const [pulled] = await syncResources(bed.worker, await bed.connect(), {
      resources: ['windows'],
      userRequested: true,
    });
    expect(pulled?.result).toBe('synced');
    bed.server.context.faults.add({
      method: 'PATCH',
      path: `/endpoints/v1/monitors/pause/${covered.id}`,
      kind: 'status',
      status: 422,
      times: 1,
    });
    await bed.flush();
    expect(await shown(covered.id)).toEqual({
      pause: covered.pause,
      rank: rankOf({ ...covered, maintenance: undefined }),
      inMaintenance: false,
    });
  });
});
