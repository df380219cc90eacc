import * as v from 'valibot';
import { enqueueWrite, refuseIfStorageFull } from '../background/outbox/enqueue';
import { enqueueMany } from '../background/outbox/enqueue-many';
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

/** Records in one bulk edit: every monitor of a large account, with room to spare. */
const MOST_RECORDS = 100_000;
const ManyWritesSchema = v.object({
  operation: v.picklist(writeNames),
  recordIds: v.pipe(
    v.array(v.pipe(v.string(), v.minLength(1))),
    v.maxLength(MOST_RECORDS),
    v.check((ids) => new Set(ids).size === ids.length, 'each record once'),
  ),
  payload: v.unknown(),
});

/** The options list's bulk edits: one write per record, queued by one message. */
export async function handleSubmitWrites(database: WorkerDatabase, data: unknown) {
  const writes = v.parse(ManyWritesSchema, data);
  const result = await enqueueMany(database, writes, await accountsNow()).catch(
    refuseIfStorageFull,
  );
  if (result.ok && result.queued.length > 0) flushSoon(database);
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
