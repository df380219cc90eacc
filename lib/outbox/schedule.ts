import { browser } from 'wxt/browser';
import { connectApis } from '../api/connect';
import type { GatehouseDatabase } from '../db/database';
import { accountsNow } from '../settings';
import { updateBadge } from '../sync/glance';
import { flushOutbox, nextAttemptAt } from './flush';

export const OUTBOX_ALARM = 'gatehouse-outbox';
/** Chrome will not fire an alarm sooner than this after it is set. */
const ALARM_FLOOR_MS = 30_000;
/** While offline, how often a live worker looks whether queued writes can go. */
const OFFLINE_CHECK_MS = 3_000;

/**
 * This worker's one timer for the next flush: every flush reschedules it, so flushes started from
 * many places (writes, alarms, discards) never pile up timers of their own. It dies with the
 * worker, which is fine: the alarm below is the backstop.
 */
let nextFlushTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Flushes, then arranges the next flush for rows waiting on a retry time: a timer while this
 * worker lives, and an alarm as the backstop that wakes a worker the browser has stopped.
 */
export async function flushAndReschedule(database: GatehouseDatabase): Promise<void> {
  const outcomes = await flushOutbox(database, connectApis);
  if (outcomes === null) return; // another flush is running; it reschedules
  const due = await nextAttemptAt(database, await accountsNow());
  // Offline, look again every few seconds: not every worker is told when the network is back.
  const offline = globalThis.navigator?.onLine === false;
  const next = due !== null && offline ? Math.max(due, Date.now() + OFFLINE_CHECK_MS) : due;
  if (next === null) {
    clearTimeout(nextFlushTimer);
    await browser.alarms.clear(OUTBOX_ALARM);
  } else {
    const delay = Math.max(0, next - Date.now());
    clearTimeout(nextFlushTimer);
    if (delay < ALARM_FLOOR_MS)
      nextFlushTimer = setTimeout(() => void flushAndReschedule(database), delay + 50);
    await browser.alarms.create(OUTBOX_ALARM, {
      when: Math.max(next, Date.now() + ALARM_FLOOR_MS),
    });
  }
  await updateBadge(database);
}

/** Fire-and-forget flush for event listeners; failures are already recorded on the rows. */
export function flushSoon(database: GatehouseDatabase) {
  flushAndReschedule(database).catch((error) =>
    console.error('Gatehouse outbox flush failed', error),
  );
}
