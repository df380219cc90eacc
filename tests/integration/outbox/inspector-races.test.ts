import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  discardOutboxItem,
  resubmitOutboxItem,
  retryOutboxItem,
} from '../../../lib/background/outbox/inspector';
import type { WorkerDatabase } from '../../../lib/storage/worker-database';
import { flushHeld, type Held } from '../support/held-apis';
import { requestsTo, useOutboxBed } from '../support/outbox-harness';

// Discard, Retry and Edit (inspector.ts) act on a row another actor may take at the same moment:
// a flush that claims it for sending, or another page's Discard. Each reads the row it acts on
// in the transaction that changes it, so it never acts on a row that changed in between.
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const CATEGORY_1 = '/endpoints/v1/categories/update/cat_1';

/**
 * Runs `between` the first time `get` reads the queue: after the action has read its row, before
 * it acts on what it read.
 */
function onFirstOutboxRead(worker: WorkerDatabase, between: () => Promise<void>) {
  const read = worker.get.bind(worker);
  let done = false;
  const spy = vi.spyOn(worker, 'get').mockImplementation((async (
    ...args: Parameters<typeof read>
  ) => {
    const row = await read(...args);
    if (!done && args[0] === 'outbox') {
      done = true;
      await between();
    }
    return row;
  }) as typeof worker.get);
  onTestFinished(() => spy.mockRestore());
}

const seqOf = async (index: number) => (await bed.rows())[index]?.seq as number;

/** An edit of cat_1 the server refused (404), waiting for the user's Retry, Edit or Discard. */
async function refusedEdit() {
  await bed.pull('categories');
  const serverDescription = monitoring().categories.get('cat_1')?.description;
  const fault = { method: 'PUT', path: CATEGORY_1, kind: 'status', status: 404, times: 1 } as const;
  bed.server.context.faults.add(fault);
  await bed.queue('updateCategory', 'cat_1', { description: 'Refused' });
  expect(await bed.flush()).toEqual(['failed']);
  return { seq: await seqOf(0), serverDescription };
}

describe('an action on a row that a flush takes at the same moment', () => {
  it('Discard read just before a flush took the row: it refuses; the write goes once and stays', async () => {
    await bed.pull('categories');
    await bed.queue('updateCategory', 'cat_1', { description: 'On its way' });
    const seq = await seqOf(0);
    let flush: Held<unknown> | undefined;
    onFirstOutboxRead(bed.worker, async () => {
      flush = await flushHeld(bed);
    });

    const discarded = await discardOutboxItem(bed.worker, seq);
    flush?.release();
    await flush?.running;

    // Already on the wire: what the user sees is what the server now has, never a discard that
    // the answer then silently undoes.
    expect(discarded).toBe(false);
    expect(requestsTo(bed.server, 'PUT', CATEGORY_1)).toHaveLength(1);
    expect(monitoring().categories.get('cat_1')?.description).toBe('On its way');
    expect((await bed.database.categories.get('cat_1'))?.description).toBe('On its way');
    expect(await bed.rows()).toEqual([]);
  });

  it('Retry of a refused edit that another page discarded first shows nothing unqueued', async () => {
    const { seq, serverDescription } = await refusedEdit();
    onFirstOutboxRead(bed.worker, async () => {
      await discardOutboxItem(bed.worker, seq);
    });

    expect(await retryOutboxItem(bed.worker, seq)).toBe(false);
    expect(await bed.rows()).toEqual([]);
    // Not shown as changed: nothing is queued to change it.
    expect((await bed.database.categories.get('cat_1'))?.description).toBe(serverDescription);
  });

  it('Edit of a refused write that another page discarded first is refused, not shown', async () => {
    const { seq, serverDescription } = await refusedEdit();
    onFirstOutboxRead(bed.worker, async () => {
      await discardOutboxItem(bed.worker, seq);
    });

    const result = await resubmitOutboxItem(bed.worker, seq, { description: 'Fixed' });
    expect(result.ok).toBe(false);
    expect(await bed.rows()).toEqual([]);
    expect((await bed.database.categories.get('cat_1'))?.description).toBe(serverDescription);
  });

  it('Edit of a refused write that another page sent again first does not rewrite it in flight', async () => {
    const { seq } = await refusedEdit();
    let flush: Held<unknown> | undefined;
    onFirstOutboxRead(bed.worker, async () => {
      // Another page's Retry, and the flush it starts, take the row before the Edit acts.
      await retryOutboxItem(bed.worker, seq);
      flush = await flushHeld(bed);
    });

    const result = await resubmitOutboxItem(bed.worker, seq, { description: 'Fixed' });
    flush?.release();
    await flush?.running;

    expect(result.ok).toBe(false);
    const bodies = requestsTo(bed.server, 'PUT', CATEGORY_1).map((r) => r.body);
    expect(bodies).toEqual([{ description: 'Refused' }, { description: 'Refused' }]);
    expect(await bed.rows()).toEqual([]);
    expect((await bed.database.categories.get('cat_1'))?.description).toBe('Refused');
  });
});
