import { openWorkerDatabase, type WorkerDatabase } from '../storage/worker-database';
import { databaseFailureItem } from '../storage/worker-health';

/** The connections whose outcome has been told already: one storage write per open, not per use. */
const told = new WeakSet<Promise<WorkerDatabase>>();

/**
 * The worker's connection (worker-database.ts), its failure to open told to every page, and
 * forgotten once an open works: without it the worker syncs and sends nothing, and the pages,
 * which read the database themselves, would go on showing the last saved data as if all is well.
 */
export function openReporting(open = () => openWorkerDatabase()): Promise<WorkerDatabase> {
  const opening = open();
  if (!told.has(opening)) {
    told.add(opening);
    opening
      .then(
        () => databaseFailureItem.removeValue(),
        (error: unknown) => databaseFailureItem.setValue(String(error)),
      )
      .catch((error: unknown) => console.error('Gatehouse: the pages were not told', error));
  }
  return opening;
}
