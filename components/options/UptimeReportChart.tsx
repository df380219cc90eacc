import type { ReportLine } from '../../lib/model/uptime-report';
import { message } from '../../lib/platform/i18n';
import { uptimePercentText } from '../uptime-text';
import { BarChart } from './BarChart';
import { uptimeAxisFloor, uptimeTone } from './chart-scale';

export interface UptimeReportChartProps {
  title: string;
  /** Categories or monitors; those with a figure are drawn, the lowest first. */
  lines: readonly ReportLine[];
}

/** Bars that fit the chart's width with a readable label each. */
const MOST_BARS = 8;
const LABEL_LENGTH = 12;

const shortLabel = (name: string) =>
  name.length > LABEL_LENGTH ? `${name.slice(0, LABEL_LENGTH - 1)}…` : name;

/** The lowest uptimes as bars: what a reader of the report looks for first. */
export function UptimeReportChart({ title, lines }: UptimeReportChartProps) {
  const lowest = lines
    .flatMap((line) =>
      line.uptime && line.state === 'done' ? [{ line, uptime: line.uptime }] : [],
    )
    .sort((a, b) => a.uptime.percent - b.uptime.percent)
    .slice(0, MOST_BARS);
  if (lowest.length === 0) return null;
  const bars = lowest.map(({ line, uptime }) => ({
    label: shortLabel(line.name),
    value: uptime.percent,
  }));
  const summary = lowest
    .map(({ line, uptime }) =>
      message('chartBarValue', [line.name, uptimePercentText(uptime.percent)]),
    )
    .join('; ');
  return (
    <BarChart
      title={title}
      bars={bars}
      max={100}
      min={uptimeAxisFloor(bars.map((bar) => bar.value))}
      formatValue={uptimePercentText}
      toneOf={uptimeTone}
      summary={summary}
      testId="report-chart"
    />
  );
}
