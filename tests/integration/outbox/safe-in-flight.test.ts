import { describe, expect, it } from 'vitest';
import { discardOutboxItem, retryOutboxItem } from '../../../lib/background/outbox/inspector';
import { flushHeld } from '../support/held-apis';
import { requestsTo, useOutboxBed } from '../support/outbox-harness';

// A write safe to repeat is claimed in the worker's memory while it is sent, its row left pending
// (lib/background/outbox/in-flight.ts); one that is not safe to repeat is marked in flight in its
// row first. Either way an edit made meanwhile is a row of its own, and Retry and Discard wait for
// the answer (docs/ERRORS.md).
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const v1 = '/endpoints/v1';

describe('a write safe to repeat, while it is on its way', () => {
  it('its row stays as queued, and an edit made meanwhile is queued after it and sent after it', async () => {
    await bed.pull('categories');
    const path = `${v1}/categories/update/cat_1`;
    await bed.queue('updateCategory', 'cat_1', { description: 'First' });
    const held = await flushHeld(bed);
    await bed.queue('updateCategory', 'cat_1', { name: 'Renamed meanwhile' });

    // Nothing was written to claim it; the edit did not fold into it.
    const queued = await bed.rows();
    expect(queued.map((row) => [row.state, row.payload])).toEqual([
      ['pending', { description: 'First' }],
      ['pending', { name: 'Renamed meanwhile' }],
    ]);
    held.release();
    await held.running;
    await bed.flush();

    const bodies = requestsTo(bed.server, 'PUT', path).map((request) => request.body);
    expect(bodies).toEqual([{ description: 'First' }, { name: 'Renamed meanwhile' }]);
    const edited = { description: 'First', name: 'Renamed meanwhile' };
    expect(monitoring().categories.get('cat_1')).toMatchObject(edited);
    expect(await bed.database.categories.get('cat_1')).toMatchObject(edited);
    expect(await bed.rows()).toEqual([]);
  });

  it('Discard and Retry leave a pause on its way alone: it goes once and is kept', async () => {
    await bed.pull('monitors');
    const path = `${v1}/monitors/pause/mon_1`;
    const { seq } = await bed.queue('pauseMonitor', 'mon_1', { paused: true });
    const held = await flushHeld(bed);

    expect(await discardOutboxItem(bed.worker, seq as number)).toBe(false);
    expect(await retryOutboxItem(bed.worker, seq as number)).toBe(false);
    expect((await bed.database.monitors.get('mon_1'))?.pause).toBe('paused');
    expect((await bed.rows()).map((row) => row.state)).toEqual(['pending']);
    held.release();
    await held.running;

    expect(requestsTo(bed.server, 'PATCH', path)).toHaveLength(1);
    expect(monitoring().monitors.get('mon_1')?.pause).toBe('paused');
    expect((await bed.database.monitors.get('mon_1'))?.pause).toBe('paused');
    expect(await bed.rows()).toEqual([]);
  });

  it('once its answer is in, it is the user’s again: a refused one can be discarded', async () => {
    await bed.pull('categories');
    const path = `${v1}/categories/update/cat_1`;
    bed.server.context.faults.add({ method: 'PUT', path, kind: 'status', status: 404, times: 1 });
    const { seq } = await bed.queue('updateCategory', 'cat_1', { description: 'Refused' });
    expect(await bed.flush()).toEqual(['failed']);

    expect(await discardOutboxItem(bed.worker, seq as number)).toBe(true);
    expect(await bed.rows()).toEqual([]);
  });

  it('a pause queued before this worker started is not cancelled by its undo: the undo is sent', async () => {
    await bed.pull('monitors');
    const path = `${v1}/monitors/pause/mon_1`;
    const { seq } = await bed.queue('pauseMonitor', 'mon_1', { paused: true });
    // As a worker that died with it on the wire leaves it: pending, never marked as tried. It may
    // have reached the server, so only sending the undo is sure to leave the monitor running.
    await bed.database.outbox.update(seq as number, { createdAt: 0 });
    await bed.queue('pauseMonitor', 'mon_1', { paused: false });

    expect((await bed.rows()).map((row) => row.payload)).toEqual([{ paused: false }]);
    expect(await bed.flush()).toEqual(['sent']);
    expect(requestsTo(bed.server, 'PATCH', path).map((r) => r.body)).toEqual([{ pause: 'active' }]);
    expect(monitoring().monitors.get('mon_1')?.pause).toBe('active');
  });
});

describe('a write not safe to repeat, while it is on its way', () => {
  it('is marked in flight in its row before it leaves, and Discard leaves it alone', async () => {
    const path = `${v1}/categories/new`;
    const { seq } = await bed.queue('createCategory', undefined, { name: 'Marked first' });
    const held = await flushHeld(bed);

    expect((await bed.rows()).map((row) => row.state)).toEqual(['in-flight']);
    expect(await discardOutboxItem(bed.worker, seq as number)).toBe(false);
    held.release();
    expect(await held.running).toEqual(['sent']);
    expect(requestsTo(bed.server, 'POST', path)).toHaveLength(1);
    expect(await bed.rows()).toEqual([]);
  });
});
