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
 * Every state a user sees a monitor in: its status, or paused, which someone chose. In the
 * glance's order (rows.ts MONITOR_RANK): the filters list them so too.
 */
export const MONITOR_STATES = [...MONITOR_STATUSES, 'paused'] as const;
export type MonitorState = (typeof MONITOR_STATES)[number];

const isStatus = (status: string): status is MonitorStatus =>
  (MONITOR_STATUSES as readonly string[]).includes(status);

type Stated = Pick<Monitor, 'status' | 'pause'>;

/**
 * The state a monitor is in: paused wins over what its last check said. null for a status the
 * API added (no state filter lists it but "all").
 */
export const knownState = (monitor: Stated): MonitorState | null =>
  monitor.pause === 'paused' ? 'paused' : isStatus(monitor.status) ? monitor.status : null;

/** What a monitor is doing, in one word (statusWord): its state, or a status the API adds as it is. */
export const monitorState = (monitor: Stated): string => knownState(monitor) ?? monitor.status;

/** The state a monitor is drawn and ranked as: a status the API adds is pending. */
export const drawnState = (monitor: Stated): MonitorState => knownState(monitor) ?? 'pending';
