import type { GatehouseDatabase } from './database';
import { earlierRowsToWaitFor } from './outbox-order';
import { type OutboxRow, UNTIL_SIGNED_IN } from './outbox-row';

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

/** What a person calls a record: its name, an announcement's title, an incident's monitor. */
export async function recordNameOf(database: GatehouseDatabase, row: OutboxRow) {
  const record: unknown = await database
    .table(row.table)
    .get(row.recordId)
    .catch(() => undefined);
  const fields = new Map(Object.entries(record ?? row.payload ?? {}));
  const name = fields.get('name') ?? fields.get('title') ?? fields.get('monitorName');
  return typeof name === 'string' && name ? name : null;
}

/** A failed write with what it holds back, named for people (the popup's alert). */
export interface BlockedWriteSummary {
  seq: number;
  operation: string;
  table: string;
  recordId: string;
  recordName: string | null;
  reason: string;
  waiting: number;
}

export async function blockedWriteSummaries(
  database: GatehouseDatabase,
): Promise<BlockedWriteSummary[]> {
  const blocked = await blockedWrites(database);
  return Promise.all(
    blocked.map(async ({ blocker, waiting }) => ({
      seq: blocker.seq,
      operation: blocker.operation,
      table: blocker.table,
      recordId: blocker.recordId,
      recordName: await recordNameOf(database, blocker),
      reason: blocker.lastError?.message ?? '',
      waiting: waiting.length,
    })),
  );
}

/**
 * Queued writes that wait for an account: held after the server refused the sign-in, or made
 * under an account that is not the one signed in now (they never go with another's).
 */
export async function writesAwaitingSignIn(
  database: GatehouseDatabase,
  accounts: { monitoring: string | null; museum: string | null },
) {
  const current = new Set([accounts.monitoring, accounts.museum]);
  const rows = await database.outbox.where('state').anyOf(['pending', 'uncertain']).toArray();
  const held = rows.filter(
    (row) =>
      row.nextAttemptAt === UNTIL_SIGNED_IN ||
      (row.account !== undefined && !current.has(row.account)),
  );
  return { count: held.length, accounts: [...new Set(held.flatMap((r) => r.account ?? []))] };
}
