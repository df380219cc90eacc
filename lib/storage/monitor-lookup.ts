import { listOrder } from '../model/monitor-filter';
import type { MonitorRow } from '../model/rows';
import type { GatehouseDatabase } from './database';

/**
 * Monitors found by what the user is looking at, read off their own index so the answer costs
 * the same at 50 monitors or 50,000: the site in the tab (`origin`), for the pages' Dexie. The
 * worker's lookup by the words of a name is worker-monitor-lookup.ts. Read-only, like every
 * query of this layer.
 */

/** The monitors watching a site (lib/model/site.ts webOrigin), the one most in trouble first. */
export async function monitorsOfSite(
  database: GatehouseDatabase,
  origin: string,
): Promise<MonitorRow[]> {
  const rows = await database.monitors.where('origin').equals(origin).toArray();
  return rows.sort(listOrder);
}
