import { openWorkerDatabase, type WorkerDatabase, wasRebuilt } from '../storage/worker-database';
import { databaseFailureItem } from '../storage/worker-health';
import { syncSoon } from './sync/schedule';

/** The connections whose outcome has been told already: one storage write per open, not per use. */
const told = new WeakSet<Promise<WorkerDatabase>>();

/**
 * The worker's connection (worker-database.ts), its failure to open told to every page, and
 * forgotten once an open works (and a rebuilt database pulled again at once): without it the worker syncs and sends nothing, and the pages,
 * which read the database themselves, would go on showing the last saved data as if all is well.
 */
export function openReporting(open = () => openWorkerDatabase()): Promise<WorkerDatabase> {
  const opening = open();
  if (!told.has(opening)) {
    told.add(opening);
    opening
      .then(
        (database) => {
          // A rebuilt database holds nothing the servers sent: pull it again now, not at the alarm.
          if (wasRebuilt(database)) syncSoon(database, { userRequested: true });
          return databaseFailureItem.removeValue();
        },
        (error: unknown) => databaseFailureItem.setValue(String(error)),
      )
      .catch((error: unknown) => console.error('Gatehouse: the pages were not told', error));
  }
  return opening;
}
