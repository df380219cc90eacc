import { message } from '../../lib/platform/i18n';
import { ChartTip, useChartPoints } from './chart-points';
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

/** "230 ms at 14:05", or that the check failed then. */
function pointText(point: LinePoint, props: LineChartProps) {
  const value =
    point.value === null ? message('chartFailedCheck') : tickText(point.value, props.unit);
  return message('chartValueAt', [value, props.formatTime(point.at)]);
}

/**
 * Values over time as one line, with a value axis, a time axis, and marks where values are
 * missing. Hovered or focused (one Tab stop, arrow keys between points), a point's tip says its
 * value and time; each point's hit area reaches halfway to its neighbours.
 */
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
  const { active, pointProps } = useChartPoints(points.length);
  const xs = points.map((p) => xOf(p.at));
  const edges = xs.map((x, i) => [
    i === 0 ? CHART.left : (x + (xs[i - 1] ?? x)) / 2,
    i === xs.length - 1 ? CHART.left + PLOT.width : (x + (xs[i + 1] ?? x)) / 2,
  ]);
  const shown = active === null ? undefined : points[active];

  return (
    <figure class="chart" data-testid={props.testId}>
      <figcaption>{props.title}</figcaption>
      {/* biome-ignore lint/a11y/useSemanticElements: no <fieldset> in SVG; the group names its points. */}
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="group" aria-label={props.summary}>
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
        {points.map((point, i) => {
          const [left = 0, right = 0] = edges[i] ?? [];
          return (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a point is read, not operated (chart-points.tsx).
            <rect
              key={i}
              class="chart-hit"
              x={left}
              y={CHART.top}
              width={Math.max(right - left, 0.5)}
              height={PLOT.height}
              role="img"
              aria-label={pointText(point, props)}
              data-testid="chart-point"
              {...pointProps(i)}
            />
          );
        })}
        {shown && (
          <ChartTip
            x={xOf(shown.at)}
            y={shown.value === null ? baseline : yOf(shown.value, max)}
            text={pointText(shown, props)}
          />
        )}
      </svg>
      <p class="muted chart-summary" aria-hidden="true">
        {props.summary}
      </p>
    </figure>
  );
}
