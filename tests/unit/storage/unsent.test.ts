import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { idsAPullLeaves } from '../../../lib/background/sync/pull-guards';
import type { OutboxState } from '../../../lib/model/outbox-row';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { outboxCounts, unsentRecordIds } from '../../../lib/storage/queries';
import { openWorkerDatabase, type TableName } from '../../../lib/storage/worker-database';
import { writeTables } from '../../../lib/storage/worker-writes';

let database: GatehouseDatabase;

beforeEach(() => {
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
});
afterEach(() => database.delete());

const write = (table: string, recordId: string, state: OutboxState) => ({
  recordKey: `${table}:${recordId}`,
  table,
  operation: 'updateMonitor',
  recordId,
  payload: {},
  state,
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
});

describe('unsent writes: one meaning for the popup, Settings and the pull', () => {
  beforeEach(async () => {
    await database.outbox.bulkAdd([
      write('monitors', 'pending', 'pending'),
      write('monitors', 'in-flight', 'in-flight'),
      write('monitors', 'uncertain', 'uncertain'),
      write('monitors', 'needs-confirmation', 'needs-confirmation'),
      write('monitors', 'answered', 'answered'),
      write('monitors', 'refused', 'failed'),
      write('categories', 'other-table', 'pending'),
    ]);
  });

  it('marks every record whose write is still on its way, not the refused one', async () => {
    const expected = ['answered', 'in-flight', 'needs-confirmation', 'pending', 'uncertain'];
    expect([...(await unsentRecordIds(database, 'monitors'))].sort()).toEqual(expected);
    const worker = await openWorkerDatabase(database.name);
    const tables: TableName[] = ['outbox', 'settledWrites'];
    const leaves = await writeTables(worker, tables, (transaction) =>
      idsAPullLeaves(transaction, 'monitors', undefined),
    );
    expect([...leaves].sort()).toEqual(expected);
  });

  it('counts the same writes as waiting, and the refused one apart', async () => {
    expect(await outboxCounts(database)).toEqual({ waiting: 6, failed: 1 });
  });
});
