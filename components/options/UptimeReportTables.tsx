import type { ReportLine } from '../../lib/model/uptime-report';
import { message } from '../../lib/platform/i18n';
import { checksCell, downtimeCell, monitorsCell, uptimeCell } from './report-cells';
import { VirtualTable } from './VirtualTable';
import './uptime-report.css';

/** What the monitors table sorts by: '' is the name (VirtualTable's name column). */
export type ReportSort = '' | 'category' | 'uptime' | 'downtime' | 'checks';

export interface MonitorReportTableProps {
  lines: readonly ReportLine[];
  sortedBy: ReportSort;
  descending: boolean;
  onSort: (key: ReportSort) => void;
}

const tone = (line: ReportLine) => (typeof line.state === 'object' ? 'report-problem' : undefined);

/** One row per monitor, drawn only where in view (10,000 monitors are 10,000 rows). */
export function MonitorReportTable({ lines, ...sort }: MonitorReportTableProps) {
  const columns = [
    { key: '', label: message('columnMonitor') },
    { key: 'category', label: message('labelCategory') },
    { key: 'uptime', label: message('columnUptime') },
    { key: 'downtime', label: message('reportColumnDowntime') },
    { key: 'checks', label: message('reportColumnChecks') },
  ];
  return (
    <VirtualTable
      testId="report-monitors"
      columns={columns}
      sortedBy={sort.sortedBy}
      descending={sort.descending}
      onSort={(key) => sort.onSort(key as ReportSort)}
      count={lines.length}
      scrollKey={`${sort.sortedBy}${sort.descending}`}
      renderRow={(index) => {
        const line = lines[index] as ReportLine;
        return (
          <tr key={line.id} aria-rowindex={index + 2} data-testid="report-monitor">
            <td title={line.name}>{line.name}</td>
            <td title={line.category}>{line.category}</td>
            <td class={tone(line)} title={uptimeCell(line)} data-testid="report-uptime">
              {uptimeCell(line)}
            </td>
            <td>{downtimeCell(line)}</td>
            <td>{checksCell(line)}</td>
          </tr>
        );
      }}
    />
  );
}

export interface CategoryReportTableProps {
  lines: readonly ReportLine[];
}

/** One row per category: the sum of its monitors' days (lib/model/uptime-report.ts). */
export function CategoryReportTable({ lines }: CategoryReportTableProps) {
  return (
    <table class="report-categories" data-testid="report-categories">
      <thead>
        <tr>
          <th scope="col">{message('labelCategory')}</th>
          <th scope="col">{message('reportColumnMonitors')}</th>
          <th scope="col">{message('columnUptime')}</th>
          <th scope="col">{message('reportColumnDowntime')}</th>
          <th scope="col">{message('reportColumnChecks')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} data-testid="report-category">
            <th scope="row">{line.name}</th>
            <td>{monitorsCell(line)}</td>
            <td data-testid="report-uptime">{uptimeCell(line)}</td>
            <td>{downtimeCell(line)}</td>
            <td>{checksCell(line)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
