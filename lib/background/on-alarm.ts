import type { WorkerDatabase } from '../storage/worker-database';
import { notifyStatusChanges } from './notifications/notify';
import { QUIET_END_ALARM } from './notifications/quiet-hours';
import { flushSoon, OUTBOX_ALARM } from './outbox/flush-schedule';
import { isResumeAlarm, resumeDuePauses } from './outbox/timed-pause';
import { checkClock } from './runtime/clock';
import { MAINTENANCE_ALARM, passMaintenanceBoundary } from './sync/maintenance-wake';
import { SYNC_ALARM, syncSoon } from './sync/pull-schedule';
import { keepTicketDay, TICKET_DAY_ALARM } from './tickets/ticket-day';

/**
 * The work each alarm wakes the worker for. The alarm's time has passed: a worker stopped while
 * the clock went back learns it here, before any wait is read (lib/model/clock-jump.ts).
 */
export async function runAlarm(
  database: WorkerDatabase,
  alarm: { name: string; scheduledTime: number },
) {
  await checkClock(database, alarm.scheduledTime);
  if (alarm.name === SYNC_ALARM) syncSoon(database);
  if (alarm.name === SYNC_ALARM || alarm.name === OUTBOX_ALARM) flushSoon(database);
  if (isResumeAlarm(alarm.name)) await resumeDuePauses(database);
  if (alarm.name === TICKET_DAY_ALARM) await keepTicketDay(database);
  // Quiet hours are over: what they held is summed up now.
  if (alarm.name === QUIET_END_ALARM) await notifyStatusChanges(database);
  if (alarm.name === MAINTENANCE_ALARM) await passMaintenanceBoundary(database);
}
