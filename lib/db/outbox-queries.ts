import type { GatehouseDatabase } from './database';
import { earlierRowsToWaitFor } from './outbox-order';
import type { OutboxRow } from './outbox-row';

/** A failed write and the writes that wait behind it (outbox-order.ts), for the UI to name. */
export interface BlockedWrites {
  blocker: OutboxRow & { seq: number };
  waiting: OutboxRow[];
}

/**
 * Each failed write with the queued writes it holds back, directly or through another waiting
 * write, so the popup and the outbox can say which write blocks and which wait.
 */
export async function blockedWrites(database: GatehouseDatabase): Promise<BlockedWrites[]> {
  const rows = await database.outbox.orderBy('seq').toArray();
  const waits = earlierRowsToWaitFor(rows);
  const blockersOf = new Map<number, Set<number>>();
  for (const row of rows) {
    const seq = row.seq as number;
    const blockers = new Set<number>(row.state === 'failed' ? [seq] : []);
    for (const earlier of waits.get(seq) ?? []) {
      for (const blocker of blockersOf.get(earlier.seq as number) ?? []) blockers.add(blocker);
    }
    blockersOf.set(seq, blockers);
  }
  return rows.flatMap((row) =>
    row.state === 'failed' && row.seq !== undefined
      ? [
          {
            blocker: { ...row, seq: row.seq },
            waiting: rows.filter(
              (other) =>
                other !== row && blockersOf.get(other.seq as number)?.has(row.seq as number),
            ),
          },
        ]
      : [],
  );
}
