import { useState } from 'preact/hooks';
import { useLiveQuery } from '../../../lib/containers/useLiveQuery';
import type { OutboxRow } from '../../../lib/model/outbox-row';
import { REFUSED } from '../../../lib/model/outbox-row';
import { db } from '../../../lib/storage/database';

/** A bulk edit once queued: its outbox rows, how many records it queued a write for, and notes. */
export interface Batch {
  seqs: number[];
  queued: number;
  notes: string[];
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
 * How a batch's rows stand: a row gone is a write the server took (or one that cancelled out a
 * queued one, which leaves nothing to send); a refused row stays, and the rest still wait.
 */
export function batchProgress(
  batch: Batch,
  rows: readonly (OutboxRow | undefined)[],
): BatchProgress {
  const present = rows.filter((row): row is OutboxRow & { seq: number } => row?.seq !== undefined);
  const refused = present.filter((row) => row.state === REFUSED);
  const waiting = present.length - refused.length;
  return {
    sent: batch.queued - present.length,
    queued: batch.queued,
    refused,
    done: waiting === 0,
  };
}

/**
 * The last bulk edit and its progress, live. Its own query, made after the writes are queued, so
 * its first answer already holds their rows: the list's outbox read may still be the one before.
 */
export function useBulkBatch() {
  const [batch, setBatch] = useState<Batch | null>(null);
  // Tagged with its batch: until the new query answers, the last one's rows are still held.
  const read = useLiveQuery(
    async () => (batch ? { batch, rows: await db.outbox.bulkGet(batch.seqs) } : undefined),
    [batch],
  );
  const progress: BatchProgress | null =
    batch && read?.batch === batch ? batchProgress(batch, read.rows) : null;
  return { batch, setBatch, progress };
}
