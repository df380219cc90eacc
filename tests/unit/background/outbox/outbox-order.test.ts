import { describe, expect, it } from 'vitest';
import { writeOperations } from '../../../../lib/background/outbox/writes/all-writes';
import {
  earlierRowsToWaitFor,
  UNRECONCILED_CREATE_TABLES,
} from '../../../../lib/model/outbox-order';
import { newTempId, type OutboxRow } from '../../../../lib/model/outbox-row';

const queued = (seq: number, operation: string, table: string): OutboxRow =>
  ({
    seq,
    operation,
    table,
    recordId: newTempId(),
    recordKey: `${table}:${seq}`,
    payload: { name: `thing ${seq}` },
  }) as unknown as OutboxRow;

const waitsOf = (rows: OutboxRow[]) =>
  [...earlierRowsToWaitFor(rows).values()].map((earlier) => earlier.map((row) => row.seq));

describe('the order of queued creates', () => {
  it('names exactly the tables whose creates the outbox never reconciles', () => {
    const unreconciled = Object.values(writeOperations)
      .filter((operation) => operation.kind === 'create' && operation.repeat !== 'reconcile')
      .map((operation) => operation.table);
    expect(new Set(unreconciled)).toEqual(UNRECONCILED_CREATE_TABLES);
  });

  it('a second purchase does not wait behind a first whose answer was lost', () => {
    expect(
      waitsOf([queued(1, 'buyTickets', 'tickets'), queued(2, 'buyTickets', 'tickets')]),
    ).toEqual([[], []]);
  });

  it('a second create of a table that reconciles waits for the first', () => {
    const rows = [queued(1, 'createMonitor', 'monitors'), queued(2, 'createMonitor', 'monitors')];
    expect(waitsOf(rows)).toEqual([[], [1]]);
  });
});
