import { format, parseISO } from 'date-fns';
import type { Bar } from '../../../../components/options/BarChart';
import type { LinePoint } from '../../../../components/options/LineChart';
import { formatMoment } from '../../../../components/time';
import { uptimePercentText } from '../../../../components/uptime-text';
import type { ResponseTime, UptimeDay } from '../../../../lib/model/monitoring/types';
import { clampPercent, measuredUptime } from '../../../../lib/model/uptime';

/** Seed/CONTRACT.md: a down sample has responseTime 0. It is a failed check, not a fast one. */
export function responsePoints(samples: readonly ResponseTime[]): LinePoint[] {
  // A sample with no readable time has no place on the time axis: left out, not drawn at NaN.
  return samples
    .map((s) => ({
      at: Date.parse(s.timestamp),
      value: s.responseTime > 0 ? s.responseTime : null,
    }))
    .filter((point) => !Number.isNaN(point.at));
}

/** Whole milliseconds in plain digits: no bound is published, and String(1e21) is "1e+21". */
const wholeDigits = new Intl.NumberFormat(undefined, {
  maximumFractionDigits: 0,
  useGrouping: false,
});
const ms = (value: number) => `${wholeDigits.format(value)} ms`;

export function responseSummary(points: readonly LinePoint[]): string {
  const values = points.flatMap((p) => (p.value === null ? [] : [p.value]));
  const failed = points.length - values.length;
  const failures = failed === 1 ? '1 failed check' : `${failed} failed checks`;
  if (values.length === 0)
    return points.length ? `Last 24 hours: every check failed (${failures}).` : 'No checks yet.';
  const average = values.reduce((sum, v) => sum + v, 0) / values.length;
  return (
    `Last 24 hours: fastest ${ms(Math.min(...values))}, average ${ms(average)}, ` +
    `slowest ${ms(Math.max(...values))}; ${failures}.`
  );
}

export const dayLabel = (date: string) => formatMoment(date, (at) => format(at, 'EEE d'), parseISO);
export function uptimeBars(days: readonly UptimeDay[]): Bar[] {
  return days.map((day) => ({ label: dayLabel(day.date), value: clampPercent(day.uptime) }));
}

/** The same figure the popup and the monitors list show (lib/model/uptime.ts). */
export function uptimeSummary(days: readonly UptimeDay[]): string {
  const overall = measuredUptime(days);
  if (!overall) return 'No uptime recorded yet.';
  const lowest = days.reduce((low, d) => (d.uptime < low.uptime ? d : low));
  const low = clampPercent(lowest.uptime);
  const dip = low < 100 ? `; lowest ${uptimePercentText(low)} on ${dayLabel(lowest.date)}` : '';
  const window = overall.days === 1 ? 'Last day' : `Last ${overall.days} days`;
  return `${window}: ${uptimePercentText(overall.percent)} up overall${dip}.`;
}

export const uptimeTone = (value: number) =>
  value >= 99.5 ? ('up' as const) : value >= 95 ? ('paused' as const) : ('down' as const);
