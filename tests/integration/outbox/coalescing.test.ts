import { describe, expect, it } from 'vitest';
import { flushHeld } from '../support/held-apis';
import { requestsTo, useOutboxBed, writeLines } from '../support/outbox-harness';

// Coalescing where safe (a toggle and its undo cancel out, consecutive updates of one
// record merge), never across a create or delete boundary, never into a write already sent.
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const v1 = '/endpoints/v1';

/** Writes that toggle a record, with the pulled list that holds it. */
const toggles = [
  {
    operation: 'pauseMonitor',
    id: 'mon_1',
    list: 'monitors',
    on: { paused: true },
    off: { paused: false },
  },
  {
    operation: 'setAnnouncementStickiness',
    id: 'ann_2',
    list: 'announcements',
    on: { sticky: 1 },
    off: { sticky: 0 },
  },
  {
    operation: 'pauseWindow',
    id: 'win_1',
    list: 'windows',
    on: { paused: true },
    off: { paused: false },
  },
] as const;

describe('coalescing', () => {
  it.each(toggles)(
    '$operation on, then off again, cancels out: nothing is sent',
    async (toggle) => {
      await bed.pull(toggle.list);
      const table = bed.database.table(toggle.list);
      const before = await table.get(toggle.id);
      await bed.queue(toggle.operation, toggle.id, toggle.on);
      expect(await table.get(toggle.id)).not.toEqual(before);
      await bed.queue(toggle.operation, toggle.id, toggle.off);

      expect(await bed.rows()).toEqual([]);
      expect(await table.get(toggle.id)).toEqual(before);
      expect(await bed.flush()).toEqual([]);
      expect(writeLines(bed.server)).toEqual([]);
    },
  );

  it('a pause and its undo cancel out on a monitor a sync stored with its fingerprint', async () => {
    await bed.pull('monitors');
    // A real sync stores each monitor with the fingerprint of the record it was read from
    // (MonitorRow.fp); a local change drops it, so the next pull rewrites the row.
    await bed.database.monitors.update('mon_1', { fp: 'as-read-from-the-server' });
    const before = await bed.database.monitors.get('mon_1');
    await bed.queue('pauseMonitor', 'mon_1', { paused: true });
    await bed.queue('pauseMonitor', 'mon_1', { paused: false });

    expect(await bed.rows()).toEqual([]);
    expect(await bed.database.monitors.get('mon_1')).toEqual(before);
    expect(await bed.flush()).toEqual([]);
    expect(writeLines(bed.server)).toEqual([]);
  });

  it('consecutive updates of one record merge into one PUT', async () => {
    await bed.pull('monitors');
    await bed.queue('updateMonitor', 'mon_1', { name: 'Gateway' });
    await bed.queue('updateMonitor', 'mon_1', { interval: 120 });
    expect(await bed.rows()).toHaveLength(1);

    expect(await bed.flush()).toEqual(['sent']);
    const puts = requestsTo(bed.server, 'PUT', `${v1}/monitors/update/mon_1`);
    expect(puts.map((r) => r.body)).toEqual([{ name: 'Gateway', interval: 120 }]);
    expect(monitoring().monitors.get('mon_1')).toMatchObject({ name: 'Gateway', interval: 120 });
  });

  it('an update merges neither into the create before it nor into the delete after it', async () => {
    await bed.pull('categories');
    const { recordId } = await bed.queue('createCategory', undefined, { name: 'Edge' });
    await bed.queue('updateCategory', recordId, { description: 'Later' });
    await bed.queue('updateCategory', 'cat_2', { description: 'Gone soon' });
    await bed.queue('deleteCategory', 'cat_2');
    await bed.queue('updateCategory', 'cat_2', { name: 'Too late' });
    const operations = (await bed.rows()).map((row) => row.operation);
    expect(operations).toEqual([
      'createCategory',
      'updateCategory',
      'updateCategory',
      'deleteCategory',
      'updateCategory',
    ]);

    // Each goes on its own; the update after the delete is refused, the record being gone.
    expect((await bed.flush())?.sort()).toEqual(['failed', 'sent', 'sent', 'sent', 'sent']);
    expect(writeLines(bed.server).filter((line) => line.endsWith('/cat_2'))).toEqual([
      `PUT ${v1}/categories/update/cat_2`,
      `DELETE ${v1}/categories/delete/cat_2`,
      `PUT ${v1}/categories/update/cat_2`,
    ]);
  });
});

describe('a write made while the previous one of its record is on its way', () => {
  it('an edit is queued after the one being sent, not merged into it (and lost)', async () => {
    await bed.pull('monitors');
    await bed.queue('updateMonitor', 'mon_1', { name: 'First' });
    const flushing = await flushHeld(bed);
    await bed.queue('updateMonitor', 'mon_1', { interval: 900 });
    flushing.release();
    await flushing.running;
    await bed.flush();

    const edited = { name: 'First', interval: 900 };
    expect(monitoring().monitors.get('mon_1')).toMatchObject(edited);
    expect(await bed.database.monitors.get('mon_1')).toMatchObject(edited);
    expect(await bed.rows()).toEqual([]);
  });

  it('an unpause does not cancel the pause being sent: it follows it', async () => {
    await bed.pull('monitors');
    const pause = `${v1}/monitors/pause/mon_1`;
    await bed.queue('pauseMonitor', 'mon_1', { paused: true });
    const flushing = await flushHeld(bed);
    await bed.queue('pauseMonitor', 'mon_1', { paused: false });
    flushing.release();
    await flushing.running;
    await bed.flush();

    expect(monitoring().monitors.get('mon_1')?.pause).toBe('active');
    expect((await bed.database.monitors.get('mon_1'))?.pause).toBe('active');
    expect(requestsTo(bed.server, 'PATCH', pause).map((r) => r.body)).toEqual([
      { pause: 'paused' },
      { pause: 'active' },
    ]);
  });
});
