import type { ApiErrorData } from '../api/errors';

/**
 * - pending: waiting to be sent (maybe after `nextAttemptAt`).
 * - in-flight: being sent now; persisted first so a worker killed mid-send leaves a trace.
 * - uncertain: was in flight when the worker died or the answer was lost; reconcile with server
 *   state before sending again (a create may already have happened).
 * - needs-confirmation: an uncertain ticket purchase; only the user may send it again.
 * - failed: the server refused it (4xx); kept until the user retries or discards it.
 */
export type OutboxState = 'pending' | 'in-flight' | 'uncertain' | 'needs-confirmation' | 'failed';

export interface OutboxRow {
  seq?: number;
  /** Rows with the same key are sent strictly in order, e.g. `monitors:42`. */
  recordKey: string;
  /** Dexie table of the record this write changes. */
  table: string;
  /** The client operation to call, e.g. `updateMonitor`. */
  operation: string;
  /** The record's id as the server knows it, or a temporary `local-…` id before a create lands. */
  recordId: string;
  payload: unknown;
  state: OutboxState;
  attempts: number;
  /** ms since epoch; 0 = send as soon as possible. */
  nextAttemptAt: number;
  createdAt: number;
  lastError?: ApiErrorData;
  /** The record as it was before the optimistic change, restored if the server refuses. */
  before?: unknown;
  /**
   * For creates: ids of records that already looked like this one when it was queued, so that
   * reconciling a lost answer does not mistake one of them for the record this create made.
   */
  preexisting?: string[];
  /** When the current or last send began (ms); an uncertain row is reconciled only after it could have landed. */
  inFlightSince?: number;
  /** Where this row's secret fields wait in browser.storage (lib/outbox/secrets.ts). */
  secretRef?: string;
}
