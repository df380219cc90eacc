import { ApiError } from '../../model/errors/errors';
import { earlierRowsToWaitFor, stringsIn } from '../../model/outbox-order';
import { isTempId, type OutboxRow, UNTIL_SIGNED_IN } from '../../model/outbox-row';
import { message } from '../../platform/i18n';
import type { Accounts } from '../../storage/settings';
import type { WorkerDatabase } from '../../storage/worker-database';
import type { Apis } from '../api/connect';
import { runExclusive } from '../runtime/lock';
import { isInFlight, isSending } from './in-flight';
import { forgetSecrets, secretRefsOf } from './secrets';
import { type SendOutcome, sendRow } from './send-row';
import { settleRefused, updateOutboxRow } from './settle';
import { writeOperationNamed } from './writes/all-writes';
import { SEND_TIMEOUT_MS, stateWhenMayHaveApplied } from './writes/write-definition';

/*
 * Flushing sends what can be sent now, in the order of lib/model/outbox-order.ts: a write waits for
 * every earlier queued write it could affect or be affected by, and independent writes go out a
 * few at a time. A write goes only with the account it was queued under, and waits while that
 * account is signed out or another is signed in.
 */

/** Independent records sent at the same time. */
const PARALLEL_RECORDS = 3;
const MAX_ROUNDS = 500;

/**
 * A row marked in flight that no flush is sending was cut off (the worker died). A write safe to
 * repeat leaves no mark (in-flight.ts): it is still pending, and simply sent again.
 */
async function recoverInterrupted(database: WorkerDatabase) {
  const marked = await database.getAllFromIndex('outbox', 'state', 'in-flight');
  const cutOff = marked.filter((row) => !isSending(row.seq as number));
  for (const row of cutOff) {
    const repeat = writeOperationNamed(row.operation)?.repeat ?? 'reconcile';
    const state = row.answer !== undefined ? 'answered' : stateWhenMayHaveApplied(repeat);
    await updateOutboxRow(database, row.seq as number, {
      state,
      // The cut-off request may still land at the server: look for it only after it could have.
      nextAttemptAt: state === 'uncertain' ? (row.inFlightSince ?? 0) + SEND_TIMEOUT_MS : 0,
    });
  }
}

/** Whether the account a row was queued under is the one signed in now. */
function accountReady(row: OutboxRow, accounts: Accounts) {
  const operation = writeOperationNamed(row.operation);
  // Sent nowhere: it fails visibly (send-row.ts); or only its answer is left to store.
  if (!operation || row.state === 'answered') return true;
  const current = accounts[operation.api];
  return current !== null && (row.account === undefined || row.account === current);
}

/** A temporary id in the payload whose create is no longer queued: it will never get a real id. */
function namesVanishedCreate(row: OutboxRow) {
  return [...stringsIn(row.payload)].some((id) => id !== row.recordId && isTempId(id));
}

/** Rows that wait for nothing but their time: not for earlier writes, nor for an account. */
async function rowsDueInTime(database: WorkerDatabase, accounts: Accounts) {
  const rows = await database.getAll('outbox'); // by seq, the key
  const waits = earlierRowsToWaitFor(rows);
  return rows.filter(
    (row) =>
      (row.state === 'pending' || row.state === 'uncertain' || row.state === 'answered') &&
      !isInFlight(row) &&
      waits.get(row.seq as number)?.length === 0 &&
      accountReady(row, accounts),
  );
}

/** The rows that may be sent now, oldest first. */
async function sendableRows(database: WorkerDatabase, accounts: Accounts, now: number) {
  return (await rowsDueInTime(database, accounts)).filter((row) => row.nextAttemptAt <= now);
}

async function failVanishedReference(database: WorkerDatabase, row: OutboxRow) {
  const why = message('refusalNeverCreated');
  await settleRefused(
    database,
    { ...row, seq: row.seq as number },
    new ApiError('rejected', why, { operation: row.operation }),
  );
  return 'failed' as const;
}

/**
 * Sends what can be sent, until nothing more can go now. One flush at a time, across worker
 * restarts too (Web Locks die with their holder).
 */
export async function flushOutbox(database: WorkerDatabase, connect: () => Promise<Apis>) {
  const run = await runExclusive('outbox-flush', async () => {
    await recoverInterrupted(database);
    if (globalThis.navigator?.onLine === false) return [];
    const queuedSecrets = secretRefsOf(await database.getAll('outbox'));
    const outcomes: SendOutcome[] = [];
    const triedThisFlush = new Set<number>();
    for (let round = 0; round < MAX_ROUNDS; round++) {
      // A row that did not go through waits for its retry time, not for the next round.
      const sendable = (
        await sendableRows(database, (await connect()).accounts, Date.now())
      ).filter((row) => !triedThisFlush.has(row.seq as number));
      if (sendable.length === 0) break;
      // These wait for no earlier write, so sending some never makes another wait: all of them go
      // before the queue is read again. Read again per batch, a queue of 10,000 writes (a bulk
      // pause) was read whole for every 3 sent.
      for (let at = 0; at < sendable.length; at += PARALLEL_RECORDS) {
        // Each batch reads the connections afresh: a user who signs in as someone else while a
        // long flush runs stops the writes of the account before from going with the new ones.
        const apis = await connect();
        const batch = sendable
          .slice(at, at + PARALLEL_RECORDS)
          .filter((row) => accountReady(row, apis.accounts));
        for (const row of batch) triedThisFlush.add(row.seq as number);
        const sent = await Promise.all(
          batch.map((row) =>
            namesVanishedCreate(row)
              ? failVanishedReference(database, row)
              : sendRow(database, apis, row.seq as number),
          ),
        );
        outcomes.push(...sent.filter((outcome) => outcome !== null));
      }
    }
    const live = secretRefsOf(await database.getAll('outbox'));
    await forgetSecrets(new Set([...queuedSecrets].filter((ref) => !live.has(ref))), live);
    return outcomes;
  });
  return run.ran ? run.value : null;
}

/**
 * When a row becomes sendable by time alone, or null if none will: rows behind another write,
 * or waiting for an account or a sign-in, are sent when that changes, not by a timer.
 */
export async function nextAttemptAt(
  database: WorkerDatabase,
  accounts: Accounts,
): Promise<number | null> {
  const timed = (await rowsDueInTime(database, accounts))
    .map((row) => row.nextAttemptAt)
    .filter((at) => at !== UNTIL_SIGNED_IN);
  return timed.length === 0 ? null : Math.min(...timed);
}
