import { REFUSED } from './outbox-queries';
import { MONITOR_ORDER_INDEX } from './schema';
import type { WorkerDatabase } from './worker-database';

/**
 * The worker's copies of the queries.ts reads it needs: the pages run those through Dexie's
 * liveQuery, which hears only Dexie's reads. tests/unit/storage/worker-queries.test.ts holds each
 * equal to its page twin on the same rows.
 */

/** Monitors down and not paused (rank 0), counted on the index (queries.ts downMonitorCount). */
export function downMonitorCount(database: WorkerDatabase): Promise<number> {
  // Every sort key of rank 0: Dexie's minKey and maxKey as queries.ts reads them.
  const rankZero = IDBKeyRange.bound([0, Number.NEGATIVE_INFINITY], [0, [[]]]);
  return database.transaction('monitors').store.index(MONITOR_ORDER_INDEX).count(rankZero);
}

/** How many writes are unsent: all but the refused (queries.ts unsentWriteCount). */
export async function unsentWriteCount(database: WorkerDatabase): Promise<number> {
  const outbox = database.transaction('outbox').store;
  const [all, refused] = await Promise.all([outbox.count(), outbox.index('state').count(REFUSED)]);
  return all - refused;
}
