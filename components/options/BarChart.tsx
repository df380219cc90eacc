import { CHART, PLOT, yOf } from './chart-scale';
import './charts.css';
import { ValueGrid } from './ValueGrid';

export interface Bar {
  /** Under the bar, e.g. "Mon 16". */
  label: string;
  value: number;
}

export interface BarChartProps {
  title: string;
  bars: readonly Bar[];
  /** Top of the value axis (100 for percentages). */
  max: number;
  /** Bottom of the value axis; default 0 (uptime: chart-scale.ts uptimeAxisFloor). */
  min?: number;
  formatValue: (value: number) => string;
  /** Colour class per value: `up`, `paused` or `down` (theme colours). */
  toneOf?: (value: number) => 'up' | 'paused' | 'down';
  /** The chart in words: its accessible name and the line under it. */
  summary: string;
  testId?: string;
}

/** One bar per category (a day, say) on a 0..max axis, each labelled with its value. */
export function BarChart(props: BarChartProps) {
  const { bars, max, min = 0 } = props;
  const slot = PLOT.width / Math.max(bars.length, 1);
  const width = Math.min(48, slot * 0.7);
  const baseline = CHART.top + PLOT.height;

  return (
    <figure class="chart" data-testid={props.testId}>
      <figcaption>{props.title}</figcaption>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-label={props.summary}>
        <ValueGrid ticks={[min, max]} max={max} min={min} format={props.formatValue} />
        {bars.map((bar, i) => {
          const center = CHART.left + slot * (i + 0.5);
          const top = yOf(bar.value, max, min);
          return (
            <g key={bar.label}>
              <rect
                class={`bar-${props.toneOf?.(bar.value) ?? 'up'}`}
                x={center - width / 2}
                y={top}
                width={width}
                height={Math.max(baseline - top, 1)}
              />
              <text class="bar-label" x={center} y={Math.max(top - 4, 10)} text-anchor="middle">
                {props.formatValue(bar.value)}
              </text>
              <text class="tick" x={center} y={baseline + 18} text-anchor="middle">
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
      <p class="muted chart-summary" aria-hidden="true">
        {props.summary}
      </p>
    </figure>
  );
}
