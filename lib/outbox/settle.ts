import type { ApiError } from '../api/errors';
import type { GatehouseDatabase } from '../db/database';
import type { OutboxRow } from '../db/outbox-row';
import { backoffDelayMs } from '../sync/backoff';
import { tableOf } from './crud';
import { SEND_TIMEOUT_MS } from './operation';
import { operationFor } from './operations';
import { forgetSecrets, secretRefsOf } from './secrets';

/** First retry of a failed send; doubles from there with jitter (see backoff.ts). */
const RETRY_BASE_MS = 2_000;

/** Every later queued row that names `oldId` now names the server's id (issue 6). */
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
 * The server's answer replaced the local record, so the record's writes still queued behind this
 * one go back on top: until they are sent, the UI shows them, as it did before the answer came.
 */
async function reapplyQueued(database: GatehouseDatabase, recordKey: string) {
  const queued = await database.outbox.where('recordKey').equals(recordKey).sortBy('seq');
  for (const later of queued) {
    await operationFor(later.operation).applyLocally(database, later.recordId, later.payload);
  }
}

/** The server accepted the write: store its answer and drop the row, in one transaction. */
export async function settleSuccess(database: GatehouseDatabase, row: OutboxRow, result: unknown) {
  const operation = operationFor(row.operation);
  const table = tableOf(database, operation.table);
  return database.transaction('rw', [table, database.outbox, database.tickets], async () => {
    const newId =
      result === undefined
        ? undefined
        : await operation.storeResult?.(database, row.recordId, result);
    if (row.seq !== undefined) await database.outbox.delete(row.seq);
    if (newId && newId !== row.recordId) await rewriteTempId(database, row, newId);
    if (result !== undefined)
      await reapplyQueued(database, `${row.table}:${newId ?? row.recordId}`);
    return newId ?? row.recordId;
  });
}

/** Undo the optimistic change so the UI shows the server's truth again. */
async function revertLocally(database: GatehouseDatabase, row: OutboxRow) {
  const operation = operationFor(row.operation);
  const table = tableOf(database, operation.table);
  if (operation.kind === 'create') {
    // Tickets stay, marked failed: the purchase the user asked for must stay visible.
    if (operation.table === 'tickets')
      await database.tickets.update(row.recordId, { state: 'failed' });
    else await table.delete(row.recordId);
  } else if (row.before) {
    await table.put(row.before as Record<string, unknown>);
  }
}

/** The server refused it (4xx): keep the row, visibly failed, until the user retries or discards. */
export async function settleRefused(database: GatehouseDatabase, row: OutboxRow, error: ApiError) {
  const table = tableOf(database, operationFor(row.operation).table);
  await database.transaction('rw', [table, database.outbox, database.tickets], async () => {
    await revertLocally(database, row);
    await database.outbox.update(row.seq as number, {
      state: 'failed',
      lastError: error.toJSON(),
      attempts: row.attempts + 1,
    });
  });
}

/** Try again later: `state` is pending (safe to resend) or uncertain (check the server first). */
export async function scheduleRetry(
  database: GatehouseDatabase,
  row: OutboxRow,
  error: ApiError,
  state: 'pending' | 'uncertain' | 'needs-confirmation',
  now = Date.now(),
) {
  const attempts = row.attempts + 1;
  const delay = backoffDelayMs(attempts, {
    baseMs: RETRY_BASE_MS,
    retryAfterSeconds: error.retryAfter,
  });
  // An answer lost in flight: wait until that request could have finished at the server.
  const landed = state === 'uncertain' ? (row.inFlightSince ?? now) + SEND_TIMEOUT_MS : 0;
  await database.outbox.update(row.seq as number, {
    state,
    attempts,
    lastError: error.toJSON(),
    nextAttemptAt: Math.max(now + delay, landed),
  });
}

/**
 * Discarding a row gives up on it: revert its local change, drop rows that depend on it, and
 * forget the secrets they carried.
 */
export async function discardRow(database: GatehouseDatabase, row: OutboxRow) {
  const operation = operationFor(row.operation);
  const table = tableOf(database, operation.table);
  const dropped = await database.transaction(
    'rw',
    [table, database.outbox, database.tickets],
    async () => {
      if (row.state !== 'failed') await revertLocally(database, row);
      if (operation.kind === 'create' && operation.table === 'tickets')
        await database.tickets.delete(row.recordId);
      const dependents =
        operation.kind === 'create'
          ? await database.outbox.where('recordKey').equals(row.recordKey).toArray()
          : [];
      await database.outbox.bulkDelete([
        row.seq as number,
        ...dependents.map((d) => d.seq as number),
      ]);
      return [row, ...dependents];
    },
  );
  await forgetSecrets(secretRefsOf(dropped), new Set());
}
