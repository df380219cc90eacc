import { ApiError, isApiError } from '../../model/errors/errors';
import type { MonitorUptimeAnswer } from '../../model/uptime-report';
import type { Apis } from '../api/connect';

/**
 * The uptime report's days for a few monitors (at most UPTIME_REPORT_BATCH, lib/model/uptime-report.ts),
 * fetched together. Each monitor gets its days or its own failure, so one refused monitor does
 * not cost the others theirs. Kept nowhere: the uptime table holds the charts' last 7 days, and
 * a report of 90 days is the page's to keep while it is open.
 */
export async function fetchReportUptime(
  apis: Apis,
  monitorIds: readonly string[],
  range: { from: string; to: string },
): Promise<MonitorUptimeAnswer[]> {
  return Promise.all(
    monitorIds.map(async (monitorId) => {
      try {
        return { monitorId, days: await apis.monitoring.getUptime(monitorId, range) };
      } catch (error) {
        const failure = isApiError(error)
          ? error
          : new ApiError('local', String(error), { operation: 'getUptime', cause: error });
        return { monitorId, error: failure.toJSON() };
      }
    }),
  );
}
