import { describe, expect, it } from 'vitest';
import type { MonitoringRoute } from '../../../lib/background/api/monitoring/routes';
import { retryOutboxItem } from '../../../lib/background/outbox/inspector';
import type { SendOutcome } from '../../../lib/background/outbox/send-row';
import { writeOperations } from '../../../lib/background/outbox/writes/all-writes';
import type { WriteOperation } from '../../../lib/background/outbox/writes/write-definition';
import { pulledResources, type ResourceName } from '../../../lib/background/sync/resources';
import { isTempId } from '../../../lib/model/outbox-row';
import { apiOf, routeOf, type WriteCase, writeCases } from './outbox-cases';
import type { FaultCase } from './outbox-faults';
import { type OutboxBed, requestsTo, useOutboxBed } from './outbox-harness';

/**
 * Every write, its first attempt failing one way; in the end the server
 * holds exactly what the user intended, and the write took effect once.
 */
export function describeFaultMatrix(fault: FaultCase) {
  const bed = useOutboxBed();
  const cases = writeCases.filter(
    (write) => (!fault.onlyFor || apiOf(write) === fault.onlyFor) && !fault.spares?.(write),
  );
  describe(`every write, first attempt: ${fault.name}`, () => {
    for (const write of cases) {
      it(write.operation, () => writeThroughFault(bed, write, fault));
    }
  });
}

/** Where the first attempt leaves the row. */
function firstOutcome(operation: WriteOperation, fault: FaultCase): SendOutcome {
  if (!fault.errorKind) return 'sent';
  // A write that is not safe to repeat first reads what the server has; nothing left if that fails.
  if (!fault.reached && operation.serverIdsBefore) return 'retry';
  if (!fault.answerLost || operation.repeat === 'safe') return 'retry';
  return operation.repeat === 'ask-user' ? 'needs-confirmation' : 'uncertain';
}

async function writeThroughFault(bed: OutboxBed, write: WriteCase, fault: FaultCase) {
  const operation: WriteOperation = writeOperations[write.operation];
  const route = routeOf(write);
  const localKeys = await pullLocalCopy(bed, operation.table);
  const firstConnect = await fault.arm(bed, route);
  await bed.queue(write.operation, write.recordId, write.payload);
  const startedAt = Date.now();
  const outcome = firstOutcome(operation, fault);
  expect(await bed.flush(firstConnect)).toEqual([outcome]);
  if (outcome !== 'sent') await expectWaiting(bed, fault, outcome, startedAt);

  const made = outcome === 'sent' ? 1 : await recover(bed, operation, fault, route);
  write.expectOnServer(bed.server.context.state, made);
  expectRequestLog(bed, route, operation, fault, made);
  await expectSettledLocally(bed, write, operation, localKeys);
}

/** The record as the extension had it before the edit (pull sync); returns the local keys. */
async function pullLocalCopy(bed: OutboxBed, table: string): Promise<string[]> {
  if (table in pulledResources) await bed.pull(table as ResourceName);
  return (await bed.database.table(table).toCollection().primaryKeys()) as string[];
}

/** After a failed attempt the row waits, visibly, with the error and a retry time. */
async function expectWaiting(
  bed: OutboxBed,
  fault: FaultCase,
  outcome: SendOutcome,
  startedAt: number,
) {
  const rows = await bed.rows();
  expect(rows).toHaveLength(1);
  const state = outcome === 'retry' ? 'pending' : outcome;
  expect(rows[0]).toMatchObject({ state, attempts: 1, lastError: { kind: fault.errorKind } });
  if (outcome === 'needs-confirmation') return;
  const waitMs = (fault.retryAfterSeconds ?? 1) * 1000;
  expect(rows[0]?.nextAttemptAt).toBeGreaterThanOrEqual(startedAt + waitMs);
  if (fault.retryAfterSeconds) {
    // Honouring Retry-After: a flush before then sends nothing.
    expect(await bed.flush()).toEqual([]);
  }
}

/** The next flush (rows made due); a purchase whose answer was lost waits for the user. */
async function recover(
  bed: OutboxBed,
  operation: WriteOperation,
  fault: FaultCase,
  route: MonitoringRoute,
): Promise<number> {
  await bed.makeDue();
  const next = await bed.flush();
  if (operation.repeat !== 'ask-user' || !fault.answerLost) {
    expect(next).toEqual(['sent']);
    return 1;
  }
  expect(next).toEqual([]);
  const [row] = await bed.rows();
  expect(row?.state).toBe('needs-confirmation');
  expect(await bed.database.tickets.get(row?.recordId ?? '')).toMatchObject({ state: 'pending' });
  expect(requestsTo(bed.server, route.method, route.path)).toHaveLength(fault.reached ? 1 : 0);
  await retryOutboxItem(bed.worker, row?.seq as number);
  expect(await bed.flush()).toEqual(['sent']);
  // The user chose to buy again: if the lost purchase had gone through, that is two tickets.
  return fault.applied ? 2 : 1;
}

/**
 * Requests to the write's route: the failed attempt if it got there, then one more unless
 * reconciling found the write already done. Taking effect: once; `made` times for additive
 * writes; and twice for an idempotent edit re-sent after a lost answer — same values, same end
 * state (a delete's re-send finds nothing: 404, counted as done).
 */
function expectRequestLog(
  bed: OutboxBed,
  route: MonitoringRoute,
  operation: WriteOperation,
  fault: FaultCase,
  made: number,
) {
  const requests = requestsTo(bed.server, route.method, route.path);
  const foundDone = fault.applied && operation.repeat === 'reconcile';
  const reached = fault.reached && !(fault.hitsFirstRequest && operation.serverIdsBefore);
  expect(requests).toHaveLength((reached ? 1 : 0) + (foundDone ? 0 : 1));
  const resends = reached ? requests.slice(1) : requests;
  const succeeded = resends.filter((r) => r.status !== null && r.status < 300).length;
  const tookEffect = (fault.applied ? 1 : 0) + succeeded;
  const resentIdempotent =
    fault.applied && operation.repeat === 'safe' && operation.kind !== 'delete';
  expect(tookEffect).toBe(operation.repeat !== 'safe' ? made : resentIdempotent ? 2 : 1);
}

/** Nothing left queued, no placeholder left, and the local table shows the server's outcome. */
async function expectSettledLocally(
  bed: OutboxBed,
  write: WriteCase,
  operation: WriteOperation,
  localKeys: string[],
) {
  expect(await bed.database.outbox.count()).toBe(0);
  const keys = (await bed.database.table(operation.table).toCollection().primaryKeys()) as string[];
  expect(keys.filter(isTempId)).toEqual([]);
  if (operation.kind === 'create') expect(keys).toHaveLength(localKeys.length + 1);
  else if (operation.kind === 'delete') expect(keys).not.toContain(write.recordId);
  else expect(keys).toContain(write.recordId);
}
