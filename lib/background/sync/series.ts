import { isoDateFromToday } from '../../model/calendar';
import { isTempId } from '../../model/outbox-row';
import type { WorkerDatabase } from '../../storage/worker-database';
import { writeTables } from '../../storage/worker-writes';
import type { Apis } from '../api/connect';

/** Charts older than this are fetched again when shown. */
const SERIES_MAX_AGE_MS = 5 * 60_000;
/** Monitors whose charts the background keeps warm between popup openings. */
const KEEP_WARM = 60;
const PARALLEL = 4;

async function fetchSeries(database: WorkerDatabase, apis: Apis, monitorId: string) {
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
  await writeTables(database, ['responseTimes', 'uptime'], (transaction) =>
    Promise.all([
      transaction.objectStore('responseTimes').put({ monitorId, samples, fetchedAt: now }),
      transaction.objectStore('uptime').put({ monitorId, days, fetchedAt: now }),
    ]),
  );
}

/**
 * Response times (24 h) and uptime (7 days) for the monitors a page is showing, fetched lazily
 * — 10,000 monitors × 144 samples is not worth pulling up front. Fresh ones are skipped;
 * a failure leaves the old series in place for the next try.
 */
export async function loadSeries(
  database: WorkerDatabase,
  apis: Apis,
  monitorIds: string[],
  force = false,
) {
  if (!apis.monitoringConfigured) return 0;
  const ids = monitorIds.filter((id) => !isTempId(id));
  const shown = database.transaction('responseTimes').store;
  const existing = await Promise.all(ids.map((id) => shown.get(id)));
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
export async function refreshShownSeries(database: WorkerDatabase, apis: Apis) {
  const recent: string[] = [];
  const byFetchTime = database.transaction('responseTimes').store.index('fetchedAt');
  let cursor = await byFetchTime.openKeyCursor(null, 'prev');
  while (cursor && recent.length < KEEP_WARM) {
    recent.push(cursor.primaryKey);
    cursor = await cursor.continue();
  }
  return loadSeries(database, apis, recent);
}
