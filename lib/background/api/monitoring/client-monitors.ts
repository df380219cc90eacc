import type { MonitorState } from '../../../model/monitor-state';
import {
  type MonitorInput,
  MonitorRequestSchema,
  type MonitorUpdateInput,
  MonitorUpdateRequestSchema,
} from '../../../model/monitoring/schemas-monitor-request';
import {
  type Monitor,
  MonitorResponseSchema,
  MonitorResponseTimeResponseSchema,
  MonitorUptimeResponseSchema,
} from '../../../model/monitoring/schemas-monitors';
import type { ListAllOptions, PageOptions, SignalOption } from './call-options';
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

export function monitorOperations(caller: MonitoringCaller) {
  const monitors = caller.pagedList<Monitor, MonitorFilters>('listMonitors', MonitorResponseSchema);

  return {
    /** One page of monitors, optionally filtered. */
    listMonitors: (options?: PageOptions & MonitorFilters) => monitors.page(options),
    /** Every monitor, walking the pages 500 at a time. */
    listAllMonitors: (options?: ListAllOptions<Monitor> & MonitorFilters) => monitors.all(options),

    /** Creates a monitor; the input is checked against its type's rules before sending. */
    createMonitor: (input: MonitorInput, { signal }: SignalOption = {}) =>
      caller.requestOne('createMonitor', MonitorResponseSchema, {
        body: input,
        bodySchema: MonitorRequestSchema,
        signal,
      }),

    /** Changes the fields given; the server keeps the others. */
    updateMonitor: (id: string, input: MonitorUpdateInput, { signal }: SignalOption = {}) =>
      caller.requestOne('updateMonitor', MonitorResponseSchema, {
        id,
        body: input,
        bodySchema: MonitorUpdateRequestSchema,
        signal,
      }),

    /** Deletes a monitor; returns it as it was. */
    deleteMonitor: (id: string, { signal }: SignalOption = {}) =>
      caller.requestOne('deleteMonitor', MonitorResponseSchema, { id, signal }),

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
