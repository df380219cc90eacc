import { CHART, PLOT, yOf } from './chart-scale';

export interface ValueGridProps {
  ticks: number[];
  max: number;
  /** The axis bottom, when it is not 0 (an uptime axis from 99 %). */
  min?: number;
  format: (tick: number) => string;
}

/** The horizontal value lines of a chart with their labels; the zero line is the axis. */
export function ValueGrid({ ticks, max, min = 0, format }: ValueGridProps) {
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            class={tick === min ? 'axis' : 'grid'}
            x1={CHART.left}
            x2={CHART.left + PLOT.width}
            y1={yOf(tick, max, min)}
            y2={yOf(tick, max, min)}
          />
          <text class="tick" x={CHART.left - 6} y={yOf(tick, max, min) + 4} text-anchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
    </>
  );
}
