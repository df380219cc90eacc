import { useMemo, useState } from 'preact/hooks';
import { isTempId } from '../../../lib/model/outbox-row';
import { REPORT_PERIODS, type ReportMonitor } from '../../../lib/model/uptime-report';
import { message, numberText, plural } from '../../../lib/platform/i18n';
import { useLookups } from '../section-shell/useLookups';
import { ReportResults } from './ReportResults';
import { categoryNamer } from './report-lines';
import { useUptimeReport } from './useUptimeReport';

const NEEDS = ['monitors', 'categories'] as const;
/** The scope picker's value for every monitor; a category's is '=' and its id ('=' alone: none). */
const ALL = '';

/**
 * The uptime report: pick a period and which monitors, see how many requests that is, make it
 * (the worker fetches, a few at a time, with progress and Cancel), then read and export it.
 */
export function UptimeReportSection() {
  const lookups = useLookups(NEEDS);
  const [period, setPeriod] = useState<number>(REPORT_PERIODS[0]);
  const [scope, setScope] = useState(ALL);
  const { run, shown, start, cancel } = useUptimeReport();
  const categoryName = useMemo(() => categoryNamer(lookups?.categories ?? []), [lookups]);
  const inScope: ReportMonitor[] = useMemo(
    () =>
      (lookups?.monitors ?? [])
        .filter((m) => !isTempId(m.id) && (scope === ALL || `=${m.category}` === scope))
        .map(({ id, name, category }) => ({ id, name, category })),
    [lookups, scope],
  );
  if (!lookups) return <p aria-busy="true">{message('optionsLoading')}</p>;
  const running = run?.state === 'running';

  return (
    <section aria-labelledby="report-heading" class="uptime-report">
      <h2 id="report-heading">{message('reportTitle')}</h2>
      <p>{message('reportIntro')}</p>
      <div class="report-choices">
        <label>
          {message('reportPeriod')}{' '}
          <select
            value={period}
            disabled={running}
            data-testid="report-period"
            onChange={(e) => setPeriod(Number(e.currentTarget.value))}
          >
            {REPORT_PERIODS.map((days) => (
              <option key={days} value={days}>
                {message('reportLastDays', numberText(days))}
              </option>
            ))}
          </select>
        </label>
        <label>
          {message('reportScope')}{' '}
          <select
            value={scope}
            disabled={running}
            data-testid="report-scope"
            onChange={(e) => setScope(e.currentTarget.value)}
          >
            <option value={ALL}>{message('allMonitors')}</option>
            {lookups.categories.map((c) => (
              <option key={c.id} value={`=${c.id}`}>
                {c.name}
              </option>
            ))}
            <option value="=">{message('choiceNoCategory')}</option>
          </select>
        </label>
      </div>
      <p>
        <span data-testid="report-size">{plural('reportSize', inScope.length)}</span>{' '}
        {running ? (
          <button type="button" onClick={cancel} data-testid="report-cancel">
            {message('cancel')}
          </button>
        ) : (
          <button
            type="button"
            class="primary"
            disabled={inScope.length === 0}
            onClick={() => void start(inScope, period)}
            data-testid="report-start"
          >
            {message('reportStart')}
          </button>
        )}
      </p>
      {run && shown && <ReportResults run={run} shown={shown} categoryName={categoryName} />}
    </section>
  );
}
