import type { MonitorRecord } from './records';
import type { MonitoringState } from './store';

/** How many open incidents, status pages and maintenance windows point at each monitor. */
export interface MonitorTallies {
  openIncidents: Map<string, number>;
  pages: Map<string, number>;
  windows: Map<string, number>;
}

function countInto(tally: Map<string, number>, id: string) {
  tally.set(id, (tally.get(id) ?? 0) + 1);
}

/**
 * Counted from the records on every read rather than stored on the monitor, so creating or
 * deleting a page, window or incident can never leave a monitor's counts stale.
 */
export function tallyMonitorLinks(state: MonitoringState): MonitorTallies {
  const tallies: MonitorTallies = {
    openIncidents: new Map(),
    pages: new Map(),
    windows: new Map(),
  };
  for (const incident of state.incidents.values()) {
    if (incident.status === 'open') countInto(tallies.openIncidents, incident.monitorId);
  }
  for (const page of state.pages.values()) {
    for (const id of page.monitors) countInto(tallies.pages, id);
  }
  for (const window of state.windows.values()) {
    for (const id of window.monitors) countInto(tallies.windows, id);
  }
  return tallies;
}

/** The MonitorObject of docs/MONITORING-API.md: `port`, `body` and `authPassword` are never returned. */
export function presentMonitor(
  state: MonitoringState,
  monitor: MonitorRecord,
  tallies: MonitorTallies = tallyMonitorLinks(state),
) {
  return {
    id: monitor.id,
    name: monitor.name,
    status: monitor.status,
    pause: monitor.pause,
    uri: monitor.uri,
    type: monitor.type,
    category: monitor.category,
    interval: monitor.interval,
    timeout: monitor.timeout,
    websiteDetails: {
      sslErrors: monitor.sslErrors,
      sslExpiry: monitor.sslExpiry,
      domainExpiry: monitor.domainExpiry,
      redirections: monitor.redirections,
      upCodes: [...monitor.upCodes],
      authType: monitor.authType,
      authUsername: monitor.authUsername,
      method: monitor.method,
      json: monitor.json,
      headers: monitor.headers.map(({ name, value }) => ({ name, value })),
    },
    incidents: tallies.openIncidents.get(monitor.id) ?? 0,
    pages: tallies.pages.get(monitor.id) ?? 0,
    maintenanceWindows: tallies.windows.get(monitor.id) ?? 0,
    createdAt: monitor.createdTime.slice(0, 10),
  };
}
