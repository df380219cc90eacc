import type { TimelineEntry } from '../model/timeline';
import type { GatehouseDatabase } from './database';

/** One page of the recent changes, and whether older ones are kept beyond it. */
export interface RecentChanges {
  entries: TimelineEntry[];
  more: boolean;
}

/**
 * The newest `limit` recent changes, newest first, off the `at` index: a page reads as many rows
 * as it shows (and one to tell whether there are more), however many are kept. With `search`,
 * those of monitors whose name holds it (in any case): read until the page is full, so a name
 * seldom changed walks further, at most every change kept (lib/model/timeline.ts).
 */
export async function recentChanges(
  database: GatehouseDatabase,
  limit: number,
  search = '',
): Promise<RecentChanges> {
  const wanted = search.trim().toLocaleLowerCase();
  const newestFirst = database.timeline.orderBy('at').reverse();
  const newest = await (wanted
    ? newestFirst.filter((entry) => entry.name.toLocaleLowerCase().includes(wanted))
    : newestFirst
  )
    .limit(limit + 1)
    .toArray();
  return { entries: newest.slice(0, limit), more: newest.length > limit };
}
