import { CHART, PLOT, yOf } from './chart-scale';

export interface ValueGridProps {
  ticks: number[];
  max: number;
  format: (tick: number) => string;
}

/** The horizontal value lines of a chart with their labels; the zero line is the axis. */
export function ValueGrid({ ticks, max, format }: ValueGridProps) {
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            class={tick === 0 ? 'axis' : 'grid'}
            x1={CHART.left}
            x2={CHART.left + PLOT.width}
            y1={yOf(tick, max)}
            y2={yOf(tick, max)}
          />
          <text class="tick" x={CHART.left - 6} y={yOf(tick, max) + 4} text-anchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
    </>
  );
}
