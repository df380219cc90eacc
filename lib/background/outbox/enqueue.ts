import type { FieldError } from '../../model/errors';
import { message } from '../../model/i18n';
import { newTempId } from '../../model/outbox-row';
import type { GatehouseDatabase } from '../../storage/database';
import type { Accounts } from '../../storage/settings';
import { checkWriteInput } from './check-input';
import { foldIntoQueued, lastQueuedRow } from './coalesce';
import { localChangeTables, tableOf } from './crud';
import type { WriteOperation } from './operation';
import { type WriteName, writeOperations } from './operations';
import { saveSecrets, splitSecrets } from './secrets';

/**
 * A write as the background receives it: a known name, the record, and a payload that is checked
 * here against the operation's schema (pages send the typed WriteCommand of operations.ts).
 */
export interface QueuedCommand {
  operation: WriteName;
  recordId?: string;
  payload: unknown;
}

export type EnqueueResult =
  | { ok: true; recordId: string; seq?: number }
  | { ok: false; fieldErrors: FieldError[] };

export const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? { ...value } : {};

/**
 * The one way to change server state (STYLE.md): validate, then apply the change locally and
 * queue it for the server in ONE Dexie transaction, so the UI never shows a change that is not
 * queued, nor queues one it does not show. Nothing but Dexie is awaited inside it: secrets are put
 * aside in browser.storage before it starts (Chromium would commit the transaction early).
 */
export async function enqueueWrite(
  database: GatehouseDatabase,
  command: QueuedCommand,
  accounts: Accounts,
): Promise<EnqueueResult> {
  const operation: WriteOperation = writeOperations[command.operation];
  const checked = checkWriteInput(operation, command.payload);
  if (!checked.success) return { ok: false, fieldErrors: checked.fieldErrors };
  const recordId = operation.kind === 'create' ? newTempId() : command.recordId;
  if (!recordId) return { ok: false, fieldErrors: [{ field: '', message: message('noRecordId') }] };

  // A row that then fails to commit leaves an orphan a later flush forgets (secrets.ts), never a
  // secret in IndexedDB.
  const { clean, secrets } = splitSecrets(asObject(checked.output));
  const secretRef = secrets ? await saveSecrets(secrets) : undefined;

  const table = tableOf(database, operation.table);
  const recordKey = `${operation.table}:${recordId}`;
  const seq = await database.transaction(
    'rw',
    localChangeTables(database, operation.table),
    async () => {
      const before = operation.kind === 'create' ? undefined : await table.get(recordId);
      const last = await lastQueuedRow(database, recordKey);
      await operation.applyLocally(database, recordId, clean);
      const recordNow = await table.get(recordId);
      const account = accounts[operation.api] ?? undefined;
      const change = { payload: clean, secretRef, recordNow, account };
      const folded = await foldIntoQueued(database, operation, command.operation, last, change);
      if (folded === 'cancelled') {
        // Back as the server has it: the stored version again, its fingerprint too.
        if (last?.before) await table.put(last.before);
        return undefined;
      }
      if (folded !== null) return folded;
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
        account,
        secretRefs: secretRef ? [secretRef] : undefined,
      });
    },
  );
  return { ok: true, recordId, seq };
}
