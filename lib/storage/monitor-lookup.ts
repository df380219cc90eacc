import { listOrder } from '../model/monitor-filter';
import { nameMatches, wordsOf } from '../model/name-words';
import type { MonitorRow } from '../model/rows';
import type { GatehouseDatabase } from './database';

/**
 * Monitors found by what the user is looking at or typing, each read off its own index so the
 * answer costs the same at 50 monitors or 50,000: the site in the tab (`origin`) and the words
 * of a name (`*nameWords`). Read-only, like every query of this layer.
 */

/** The monitors watching a site (lib/model/site.ts webOrigin), the one most in trouble first. */
export async function monitorsOfSite(
  database: GatehouseDatabase,
  origin: string,
): Promise<MonitorRow[]> {
  const rows = await database.monitors.where('origin').equals(origin).toArray();
  return rows.sort(listOrder);
}

/**
 * Up to `limit` monitors with a name word beginning with each word of `text` ("pay eu" finds
 * "Payments API (EU)"). The index range of the longest word is read until `limit` match; the
 * other words are checked on those rows alone.
 */
export async function monitorsNamed(
  database: GatehouseDatabase,
  text: string,
  limit: number,
): Promise<MonitorRow[]> {
  const searched = wordsOf(text);
  const longest = searched.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (!longest) return [];
  const rows = await database.monitors
    .where('nameWords')
    .startsWith(longest)
    .distinct()
    .filter((row) => nameMatches(row.nameWords, searched))
    .limit(limit)
    .toArray();
  return rows.sort(listOrder);
}
