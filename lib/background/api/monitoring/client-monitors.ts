import type { MonitorState } from '../../../model/monitor-state';
import {
  MonitorResponseSchema,
  MonitorResponseTimeResponseSchema,
  MonitorUptimeResponseSchema,
} from '../../../model/monitoring/schemas-monitors';
import type { SignalOption } from './call-options';
import type { MonitoringCaller } from './caller';

/** Filters of the monitor list (CONTRACT.md: `status` also takes "paused"). */
export type MonitorFilters = {
  status?: MonitorState;
  /** A category id; "" lists monitors without a category. */
  category?: string;
  /** Matches name or uri, case-insensitively. */
  search?: string;
};

export interface TimeRange extends SignalOption {
  from?: Date | string;
  to?: Date | string;
}

/** Response times take ISO timestamps; uptime takes calendar dates (CONTRACT.md). */
const asTimestamp = (value?: Date | string) =>
  value instanceof Date ? value.toISOString() : value;
const asDate = (value?: Date | string) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value;

/**
 * What monitors take besides their plain list, create, update and delete (client-resources.ts;
 * create is the one monitor path the published description shows): pausing, and their charts.
 */
export function monitorOperations(caller: MonitoringCaller) {
  return {
    /** Pauses (no checks, no alerts) or resumes a monitor. */
    pauseMonitor: (id: string, paused: boolean, { signal }: SignalOption = {}) =>
      caller.requestOne('pauseMonitor', MonitorResponseSchema, {
        id,
        body: { pause: paused ? 'paused' : 'active' },
        signal,
      }),

    /** Response-time samples; the server defaults to the last 24 hours. */
    getResponseTimes: (id: string, { from, to, signal }: TimeRange = {}) =>
      caller.request('getResponseTimes', MonitorResponseTimeResponseSchema, {
        id,
        query: { from: asTimestamp(from), to: asTimestamp(to) },
        signal,
      }),

    /** Uptime per day; the server defaults to the last 7 days. */
    getUptime: (id: string, { from, to, signal }: TimeRange = {}) =>
      caller.request('getUptime', MonitorUptimeResponseSchema, {
        id,
        query: { from: asDate(from), to: asDate(to) },
        signal,
      }),
  };
}
