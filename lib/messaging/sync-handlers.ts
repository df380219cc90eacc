import * as v from 'valibot';
import { connectApis } from '../background/api/connect';
import type { ResourceOutcome } from '../background/sync/pull-one';
import { runSync } from '../background/sync/pull-schedule';
import { resourceNames } from '../background/sync/resources';
import { loadSeries } from '../background/sync/series';
import { fetchReportUptime } from '../background/sync/uptime-report';
import { UPTIME_REPORT_BATCH } from '../model/uptime-report';
import type { WorkerDatabase } from '../storage/worker-database';
import type { SyncOutcome } from './protocol';

function toPlain(outcome: ResourceOutcome): SyncOutcome {
  if (outcome.result === 'failed') return { ...outcome, error: outcome.error.toJSON() };
  return outcome;
}

export async function handleRefresh(database: WorkerDatabase, resources?: string[]) {
  const known = resources?.filter((name): name is (typeof resourceNames)[number] =>
    (resourceNames as string[]).includes(name),
  );
  const outcomes = await runSync(database, { resources: known, userRequested: true });
  return outcomes.map(toPlain);
}

const LoadSeriesSchema = v.object({ monitorIds: v.pipe(v.array(v.string()), v.maxLength(200)) });

export async function handleLoadSeries(database: WorkerDatabase, data: unknown) {
  const { monitorIds } = v.parse(LoadSeriesSchema, data);
  return loadSeries(database, await connectApis(), monitorIds);
}

const day = v.pipe(v.string(), v.isoDate());
const UptimeReportSchema = v.object({
  monitorIds: v.pipe(v.array(v.string()), v.maxLength(UPTIME_REPORT_BATCH)),
  from: day,
  to: day,
});

export async function handleUptimeReport(data: unknown) {
  const { monitorIds, from, to } = v.parse(UptimeReportSchema, data);
  return fetchReportUptime(await connectApis(), monitorIds, { from, to });
}
