/** Shared geometry of the options page's small SVG charts (LineChart, BarChart). */

export const CHART = { width: 600, height: 200, left: 52, right: 14, top: 12, bottom: 30 };
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

/** y in SVG units for a value on a 0..max axis. */
export function yOf(value: number, max: number) {
  return CHART.top + PLOT.height - (Math.max(0, Math.min(value, max)) / max) * PLOT.height;
}

/** Plain digits (no grouping, as before), at most one decimal: String(1e21) would be "1e+21". */
const tickFormat = new Intl.NumberFormat(undefined, {
  maximumFractionDigits: 1,
  useGrouping: false,
});

/** An axis label: the value and its unit, never e-notation, whatever the server measured. */
export function tickText(value: number, unit: string): string {
  return `${tickFormat.format(value)} ${unit}`;
}
