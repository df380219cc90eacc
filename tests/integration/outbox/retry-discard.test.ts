import { describe, expect, it } from 'vitest';
import { discardOutboxItem, retryOutboxItem } from '../../../lib/background/outbox/inspector';
import { requestsTo, useOutboxBed, writeLines } from '../support/outbox-harness';

// A failed row stops its record's later rows (order), and waits for the user: Retry
// (lib/background/outbox/inspector.ts) applies it again and sends it; Discard gives it up for good.
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const CATEGORY_1 = '/endpoints/v1/categories/update/cat_1';
const seqOf = async (index: number) => (await bed.rows())[index]?.seq as number;

function notFoundOnce() {
  bed.server.context.faults.add({
    method: 'PUT',
    path: CATEGORY_1,
    kind: 'status',
    status: 404,
    times: 1,
  });
}

describe('a failed row and the rows behind it', () => {
  it('404: the edit is undone, later rows of the record wait, Retry sends all in order', async () => {
    await bed.pull('categories');
    const before = await bed.database.categories.get('cat_1');
    notFoundOnce();
    await bed.queue('updateCategory', 'cat_1', { description: 'First' });
    expect(await bed.flush()).toEqual(['failed']);
    expect(await bed.database.categories.get('cat_1')).toEqual(before);

    const rename = { name: 'Production (renamed)' };
    await bed.queue('updateCategory', 'cat_1', rename);
    expect(await bed.rows()).toHaveLength(2); // never merged into a failed row
    expect(await bed.flush()).toEqual([]); // held behind the failed one
    expect(requestsTo(bed.server, 'PUT', CATEGORY_1)).toHaveLength(1);

    await retryOutboxItem(bed.worker, await seqOf(0));
    expect((await bed.database.categories.get('cat_1'))?.description).toBe('First');
    expect(await bed.flush()).toEqual(['sent', 'sent']);
    const bodies = requestsTo(bed.server, 'PUT', CATEGORY_1).map((r) => r.body);
    expect(bodies).toEqual([{ description: 'First' }, { description: 'First' }, rename]);
    expect(monitoring().categories.get('cat_1')).toMatchObject({ description: 'First', ...rename });
  });

  it('Discard drops a failed edit for good; the later row of the record then goes', async () => {
    await bed.pull('categories');
    const serverDescription = monitoring().categories.get('cat_1')?.description;
    notFoundOnce();
    await bed.queue('updateCategory', 'cat_1', { description: 'Lost' });
    await bed.flush();
    await bed.queue('updateCategory', 'cat_1', { name: 'Prod' });
    await discardOutboxItem(bed.worker, await seqOf(0));

    expect(await bed.flush()).toEqual(['sent']);
    const bodies = requestsTo(bed.server, 'PUT', CATEGORY_1).map((r) => r.body);
    expect(bodies).toEqual([{ description: 'Lost' }, { name: 'Prod' }]);
    const expected = { name: 'Prod', description: serverDescription };
    expect(monitoring().categories.get('cat_1')).toMatchObject(expected);
    expect(await bed.database.categories.get('cat_1')).toMatchObject(expected);
  });

  it('a failed create holds back the rows of its record; Discard drops them with it', async () => {
    const { recordId } = await bed.queue('createCategory', undefined, { name: 'Production' });
    await bed.queue('updateCategory', recordId, { description: 'Never sent' });
    expect(await bed.flush()).toEqual(['failed']); // the name is taken
    expect(writeLines(bed.server)).toEqual(['POST /endpoints/v1/categories/new']);

    await discardOutboxItem(bed.worker, await seqOf(0));
    expect(await bed.rows()).toEqual([]);
    expect(await bed.database.categories.get(recordId)).toBeUndefined();
    expect(await bed.flush()).toEqual([]);
    expect(writeLines(bed.server)).toHaveLength(1);
  });
});
