import type * as v from 'valibot';
import type { WritableResourceName } from '../../../model/resources';
import type { TableName, WorkerDatabase } from '../../../storage/worker-database';
import type { WriteTransaction } from '../../../storage/worker-writes';
import type { Apis } from '../../api/connect';

/** A transaction around a local change, over `localChangeTables` (crud.ts). */
export type LocalChange = WriteTransaction<TableName[]>;

export type WriteKind = 'create' | 'update' | 'delete' | 'action';

/**
 * Whether sending a write twice does it twice:
 * - safe: the same result either way (set a name, pause, delete): resent after any failure;
 * - reconcile: a second send makes a second record or fails where the first succeeded (creates,
 *   comments, ending a window): once it may have left, it is never resent before the server is
 *   checked for it, strictly (a record that did not exist before the first send);
 * - ask-user: it cannot be checked (ticket purchases: the API cannot list tickets), so only the
 *   user may send it again.
 */
type Repeat = 'safe' | 'reconcile' | 'ask-user';

/**
 * Where a write waits once it may have been applied (docs/ERRORS.md): sent again as it is, looked
 * for on the server first, or left to the user.
 */
export function stateWhenMayHaveApplied(repeat: Repeat) {
  if (repeat === 'safe') return 'pending' as const;
  return repeat === 'ask-user' ? ('needs-confirmation' as const) : ('uncertain' as const);
}

/**
 * The tables writes change: every resource declared with writes (lib/model/resources.ts), and the
 * tickets bought here, which no API lists.
 */
export type WriteTable = WritableResourceName | 'tickets';

/**
 * One kind of write, defined once: what it takes, how it changes the cache, how it is sent, how
 * its answer is stored, and whether it may be repeated. The outbox, the message protocol and the
 * pages all derive from these definitions (all-writes.ts).
 */
export interface WriteOperation<
  Input extends v.GenericSchema = v.GenericSchema,
  Result = unknown,
  Kind extends WriteKind = WriteKind,
> {
  api: 'monitoring' | 'museum';
  table: WriteTable;
  kind: Kind;
  /** What a command carries, checked before anything is queued and again before sending. */
  input: Input;
  repeat: Repeat;
  /**
   * How a write folds into the record's queued, not yet sent row of the same operation: `merge`
   * (partial edits combine) or `latest` (a state to set: the last one wins, and setting it back
   * before anything left cancels both).
   */
  coalesce?: 'merge' | 'latest';
  /**
   * The optimistic change, inside the enqueue's transaction (handed over: it awaits nothing but
   * that transaction's requests): the row keeps the server's shape.
   */
  applyLocally(
    transaction: LocalChange,
    recordId: string,
    input: v.InferOutput<Input>,
  ): Promise<void>;
  /**
   * What else the user's write replaces locally (a pause by hand drops the monitor's timed
   * resume): done once, in the transaction that queues the write, so a refused write replaces
   * nothing; never again when the write is re-applied over a server's answer (settle.ts).
   */
  whenQueued?(transaction: LocalChange, recordId: string): Promise<void>;
  /**
   * Whether the cached record already is as this write would make it (a monitor already paused):
   * a write to many records (enqueue-many.ts) queues none for it, and says so.
   */
  changesNothing?(row: object, input: v.InferOutput<Input>): boolean;
  send(
    apis: Apis,
    recordId: string,
    input: v.InferOutput<Input>,
    signal: AbortSignal,
  ): Promise<Result>;
  /** Writes the server's answer locally; answers the record's id on the server. */
  storeResult?(transaction: LocalChange, recordId: string, result: Result): Promise<string>;
  /**
   * For writes that reconcile: ids of the server's records this write's result could be taken
   * for, read just before its first send. Only a record outside them can be the one it made.
   */
  serverIdsBefore?(
    apis: Apis,
    recordId: string,
    input: v.InferOutput<Input>,
    signal: AbortSignal,
  ): Promise<string[]>;
  /**
   * For writes that reconcile, after a lost answer: the results it may have made, among records
   * not in `before`. One is adopted; none means it never happened; several go to the user.
   */
  findMade?(
    apis: Apis,
    recordId: string,
    input: v.InferOutput<Input>,
    before: ReadonlySet<string>,
  ): Promise<Result[]>;
  /** Work once the answer is stored (a bought ticket's QR); its failure undoes nothing. */
  afterSent?(database: WorkerDatabase, apis: Apis, recordId: string): Promise<void>;
}

/** Keeps each definition's own input, result and kind types, for the protocol derived from them. */
export function defineWrite<Input extends v.GenericSchema, Result, Kind extends WriteKind>(
  operation: WriteOperation<Input, Result, Kind>,
) {
  return operation;
}

/**
 * How long one send may take. Also how long an uncertain write waits before it is reconciled:
 * a request cut off by a dying worker may still be running at the server, and checking before it
 * lands would find nothing and send it a second time.
 */
export const SEND_TIMEOUT_MS = 30_000;

/** Reconciling reads whole lists; they may take longer than one write. */
export const RECONCILE_TIMEOUT_MS = 60_000;
