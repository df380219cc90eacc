import type { Apis } from '../api/connect';
import type { FieldError } from '../api/errors';
import type { GatehouseDatabase } from '../db/database';
import type { OutboxRow } from '../db/outbox-row';

export type WriteKind = 'create' | 'update' | 'delete' | 'action';

/**
 * One kind of write the outbox can carry (issue 6). Everything the queue needs to know about an
 * operation lives here, so enqueue, flush and reconcile stay generic.
 */
export interface WriteOperation {
  /** Dexie table of the record it changes. */
  table: string;
  kind: WriteKind;
  /**
   * Sending it twice does it twice (creates, comments, purchases) or fails where once succeeded
   * (ending a maintenance window: the second end is refused). Such rows are marked in flight
   * before sending; if the answer is lost they become uncertain and are `reconcile`d against
   * server state — or, for `ask-user` (ticket purchases), wait for the user to confirm a resend.
   */
  notIdempotent?: 'reconcile' | 'ask-user';
  /** How consecutive unsent rows of one record combine: merge payloads, or cancel opposites. */
  coalesce?: 'merge' | 'toggle';
  /** Field errors of the payload, checked before anything is queued. */
  validate?(payload: unknown): FieldError[];
  /** The optimistic change, run inside the enqueue transaction. */
  applyLocally(database: GatehouseDatabase, recordId: string, payload: unknown): Promise<void>;
  /** Calls the API; resolves with the server's record (or nothing). */
  send(apis: Apis, recordId: string, payload: unknown, signal: AbortSignal): Promise<unknown>;
  /** Writes the server's answer locally; for creates, returns the id the server assigned. */
  storeResult?(
    database: GatehouseDatabase,
    recordId: string,
    result: unknown,
  ): Promise<string | undefined>;
  /** For creates: ids of local records that already match the payload (see OutboxRow.preexisting). */
  matchingLocalIds?(database: GatehouseDatabase, payload: unknown): Promise<string[]>;
  /** For an uncertain row: the record a lost request may already have made, or null. */
  findExisting?(apis: Apis, row: OutboxRow, payload: unknown): Promise<unknown | null>;
  /**
   * Follow-up work once the server accepted the write and its answer is stored, e.g. caching a
   * bought ticket's QR image at once (issue 9). Its failure never undoes or re-sends the write.
   */
  afterSent?(database: GatehouseDatabase, apis: Apis, recordId: string): Promise<void>;
}

/**
 * How long one send may take. Also how long an uncertain write waits before it is reconciled:
 * a request cut off by a dying worker may still be running at the server, and checking before it
 * lands would find nothing and send it a second time.
 */
export const SEND_TIMEOUT_MS = 30_000;

/** Ids of records created offline, until the server assigns real ones. */
export const TEMP_ID_PREFIX = 'local-';

export function newTempId() {
  return `${TEMP_ID_PREFIX}${crypto.randomUUID()}`;
}

export function isTempId(id: string) {
  return id.startsWith(TEMP_ID_PREFIX);
}
