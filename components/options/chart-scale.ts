import { perLocale } from '../../lib/platform/i18n';

/**
 * Shared geometry of the options page's small SVG charts (LineChart, BarChart). `left` holds the
 * widest value label at the tick font size ("100,00 %" in German, "2000 ms").
 */

export const CHART = { width: 600, height: 200, left: 68, right: 14, top: 12, bottom: 30 };
export const PLOT = {
  width: CHART.width - CHART.left - CHART.right,
  height: CHART.height - CHART.top - CHART.bottom,
};

/** The axis top: the next 1, 2 or 5 × 10ⁿ at or above `value`, so ticks read as round numbers. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** y in SVG units for a value on a min..max axis (0..max unless said). */
export function yOf(value: number, max: number, min = 0) {
  const clamped = Math.max(min, Math.min(value, max));
  return CHART.top + PLOT.height - ((clamped - min) / (max - min)) * PLOT.height;
}

/**
 * Where an uptime axis starts: below the worst day (99, 90 or 0 %), never at it, or that day
 * would draw as no bar at all. On a 0–100 scale 99.93 % and 100 % are the same bar; on 99–100 a
 * tenth of a percent is a tenth of the height. BarChart says where a raised axis starts.
 */
export function uptimeAxisFloor(percents: readonly number[]): number {
  if (percents.length === 0) return 0;
  const lowest = Math.min(...percents);
  return lowest > 99 ? 99 : lowest > 90 ? 90 : 0;
}

/** An uptime bar's colour: up from 99.5 %, paused (amber) from 95 %, else down. */
export const uptimeTone = (value: number) =>
  value >= 99.5 ? ('up' as const) : value >= 95 ? ('paused' as const) : ('down' as const);

/**
 * Plain digits (no grouping, as before), at most one decimal: String(1e21) would be "1e+21". In
 * the UI language, not the browser's: a French browser reads English messages, and "2.5 ms" then.
 */
const tickFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }),
);

/** An axis label: the value and its unit, never e-notation, whatever the server measured. */
export function tickText(value: number, unit: string): string {
  return `${tickFormat().format(value)} ${unit}`;
}
