import type { GatehouseDatabase } from '../storage/database';
import { accountsNow } from '../storage/settings';
import { enqueueWrite } from './outbox/enqueue';
import { flushSoon } from './outbox/schedule';
import { cancelWake, wakeAt } from './wake-at';

/** One alarm per timed pause, named after the monitor. */
export const RESUME_ALARM_PREFIX = 'gatehouse-resume:';
function scheduleResume(database: GatehouseDatabase, monitorId: string, resumeAt: number) {
  void wakeAt(`${RESUME_ALARM_PREFIX}${monitorId}`, resumeAt, () => void resumeDuePauses(database));
}

/**
 * "Pause for 1 h": pause now through the outbox, and remember when to resume in Dexie
 * so the resume survives the worker being stopped and the browser being restarted.
 */
export async function pauseMonitorFor(
  database: GatehouseDatabase,
  monitorId: string,
  minutes: number,
) {
  const accounts = await accountsNow();
  const result = await enqueueWrite(
    database,
    { operation: 'pauseMonitor', recordId: monitorId, payload: { paused: true } },
    accounts,
  );
  if (!result.ok) return result;
  const resumeAt = Date.now() + minutes * 60_000;
  const account = accounts.monitoring ?? undefined;
  await database.timedResumes.put({ monitorId, resumeAt, account });
  scheduleResume(database, monitorId, resumeAt);
  flushSoon(database);
  return result;
}

/** A manual pause or unpause replaces any timed resume of that monitor. */
export async function cancelTimedResume(database: GatehouseDatabase, monitorId: string) {
  await database.timedResumes.delete(monitorId);
  await cancelWake(`${RESUME_ALARM_PREFIX}${monitorId}`);
}

/** Unpauses every monitor whose timed pause is over; run on its alarm and at every start. */
export async function resumeDuePauses(database: GatehouseDatabase, now = Date.now()) {
  const due = await database.timedResumes.where('resumeAt').belowOrEqual(now).toArray();
  const accounts = await accountsNow();
  for (const { monitorId, account } of due) {
    // The resume belongs to the account that paused, even if another is signed in by now.
    await enqueueWrite(
      database,
      { operation: 'pauseMonitor', recordId: monitorId, payload: { paused: false } },
      { ...accounts, monitoring: account ?? accounts.monitoring },
    );
    await cancelTimedResume(database, monitorId);
  }
  if (due.length > 0) flushSoon(database);
  return due.length;
}

/** After a restart, timers are gone: re-arm them from what Dexie remembers. */
export async function rearmTimedResumes(database: GatehouseDatabase) {
  await resumeDuePauses(database);
  for (const { monitorId, resumeAt } of await database.timedResumes.toArray()) {
    scheduleResume(database, monitorId, resumeAt);
  }
}
