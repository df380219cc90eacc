import { browser } from 'wxt/browser';
import { pollIntervalMinutesItem } from '../../storage/settings';
import type { WorkerDatabase } from '../../storage/worker-database';
import { pruneTimeline } from '../../storage/worker-timeline';
import { keepGlanceCounts } from '../../storage/worker-writes';
import { connectApis } from '../api/connect';
import { updateBadge } from '../glance/glance';
import { notifyStatusChanges } from '../notifications/notify';
import { checkClock } from '../runtime/clock';
import { runShared } from '../runtime/lock';
import { maintainTicketImages } from '../tickets/maintain';
import { keepTicketDay } from '../tickets/ticket-day';
import { type SyncOptions, syncResources } from './engine';
import { wakeAtNextMaintenanceBoundary } from './maintenance-wake';
import type { ResourceOutcome } from './pull-one';
import { refreshShownSeries } from './series';

export const SYNC_ALARM = 'gatehouse-sync';
/** browser.alarms will not fire more often than this. */
const MIN_INTERVAL_MINUTES = 1;

/** (Re)creates the periodic sync alarm when missing or when the interval setting changed. */
export async function ensureSyncAlarm() {
  const minutes = Math.max(MIN_INTERVAL_MINUTES, await pollIntervalMinutesItem.getValue());
  const existing = await browser.alarms.get(SYNC_ALARM);
  if (existing?.periodInMinutes === minutes) return;
  await browser.alarms.create(SYNC_ALARM, { periodInMinutes: minutes, delayInMinutes: minutes });
}

/** One step after the pull: its failure is logged and never skips the steps after it. */
async function step(what: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    console.error(`Gatehouse: ${what} failed`, error);
  }
}

/**
 * One sync round: pull, repaint the badge, tell the user what changed (notifications), then keep
 * ticket QR images current. Each step runs whatever the ones before it came to: the badge is
 * repainted even when everything failed or was skipped, so it turns stale in time, and one
 * list the server answered badly costs no notification and no ticket image.
 */
export function runSync(
  worker: WorkerDatabase,
  options: SyncOptions = {},
): Promise<ResourceOutcome[]> {
  // The pull's locks are let go before the steps after it: this one marks the whole round.
  return runShared('sync-round', () => syncRound(worker, options));
}

async function syncRound(worker: WorkerDatabase, options: SyncOptions) {
  // Backoffs and freshness are stored times: in today's clock before any is compared.
  await checkClock(worker);
  const apis = await connectApis();
  // Never throws: each resource's failure is its own outcome (engine.ts).
  const outcomes = await syncResources(worker, apis, options);
  // The badge first: it is the glance, and the popup header already shows what just landed.
  await step('badge', () => updateBadge(worker));
  // The pull forgot the counts it changed: kept again for the popup's next open. Apart from the
  // badge, which a full disk must not keep from repainting.
  await step('glance counts', () => keepGlanceCounts(worker));
  // Whatever this round's outcome: a change an earlier round recorded may wait, its worker
  // stopped before announcing it (lib/background/sync/status-watch.ts).
  await step('notifications', () => notifyStatusChanges(worker));
  // The recent changes this round may have added beyond what is kept: dropped, oldest first.
  await step('recent changes', () => pruneTimeline(worker));
  if (outcomes.some((o) => o.resource === 'monitors' && o.result === 'synced'))
    await step('charts', () => refreshShownSeries(worker, apis));
  // The windows pulled may start or end before the next round: the worker wakes for that.
  await step('maintenance wake', () => wakeAtNextMaintenanceBoundary(worker));
  // Ticket images are not a pulled list (the API cannot list tickets): checked apart, after the
  // badge, which they do not change and should not delay.
  await step('ticket images', () =>
    maintainTicketImages(worker, apis, { userRequested: options.userRequested }),
  );
  // A new day may have begun since the worker last looked (a computer asleep at the morning).
  await step('ticket day', () => keepTicketDay(worker));
  return outcomes;
}

/** Fire-and-forget sync for event listeners; failures are recorded in sync state. */
export function syncSoon(database: WorkerDatabase, options: SyncOptions = {}) {
  runSync(database, options).catch((error) => console.error('Gatehouse sync failed', error));
}
