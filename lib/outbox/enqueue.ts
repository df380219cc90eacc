import type { FieldError } from '../api/errors';
import type { GatehouseDatabase } from '../db/database';
import { coalesceWithQueued, lastUnsentRow } from './coalesce';
import { tableOf } from './crud';
import { newTempId } from './operation';
import { operationFor } from './operations';
import { saveSecrets, splitSecrets } from './secrets';

export interface WriteCommand {
  /** A name from lib/outbox/operations.ts, e.g. `pauseMonitor`. */
  operation: string;
  /** The record changed; omitted for creates, which get a temporary id. */
  recordId?: string;
  payload: unknown;
}

export type EnqueueResult =
  | { ok: true; recordId: string; seq?: number }
  | { ok: false; fieldErrors: FieldError[] };

/**
 * The one way to change server state (STYLE.md): validate, then apply the change locally and
 * queue it for the server in ONE Dexie transaction, so the UI never shows a change that is not
 * queued, nor queues one it does not show. Online or offline, the same path; flushing is separate.
 */
export async function enqueueWrite(
  database: GatehouseDatabase,
  command: WriteCommand,
): Promise<EnqueueResult> {
  const operation = operationFor(command.operation);
  const fieldErrors = operation.validate?.(command.payload) ?? [];
  if (fieldErrors.length > 0) return { ok: false, fieldErrors };
  const recordId = operation.kind === 'create' ? newTempId() : command.recordId;
  if (!recordId)
    return { ok: false, fieldErrors: [{ field: '', message: 'Which record? No id was given.' }] };

  // Secrets go to browser.storage first; a row that then fails to commit leaves an orphan a
  // later flush forgets (secrets.ts), never a secret in IndexedDB.
  const { clean, secrets } = splitSecrets(command.payload);
  const secretRef = secrets ? crypto.randomUUID() : undefined;
  if (secretRef && secrets) await saveSecrets(secretRef, secrets);

  const table = tableOf(database, operation.table);
  const recordKey = `${operation.table}:${recordId}`;
  const seq = await database.transaction('rw', [table, database.outbox], async () => {
    const before = operation.kind === 'create' ? undefined : await table.get(recordId);
    const last = await lastUnsentRow(database, recordKey);
    const preexisting = await operation.matchingLocalIds?.(database, clean);
    await operation.applyLocally(database, recordId, clean);
    const folded = await coalesceWithQueued(
      database,
      operation,
      command.operation,
      last,
      clean,
      secretRef,
    );
    if (folded.folded) return folded.seq;
    return database.outbox.add({
      recordKey,
      table: operation.table,
      operation: command.operation,
      recordId,
      payload: clean,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: Date.now(),
      before,
      preexisting,
      secretRef,
    });
  });
  return { ok: true, recordId, seq };
}
