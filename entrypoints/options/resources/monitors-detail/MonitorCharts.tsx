import { useEffect, useState } from 'preact/hooks';
import { BarChart } from '../../../../components/options/BarChart';
import { uptimeAxisFloor, uptimeTone } from '../../../../components/options/chart-scale';
import { LineChart } from '../../../../components/options/LineChart';
import { uptimePercentText } from '../../../../components/uptime-text';
import { useLiveQuery } from '../../../../lib/containers/useLiveQuery';
import { sendMessage } from '../../../../lib/messaging/protocol';
import { formatTime } from '../../../../lib/model/date-formats';
import { message } from '../../../../lib/platform/i18n';
import { db } from '../../../../lib/storage/database';
import { seriesFor } from '../../../../lib/storage/queries';
import { responsePoints, responseSummary, uptimeBars, uptimeSummary } from './series-summary';

export interface MonitorChartsProps {
  monitorId: string;
}

const DAY_MS = 24 * 3600_000;

/**
 * Response times (24 h) and uptime (7 days), drawn from IndexedDB at once; the background is
 * asked to fetch them if missing or old, and the charts redraw when they land (liveQuery).
 */
export function MonitorCharts({ monitorId }: MonitorChartsProps) {
  const series = useLiveQuery(() => seriesFor(db, [monitorId]), [monitorId]);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    setUnavailable(false);
    sendMessage('loadSeries', { monitorIds: [monitorId] })
      .then((loaded) => setUnavailable(loaded === 0))
      .catch(() => setUnavailable(true));
  }, [monitorId]);

  const times = series?.times[0];
  const uptime = series?.uptime[0];
  if (!times || !uptime)
    return (
      <p class="muted" aria-busy={!unavailable} data-testid="charts-waiting">
        {unavailable ? message('chartsUnavailable') : message('chartsLoading')}
      </p>
    );
  const points = responsePoints(times.samples);
  const bars = uptimeBars(uptime.days);
  // A pending monitor has no samples and no uptime days yet (CONTRACT.md "Series"): say so
  // rather than draw empty axes.
  return (
    <div class="monitor-charts">
      {points.length === 0 ? (
        <p class="muted">{message('chartsNoResponseTimes')}</p>
      ) : (
        <LineChart
          title={message('chartResponseTitle')}
          points={points}
          from={times.fetchedAt - DAY_MS}
          to={times.fetchedAt}
          unit="ms"
          summary={responseSummary(points)}
          formatTime={formatTime}
          testId="response-time-chart"
        />
      )}
      {uptime.days.length > 0 && (
        <BarChart
          title={message('chartUptimeTitle')}
          bars={bars}
          max={100}
          min={uptimeAxisFloor(bars.map((bar) => bar.value))}
          formatValue={uptimePercentText}
          toneOf={uptimeTone}
          summary={uptimeSummary(uptime.days)}
          testId="uptime-chart"
        />
      )}
    </div>
  );
}
