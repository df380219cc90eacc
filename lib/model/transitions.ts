/** How many consecutive syncs must agree before a change is believed (no flapping alerts). */
const CONFIRMATIONS_NEEDED = 2;

export type Health = 'up' | 'down';

/** Per-monitor memory between syncs, persisted so a restarted worker does not forget it. */
export interface StatusTracker {
  monitorId: string;
  confirmed: Health | null;
  candidate: Health | null;
  candidateSeen: number;
  /** When the confirmed health began: when the first sync that saw it ran (absent: unknown). */
  confirmedSince?: number;
  /** When the first sync that saw the candidate ran. */
  candidateSince?: number;
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
  /** On a recovery whose outage began while tracked: how long it was down, in ms. */
  downFor?: number;
  /** On such a recovery: when the first sync that saw it down ran. */
  downSince?: number;
}

/** A confirmed change not yet announced, written by the sync that confirmed it. */
export interface StatusAnnouncementRow extends StatusChange {
  seq?: number;
  /** When the sync that confirmed it ran: also what makes its notification's id. */
  at: number;
  /** Held by quiet hours, for the one summary raised when they end (lib/model/quiet-hours.ts). */
  held?: true;
}

/**
 * The tracker with no candidate. The key is left out, not set to undefined: status-watch.ts
 * rewrites only trackers that changed, and an extra undefined key would count as a change every sync.
 */
function withoutCandidate({ candidateSince: _, ...tracker }: StatusTracker): StatusTracker {
  return { ...tracker, candidate: null, candidateSeen: 0 };
}

function observe(tracker: StatusTracker, health: Health, now: number): StatusTracker {
  // The first sighting: its health began at some unknown time before.
  if (tracker.confirmed === null) return { ...withoutCandidate(tracker), confirmed: health };
  if (health === tracker.confirmed) return withoutCandidate(tracker);
  const same = tracker.candidate === health;
  const seen = same ? tracker.candidateSeen + 1 : 1;
  const since = (same ? tracker.candidateSince : undefined) ?? now;
  if (seen >= CONFIRMATIONS_NEEDED)
    return { ...withoutCandidate(tracker), confirmed: health, confirmedSince: since };
  return { ...tracker, candidate: health, candidateSeen: seen, candidateSince: since };
}

/** How long a recovered monitor was down: from the first sync that saw it down to the first that saw it up. */
function downFor(before: StatusTracker, after: StatusTracker): number | undefined {
  if (before.confirmed !== 'down' || after.confirmed !== 'up') return undefined;
  if (before.confirmedSince === undefined || after.confirmedSince === undefined) return undefined;
  return after.confirmedSince - before.confirmedSince;
}

/**
 * Feeds one sync's observations through the trackers. A monitor's first sighting only sets its
 * baseline; a change is reported once it has been seen in CONFIRMATIONS_NEEDED syncs in a row.
 */
export function trackStatusChanges(
  previous: ReadonlyMap<string, StatusTracker>,
  monitors: readonly ObservedMonitor[],
  now = Date.now(),
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
    const after = monitor.health ? observe(before, monitor.health, now) : before;
    if (before.confirmed && after.confirmed && before.confirmed !== after.confirmed) {
      changes.push({
        monitorId: monitor.id,
        name: monitor.name,
        from: before.confirmed,
        to: after.confirmed,
        downFor: downFor(before, after),
        ...(before.confirmed === 'down' && before.confirmedSince !== undefined
          ? { downSince: before.confirmedSince }
          : {}),
      });
    }
    trackers.push(after);
  }
  return { trackers, changes };
}
