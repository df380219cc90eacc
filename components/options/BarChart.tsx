import { message } from '../../lib/platform/i18n';
import { ChartTip, useChartPoints } from './chart-points';
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

/**
 * One bar per category (a day, say) on a min..max axis, each labelled with its value; hovered or
 * focused (one Tab stop, arrow keys between bars), a bar's tip says its label and value. An axis
 * that does not start at zero says so under the chart.
 */
export function BarChart(props: BarChartProps) {
  const { bars, max, min = 0 } = props;
  const slot = PLOT.width / Math.max(bars.length, 1);
  const width = Math.min(48, slot * 0.7);
  const baseline = CHART.top + PLOT.height;
  const { active, pointProps } = useChartPoints(bars.length);
  const named = (bar: Bar) => message('chartBarValue', [bar.label, props.formatValue(bar.value)]);
  const shown = active === null ? undefined : bars[active];

  return (
    <figure class="chart" data-testid={props.testId}>
      <figcaption>{props.title}</figcaption>
      {/* biome-ignore lint/a11y/useSemanticElements: no <fieldset> in SVG; the group names its points. */}
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="group" aria-label={props.summary}>
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
              {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a point is read, not operated (chart-points.tsx). */}
              <rect
                class="chart-hit"
                x={center - slot / 2}
                y={CHART.top}
                width={slot}
                height={PLOT.height}
                role="img"
                aria-label={named(bar)}
                data-testid="chart-point"
                {...pointProps(i)}
              />
            </g>
          );
        })}
        {shown && active !== null && (
          <ChartTip
            x={CHART.left + slot * (active + 0.5)}
            y={yOf(shown.value, max, min)}
            text={named(shown)}
          />
        )}
      </svg>
      <p class="muted chart-summary" aria-hidden="true">
        {props.summary}
      </p>
      {min > 0 && (
        <p class="muted chart-summary" data-testid="axis-note">
          {message('chartAxisFrom', props.formatValue(min))}
        </p>
      )}
    </figure>
  );
}
