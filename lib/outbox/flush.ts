import type { Apis } from '../api/connect';
import type { GatehouseDatabase } from '../db/database';
import type { OutboxRow } from '../db/outbox-row';
import { runExclusive } from '../sync/lock';
import { isTempId, SEND_TIMEOUT_MS, TEMP_ID_PREFIX } from './operation';
import { operationFor } from './operations';
import { forgetSecrets, secretRefsOf } from './secrets';
import { type SendOutcome, sendRow } from './send-row';

/** Records sent at the same time; rows of one record always go one after another. */
const PARALLEL_RECORDS = 3;
const MAX_ROUNDS = 500;

/** A row still in flight when no flush holds the lock was cut off (the worker died). */
async function recoverInterrupted(database: GatehouseDatabase) {
  const cutOff = await database.outbox.where('state').equals('in-flight').toArray();
  for (const row of cutOff) {
    const careful = operationFor(row.operation).notIdempotent;
    await database.outbox.update(row.seq as number, {
      state: careful ? 'uncertain' : 'pending',
      // The cut-off request may still land at the server: look for it only after it could have.
      nextAttemptAt: careful ? (row.inFlightSince ?? 0) + SEND_TIMEOUT_MS : 0,
    });
  }
}

/** Temp ids of other records this row's payload refers to (e.g. a page naming a new monitor). */
function waitsOnOtherCreates(row: OutboxRow) {
  const ids = JSON.stringify(row.payload ?? null).match(
    new RegExp(`${TEMP_ID_PREFIX}[0-9a-f-]{36}`, 'g'),
  );
  return (ids ?? []).some((id) => id !== row.recordId && isTempId(id));
}

/** The head row of each record, if it may be sent now. Failed or held heads block their record. */
export async function sendableRows(database: GatehouseDatabase, now: number): Promise<OutboxRow[]> {
  const heads = new Map<string, OutboxRow>();
  for (const row of await database.outbox.orderBy('seq').toArray()) {
    if (!heads.has(row.recordKey)) heads.set(row.recordKey, row);
  }
  return [...heads.values()].filter(
    (row) =>
      (row.state === 'pending' || row.state === 'uncertain') &&
      row.nextAttemptAt <= now &&
      !waitsOnOtherCreates(row),
  );
}

/**
 * Sends what can be sent, in order per record, a few records at a time, until nothing more can
 * go now. One flush at a time, across worker restarts too (Web Locks die with their holder).
 */
export async function flushOutbox(database: GatehouseDatabase, connect: () => Promise<Apis>) {
  const run = await runExclusive('outbox-flush', async () => {
    await recoverInterrupted(database);
    if (globalThis.navigator?.onLine === false) return [];
    const queuedSecrets = secretRefsOf(await database.outbox.toArray());
    const apis = await connect();
    const outcomes: SendOutcome[] = [];
    const triedThisFlush = new Set<number>();
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const sendable = await sendableRows(database, Date.now());
      // A row that did not go through waits for its retry time, not for the next round.
      const batch = sendable
        .filter((row) => !triedThisFlush.has(row.seq as number))
        .slice(0, PARALLEL_RECORDS);
      if (batch.length === 0) break;
      for (const row of batch) triedThisFlush.add(row.seq as number);
      outcomes.push(...(await Promise.all(batch.map((row) => sendRow(database, apis, row)))));
    }
    const live = secretRefsOf(await database.outbox.toArray());
    await forgetSecrets(new Set([...queuedSecrets].filter((ref) => !live.has(ref))), live);
    return outcomes;
  });
  return run.ran ? run.value : null;
}

/** When the next row becomes sendable, or null if nothing waits on time alone. */
export async function nextAttemptAt(database: GatehouseDatabase): Promise<number | null> {
  const waiting = await database.outbox.where('state').anyOf(['pending', 'uncertain']).toArray();
  return waiting.length === 0 ? null : Math.min(...waiting.map((row) => row.nextAttemptAt));
}
