import { CHART, niceCeiling, PLOT, tickText, yOf } from './chart-scale';
import './charts.css';
import { ValueGrid } from './ValueGrid';

export interface LinePoint {
  /** ms since epoch. */
  at: number;
  /** null where there is no value to draw, e.g. a failed check: the line breaks there. */
  value: number | null;
}

export interface LineChartProps {
  title: string;
  points: readonly LinePoint[];
  /** The time span shown, ms since epoch. */
  from: number;
  to: number;
  unit: string;
  /** The chart in words (min, average, max…): its accessible name and the line under it. */
  summary: string;
  formatTime: (at: number) => string;
  testId?: string;
}

/** Values over time as one line, with a value axis, a time axis, and marks where values are missing. */
export function LineChart(props: LineChartProps) {
  const { points, from, to } = props;
  const values = points.flatMap((p) => (p.value === null ? [] : [p.value]));
  const max = niceCeiling(Math.max(0, ...values));
  const span = Math.max(to - from, 1);
  const xOf = (at: number) => CHART.left + ((at - from) / span) * PLOT.width;
  let path = '';
  let drawing = false;
  for (const point of points) {
    if (point.value === null) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${xOf(point.at).toFixed(1)},${yOf(point.value, max).toFixed(1)}`;
    drawing = true;
  }
  const baseline = CHART.top + PLOT.height;
  const timeTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => from + f * span);

  return (
    <figure class="chart" data-testid={props.testId}>
      <figcaption>{props.title}</figcaption>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-label={props.summary}>
        <ValueGrid
          ticks={[0, max / 2, max]}
          max={max}
          format={(tick) => tickText(tick, props.unit)}
        />
        {timeTicks.map((at, i) => (
          <text
            key={at}
            class="tick"
            x={xOf(at)}
            y={baseline + 18}
            text-anchor={i === 0 ? 'start' : i === timeTicks.length - 1 ? 'end' : 'middle'}
          >
            {props.formatTime(at)}
          </text>
        ))}
        <path class="series" d={path} />
        {points
          .filter((p) => p.value === null)
          .map((p) => (
            <rect
              key={p.at}
              class="failed-mark"
              x={xOf(p.at) - 1}
              y={baseline - 6}
              width={2}
              height={6}
            />
          ))}
      </svg>
      <p class="muted chart-summary" aria-hidden="true">
        {props.summary}
      </p>
    </figure>
  );
}
