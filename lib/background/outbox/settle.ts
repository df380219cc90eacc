import { backoffDelayMs } from '../../model/backoff';
import type { ApiError } from '../../model/errors';
import { type OutboxRow, UNTIL_SIGNED_IN } from '../../model/outbox-row';
import type { GatehouseDatabase } from '../../storage/database';
import { checkWriteInput } from './check-input';
import { hasTable, localChangeTables, tableOf } from './crud';
import { SEND_TIMEOUT_MS, type WriteOperation } from './operation';
import { writeOperationNamed } from './operations';
import { forgetSecrets, secretRefsOf } from './secrets';

/** First retry of a failed send; doubles from there with jitter (see backoff.ts). */
const RETRY_BASE_MS = 2_000;
/** How long a settled write shields its record from pulls fetched before it (lib/background/sync/pull-guards.ts). */
const SETTLED_SHIELD_MS = 10 * 60_000;

type QueuedRow = OutboxRow & { seq: number };

/** Every later queued row that names `oldId` now names the server's id. */
async function rewriteTempId(database: GatehouseDatabase, row: OutboxRow, newId: string) {
  const oldKey = row.recordKey;
  const newKey = `${row.table}:${newId}`;
  const quoted = JSON.stringify(row.recordId);
  await database.outbox.toCollection().modify((later) => {
    if (later.recordKey === oldKey) {
      later.recordKey = newKey;
      later.recordId = newId;
    }
    const text = JSON.stringify(later.payload);
    if (text?.includes(quoted))
      later.payload = JSON.parse(text.replaceAll(quoted, JSON.stringify(newId)));
  });
}

/**
 * The record's writes still queued now build on what the server has: it is what they restore if
 * refused (never a placeholder, never an older guess), and their changes go back on top of it.
 */
async function rebaseQueued(database: GatehouseDatabase, recordKey: string, serverRow: unknown) {
  const queued = await database.outbox.where('recordKey').equals(recordKey).sortBy('seq');
  for (const later of queued) {
    await database.outbox.update(later.seq as number, { before: serverRow });
    const operation = writeOperationNamed(later.operation);
    const checked = operation && checkWriteInput(operation, later.payload);
    // One that no longer fits fails when its turn comes (send-row.ts), not here.
    if (operation && checked?.success && later.state !== 'failed')
      await operation.applyLocally(database, later.recordId, checked.output);
  }
}

/** The server accepted the write: store its answer and drop the row, in one transaction. */
export async function settleSuccess(
  database: GatehouseDatabase,
  row: QueuedRow,
  operation: WriteOperation,
  result: unknown,
) {
  const now = Date.now();
  return database.transaction('rw', localChangeTables(database, row.table), async () => {
    const serverId =
      result === undefined || !operation.storeResult
        ? row.recordId
        : await operation.storeResult(database, row.recordId, result);
    await database.outbox.delete(row.seq);
    if (serverId !== row.recordId) await rewriteTempId(database, row, serverId);
    const recordKey = `${row.table}:${serverId}`;
    await rebaseQueued(database, recordKey, await tableOf(database, operation.table).get(serverId));
    await database.settledWrites.put({ recordKey, settledAt: now });
    await database.settledWrites
      .where('settledAt')
      .below(now - SETTLED_SHIELD_MS)
      .delete();
    return serverId;
  });
}

/** Undo the optimistic change so the UI shows the server's truth again. */
async function revertLocally(database: GatehouseDatabase, row: OutboxRow) {
  if (!hasTable(database, row.table)) return; // an older version's table: nothing to show
  const operation = writeOperationNamed(row.operation);
  const table = tableOf(database, row.table);
  if (operation?.kind === 'create') {
    // Tickets stay, marked failed: the purchase the user asked for must stay visible.
    if (row.table === 'tickets') await database.tickets.update(row.recordId, { state: 'failed' });
    else await table.delete(row.recordId);
  } else if (row.before && typeof row.before === 'object') {
    await table.put(row.before);
  }
}

/**
 * The server refused it, or it can no longer be sent: keep the row, with what the user typed,
 * visibly failed until the user fixes and resends it or discards it; show the server's truth.
 */
export async function settleRefused(database: GatehouseDatabase, row: QueuedRow, error: ApiError) {
  await database.transaction('rw', localChangeTables(database, row.table), async () => {
    await revertLocally(database, row);
    await database.outbox.update(row.seq, {
      state: 'failed',
      lastError: error.toJSON(),
      attempts: row.attempts + 1,
    });
    await rebaseQueued(database, row.recordKey, row.before);
  });
}

/** Try again later, as `state`; an answer lost in flight waits until it could have landed. */
export async function scheduleRetry(
  database: GatehouseDatabase,
  row: QueuedRow,
  error: ApiError,
  state: 'pending' | 'uncertain' | 'needs-confirmation',
  now = Date.now(),
) {
  const attempts = row.attempts + 1;
  const delay = backoffDelayMs(attempts, {
    baseMs: RETRY_BASE_MS,
    retryAfterSeconds: error.retryAfter,
  });
  const landed = state === 'uncertain' ? (row.inFlightSince ?? now) + SEND_TIMEOUT_MS : 0;
  await database.outbox.update(row.seq, {
    state,
    attempts,
    lastError: error.toJSON(),
    nextAttemptAt: Math.max(now + delay, landed),
  });
}

/** Signed out, or Settings need fixing: the row waits, its change still shown, until they are. */
export async function holdUntilSignedIn(
  database: GatehouseDatabase,
  row: QueuedRow,
  error: ApiError,
  state: 'pending' | 'uncertain',
) {
  await database.outbox.update(row.seq, {
    state,
    lastError: error.toJSON(),
    nextAttemptAt: UNTIL_SIGNED_IN,
  });
}

/**
 * Discarding a row gives up on it: revert its local change, drop rows of the same record behind
 * a create that will now never happen, and forget the secrets they carried. Writes elsewhere that
 * name the discarded record fail visibly at the next flush (flush.ts).
 */
export async function discardRow(database: GatehouseDatabase, row: QueuedRow) {
  const isCreate = writeOperationNamed(row.operation)?.kind === 'create';
  const dropped = await database.transaction(
    'rw',
    localChangeTables(database, row.table),
    async () => {
      if (row.state !== 'failed') await revertLocally(database, row);
      if (isCreate && row.table === 'tickets') await database.tickets.delete(row.recordId);
      const dependents = isCreate
        ? await database.outbox.where('recordKey').equals(row.recordKey).toArray()
        : [];
      await database.outbox.bulkDelete([row.seq, ...dependents.map((d) => d.seq as number)]);
      // A failed row was reverted, and the writes behind it rebased, when it failed.
      if (!isCreate && row.state !== 'failed')
        await rebaseQueued(database, row.recordKey, row.before);
      return [row, ...dependents];
    },
  );
  await forgetSecrets(secretRefsOf(dropped), secretRefsOf(await database.outbox.toArray()));
}
