import type { UptimeDay } from './monitoring/types';

/**
 * The one uptime figure every view shows (popup row, options list, monitor detail), computed from
 * the per-day rows the API returns. A day's `uptime` is a percentage of the time it was checked
 * (tests/server/CONTRACT.md "Uptime"), so the window's figure weights each day by its checks: a
 * monitor created at 23:00 does not count that hour like a whole day. Values outside 0–100 (a
 * server's rounding, overlapping incidents) are clamped rather than shown.
 */
export interface MeasuredUptime {
  /** 0–100. */
  percent: number;
  /** Days of data the figure covers: the window to state next to it. */
  days: number;
}

export const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** Equal weights unless every day says how many checks it had. */
function weightsOf(days: readonly UptimeDay[]): number[] {
  const counted = days.every((day) => Number.isFinite(day.checks));
  return days.map((day) => (counted ? Math.max(0, day.checks ?? 0) : 1));
}

/** null when there is not enough data to say: no day of the window had a check. */
export function measuredUptime(days: readonly UptimeDay[]): MeasuredUptime | null {
  const known = days.filter((day) => Number.isFinite(day.uptime));
  const weights = weightsOf(known);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return null;
  const weighted = known.reduce(
    (sum, day, i) => sum + clampPercent(day.uptime) * (weights[i] ?? 0),
    0,
  );
  return {
    percent: clampPercent(weighted / total),
    days: weights.filter((weight) => weight > 0).length,
  };
}
