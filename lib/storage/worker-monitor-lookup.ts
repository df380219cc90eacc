import { listOrder } from '../model/monitor-filter';
import { nameMatches, wordsOf } from '../model/name-words';
import type { MonitorRow } from '../model/rows';
import type { WorkerDatabase } from './worker-database';

/**
 * Monitors found by what the user is typing, read off the `*nameWords` index so the answer costs
 * the same at 50 monitors or 50,000: the omnibox's lookup in the worker's database (the pages'
 * lookup by site is monitor-lookup.ts). Read-only, like every query of this layer.
 */

/**
 * Up to `limit` monitors with a name word beginning with each word of `text` ("pay eu" finds
 * "Payments API (EU)"). The index range of the longest word is read until `limit` match; the
 * other words are checked on those rows alone.
 */
export async function monitorsNamed(
  database: WorkerDatabase,
  text: string,
  limit: number,
): Promise<MonitorRow[]> {
  const searched = wordsOf(text);
  const longest = searched.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (!longest) return [];
  // Every word beginning with `longest` (Dexie's startsWith: up to the highest character).
  const range = IDBKeyRange.bound(longest, `${longest}\uffff`);
  const found = new Map<string, MonitorRow>();
  let cursor = await database.transaction('monitors').store.index('nameWords').openCursor(range);
  while (cursor && found.size < limit) {
    // A row with two words in the range is met twice: kept once.
    const row = cursor.value;
    if (!found.has(row.id) && nameMatches(row.nameWords, searched)) found.set(row.id, row);
    cursor = await cursor.continue();
  }
  return [...found.values()].sort(listOrder);
}
