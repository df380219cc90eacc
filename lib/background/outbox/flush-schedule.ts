import { accountsNow } from '../../storage/settings';
import type { WorkerDatabase } from '../../storage/worker-database';
import { connectApis } from '../api/connect';
import { updateBadge } from '../glance/glance';
import { checkClock } from '../runtime/clock';
import { cancelWake, wakeAt } from '../runtime/wake-at';
import { flushOutbox, nextAttemptAt } from './flush';

export const OUTBOX_ALARM = 'gatehouse-outbox';
/** While offline, how often a live worker looks whether queued writes can go. */
const OFFLINE_CHECK_MS = 3_000;

/**
 * Flushes, then arranges the next flush for rows waiting on a retry time (one wake, replaced by
 * every flush, so flushes started from many places never pile up timers).
 */
export async function flushAndReschedule(database: WorkerDatabase): Promise<void> {
  await checkClock(database);
  const outcomes = await flushOutbox(database, connectApis);
  if (outcomes === null) return; // another flush is running; it reschedules
  const due = await nextAttemptAt(database, await accountsNow());
  // Offline, look again every few seconds: not every worker is told when the network is back.
  const offline = globalThis.navigator?.onLine === false;
  const next = due !== null && offline ? Math.max(due, Date.now() + OFFLINE_CHECK_MS) : due;
  if (next === null) await cancelWake(OUTBOX_ALARM);
  else await wakeAt(OUTBOX_ALARM, next, () => flushSoon(database));
  await updateBadge(database);
}

/** Fire-and-forget flush for event listeners; failures are already recorded on the rows. */
export function flushSoon(database: WorkerDatabase) {
  flushAndReschedule(database).catch((error) =>
    console.error('Gatehouse outbox flush failed', error),
  );
}
