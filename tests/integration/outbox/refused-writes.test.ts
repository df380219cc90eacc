import { describe, expect, it } from 'vitest';
import { enqueueWrite } from '../../../lib/background/outbox/enqueue';
import { discardOutboxItem, resubmitOutboxItem } from '../../../lib/background/outbox/inspector';
import { isTempId } from '../../../lib/model/outbox-row';
import { blockedWrites } from '../../../lib/storage/outbox-queries';
import { onlyRow, useOutboxBed, writeLines } from '../support/outbox-harness';

// A write the server refuses comes back to the user intact: what they typed, the server's reason
// by the field, a way to fix and send it again, and nothing left waiting forever behind it.
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const v1 = '/endpoints/v1';

function refuseOnce(method: string, path: string) {
  bed.server.context.faults.add({ method, path, kind: 'status', status: 422, times: 1 });
}

describe('a refused write comes back to the user', () => {
  it('a refused create keeps what was typed, and sends once fixed', async () => {
    await bed.pull('categories');
    const typed = { name: 'production', description: 'Typed with care' };
    const { recordId } = await bed.queue('createCategory', undefined, typed);
    expect(await bed.flush()).toEqual(['failed']);
    const failed = await onlyRow(bed.database);
    expect(failed).toMatchObject({
      state: 'failed',
      recordId,
      payload: typed,
      lastError: { fieldErrors: [{ field: 'name' }] },
    });

    const fixed = { ...typed, name: 'production-eu' };
    expect(await resubmitOutboxItem(bed.worker, failed.seq, fixed)).toMatchObject({ ok: true });
    expect(await bed.flush()).toEqual(['sent']);
    const made = [...monitoring().categories.values()].filter((c) => c.name === 'production-eu');
    expect(made).toEqual([expect.objectContaining({ description: 'Typed with care' })]);
    expect(await bed.database.categories.get(made[0]?.id as string)).toBeDefined();
  });
});

describe('comments', () => {
  it('an empty comment is refused before it is queued', async () => {
    await bed.pull('incidents');
    const { accounts } = await bed.connect();
    const result = await enqueueWrite(
      bed.worker,
      { operation: 'commentOnIncident', recordId: 'inc_1', payload: { comment: '   ' } },
      accounts,
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: [{ field: 'comment' }] });
    expect(await bed.rows()).toEqual([]);
  });

  it('a refused comment names the comments waiting behind it', async () => {
    await bed.pull('incidents');
    refuseOnce('POST', `${v1}/incidents/comment/inc_1`);
    await bed.queue('commentOnIncident', 'inc_1', { comment: 'First' });
    await bed.queue('commentOnIncident', 'inc_1', { comment: 'Second' });
    await bed.queue('commentOnIncident', 'inc_1', { comment: 'Third' });
    await bed.flush();
    const blocked = await blockedWrites(bed.database);
    expect(blocked).toHaveLength(1);
    expect(blocked[0]?.blocker.payload).toEqual({ comment: 'First' });
    expect(blocked[0]?.waiting.map((row) => row.payload)).toEqual([
      { comment: 'Second' },
      { comment: 'Third' },
    ]);
  });
});

describe('temporary ids of creates that did not happen', () => {
  it('a write naming a discarded create does not wait forever', async () => {
    await bed.pull('pages');
    refuseOnce('POST', `${v1}/monitors/new`);
    const probe = { name: 'Never made', type: 'http', uri: 'https://never.example.com/' };
    const { recordId: tempId } = await bed.queue('createMonitor', undefined, probe);
    await bed.flush();
    await bed.queue('updatePage', 'page_1', { monitors: ['mon_1', tempId] });
    const create = (await bed.rows()).find((row) => row.recordId === tempId);
    await discardOutboxItem(bed.worker, create?.seq as number);
    await bed.makeDue();
    await bed.flush();
    const [page] = await bed.rows();
    expect(page).toMatchObject({ recordId: 'page_1', state: 'failed' });
    expect(page?.lastError?.message).toMatch(/discarded|never/);
    expect(writeLines(bed.server)).toEqual([`POST ${v1}/monitors/new`]);
  });

  it('a refused update of a record whose create landed leaves no placeholder behind', async () => {
    await bed.pull('categories');
    const { recordId } = await bed.queue('createCategory', undefined, { name: 'Ghost test' });
    await bed.queue('updateCategory', recordId, { description: 'refused' });
    refuseOnce('PUT', `${v1}/categories/update/*`);
    expect(await bed.flush()).toEqual(['sent', 'failed']);
    const keys = (await bed.database.categories.toCollection().primaryKeys()) as string[];
    expect(keys.filter(isTempId)).toEqual([]);
    const made = [...monitoring().categories.values()].find((c) => c.name === 'Ghost test');
    expect(await bed.database.categories.get(made?.id as string)).toMatchObject({
      name: 'Ghost test',
    });
  });
});
