import { useMemo, useState } from 'preact/hooks';
import { UptimeReportChart } from '../../../components/options/UptimeReportChart';
import {
  CategoryReportTable,
  MonitorReportTable,
  type ReportSort,
} from '../../../components/options/UptimeReportTables';
import { formatDay } from '../../../lib/model/date-formats';
import { uptimeReportCsv } from '../../../lib/model/uptime-report-csv';
import { message, numberText, plural } from '../../../lib/platform/i18n';
import { download } from './download';
import { reportLines, sortLines } from './report-lines';
import type { ReportRun } from './useUptimeReport';

export interface ReportResultsProps {
  /** The progress, as of the last batch. */
  run: ReportRun;
  /** The report as the tables, chart and CSV show it (drawn less often while it runs). */
  shown: ReportRun;
  categoryName: (id: string) => string;
}

function progressText(run: ReportRun) {
  const counts = [numberText(run.answered), numberText(run.monitors.length)];
  if (run.state === 'cancelled') return message('reportCancelled', counts);
  if (run.state === 'running') return message('reportProgress', counts);
  return message('reportMade', [formatDay(run.range.from), formatDay(run.range.to)]);
}

/** A report as far as it has come: progress, chart, the two tables and the CSV. */
export function ReportResults({ run, shown, categoryName }: ReportResultsProps) {
  const [sort, setSort] = useState<{ by: ReportSort; descending: boolean }>({
    by: '',
    descending: false,
  });
  const lines = useMemo(() => reportLines(shown, categoryName), [shown, categoryName]);
  const monitors = useMemo(
    () => sortLines(lines.monitors, sort.by, sort.descending),
    [lines, sort],
  );
  const failed = lines.monitors.filter((line) => typeof line.state === 'object').length;
  const byCategory = lines.categories.length > 1;
  const onSort = (by: ReportSort) =>
    setSort((last) => ({ by, descending: last.by === by ? !last.descending : false }));
  const exportCsv = () =>
    download(
      `uptime-${run.range.from}-${run.range.to}.csv`,
      uptimeReportCsv(monitors),
      'text/csv;charset=utf-8',
    );

  return (
    <div class="report-results">
      <p role="status" data-testid="report-progress">
        {run.state === 'running' && (
          <progress
            class="report-bar"
            max={run.monitors.length}
            value={run.answered}
            aria-label={message('reportProgressLabel')}
          />
        )}
        {progressText(run)}
        {failed > 0 && ` ${plural('reportFailed', failed)}`}
      </p>
      <UptimeReportChart
        title={byCategory ? message('reportChartCategories') : message('reportChartMonitors')}
        lines={byCategory ? lines.categories : lines.monitors}
      />
      <h3>{message('reportCategoriesHeading')}</h3>
      <CategoryReportTable lines={lines.categories} />
      <h3>{message('reportMonitorsHeading')}</h3>
      <p>
        <button
          type="button"
          disabled={run.state === 'running'}
          onClick={exportCsv}
          data-testid="report-export"
        >
          {message('reportExport')}
        </button>{' '}
        <span class="muted">{message('reportCsvNote')}</span>
      </p>
      <MonitorReportTable
        lines={monitors}
        sortedBy={sort.by}
        descending={sort.descending}
        onSort={onSort}
      />
    </div>
  );
}
