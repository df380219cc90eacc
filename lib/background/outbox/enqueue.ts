import { type FieldError, isStorageFull } from '../../model/errors/errors';
import { newTempId } from '../../model/outbox-row';
import { message } from '../../platform/i18n';
import type { Accounts } from '../../storage/settings';
import type { WorkerDatabase } from '../../storage/worker-database';
import { checkWriteInput } from './check-input';
import { foldIntoQueued, lastQueuedRow } from './coalesce';
import { saveSecrets, splitSecrets } from './secrets';
import { type WriteName, writeOperations } from './writes/all-writes';
import { changeLocally, tableOf } from './writes/crud';
import type { LocalChange, WriteOperation } from './writes/write-definition';

/**
 * A write as the background receives it: a known name, the record, and a payload that is checked
 * here against the operation's schema (pages send the typed WriteCommand of writes/all-writes.ts).
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

/** A command checked against its operation, its secrets split off: ready to be queued. */
type CheckedCommand = {
  ok: true;
  operation: WriteOperation;
  recordId: string;
  clean: Record<string, unknown>;
  secrets: ReturnType<typeof splitSecrets>['secrets'];
};

function checkCommand(command: QueuedCommand): CheckedCommand | (EnqueueResult & { ok: false }) {
  const operation: WriteOperation = writeOperations[command.operation];
  const checked = checkWriteInput(operation, command.payload);
  if (!checked.success) return { ok: false, fieldErrors: checked.fieldErrors };
  const recordId = operation.kind === 'create' ? newTempId() : command.recordId;
  if (!recordId) return { ok: false, fieldErrors: [{ field: '', message: message('noRecordId') }] };
  return { ok: true, operation, recordId, ...splitSecrets(asObject(checked.output)) };
}

/**
 * Where the last write to arrive stands in line. Writes are queued in the order they reached the
 * worker, so the last one typed wins: a write whose secrets are still being put aside would
 * otherwise be queued after one that came later (two pages editing one record in one second).
 */
let arrivals: Promise<unknown> = Promise.resolve();

/**
 * Records queued per transaction by a write to many (a bulk pause, a bulk edit): a chunk's changes
 * show together, and never 10,000 at once.
 */
export const ENQUEUE_CHUNK = 500;

/**
 * Runs `work` once every write that reached the worker before it has been queued; a refused one
 * does not hold up the next. Every path that queues a user's write takes its turn here, and none
 * may wait for another turn inside its own.
 */
export function inArrivalOrder<Result>(work: () => Promise<Result>): Promise<Result> {
  const turn = arrivals.then(work);
  arrivals = turn.catch(() => undefined);
  return turn;
}

/**
 * The one way to change server state (docs/ARCHITECTURE.md, "One way to change server state"): validate, then apply the change locally and
 * queue it for the server in ONE transaction, so the UI never shows a change that is not queued,
 * nor queues one it does not show. Nothing but IndexedDB is awaited inside it: secrets are put
 * aside in browser.storage before it starts (IndexedDB would commit the transaction early).
 */
export async function enqueueWrite(
  database: WorkerDatabase,
  command: QueuedCommand,
  accounts: Accounts,
): Promise<EnqueueResult> {
  const checked = checkCommand(command);
  if (!checked.ok) return checked;
  // A row that then fails to commit leaves an orphan a later flush forgets (secrets.ts), never a
  // secret in IndexedDB.
  const secretSaved = checked.secrets ? saveSecrets(checked.secrets) : undefined;
  // Its failure is met in its turn; until then it must not count as unhandled.
  secretSaved?.catch(() => undefined);
  const queued = inArrivalOrder(async () => {
    const secretRef = await secretSaved;
    return changeLocally(database, checked.operation.table, (transaction) =>
      queueChecked(transaction, command.operation, checked, secretRef, accounts),
    );
  });
  try {
    return { ok: true, recordId: checked.recordId, seq: await queued };
  } catch (error) {
    return refuseIfStorageFull(error);
  }
}

/**
 * A write the device had no room for is refused, as a field is: writeTables aborted its
 * transaction whole, so nothing of it is shown or queued, and the page keeps what the user typed
 * and says why where they acted. Any other failure is thrown on.
 */
export function refuseIfStorageFull(error: unknown): EnqueueResult & { ok: false } {
  if (!isStorageFull(error)) throw error;
  return { ok: false, fieldErrors: [{ field: '', message: message('storageFullNotSaved') }] };
}

/**
 * enqueueWrite inside a transaction the caller holds over changeLocally's tables (a timed pause
 * queues its pauses with its own bookkeeping). Only for writes without secrets: putting those aside
 * awaits browser.storage, which would commit the caller's transaction.
 */
export async function enqueueIn(
  transaction: LocalChange,
  command: QueuedCommand,
  accounts: Accounts,
): Promise<EnqueueResult> {
  const checked = checkCommand(command);
  if (!checked.ok) return checked;
  if (checked.secrets) throw new Error(`${command.operation} carries secrets: use enqueueWrite`);
  const seq = await queueChecked(transaction, command.operation, checked, undefined, accounts);
  return { ok: true, recordId: checked.recordId, seq };
}

/** The local change and its queued row (or its fold into the one queued before it). */
async function queueChecked(
  transaction: LocalChange,
  name: WriteName,
  { operation, recordId, clean }: CheckedCommand,
  secretRef: string | undefined,
  accounts: Accounts,
): Promise<number | undefined> {
  const table = tableOf(transaction, operation.table);
  const recordKey = `${operation.table}:${recordId}`;
  const before = operation.kind === 'create' ? undefined : await table.get(recordId);
  const last = await lastQueuedRow(transaction, recordKey);
  await operation.applyLocally(transaction, recordId, clean);
  await operation.whenQueued?.(transaction, recordId);
  const recordNow = await table.get(recordId);
  const account = accounts[operation.api] ?? undefined;
  const change = { payload: clean, secretRef, recordNow, account };
  const folded = await foldIntoQueued(transaction, operation, name, last, change);
  if (folded === 'cancelled') {
    // Back as the server has it: the stored version again, its fingerprint too.
    if (last?.before) await table.put(last.before);
    return undefined;
  }
  if (folded !== null) return folded;
  return transaction.objectStore('outbox').add({
    recordKey,
    table: operation.table,
    operation: name,
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
}
