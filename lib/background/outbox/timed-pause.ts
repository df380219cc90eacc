import { planTimedPause } from '../../model/timed-pause';
import { type Accounts, accountsNow } from '../../storage/settings';
import type { WorkerDatabase } from '../../storage/worker-database';
import { checkClock } from '../runtime/clock';
import { cancelWake, wakeAt } from '../runtime/wake-at';
import { ENQUEUE_CHUNK, type EnqueueResult, enqueueIn, inArrivalOrder } from './enqueue';
import { flushSoon } from './flush-schedule';
import { changeLocally } from './writes/crud';

/**
 * One alarm for every timed pause, set for the soonest resume: Chrome lets an extension hold at
 * most 500 alarms (chrome.alarms documentation), and a bulk pause may cover 10,000 monitors.
 * Alarms named by an earlier version (`gatehouse-resume:<monitor id>`) start the same way.
 */
const RESUME_ALARM = 'gatehouse-resume';
export const isResumeAlarm = (name: string) => name.startsWith(RESUME_ALARM);

async function armSoonestResume(database: WorkerDatabase) {
  const soonest = (await database.transaction('timedResumes').store.index('resumeAt').openCursor())
    ?.value;
  if (soonest) await wakeAt(RESUME_ALARM, soonest.resumeAt, () => void resumeDuePauses(database));
  else await cancelWake(RESUME_ALARM);
}

/** The monitors of one chunk: paused (one queued write each) or given the new resume time. */
async function pauseChunk(
  database: WorkerDatabase,
  ids: readonly string[],
  until: number,
  context: { accounts: Accounts; adoptHandPaused: boolean },
) {
  const { accounts, adoptHandPaused } = context;
  // Read and written in one transaction: a second press reads the first's pause and sends none.
  return changeLocally(database, 'monitors', async (transaction) => {
    const monitorRows = transaction.objectStore('monitors');
    const timedResumes = transaction.objectStore('timedResumes');
    const [monitors, timed] = await Promise.all([
      Promise.all(ids.map((id) => monitorRows.get(id))),
      Promise.all(ids.map((id) => timedResumes.get(id))),
    ]);
    const plan = planTimedPause(
      monitors.flatMap((monitor) => (monitor ? [monitor] : [])),
      new Set(timed.flatMap((row) => (row ? [row.monitorId] : []))),
      { adoptHandPaused },
    );
    const results: EnqueueResult[] = [];
    for (const monitorId of plan.pause) {
      results.push(
        await enqueueIn(
          transaction,
          { operation: 'pauseMonitor', recordId: monitorId, payload: { paused: true } },
          accounts,
        ),
      );
    }
    const account = accounts.monitoring ?? undefined;
    for (const monitorId of [...plan.pause, ...plan.extend])
      await timedResumes.put({ monitorId, resumeAt: until, account });
    return { paused: plan.pause.length, extended: plan.extend.length, results };
  });
}

/**
 * Pauses these monitors until `until`, each through the outbox as a normal write, and keeps the
 * resume time in Dexie so it survives the worker being stopped and the browser being restarted.
 * The outbox sends the writes a few at a time (flush.ts); the monitoring API has no bulk pause.
 */
export async function pauseMonitorsUntil(
  database: WorkerDatabase,
  monitorIds: readonly string[],
  until: number,
  { adoptHandPaused = false } = {},
) {
  // Resume times already kept must be in today's clock before one is added in it.
  await checkClock(database);
  const context = { accounts: await accountsNow(), adoptHandPaused };
  const total = { paused: 0, extended: 0, results: [] as EnqueueResult[] };
  // In line with every other write the user makes: a pause pressed after an edit goes after it.
  await inArrivalOrder(async () => {
    for (let start = 0; start < monitorIds.length; start += ENQUEUE_CHUNK) {
      const chunk = monitorIds.slice(start, start + ENQUEUE_CHUNK);
      const done = await pauseChunk(database, chunk, until, context);
      total.paused += done.paused;
      total.extended += done.extended;
      total.results.push(...done.results);
    }
  });
  await armSoonestResume(database);
  if (total.paused > 0) flushSoon(database);
  return total;
}

/** "Pause for 1 h" of one monitor (the row menu). */
export async function pauseMonitorFor(
  database: WorkerDatabase,
  monitorId: string,
  minutes: number,
): Promise<EnqueueResult> {
  const { results } = await pauseMonitorsUntil(
    database,
    [monitorId],
    Date.now() + minutes * 60_000,
  );
  return results[0] ?? { ok: true, recordId: monitorId };
}

/** Resumes one chunk of what is due: how many were due (0 when none is left) and resumed. */
async function resumeDueChunk(database: WorkerDatabase, now: number, accounts: Accounts) {
  return changeLocally(database, 'monitors', async (transaction) => {
    const timedResumes = transaction.objectStore('timedResumes');
    // Read inside the transaction: a resume that ran meanwhile (alarm and timer) took its rows.
    const due = await timedResumes
      .index('resumeAt')
      .getAll(IDBKeyRange.upperBound(now), ENQUEUE_CHUNK);
    const monitors = transaction.objectStore('monitors');
    let resumed = 0;
    for (const { monitorId, account } of due) {
      // Only a monitor still paused as far as Gatehouse knows (the last sync, or a pause not yet
      // sent): one the server shows running was resumed there, or lost the pause, and a pause
      // someone makes later is theirs, not this one's to end (sync/timed-pause-watch.ts).
      if ((await monitors.get(monitorId))?.pause !== 'paused') continue;
      // The resume belongs to the account that paused, even if another is signed in by now.
      await enqueueIn(
        transaction,
        { operation: 'pauseMonitor', recordId: monitorId, payload: { paused: false } },
        { ...accounts, monitoring: account ?? accounts.monitoring },
      );
      resumed++;
    }
    for (const { monitorId } of due) await timedResumes.delete(monitorId);
    return { due: due.length, resumed };
  });
}

/**
 * Unpauses every monitor whose timed pause is over, and wakes for the next one. Run on its alarm
 * and at every start: after a restart the worker's timers are gone, and a resume time that
 * passed while the browser was closed resumes at once.
 */
export async function resumeDuePauses(database: WorkerDatabase, now = Date.now()) {
  await checkClock(database);
  const accounts = await accountsNow();
  let resumed = 0;
  for (;;) {
    const chunk = await resumeDueChunk(database, now, accounts);
    if (chunk.due === 0) break;
    resumed += chunk.resumed;
  }
  await armSoonestResume(database);
  if (resumed > 0) flushSoon(database);
  return resumed;
}
