import type { OutboxRow } from '../../model/outbox-row';

/*
 * The rows this worker is sending now. A write safe to repeat is claimed here only, not in its row
 * (docs/ARCHITECTURE.md, "The pause flow, hop by hop"): a worker killed mid-request leaves it
 * pending, and it is simply sent again. Writes that are not safe to repeat are also marked
 * 'in-flight' in the row, durably, before they leave (send-row.ts). The worker is the one writer
 * and runs on one thread, so every transaction that acts on a row sees this set as it is then.
 */
const sending = new Set<number>();

/** When this worker started: a row queued before may have been on the wire when the last one died. */
const startedAt = Date.now();

/** Before the row is read for sending: an edit decided after this queues a row of its own. */
export function beginSending(seq: number) {
  sending.add(seq);
}

/** Once its answer or failure is stored. */
export function endSending(seq: number) {
  sending.delete(seq);
}

/**
 * Whether a row is out of the user's hands until its answer is in: marked in flight in the row,
 * or being sent by this worker. Such a row takes no edit, Retry or Discard.
 */
export function isInFlight(row: Pick<OutboxRow, 'seq' | 'state'>) {
  return row.state === 'in-flight' || (row.seq !== undefined && isSending(row.seq));
}

/** Whether this worker is sending the row now. */
export function isSending(seq: number) {
  return sending.has(seq);
}

/**
 * Whether a row may have reached the server, as far as this worker can tell: it was tried, or it
 * was queued before this worker started (a safe write cut off by the last one leaves no mark).
 */
export function mayHaveBeenSent(row: Pick<OutboxRow, 'attempts' | 'inFlightSince' | 'createdAt'>) {
  return row.attempts > 0 || row.inFlightSince !== undefined || row.createdAt < startedAt;
}
