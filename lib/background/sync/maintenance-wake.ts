import { nextBoundary } from '../../model/maintenance';
import type { WorkerDatabase } from '../../storage/worker-database';
import { keepGlanceCounts, writeTables } from '../../storage/worker-writes';
import { updateBadge } from '../glance/glance';
import { cancelWake, wakeAt } from '../runtime/wake-at';
import { MAINTENANCE_TABLES, reRankCovered } from './maintenance-rank';

/** The wake-up at the nearest start or end among the cached maintenance windows. */
export const MAINTENANCE_ALARM = 'gatehouse-maintenance';

/**
 * Wakes the worker at the next moment a cached window starts or stops covering its monitors
 * (lib/model/maintenance.ts nextBoundary), or nowhere when none will. After each sync, which
 * may have brought new windows, and after each such wake-up.
 */
export async function wakeAtNextMaintenanceBoundary(database: WorkerDatabase) {
  const now = Date.now();
  const boundaries = (await database.getAll('windows'))
    .map((window) => nextBoundary(window, now))
    .filter((at): at is number => at !== null);
  if (boundaries.length === 0) await cancelWake(MAINTENANCE_ALARM);
  else
    await wakeAt(MAINTENANCE_ALARM, Math.min(...boundaries), () => {
      passMaintenanceBoundary(database).catch((error) =>
        console.error('Gatehouse: maintenance boundary failed', error),
      );
    });
}

/**
 * A window started or ended: marks the monitors it covers now in one transaction (which forgets
 * the glance's kept counts, worker-writes.ts), keeps the counts again and repaints the badge.
 * A monitor a window no longer covers is seen by the status watch, and announced by the next
 * sync that confirms it, as any change is.
 */
export async function passMaintenanceBoundary(database: WorkerDatabase) {
  const now = Date.now();
  await writeTables(
    database,
    MAINTENANCE_TABLES,
    (transaction) => reRankCovered(transaction, now),
    {
      changed: ['monitors', 'statusTrackers', 'statusAnnouncements'],
    },
  );
  await keepGlanceCounts(database);
  await updateBadge(database);
  await wakeAtNextMaintenanceBoundary(database);
}
