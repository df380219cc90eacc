import type { UptimeDay } from './monitoring/types';

/**
 * The one uptime figure every view shows (popup row, options list, monitor detail, the uptime
 * report and its CSV), computed from the per-day rows the API returns. A day's `uptime` is a
 * percentage of the time it was checked (tests/server/CONTRACT.md "Uptime"), so a span's figure
 * weights each day by its checks: a monitor created at 23:00 does not count that hour like a
 * whole day, and in a category a monitor checked every minute counts more than one checked every
 * hour. Values outside 0–100 (a server's rounding, overlapping incidents) are clamped rather than
 * shown. docs/MONITORING-API.md, "Uptime over a span".
 */
export interface MeasuredUptime {
  /** 0–100. */
  percent: number;
  /** Days of data the figure covers: the window to state next to it. */
  days: number;
}

export const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * What a span of days adds up to, kept so that spans can be added (a category's monitors) and
 * give exactly the figure their days together would: `uptimeOf(addTotals(a, b))` is
 * `measuredUptime([...daysA, ...daysB])`.
 */
export interface UptimeTotals {
  /** Σ uptime × checks over days that say their checks. */
  weighted: number;
  /** Σ checks. */
  checks: number;
  /** Days with at least one check. */
  checkedDays: number;
  /** Σ uptime, for equal weights. */
  plain: number;
  /** Days with a readable uptime. */
  days: number;
  /** Whether every one of those days said how many checks it had. */
  counted: boolean;
}

export const NO_TOTALS: UptimeTotals = {
  weighted: 0,
  checks: 0,
  checkedDays: 0,
  plain: 0,
  days: 0,
  counted: true,
};

export function addTotals(a: UptimeTotals, b: UptimeTotals): UptimeTotals {
  return {
    weighted: a.weighted + b.weighted,
    checks: a.checks + b.checks,
    checkedDays: a.checkedDays + b.checkedDays,
    plain: a.plain + b.plain,
    days: a.days + b.days,
    counted: a.counted && b.counted,
  };
}

function dayTotals(day: UptimeDay): UptimeTotals {
  const uptime = clampPercent(day.uptime);
  const counted = Number.isFinite(day.checks);
  const checks = counted ? Math.max(0, day.checks ?? 0) : 0;
  return {
    weighted: uptime * checks,
    checks,
    checkedDays: checks > 0 ? 1 : 0,
    plain: uptime,
    days: 1,
    counted,
  };
}

export function uptimeTotals(days: readonly UptimeDay[]): UptimeTotals {
  return days
    .filter((day) => Number.isFinite(day.uptime))
    .map(dayTotals)
    .reduce(addTotals, NO_TOTALS);
}

/**
 * Weighted by checks when every day says how many it had, else each day equally; null when there
 * is not enough data to say: no day of the span had a check.
 */
export function uptimeOf(totals: UptimeTotals): MeasuredUptime | null {
  const [sum, weight, days] = totals.counted
    ? [totals.weighted, totals.checks, totals.checkedDays]
    : [totals.plain, totals.days, totals.days];
  if (weight <= 0) return null;
  return { percent: clampPercent(sum / weight), days };
}

export const measuredUptime = (days: readonly UptimeDay[]) => uptimeOf(uptimeTotals(days));

/**
 * A percentage in whole hundredths, never rounded up: 99.996 % is 99.99, so a monitor that was
 * down at all never reads 100.00. Rounded to millionths first, far below any real figure, so
 * float noise (99.93 stored as 99.92999…) does not cost a hundredth. Every view and the CSV
 * show this number.
 */
export function uptimeHundredths(percent: number): number {
  return Math.floor(Math.round(percent * 1_000_000) / 10_000);
}
