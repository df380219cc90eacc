import { dequal } from 'dequal';
import { browser } from 'wxt/browser';
import {
  type ClockReading,
  checkpointAfter,
  clockWentBackBy,
  movedBack,
} from '../../model/clock-jump';
import { clockCheckpointItem } from '../../storage/clock-checkpoint';
import { notificationMutesItem } from '../../storage/settings';
import type { TableName, WorkerDatabase } from '../../storage/worker-database';
import { type WriteTransaction, writeTables } from '../../storage/worker-writes';
import { ALARM_FLOOR_MS } from './wake-at';

/** Every wall-clock time the worker stores and later compares with the clock, by store. */
const STORED_TIMES = {
  timedResumes: ['resumeAt'],
  outbox: ['nextAttemptAt', 'inFlightSince'],
  // A pull killed half-way is told from writes settled after it by when it was asked for.
  syncState: ['notBefore', 'lastSuccessAt', 'lastAttemptAt', 'unfinishedPull.fetchedSince'],
  settledWrites: ['settledAt'],
  ticketImages: ['nextTryAt'],
  responseTimes: ['fetchedAt'],
  uptime: ['fetchedAt'],
  // A recovery's "down for" is the time between two of these.
  statusTrackers: ['confirmedSince', 'candidateSince'],
} satisfies Partial<Record<TableName, readonly string[]>>;

type TimedStore = keyof typeof STORED_TIMES;
const timedStores = Object.keys(STORED_TIMES) as TimedStore[];

/** The row with the time at `path` moved back: a field, or `a.b`, a field of a nested record. */
function withTimeMovedBack(
  row: Record<string, unknown>,
  path: string,
  jump: number,
): Record<string, unknown> {
  const [field = '', inner] = path.split('.', 2);
  if (!(field in row)) return row;
  const value = row[field];
  if (inner === undefined) return { ...row, [field]: movedBack(value, jump) };
  if (!value || typeof value !== 'object') return row;
  return { ...row, [field]: withTimeMovedBack(value as Record<string, unknown>, inner, jump) };
}

async function moveRowsBack(
  transaction: WriteTransaction<TimedStore[]>,
  store: TimedStore,
  jump: number,
) {
  const paths: readonly string[] = STORED_TIMES[store];
  let cursor = await transaction.objectStore(store).openCursor();
  while (cursor) {
    const row: Record<string, unknown> = { ...cursor.value };
    const moved = paths.reduce((changed, path) => withTimeMovedBack(changed, path, jump), row);
    if (!dequal(moved, row)) await cursor.update(moved as never);
    cursor = await cursor.continue();
  }
}

/** Alarms are set in wall-clock time too: each moves back with the times it wakes for. */
async function moveAlarmsBack(jump: number) {
  for (const alarm of await browser.alarms.getAll()) {
    const period = alarm.periodInMinutes ? { periodInMinutes: alarm.periodInMinutes } : {};
    const when = Math.max(alarm.scheduledTime - jump, Date.now() + ALARM_FLOOR_MS);
    await browser.alarms.create(alarm.name, { when, ...period });
  }
}

async function moveStoredTimesBack(database: WorkerDatabase, jump: number) {
  await writeTables(database, timedStores, async (transaction) => {
    for (const store of timedStores) await moveRowsBack(transaction, store, jump);
  });
  const mutes = await notificationMutesItem.getValue();
  const movedMutes = Object.entries(mutes).map(([id, until]) => [id, movedBack(until, jump)]);
  await notificationMutesItem.setValue(Object.fromEntries(movedMutes));
  await moveAlarmsBack(jump);
}

async function lookAtClock(database: WorkerDatabase, firedAt: number) {
  const checkpoint = await clockCheckpointItem.getValue();
  const now: ClockReading = {
    wall: Date.now(),
    life: performance.timeOrigin,
    mono: performance.now(),
  };
  const jump = clockWentBackBy(checkpoint, now, firedAt);
  if (jump > 0) {
    console.warn(`Gatehouse: the clock went back ${Math.round(jump / 1000)} s; waits move with it`);
    await moveStoredTimesBack(database, jump);
  }
  // After the move: a worker stopped in between moves again, which only shortens waits.
  await clockCheckpointItem.setValue(checkpointAfter(checkpoint, now, jump));
  return jump;
}

/** One look at a time: two at once would both move the stored times back. */
let looking: Promise<unknown> = Promise.resolve();

/**
 * Looks whether the clock went back since the worker last looked and, if it did, moves every
 * stored wait back by as much (lib/model/clock-jump.ts). Called before anything compares a
 * stored time with the clock or stores a new one; `firedAt` is the time of an alarm that just
 * fired, which has passed. Answers how far the clock went back (0: not).
 */
export function checkClock(database: WorkerDatabase, firedAt = 0): Promise<number> {
  const look = looking.then(() => lookAtClock(database, firedAt));
  looking = look.catch(() => undefined);
  return look;
}
