import * as v from 'valibot';
import { enqueueWrite, refuseIfStorageFull } from '../background/outbox/enqueue';
import { flushSoon } from '../background/outbox/flush-schedule';
import {
  discardOutboxItem,
  resubmitOutboxItem,
  retryOutboxItem,
} from '../background/outbox/inspector';
import { pauseMonitorFor, pauseMonitorsUntil } from '../background/outbox/timed-pause';
import { writeNames } from '../background/outbox/writes/all-writes';
import { STATUS_FILTERS } from '../model/monitor-filter';
import { LONGEST_TIMED_PAUSE_MS } from '../model/timed-pause';
import { accountsNow } from '../storage/settings';
import type { WorkerDatabase } from '../storage/worker-database';
import { monitorIdsListed } from '../storage/worker-queries';

/** The command's frame; its payload is checked by the operation's own schema (enqueue.ts). */
const WriteCommandSchema = v.object({
  operation: v.picklist(writeNames),
  recordId: v.optional(v.pipe(v.string(), v.minLength(1))),
  payload: v.unknown(),
});
const SeqSchema = v.object({ seq: v.pipe(v.number(), v.integer()) });
const ResubmitSchema = v.object({ ...SeqSchema.entries, payload: v.unknown() });
/** Up to a day; fractions allowed so tests can use seconds. */
const PauseForSchema = v.object({
  monitorId: v.pipe(v.string(), v.minLength(1)),
  minutes: v.pipe(v.number(), v.gtValue(0), v.maxValue(24 * 60)),
});
const PauseListedSchema = v.object({
  filter: v.object({
    search: v.string(),
    status: v.picklist(STATUS_FILTERS),
    category: v.string(),
  }),
  // A time in the coming week: the popup offers hours, or a clock time within a day.
  until: v.pipe(
    v.number(),
    v.check((until) => until > Date.now() && until <= Date.now() + LONGEST_TIMED_PAUSE_MS),
  ),
});

/** Pages are not trusted blindly either: message payloads are checked here (docs/ARCHITECTURE.md, "Validate at every edge"). */
export async function handleSubmitWrite(database: WorkerDatabase, data: unknown) {
  const command = v.parse(WriteCommandSchema, data);
  const result = await enqueueWrite(database, command, await accountsNow());
  if (result.ok) flushSoon(database);
  return result;
}

/** The user fixed a refused write and sends it again (the same queued row, new payload). */
export async function handleResubmitWrite(database: WorkerDatabase, data: unknown) {
  const { seq, payload } = v.parse(ResubmitSchema, data);
  const result = await resubmitOutboxItem(database, seq, payload).catch(refuseIfStorageFull);
  if (result.ok) flushSoon(database);
  return result;
}

export async function handleRetryOutboxItem(database: WorkerDatabase, data: unknown) {
  const retried = await retryOutboxItem(database, v.parse(SeqSchema, data).seq);
  if (retried) flushSoon(database);
  return retried;
}

/** Writes held behind the discarded one may go now. */
export async function handleDiscardOutboxItem(database: WorkerDatabase, data: unknown) {
  const discarded = await discardOutboxItem(database, v.parse(SeqSchema, data).seq);
  if (discarded) flushSoon(database);
  return discarded;
}

export async function handlePauseMonitorFor(database: WorkerDatabase, data: unknown) {
  const { monitorId, minutes } = v.parse(PauseForSchema, data);
  return pauseMonitorFor(database, monitorId, minutes).catch(refuseIfStorageFull);
}

/** The popup's bulk pause: every monitor its filter lists, until a time in the coming week. */
export async function handlePauseListedUntil(database: WorkerDatabase, data: unknown) {
  const { filter, until } = v.parse(PauseListedSchema, data);
  const listed = await monitorIdsListed(database, filter);
  const { paused, extended } = await pauseMonitorsUntil(database, listed, until);
  return { paused, extended };
}
