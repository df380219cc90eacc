import { message } from '../platform/i18n';
import { type CsvCell, csvFile } from './csv';
import { uptimeHundredths } from './uptime';
import type { ReportLine } from './uptime-report';

/**
 * The uptime as the CSV writes it: the table's figure (whole hundredths, never rounded up), with
 * two decimals and a '.' whatever the UI language, so any spreadsheet reads it as a number.
 */
export function uptimeDigits(percent: number): string {
  const hundredths = uptimeHundredths(percent);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** The last column: why a line has no figure (the words the table shows), else empty. */
function noteOf(line: ReportLine): string {
  if (typeof line.state === 'object') return line.state.problem;
  if (line.state === 'waiting') return message('reportNotFetched');
  return line.uptime ? '' : message('reportNoData');
}

function rowOf(line: ReportLine): CsvCell[] {
  const fetched = line.state === 'done';
  return [
    line.name,
    line.category,
    line.uptime ? { digits: uptimeDigits(line.uptime.percent) } : '',
    fetched ? { digits: String(line.downtime) } : '',
    fetched ? { digits: String(line.checks) } : '',
    noteOf(line),
  ];
}

/** One line per monitor, under a header; the numbers are the table's. */
export function uptimeReportCsv(lines: readonly ReportLine[]): string {
  const header = [
    message('columnMonitor'),
    message('labelCategory'),
    message('reportColumnUptimePercent'),
    message('reportColumnDowntimeSeconds'),
    message('reportColumnChecks'),
    message('reportColumnNote'),
  ];
  return csvFile([header, ...lines.map(rowOf)]);
}
