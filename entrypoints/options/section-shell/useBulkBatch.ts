import { useState } from 'preact/hooks';
import { useLiveQuery } from '../../../lib/containers/useLiveQuery';
import type { OutboxRow } from '../../../lib/model/outbox-row';
import { REFUSED } from '../../../lib/model/outbox-row';
import { plural } from '../../../lib/platform/i18n';
import { db } from '../../../lib/storage/database';

/** A bulk edit once queued: its outbox rows (their seqs, in arrival order) and notes. */
export interface Batch {
  seqs: number[];
  notes: string[];
}

/**
 * The batch of the writes a bulk edit queued. A write that met the opposite one still queued
 * (a resume meeting a pause) left no row and sends nothing: it is named, not counted as sent.
 */
export function batchOf(queued: readonly { recordId: string; seq?: number }[], notes: string[]) {
  const seqs = queued.flatMap((write) => write.seq ?? []);
  const cancelled = queued.length - seqs.length;
  return { seqs, notes: cancelled > 0 ? [...notes, plural('bulkCancelled', cancelled)] : notes };
}

/** Where a batch stands, read off its outbox rows. */
export interface BatchProgress {
  /** Writes the server took (their row is gone). */
  sent: number;
  queued: number;
  refused: (OutboxRow & { seq: number })[];
  done: boolean;
}

/**
 * How a batch's rows stand, from the outbox rows of its seq range (other writes may have
 * arrived between its chunks): a row gone is a write the server took; a refused row stays, and
 * the rest still wait.
 */
export function batchProgress(batch: Batch, inRange: readonly OutboxRow[]): BatchProgress {
  const ours = new Set(batch.seqs);
  const present = inRange.filter(
    (row): row is OutboxRow & { seq: number } => row.seq !== undefined && ours.has(row.seq),
  );
  const refused = present.filter((row) => row.state === REFUSED);
  const waiting = present.length - refused.length;
  return {
    sent: batch.seqs.length - present.length,
    queued: batch.seqs.length,
    refused,
    done: waiting === 0,
  };
}

/**
 * The outbox rows between a batch's lowest and highest seq: only rows still there are read, not
 * every seq again after each write settles. Not first and last: a write folded into one already
 * queued keeps that row's older seq (coalescing, enqueue.ts).
 */
async function rowsInRange({ seqs }: Batch) {
  if (seqs.length === 0) return [];
  let [lowest, highest] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const seq of seqs) [lowest, highest] = [Math.min(lowest, seq), Math.max(highest, seq)];
  return db.outbox.where(':id').between(lowest, highest, true, true).toArray();
}

/**
 * The last bulk edit and its progress, live. Its own query, made after the writes are queued, so
 * its first answer already holds their rows: the list's outbox read may still be the one before.
 */
export function useBulkBatch() {
  const [batch, setBatch] = useState<Batch | null>(null);
  // Tagged with its batch: until the new query answers, the last one's rows are still held.
  const read = useLiveQuery(
    async () => (batch ? { batch, rows: await rowsInRange(batch) } : undefined),
    [batch],
  );
  const progress: BatchProgress | null =
    batch && read?.batch === batch ? batchProgress(batch, read.rows) : null;
  return { batch, setBatch, progress };
}
