import type { Monitor } from './monitoring/types';

/*
 * A monitor's states, apart from their words (monitor-status.ts): row mapping, the status filters
 * and the end-to-end tests that import them run where the messages cannot load.
 */

/**
 * What a monitor's last check says (published MonitorObject `status`). The API types it as a free
 * string, so a server may add others: Gatehouse draws and ranks such a status as pending (not
 * known to be up), and names it as the server does.
 */
const MONITOR_STATUSES = ['down', 'pending', 'up'] as const;
type MonitorStatus = (typeof MONITOR_STATUSES)[number];

/**
 * Every state a user sees a monitor in: its status, paused, which someone chose, or in
 * maintenance, a window someone planned covering it now (lib/model/maintenance.ts). In the
 * glance's order (rows.ts MONITOR_RANK): the filters list them so too.
 */
export const MONITOR_STATES = ['down', 'maintenance', 'pending', 'up', 'paused'] as const;
export type MonitorState = (typeof MONITOR_STATES)[number];

const isStatus = (status: string): status is MonitorStatus =>
  (MONITOR_STATUSES as readonly string[]).includes(status);

/**
 * A maintenance window covers the monitor now (rows.ts MonitorRow.maintenance, set by the
 * worker, never by a server): until when, when its schedule says.
 */
export interface MaintenanceCover {
  until?: number;
}

type Stated = Pick<Monitor, 'status' | 'pause'> & { maintenance?: MaintenanceCover };

/**
 * The state a monitor is in: paused wins over a maintenance window, which wins over what its
 * last check said (the downtime was planned). null for a status the API added (no state filter
 * lists it but "all").
 */
export function knownState(monitor: Stated): MonitorState | null {
  if (monitor.pause === 'paused') return 'paused';
  if (monitor.maintenance) return 'maintenance';
  return isStatus(monitor.status) ? monitor.status : null;
}

/** What a monitor is doing, in one word (statusWord): its state, or a status the API adds as it is. */
export const monitorState = (monitor: Stated): string => knownState(monitor) ?? monitor.status;

/** The state a monitor is drawn and ranked as: a status the API adds is pending. */
export const drawnState = (monitor: Stated): MonitorState => knownState(monitor) ?? 'pending';
