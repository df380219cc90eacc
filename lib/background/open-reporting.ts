import {
  openWorkerDatabase,
  type WorkerDatabase,
  wasClosed,
  wasRebuilt,
} from '../storage/worker-database';
import { databaseFailureItem } from '../storage/worker-health';
import { resumeDuePauses } from './outbox/timed-pause';
import { runSync } from './sync/pull-schedule';

/** The connections whose outcome has been told already: one storage write per open, not per use. */
const told = new WeakSet<Promise<WorkerDatabase>>();

/** Connections a refill tries before leaving the rest to the alarm: pages re-version rarely. */
const REFILL_ROUNDS = 3;

/**
 * A rebuilt database holds nothing the servers sent: pulled again now, not at the alarm. Then
 * the timed pauses it kept (worker-rebuild.ts) are woken for again: the alarm for them, if any,
 * was set by another release or another worker life. Not before the pull, which brings back the
 * paused monitors a due resume looks for. A page's Dexie may re-version the database meanwhile
 * (worker-database.ts), which closes the connection under the pull: then all of it runs again on
 * the next one, or the glance would stay empty until the alarm.
 */
async function refill(database: WorkerDatabase, open: () => Promise<WorkerDatabase>) {
  let current = database;
  for (let round = 1; ; round++) {
    try {
      await runSync(current, { userRequested: true });
      await resumeDuePauses(current);
    } catch (error) {
      if (!wasClosed(current) || round === REFILL_ROUNDS) {
        console.error('Gatehouse: the rebuilt database was not filled again', error);
        return;
      }
    }
    if (!wasClosed(current) || round === REFILL_ROUNDS) return;
    // Through openReporting: a failed open is told to the pages, as any.
    const next = await openReporting(open).catch(() => null);
    if (!next) return;
    current = next;
  }
}

/**
 * The worker's connection (worker-database.ts), its failure to open told to every page, and
 * forgotten once an open works (and a rebuilt database pulled again at once): without it the
 * worker syncs and sends nothing, and the pages, which read the database themselves, would go on
 * showing the last saved data as if all is well.
 */
export function openReporting(open = () => openWorkerDatabase()): Promise<WorkerDatabase> {
  const opening = open();
  if (!told.has(opening)) {
    told.add(opening);
    opening
      .then(
        (database) => {
          if (wasRebuilt(database)) void refill(database, open);
          return databaseFailureItem.removeValue();
        },
        (error: unknown) => databaseFailureItem.setValue(String(error)),
      )
      .catch((error: unknown) => console.error('Gatehouse: the pages were not told', error));
  }
  return opening;
}
