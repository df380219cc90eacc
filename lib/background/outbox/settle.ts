import { backoffDelayMs, WRITE_RETRY_BASE_MS } from '../../model/backoff';
import type { ApiError } from '../../model/errors/errors';
import type { Monitor } from '../../model/monitoring/types';
import { type OutboxRow, UNTIL_SIGNED_IN } from '../../model/outbox-row';
import type { MonitorRow } from '../../model/rows';
import { pauseChangeOf } from '../../model/timeline';
import type { WorkerDatabase } from '../../storage/worker-database';
import { coveredMonitorRow } from '../../storage/worker-maintenance-cover';
import { recordTimeline } from '../../storage/worker-timeline';
import { updateRow, writeTables } from '../../storage/worker-writes';
import { checkWriteInput } from './check-input';
import { isInFlight } from './in-flight';
import { forgetSecrets, secretRefsOf } from './secrets';
import { writeOperationNamed } from './writes/all-writes';
import { changeLocally, hasTable, tableOf } from './writes/crud';
import type { LocalChange } from './writes/write-definition';
import { SEND_TIMEOUT_MS, type WriteOperation } from './writes/write-definition';

/** How long a settled write shields its record from pulls fetched before it (lib/background/sync/pull-guards.ts). */
const SETTLED_SHIELD_MS = 10 * 60_000;

type QueuedRow = OutboxRow & { seq: number };

/** Every later queued row that names `oldId` now names the server's id. */
async function rewriteTempId(transaction: LocalChange, row: OutboxRow, newId: string) {
  const oldKey = row.recordKey;
  const newKey = `${row.table}:${newId}`;
  const quoted = JSON.stringify(row.recordId);
  let cursor = await transaction.objectStore('outbox').openCursor();
  while (cursor) {
    const later = { ...cursor.value };
    if (later.recordKey === oldKey) {
      later.recordKey = newKey;
      later.recordId = newId;
    }
    const text = JSON.stringify(later.payload);
    if (text?.includes(quoted))
      later.payload = JSON.parse(text.replaceAll(quoted, JSON.stringify(newId)));
    if (later.recordKey !== cursor.value.recordKey || later.payload !== cursor.value.payload)
      await cursor.update(later);
    cursor = await cursor.continue();
  }
}

/** The record's rows in the queue, oldest first (an index lists equal keys by seq). */
function queuedOf(transaction: LocalChange, recordKey: string) {
  return transaction.objectStore('outbox').index('recordKey').getAll(recordKey);
}

/**
 * The record's writes still queued now build on what the server has: it is what they restore if
 * refused (never a placeholder, never an older guess), and their changes go back on top of it.
 */
async function rebaseQueued(transaction: LocalChange, recordKey: string, serverRow: unknown) {
  const queued = await queuedOf(transaction, recordKey);
  const outbox = transaction.objectStore('outbox');
  for (const later of queued) {
    await outbox.put({ ...later, before: serverRow });
    const operation = writeOperationNamed(later.operation);
    const checked = operation && checkWriteInput(operation, later.payload);
    // One that no longer fits fails when its turn comes (send-row.ts), not here.
    if (operation && checked?.success && later.state !== 'failed')
      await operation.applyLocally(transaction, later.recordId, checked.output);
  }
}

/**
 * A pause or resume made here goes on the recent changes when the server has confirmed it: the
 * row before the write (the server's, never the optimistic guess) beside the one it answered.
 */
function recordPause(transaction: LocalChange, before: unknown, after: unknown, now: number) {
  const [was, is] = [before as MonitorRow | undefined, after as MonitorRow | undefined];
  const change = pauseChangeOf(was, is);
  if (!change || !is) return;
  return recordTimeline(transaction, [{ monitorId: is.id, name: is.name, change, at: now }], now);
}

/** The server accepted the write: store its answer and drop the row, in one transaction. */
export async function settleSuccess(
  database: WorkerDatabase,
  row: QueuedRow,
  operation: WriteOperation,
  result: unknown,
) {
  const now = Date.now();
  return changeLocally(database, row.table, async (transaction) => {
    const serverId =
      result === undefined || !operation.storeResult
        ? row.recordId
        : await operation.storeResult(transaction, row.recordId, result);
    await transaction.objectStore('outbox').delete(row.seq);
    if (serverId !== row.recordId) await rewriteTempId(transaction, row, serverId);
    const recordKey = `${row.table}:${serverId}`;
    const serverRow = await tableOf(transaction, operation.table).get(serverId);
    if (operation.table === 'monitors') await recordPause(transaction, row.before, serverRow, now);
    await rebaseQueued(transaction, recordKey, serverRow);
    const settled = transaction.objectStore('settledWrites');
    await settled.put({ recordKey, settledAt: now });
    const expired = IDBKeyRange.upperBound(now - SETTLED_SHIELD_MS, true);
    for (const key of await settled.index('settledAt').getAllKeys(expired))
      await settled.delete(key);
    return serverId;
  });
}

/** Undo the optimistic change so the UI shows the server's truth again. */
async function revertLocally(transaction: LocalChange, row: OutboxRow) {
  if (!hasTable(transaction, row.table)) return; // an older version's table: nothing to show
  const operation = writeOperationNamed(row.operation);
  const table = tableOf(transaction, row.table);
  if (operation?.kind === 'create') {
    // Tickets stay, marked failed: the purchase the user asked for must stay visible.
    if (row.table === 'tickets')
      await updateRow(transaction.objectStore('tickets'), row.recordId, { state: 'failed' });
    else await table.delete(row.recordId);
  } else if (row.before && typeof row.before === 'object') {
    // A monitor's row as queued carries the cover of that time; a window may have begun or
    // ended since.
    await table.put(
      row.table === 'monitors'
        ? await coveredMonitorRow(row.before as Monitor, transaction)
        : row.before,
    );
  }
}

/**
 * The server refused it, or it can no longer be sent: keep the row, with what the user typed,
 * visibly failed until the user fixes and resends it or discards it; show the server's truth.
 */
export async function settleRefused(database: WorkerDatabase, row: QueuedRow, error: ApiError) {
  await changeLocally(database, row.table, async (transaction) => {
    await revertLocally(transaction, row);
    await updateRow(transaction.objectStore('outbox'), row.seq, {
      state: 'failed',
      lastError: error.toJSON(),
      attempts: row.attempts + 1,
    });
    await rebaseQueued(transaction, row.recordKey, row.before);
  });
}

/** Dexie's `outbox.update` of one row, in a transaction of its own. */
export function updateOutboxRow(
  database: WorkerDatabase,
  seq: number,
  changes: Partial<OutboxRow>,
) {
  return writeTables(database, ['outbox'], (transaction) =>
    updateRow(transaction.objectStore('outbox'), seq, changes),
  );
}

/** Try again later, as `state`; an answer lost in flight waits until it could have landed. */
export async function scheduleRetry(
  database: WorkerDatabase,
  row: QueuedRow,
  error: ApiError,
  state: 'pending' | 'uncertain' | 'needs-confirmation',
  now = Date.now(),
) {
  const attempts = row.attempts + 1;
  const delay = backoffDelayMs(attempts, {
    baseMs: WRITE_RETRY_BASE_MS,
    retryAfterSeconds: error.retryAfter,
  });
  const landed = state === 'uncertain' ? (row.inFlightSince ?? now) + SEND_TIMEOUT_MS : 0;
  await updateOutboxRow(database, row.seq, {
    state,
    attempts,
    lastError: error.toJSON(),
    nextAttemptAt: Math.max(now + delay, landed),
  });
}

/** Signed out, or Settings need fixing: the row waits, its change still shown, until they are. */
export async function holdUntilSignedIn(
  database: WorkerDatabase,
  row: QueuedRow,
  error: ApiError,
  state: 'pending' | 'uncertain',
) {
  await updateOutboxRow(database, row.seq, {
    state,
    lastError: error.toJSON(),
    nextAttemptAt: UNTIL_SIGNED_IN,
  });
}

/**
 * Discarding a row gives up on it: revert its local change, drop rows of the same record behind
 * a create that will now never happen, and forget the secrets they carried. Writes elsewhere that
 * name the discarded record fail visibly at the next flush (flush.ts). The row is read in the
 * transaction that drops it: one a flush has taken meanwhile is in flight, decided by its
 * answer, and can be discarded once that is in. Answers whether it was discarded.
 */
export async function discardRow(database: WorkerDatabase, seq: number, table: string) {
  const dropped = await changeLocally(database, table, async (transaction) => {
    const found = await transaction.objectStore('outbox').get(seq);
    if (!found || isInFlight({ ...found, seq })) return [];
    const row = { ...found, seq };
    const isCreate = writeOperationNamed(row.operation)?.kind === 'create';
    if (row.state !== 'failed') await revertLocally(transaction, row);
    if (isCreate && row.table === 'tickets')
      await transaction.objectStore('tickets').delete(row.recordId);
    const dependents = isCreate ? await queuedOf(transaction, row.recordKey) : [];
    const outbox = transaction.objectStore('outbox');
    for (const dropSeq of [row.seq, ...dependents.map((d) => d.seq as number)])
      await outbox.delete(dropSeq);
    // A failed row was reverted, and the writes behind it rebased, when it failed.
    if (!isCreate && row.state !== 'failed')
      await rebaseQueued(transaction, row.recordKey, row.before);
    return [row, ...dependents];
  });
  if (dropped.length === 0) return false;
  await forgetSecrets(secretRefsOf(dropped), secretRefsOf(await database.getAll('outbox')));
  return true;
}
