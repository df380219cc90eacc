import { isoDateFromToday } from '../../model/calendar';
import { isTempId } from '../../model/outbox-row';
import type { GatehouseDatabase } from '../../storage/database';
import type { Apis } from '../api/connect';

/** Charts older than this are fetched again when shown. */
const SERIES_MAX_AGE_MS = 5 * 60_000;
/** Monitors whose charts the background keeps warm between popup openings. */
const KEEP_WARM = 60;
const PARALLEL = 4;

async function fetchSeries(database: GatehouseDatabase, apis: Apis, monitorId: string) {
  const now = Date.now();
  const [samples, days] = await Promise.all([
    apis.monitoring.getResponseTimes(monitorId, {
      from: new Date(now - 24 * 3600_000),
      to: new Date(now),
    }),
    apis.monitoring.getUptime(monitorId, {
      from: isoDateFromToday(-6, now),
      to: isoDateFromToday(0, now),
    }),
  ]);
  await database.transaction('rw', [database.responseTimes, database.uptime], async () => {
    await database.responseTimes.put({ monitorId, samples, fetchedAt: now });
    await database.uptime.put({ monitorId, days, fetchedAt: now });
  });
}

/**
 * Response times (24 h) and uptime (7 days) for the monitors a page is showing, fetched lazily
 * — 10,000 monitors × 144 samples is not worth pulling up front. Fresh ones are skipped;
 * a failure leaves the old series in place for the next try.
 */
export async function loadSeries(
  database: GatehouseDatabase,
  apis: Apis,
  monitorIds: string[],
  force = false,
) {
  if (!apis.monitoringConfigured) return 0;
  const ids = monitorIds.filter((id) => !isTempId(id));
  const existing = await database.responseTimes.bulkGet(ids);
  const due = ids.filter(
    (_id, i) => force || (existing[i]?.fetchedAt ?? 0) < Date.now() - SERIES_MAX_AGE_MS,
  );
  let loaded = 0;
  for (let start = 0; start < due.length; start += PARALLEL) {
    const results = await Promise.allSettled(
      due.slice(start, start + PARALLEL).map((id) => fetchSeries(database, apis, id)),
    );
    loaded += results.filter((r) => r.status === 'fulfilled').length;
  }
  return loaded;
}

/** Background refresh: the most recently shown charts, so the next glance is already current. */
export async function refreshShownSeries(database: GatehouseDatabase, apis: Apis) {
  const recent = await database.responseTimes
    .orderBy('fetchedAt')
    .reverse()
    .limit(KEEP_WARM)
    .primaryKeys();
  return loadSeries(database, apis, recent);
}
