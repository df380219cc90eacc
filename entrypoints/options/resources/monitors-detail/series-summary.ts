import type { Bar } from '../../../../components/options/BarChart';
import type { LinePoint } from '../../../../components/options/LineChart';
import { uptimePercentText } from '../../../../components/uptime-text';
import { formatWeekdayAndDate } from '../../../../lib/model/date-formats';
import type { ResponseTime, UptimeDay } from '../../../../lib/model/monitoring/types';
import { clampPercent, measuredUptime } from '../../../../lib/model/uptime';
import { message, perLocale, plural } from '../../../../lib/platform/i18n';

/** CONTRACT.md "Response time": a down sample has responseTime 0. It is a failed check, not a fast one. */
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
const milliseconds = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'millisecond',
      maximumFractionDigits: 0,
      useGrouping: false,
    }),
);
const ms = (value: number) => milliseconds().format(value);

export function responseSummary(points: readonly LinePoint[]): string {
  const values = points.flatMap((p) => (p.value === null ? [] : [p.value]));
  const failures = plural('chartFailedChecks', points.length - values.length);
  if (values.length === 0)
    return points.length ? message('chartResponseAllFailed', failures) : message('chartNoChecks');
  const average = values.reduce((sum, v) => sum + v, 0) / values.length;
  const range = [Math.min(...values), average, Math.max(...values)].map(ms);
  return message('chartResponseSummary', [...range, failures]);
}

export function uptimeBars(days: readonly UptimeDay[]): Bar[] {
  return days.map((day) => ({
    label: formatWeekdayAndDate(day.date),
    value: clampPercent(day.uptime),
  }));
}

/** The same figure the popup and the monitors list show (lib/model/uptime.ts). */
export function uptimeSummary(days: readonly UptimeDay[]): string {
  const overall = measuredUptime(days);
  if (!overall) return message('chartNoUptime');
  const lowest = days.reduce((low, d) => (d.uptime < low.uptime ? d : low));
  const low = clampPercent(lowest.uptime);
  const dip =
    low < 100
      ? message('chartUptimeLowest', [uptimePercentText(low), formatWeekdayAndDate(lowest.date)])
      : '';
  return plural('chartUptimeOverall', overall.days, [uptimePercentText(overall.percent), dip]);
}
