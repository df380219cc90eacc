import { openIncident, openIncidentOf, resolveIncident } from './incidents';
import { presentMonitor } from './present-monitor';
import type { MonitorRecord, MonitorStatus } from './records';
import { seedMonitoringState } from './seed';
import { DOWN_CAUSES } from './seed-catalog';
import { emptyMonitoringState, type MonitoringState } from './store';

export type { MonitoringState } from './store';

/** The deterministic demo data set: same `monitorCount` and `now`, same records. */
export function createMonitoringState(options: { monitorCount: number; now: Date }) {
  const state = emptyMonitoringState();
  seedMonitoringState(state, options);
  return state;
}

/** Moves a monitor to `status`, opening an incident when it goes down, resolving it otherwise. */
function setMonitorStatus(
  state: MonitoringState,
  monitor: MonitorRecord,
  status: MonitorStatus,
  now: Date,
) {
  monitor.status = status;
  const open = openIncidentOf(state, monitor.id);
  if (status === 'down' && !open) openIncident(state, monitor, now, DOWN_CAUSES[monitor.type]);
  if (status !== 'down' && open) resolveIncident(state, open, now);
}

/** The control API's "force a status": returns the monitor as the API would show it. */
export function forceMonitorStatus(state: MonitoringState, id: string, status: string) {
  const monitor = state.monitors.get(id);
  if (!monitor) return null;
  const now = new Date();
  // The control API has already checked that `status` is one of up, down, pending.
  setMonitorStatus(state, monitor, status as MonitorStatus, now);
  return presentMonitor(state, monitor);
}

function pickRandom<T>(items: T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

/**
 * One demo tick: pending monitors get their first check (up), one down monitor may recover and
 * one up monitor may fail, so the popup has something to show without drifting to all-down.
 */
export function simulateMonitors(state: MonitoringState, now: Date) {
  const active = [...state.monitors.values()].filter((m) => m.pause === 'active');
  for (const monitor of active) {
    if (monitor.status === 'pending') setMonitorStatus(state, monitor, 'up', now);
  }
  const down = active.filter((m) => m.status === 'down');
  const recovering = Math.random() < 0.5 ? pickRandom(down) : undefined;
  if (recovering) setMonitorStatus(state, recovering, 'up', now);
  const failing =
    Math.random() < 0.35 ? pickRandom(active.filter((m) => m.status === 'up')) : undefined;
  if (failing) setMonitorStatus(state, failing, 'down', now);
}
