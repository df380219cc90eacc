/** How many consecutive syncs must agree before a change is believed (no flapping alerts). */
const CONFIRMATIONS_NEEDED = 2;

export type Health = 'up' | 'down';

/** Per-monitor memory between syncs, persisted so a restarted worker does not forget it. */
export interface StatusTracker {
  monitorId: string;
  confirmed: Health | null;
  candidate: Health | null;
  candidateSeen: number;
}

export interface ObservedMonitor {
  id: string;
  name: string;
  /** null when the status says nothing about health (pending, paused). */
  health: Health | null;
}

export interface StatusChange {
  monitorId: string;
  name: string;
  from: Health;
  to: Health;
}

function observe(tracker: StatusTracker, health: Health): StatusTracker {
  if (tracker.confirmed === null)
    return { ...tracker, confirmed: health, candidate: null, candidateSeen: 0 };
  if (health === tracker.confirmed) return { ...tracker, candidate: null, candidateSeen: 0 };
  const seen = tracker.candidate === health ? tracker.candidateSeen + 1 : 1;
  if (seen >= CONFIRMATIONS_NEEDED)
    return { ...tracker, confirmed: health, candidate: null, candidateSeen: 0 };
  return { ...tracker, candidate: health, candidateSeen: seen };
}

/**
 * Feeds one sync's observations through the trackers. A monitor's first sighting only sets its
 * baseline; a change is reported once it has been seen in CONFIRMATIONS_NEEDED syncs in a row.
 */
export function trackStatusChanges(
  previous: ReadonlyMap<string, StatusTracker>,
  monitors: readonly ObservedMonitor[],
): { trackers: StatusTracker[]; changes: StatusChange[] } {
  const trackers: StatusTracker[] = [];
  const changes: StatusChange[] = [];
  for (const monitor of monitors) {
    const before = previous.get(monitor.id) ?? {
      monitorId: monitor.id,
      confirmed: null,
      candidate: null,
      candidateSeen: 0,
    };
    const after = monitor.health ? observe(before, monitor.health) : before;
    if (before.confirmed && after.confirmed && before.confirmed !== after.confirmed) {
      changes.push({
        monitorId: monitor.id,
        name: monitor.name,
        from: before.confirmed,
        to: after.confirmed,
      });
    }
    trackers.push(after);
  }
  return { trackers, changes };
}
