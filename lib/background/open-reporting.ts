import { openWorkerDatabase, type WorkerDatabase, wasRebuilt } from '../storage/worker-database';
import { databaseFailureItem } from '../storage/worker-health';
import { runSync } from './sync/schedule';
import { resumeDuePauses } from './timed-pause';

/** The connections whose outcome has been told already: one storage write per open, not per use. */
const told = new WeakSet<Promise<WorkerDatabase>>();

/**
 * A rebuilt database holds nothing the servers sent: pulled again now, not at the alarm. Then
 * the timed pauses it kept (worker-rebuild.ts) are woken for again: the alarm for them, if any,
 * was set by another release or another worker life. Not before the pull, which brings back the
 * paused monitors a due resume looks for.
 */
async function refill(database: WorkerDatabase) {
  try {
    await runSync(database, { userRequested: true });
    await resumeDuePauses(database);
  } catch (error) {
    console.error('Gatehouse: the rebuilt database was not filled again', error);
  }
}

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
          if (wasRebuilt(database)) void refill(database);
          return databaseFailureItem.removeValue();
        },
        (error: unknown) => databaseFailureItem.setValue(String(error)),
      )
      .catch((error: unknown) => console.error('Gatehouse: the pages were not told', error));
  }
  return opening;
}
