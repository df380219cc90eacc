import { earlierRowsToWaitFor } from '../model/outbox-order';
import {
  type BlockedWriteSummary,
  type OutboxEntry,
  type OutboxRow,
  type OutboxState,
  UNTIL_SIGNED_IN,
} from '../model/outbox-row';
import type { GatehouseDatabase } from './database';

/**
 * Writes that will not go without the user: refused ones, and ones that may have reached the
 * server and cannot be checked (a purchase has its own prompt, so it is left to that).
 */
const needsUser = (row: OutboxRow) =>
  row.state === 'failed' || (row.state === 'needs-confirmation' && row.table !== 'tickets');

/** A write that needs the user and the writes that wait behind it (outbox-order.ts). */
export interface BlockedWrites {
  blocker: OutboxRow & { seq: number };
  waiting: OutboxRow[];
}

/**
 * Each write that needs the user with the queued writes it holds back, directly or through
 * another waiting write, so the popup and the outbox can say which write blocks and which wait.
 */
export async function blockedWrites(database: GatehouseDatabase): Promise<BlockedWrites[]> {
  return blockedWritesOf(await database.outbox.orderBy('seq').toArray());
}

/** blockedWrites from the outbox rows, in `seq` order (also read by first-paint.ts). */
export function blockedWritesOf(rows: OutboxRow[]): BlockedWrites[] {
  const waits = earlierRowsToWaitFor(rows);
  const blockersOf = new Map<number, Set<number>>();
  for (const row of rows) {
    const seq = row.seq as number;
    const blockers = new Set<number>(needsUser(row) ? [seq] : []);
    for (const earlier of waits.get(seq) ?? []) {
      for (const blocker of blockersOf.get(earlier.seq as number) ?? []) blockers.add(blocker);
    }
    blockersOf.set(seq, blockers);
  }
  return rows.flatMap((row) =>
    needsUser(row) && row.seq !== undefined
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

const NAME_FIELDS = ['name', 'title', 'monitorName', 'eventName'];

/** A record's name, an announcement's title, an incident's monitor, a purchase's event. */
function nameIn(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const fields = new Map(Object.entries(value));
  const name = NAME_FIELDS.map((field) => fields.get(field)).find(
    (v) => typeof v === 'string' && v,
  );
  return (name as string | undefined) ?? null;
}

/**
 * What a person calls a write's record: its name as cached now, else as the server had it before
 * the change (a delete removed it here), else as the user typed it (a create refused and rolled
 * back has only its temporary id).
 */
async function recordNameOf(database: GatehouseDatabase, row: OutboxRow) {
  const known = database.tables.find((table) => table.name === row.table);
  return recordName(row, known ? await known.get(row.recordId) : undefined);
}

/** recordNameOf, given the record as stored (undefined: not stored). */
export function recordName(row: OutboxRow, record: unknown) {
  return nameIn(record) ?? nameIn(row.before) ?? nameIn(row.payload);
}

export async function outboxEntries(database: GatehouseDatabase): Promise<OutboxEntry[]> {
  const rows = await database.outbox.orderBy('seq').toArray();
  const waits = earlierRowsToWaitFor(rows);
  const names = new Map<number, string | null>();
  for (const row of rows) names.set(row.seq as number, await recordNameOf(database, row));
  return rows.map((row) => {
    const seq = row.seq as number;
    const first = waits.get(seq)?.[0];
    return {
      row: { ...row, seq },
      recordName: names.get(seq) ?? null,
      waitsFor: first
        ? {
            operation: first.operation,
            recordName: names.get(first.seq as number) ?? null,
            payload: first.payload,
          }
        : null,
    };
  });
}

/** What the popup says of a blocked write, given its record's name. */
export function blockedWriteSummary(
  { blocker, waiting }: BlockedWrites,
  recordName: string | null,
): BlockedWriteSummary {
  return {
    seq: blocker.seq,
    state: blocker.state,
    operation: blocker.operation,
    payload: blocker.payload,
    table: blocker.table,
    recordId: blocker.recordId,
    recordName,
    reason: blocker.lastError?.message ?? '',
    waiting: waiting.length,
  };
}

export async function blockedWriteSummaries(
  database: GatehouseDatabase,
): Promise<BlockedWriteSummary[]> {
  const blocked = await blockedWrites(database);
  return Promise.all(
    blocked.map(async (write) =>
      blockedWriteSummary(write, await recordNameOf(database, write.blocker)),
    ),
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
  return awaitingSignInOf(
    await database.outbox.where('state').anyOf(AWAITING_STATES).toArray(),
    accounts,
  );
}

/** States of a write that may wait for an account. */
const AWAITING_STATES: OutboxState[] = ['pending', 'uncertain'];

/** writesAwaitingSignIn among any outbox rows (also read by first-paint.ts). */
export function awaitingSignInOf(
  rows: OutboxRow[],
  accounts: { monitoring: string | null; museum: string | null },
) {
  const current = new Set([accounts.monitoring, accounts.museum]);
  const held = rows.filter(
    (row) =>
      AWAITING_STATES.includes(row.state) &&
      (row.nextAttemptAt === UNTIL_SIGNED_IN ||
        (row.account !== undefined && !current.has(row.account))),
  );
  return { count: held.length, accounts: [...new Set(held.flatMap((r) => r.account ?? []))] };
}

/** No write waits for a sign-in (also what the popup says before Settings are read). */
export const NONE_AWAITING = { count: 0, accounts: [] as string[] };
