import * as v from 'valibot';
import { connectApis } from '../api/connect';
import type { GatehouseDatabase } from '../db/database';
import type { ResourceOutcome } from '../sync/engine';
import { resourceNames } from '../sync/resources';
import { runSync } from '../sync/schedule';
import { loadSeries } from '../sync/series';
import type { SyncOutcome } from './protocol';

function toPlain(outcome: ResourceOutcome): SyncOutcome {
  if (outcome.result === 'failed') return { ...outcome, error: outcome.error.toJSON() };
  return outcome;
}

export async function handleRefresh(database: GatehouseDatabase, resources?: string[]) {
  const known = resources?.filter((name): name is (typeof resourceNames)[number] =>
    (resourceNames as string[]).includes(name),
  );
  const outcomes = await runSync(database, { resources: known, userRequested: true });
  return outcomes.map(toPlain);
}

const LoadSeriesSchema = v.object({ monitorIds: v.pipe(v.array(v.string()), v.maxLength(200)) });

export async function handleLoadSeries(database: GatehouseDatabase, data: unknown) {
  const { monitorIds } = v.parse(LoadSeriesSchema, data);
  return loadSeries(database, await connectApis(), monitorIds);
}
