import { type MessageKey, message } from '../platform/i18n';
import type { ApiErrorData } from './errors/errors';

/**
 * - pending: waiting to be sent (maybe after `nextAttemptAt`, or until the user signs in again).
 * - in-flight: a write not safe to repeat, being sent now; persisted first so a worker killed
 *   mid-send leaves a trace, and so an edit made meanwhile goes into a new row instead of one
 *   already on the wire. A write safe to repeat stays pending while it is sent: only the worker
 *   knows it is in flight (lib/background/outbox/in-flight.ts), and sends it again if cut off.
 * - uncertain: its answer was lost (or the worker died) and it is not safe to repeat: the server
 *   is checked for it before it is sent again.
 * - needs-confirmation: an uncertain write that cannot be checked (a ticket purchase); only the
 *   user may send it again.
 * - answered: the server accepted it, but storing its answer locally failed; stored again from
 *   `answer`, never sent again.
 * - failed: the server refused it (4xx), or it can no longer be sent; kept, with what the user
 *   typed, until the user fixes and resends it, or discards it.
 */
export type OutboxState =
  | 'pending'
  | 'in-flight'
  | 'uncertain'
  | 'needs-confirmation'
  | 'answered'
  | 'failed';

/**
 * Each write state's one word (the record page's badge) and every sentence that names it (the
 * outbox, the popup's alert, list badges, row notes, the toolbar tooltip). The sentences say the
 * state's word, in each language (tests/unit/model/state-words.test.ts): "not sent yet" is never
 * also "waiting to be sent", and a refusal is "refused", never also "failed" or "not sent".
 */
export const WRITE_STATE_WORDS = {
  pending: {
    word: () => message('writeStatePending'),
    sentences: [
      'notOnServer',
      'listUnsentBadge',
      'outboxWaitingToSend',
      'badgePending_one',
      'badgePending_other',
      'pendingWrites_one',
      'pendingWrites_other',
    ],
  },
  'in-flight': { word: () => message('writeStateInFlight'), sentences: ['outboxSending'] },
  uncertain: { word: () => message('writeStateUncertain'), sentences: ['outboxChecking'] },
  'needs-confirmation': {
    word: () => message('writeStateNeedsConfirmation'),
    sentences: ['outboxMaybeSent', 'maybeSent', 'ticketMayNotHaveGoneThrough'],
  },
  answered: { word: () => message('writeStateAnswered'), sentences: ['outboxSaving'] },
  failed: {
    word: () => message('writeStateFailed'),
    sentences: [
      'listFailedBadge',
      'failedWrites_one',
      'failedWrites_other',
      'outboxRefused',
      'notSent',
      'outboxRefusedCount_one',
      'outboxRefusedCount_other',
    ],
  },
} as const satisfies Record<OutboxState, { word: () => string; sentences: readonly MessageKey[] }>;

/** `nextAttemptAt` of a row held until the user signs in again or fixes Settings. */
export const UNTIL_SIGNED_IN = Number.MAX_SAFE_INTEGER;

export interface OutboxRow {
  seq?: number;
  /** Rows with the same key are sent strictly in order, e.g. `monitors:42`. */
  recordKey: string;
  /** Dexie table of the record this write changes. */
  table: string;
  /** The write's name (lib/background/outbox/writes/all-writes.ts), e.g. `updateMonitor`. */
  operation: string;
  /** The record's id as the server knows it, or a temporary `local-…` id before a create lands. */
  recordId: string;
  /** What the user typed, as the operation's schema output it, without secrets. */
  payload: unknown;
  state: OutboxState;
  attempts: number;
  /** ms since epoch; 0 = send as soon as possible. */
  nextAttemptAt: number;
  createdAt: number;
  lastError?: ApiErrorData;
  /** The record as the server had it before the optimistic change, restored if refused. */
  before?: unknown;
  /**
   * The account it was made under (lib/storage/settings.ts accountKey); it is only ever sent with that
   * account. Absent in rows of older versions, which go with the account signed in.
   */
  account?: string;
  /**
   * For writes that reconcile: ids of the server records it could be taken for, read just before
   * its first send. After a lost answer, only a record outside these can be the one it made.
   */
  serverIdsBefore?: string[];
  /** When the current or last send began (ms); an uncertain row is reconciled only after it could have landed. */
  inFlightSince?: number;
  /** Where this row's secret fields wait in browser.storage, oldest first (lib/background/outbox/secrets.ts). */
  secretRefs?: string[];
  /** For `answered`: the server's answer, to store again. */
  answer?: unknown;
}

/** Ids of records created offline, until the server assigns real ones. */
const TEMP_ID_PREFIX = 'local-';

export function newTempId() {
  return `${TEMP_ID_PREFIX}${crypto.randomUUID()}`;
}

const TEMP_ID = new RegExp(
  `^${TEMP_ID_PREFIX}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
);

/** Exactly the ids newTempId makes: a name or comment that merely starts with "local-" is not one. */
export function isTempId(id: string) {
  return TEMP_ID.test(id);
}

/** A failed write with what it holds back, named for people (the popup's alert). */
export interface BlockedWriteSummary {
  seq: number;
  /** failed: refused; needs-confirmation: it may have reached the server, and only the user knows. */
  state: OutboxRow['state'];
  operation: string;
  /** What was queued, which tells a pause from a resume (lib/model/write-words.ts). */
  payload: unknown;
  table: string;
  recordId: string;
  recordName: string | null;
  reason: string;
  waiting: number;
}

/** A queued write as the outbox inspector shows it: named, and what it waits for, if anything. */
export interface OutboxEntry {
  row: OutboxRow & { seq: number };
  recordName: string | null;
  /** The earliest queued write it must follow (lib/model/outbox-order.ts), named. */
  waitsFor: { operation: string; recordName: string | null; payload: unknown } | null;
}

/** The state of a write the server refused: kept for the user, no longer "unsent". */
export const REFUSED: OutboxState = 'failed';

export const unsentIdsOf = (unsent: OutboxRow[], table: string) =>
  new Set(unsent.filter((row) => row.table === table).map((row) => row.recordId));

/** outboxCounts and unsentRecordIds from all outbox rows at once (read by first-paint.ts). */
export function outboxSummaryOf(rows: OutboxRow[], table: string) {
  const unsent = rows.filter((row) => row.state !== REFUSED);
  return {
    counts: { waiting: unsent.length, failed: rows.length - unsent.length },
    unsent: unsentIdsOf(unsent, table),
  };
}
