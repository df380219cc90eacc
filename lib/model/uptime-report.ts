import { isoDateFromToday } from './calendar';
import type { ApiErrorData } from './errors/errors';
import type { UptimeDay } from './monitoring/types';
import {
  addTotals,
  type MeasuredUptime,
  NO_TOTALS,
  type UptimeTotals,
  uptimeOf,
  uptimeTotals,
} from './uptime';

/*
 * The uptime report: per monitor and per category over the last 7, 30 or 90 days, from the API's
 * per-day uptime rows (docs/MONITORING-API.md, "The uptime report"). The table, the chart and the
 * CSV all read the lines made here, and every figure is lib/model/uptime.ts's.
 */

export const REPORT_PERIODS = [7, 30, 90] as const;

/**
 * Monitors asked for in one message, whose uptime the worker fetches together: the page sends
 * the next message when one is answered, so at most this many requests are out at a time.
 */
export const UPTIME_REPORT_BATCH = 4;

/** The calendar days a period covers, today its last (the API's `from` and `to`). */
export function reportRange(period: number, now: number) {
  return { from: isoDateFromToday(1 - period, now), to: isoDateFromToday(0, now) };
}

/** What the worker answers for one monitor: its days, or why it could not get them. */
export type MonitorUptimeAnswer =
  | { monitorId: string; days: UptimeDay[] }
  | { monitorId: string; error: ApiErrorData };

/** What a monitor's days add up to; a category adds its monitors'. */
export interface ReportTotals {
  uptime: UptimeTotals;
  /** Seconds down, as the server counted them. */
  downtime: number;
}

const NO_REPORT_TOTALS: ReportTotals = { uptime: NO_TOTALS, downtime: 0 };

export function reportTotals(days: readonly UptimeDay[]): ReportTotals {
  const downtime = days.reduce(
    (sum, day) => sum + (Number.isFinite(day.downtime) ? Math.max(0, day.downtime ?? 0) : 0),
    0,
  );
  return { uptime: uptimeTotals(days), downtime };
}

const addReportTotals = (a: ReportTotals, b: ReportTotals): ReportTotals => ({
  uptime: addTotals(a.uptime, b.uptime),
  downtime: a.downtime + b.downtime,
});

/** One monitor's outcome as the page keeps it: its totals, or the failure in the user's words. */
export type MonitorOutcome = { totals: ReportTotals } | { problem: string };

export function outcomeOf(answer: MonitorUptimeAnswer): MonitorOutcome {
  return 'days' in answer
    ? { totals: reportTotals(answer.days) }
    : { problem: answer.error.message };
}

export interface ReportMonitor {
  id: string;
  name: string;
  /** Its category's id, '' for none. */
  category: string;
}

/** A line of the report: a monitor's, or a category's (the sum of its monitors'). */
export interface ReportLine {
  id: string;
  name: string;
  category: string;
  /** null: no day with a check in the period ("no data"), or not fetched (see `state`). */
  uptime: MeasuredUptime | null;
  downtime: number;
  checks: number;
  /** Fetched, not yet fetched (or cancelled), or failed with this problem. */
  state: 'done' | 'waiting' | { problem: string };
  /** Categories: how many monitors they hold, and how many of them failed (not in the figure). */
  monitors: number;
  failed: number;
}

function lineOf(
  id: string,
  name: string,
  category: string,
  totals: ReportTotals,
): Omit<ReportLine, 'state' | 'monitors' | 'failed'> {
  return {
    id,
    name,
    category,
    uptime: uptimeOf(totals.uptime),
    downtime: totals.downtime,
    checks: totals.uptime.checks,
  };
}

export function monitorLine(
  monitor: ReportMonitor,
  categoryName: string,
  outcome: MonitorOutcome | undefined,
): ReportLine {
  const totals = outcome && 'totals' in outcome ? outcome.totals : NO_REPORT_TOTALS;
  const state = !outcome ? 'waiting' : 'problem' in outcome ? { problem: outcome.problem } : 'done';
  const failed = typeof state === 'object' ? 1 : 0;
  return { ...lineOf(monitor.id, monitor.name, categoryName, totals), state, monitors: 1, failed };
}

/**
 * One line per category among the monitors (a monitor without one under `noCategoryName`):
 * the sum of its fetched monitors' days, so its uptime is the one its monitors' days together
 * give. A category waits while any of its monitors does; a failed monitor is left out of its
 * figure and counted in `failed`.
 */
export function categoryLines(
  monitors: readonly ReportMonitor[],
  outcomes: ReadonlyMap<string, MonitorOutcome>,
  categoryName: (id: string) => string,
): ReportLine[] {
  const empty = () => ({ totals: NO_REPORT_TOTALS, monitors: 0, waiting: 0, failed: 0 });
  const groups = new Map<string, ReturnType<typeof empty>>();
  for (const monitor of monitors) {
    const group = groups.get(monitor.category) ?? empty();
    const outcome = outcomes.get(monitor.id);
    group.monitors += 1;
    if (!outcome) group.waiting += 1;
    else if ('problem' in outcome) group.failed += 1;
    else group.totals = addReportTotals(group.totals, outcome.totals);
    groups.set(monitor.category, group);
  }
  return [...groups].map(([id, group]) => {
    const name = categoryName(id);
    return {
      ...lineOf(id, name, name, group.totals),
      state: group.waiting === 0 ? 'done' : 'waiting',
      monitors: group.monitors,
      failed: group.failed,
    };
  });
}
