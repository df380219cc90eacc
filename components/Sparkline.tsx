export interface SparklineProps {
  /** Response times in ms, oldest first; 0 means the check failed. */
  values: readonly number[];
  width?: number;
  height?: number;
  label: string;
}

/** A tiny response-time line. Plain SVG: a chart library is overkill at 60×18 pixels. */
export function Sparkline({ values, width = 64, height = 18, label }: SparklineProps) {
  if (values.length < 2) return <span class="sparkline sparkline-empty" aria-hidden="true" />;
  const max = Math.max(...values, 1);
  const step = width / (values.length - 1);
  const points = values
    .map(
      (value, i) =>
        `${(i * step).toFixed(1)},${(height - 1 - (value / max) * (height - 2)).toFixed(1)}`,
    )
    .join(' ');
  return (
    <svg
      class="sparkline"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        stroke-width="1.5"
        stroke-linejoin="round"
      />
    </svg>
  );
}
