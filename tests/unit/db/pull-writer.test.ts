import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPulledList } from '../../../lib/db/apply-pull';
import { GatehouseDatabase } from '../../../lib/db/database';
import type { CategoryRow } from '../../../lib/db/rows';

let database: GatehouseDatabase;
const category = (id: string, name: string) =>
  ({ id, name, description: '', monitors: 0, createdAt: '2026-11-01' }) as unknown as CategoryRow;
const pull = (rows: CategoryRow[]) =>
  applyPulledList(database, database.categories, rows, { keyOf: (row) => row.id });

beforeEach(async () => {
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
  await database.categories.bulkPut([
    category('1', 'Web'),
    category('2', 'APIs'),
    category('3', 'Old'),
  ]);
});
afterEach(() => database.delete());

describe('applyPulledList', () => {
  it('upserts what came and deletes what the server no longer has', async () => {
    const result = await pull([
      category('1', 'Websites'),
      category('2', 'APIs'),
      category('4', 'New'),
    ]);
    // '2' came back unchanged, so it is not rewritten.
    expect(result).toEqual({ written: 2, removed: 1, keptLocal: 0 });
    const names = (await database.categories.orderBy('name').toArray()).map((c) => c.name);
    expect(names).toEqual(['APIs', 'New', 'Websites']);
  });

  it('keeps a record with an unsent local change, both its edit and its existence', async () => {
    await database.categories.put(category('1', 'Renamed offline'));
    for (const recordId of ['1', '3']) {
      await database.outbox.add({
        recordKey: `categories:${recordId}`,
        table: 'categories',
        operation: 'updateCategory',
        recordId,
        payload: {},
        state: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        createdAt: Date.now(),
      });
    }
    const result = await pull([category('1', 'Web'), category('2', 'APIs')]);
    expect(result.keptLocal).toBe(2);
    expect((await database.categories.get('1'))?.name).toBe('Renamed offline');
    expect(await database.categories.get('3')).toBeDefined();
  });

  it('lets the server win once the local change has failed (it was reverted)', async () => {
    await database.outbox.add({
      recordKey: 'categories:3',
      table: 'categories',
      operation: 'deleteCategory',
      recordId: '3',
      payload: {},
      state: 'failed',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: Date.now(),
    });
    await pull([category('1', 'Web')]);
    expect(await database.categories.count()).toBe(1);
  });

  it('applies all or nothing: a failure inside leaves the table as it was', async () => {
    const failing = applyPulledList(database, database.categories, [category('9', 'X')], {
      keyOf: (row) => row.id,
      after: () => Promise.reject(new Error('worker killed')),
    });
    await expect(failing).rejects.toThrow('worker killed');
    expect((await database.categories.toArray()).map((c) => c.id)).toEqual(['1', '2', '3']);
  });

  it('only deletes inside the scope it was told the pull covered', async () => {
    await pull.call(null, []); // no scope: clears all
    await database.categories.bulkPut([category('a', 'Keep me'), category('b', 'In scope')]);
    await applyPulledList(database, database.categories, [], {
      keyOf: (row) => row.id,
      scope: (row) => row.name === 'In scope',
    });
    expect((await database.categories.toArray()).map((c) => c.id)).toEqual(['a']);
  });
});
