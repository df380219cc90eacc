import { useRef, useState } from 'preact/hooks';
import { CHART } from './chart-scale';

/** Keys that move between a chart's points, as in a slider or a listbox. */
const STEPS: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at) => at + 1,
  ArrowDown: (at) => at + 1,
  ArrowLeft: (at) => at - 1,
  ArrowUp: (at) => at - 1,
  Home: () => 0,
  End: (_at, last) => last,
};

/**
 * Which point of a chart is shown in its tip: the one under the pointer or the one focused. The
 * points are one Tab stop with arrow keys between them (a roving tabindex, WAI-ARIA APG), so a
 * day of samples is not hundreds of Tab presses. Each point is an image named by its value and
 * time: it is read, not operated, yet focusable so that keyboard users get the tip too.
 */
export function useChartPoints(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const [tabStop, setTabStop] = useState(0);
  const points = useRef<(SVGElement | null)[]>([]);
  const last = count - 1;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step || active === null) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(step(active, last), last));
    setTabStop(next);
    points.current[next]?.focus();
  };
  return {
    active,
    pointProps: (index: number) => ({
      tabIndex: index === Math.min(tabStop, last) ? 0 : -1,
      ref: (element: SVGElement | null) => {
        points.current[index] = element;
      },
      onFocus: () => {
        setTabStop(index);
        setActive(index);
      },
      onBlur: () => setActive(null),
      onMouseEnter: () => setActive(index),
      onMouseLeave: () => setActive(null),
      onKeyDown,
    }),
  };
}

export interface ChartTipProps {
  /** The point it names, in SVG units. */
  x: number;
  y: number;
  text: string;
}

/** Rough width of one character of the tip's 12px text, in SVG units, to size its box. */
const CHAR_WIDTH = 7;

/**
 * The value and time of the point under the pointer or focus, drawn beside it. Hidden from
 * assistive technology: the focused point's own name says the same.
 */
export function ChartTip({ x, y, text }: ChartTipProps) {
  const width = text.length * CHAR_WIDTH + 16;
  const left = Math.max(0, Math.min(x - width / 2, CHART.width - width));
  const top = y - 34 < 0 ? y + 10 : y - 34;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <g> without tabindex takes no focus.
    <g class="chart-tip" aria-hidden="true" data-testid="chart-tip">
      <circle class="chart-tip-mark" cx={x} cy={y} r={4} />
      <rect x={left} y={top} width={width} height={24} rx={4} />
      <text x={left + width / 2} y={top + 16} text-anchor="middle">
        {text}
      </text>
    </g>
  );
}
