import { describe, expect, it } from 'vitest';
import { type StatusTracker, trackStatusChanges } from '../../../lib/model/transitions';

function runSyncs(healths: ('up' | 'down' | null)[]) {
  let trackers = new Map<string, StatusTracker>();
  const changes = [];
  for (const health of healths) {
    const result = trackStatusChanges(trackers, [{ id: 'm1', name: 'Checkout', health }]);
    trackers = new Map(result.trackers.map((t) => [t.monitorId, t]));
    changes.push(...result.changes);
  }
  return changes;
}

describe('trackStatusChanges', () => {
  it('does not alert on the first sighting of a monitor', () => {
    expect(runSyncs(['down'])).toEqual([]);
  });

  it('alerts on a change only once it is seen in two syncs in a row', () => {
    expect(runSyncs(['up', 'down'])).toEqual([]);
    expect(runSyncs(['up', 'down', 'down'])).toEqual([
      { monitorId: 'm1', name: 'Checkout', from: 'up', to: 'down' },
    ]);
  });

  it('ignores a one-sync blip (flapping)', () => {
    expect(runSyncs(['up', 'down', 'up', 'down', 'up'])).toEqual([]);
  });

  it('reports the recovery after a confirmed outage', () => {
    const changes = runSyncs(['up', 'down', 'down', 'up', 'up']);
    expect(changes.map((c) => c.to)).toEqual(['down', 'up']);
  });

  it('keeps what it knew while a monitor is paused or pending', () => {
    expect(runSyncs(['up', null, 'down', null, 'down'])).toEqual([
      { monitorId: 'm1', name: 'Checkout', from: 'up', to: 'down' },
    ]);
  });
});

describe('how long a recovered monitor was down', () => {
  const MINUTE = 60_000;
  /** One sync every 5 minutes from t = 0, seeing these healths. */
  function changesAtFiveMinutes(healths: ('up' | 'down')[]) {
    let trackers = new Map<string, StatusTracker>();
    const changes = [];
    for (const [sync, health] of healths.entries()) {
      const seen = [{ id: 'm1', name: 'Payments API', health }];
      const result = trackStatusChanges(trackers, seen, sync * 5 * MINUTE);
      trackers = new Map(result.trackers.map((t) => [t.monitorId, t]));
      changes.push(...result.changes);
    }
    return changes;
  }

  it('runs from the first sync that saw it down to the first that saw it up again', () => {
    const [down, up] = changesAtFiveMinutes(['up', 'down', 'down', 'down', 'up', 'up']);
    expect(down?.downFor).toBeUndefined();
    expect(up).toMatchObject({ to: 'up', downFor: 15 * MINUTE });
  });

  it('is unknown when it was already down at its first sighting', () => {
    const [up] = changesAtFiveMinutes(['down', 'down', 'up', 'up']);
    expect(up).toMatchObject({ to: 'up' });
    expect(up?.downFor).toBeUndefined();
  });
});
