import type { TimelineEntry } from '../model/timeline';
import type { GatehouseDatabase } from './database';

/** One page of the recent changes, and whether older ones are kept beyond it. */
export interface RecentChanges {
  entries: TimelineEntry[];
  more: boolean;
}

/**
 * The newest `limit` recent changes, newest first, off the `at` index: a page reads as many rows
 * as it shows (and one to tell whether there are more), however many are kept.
 */
export async function recentChanges(
  database: GatehouseDatabase,
  limit: number,
): Promise<RecentChanges> {
  const newest = await database.timeline
    .orderBy('at')
    .reverse()
    .limit(limit + 1)
    .toArray();
  return { entries: newest.slice(0, limit), more: newest.length > limit };
}
