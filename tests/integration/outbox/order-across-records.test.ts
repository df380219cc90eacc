import { describe, expect, it } from 'vitest';
import { useOutboxBed, writeLines } from '../support/outbox-harness';

// Writes to different records may go out side by side only when neither can affect the other;
// a page edit that names a monitor and a later delete of that monitor keep the user's order.
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const v1 = '/endpoints/v1';

describe('order between records that refer to each other', () => {
  it('adding a monitor to a page, then deleting the monitor, reach the server in that order', async () => {
    await bed.pull('monitors');
    await bed.pull('pages');
    const shown = monitoring().pages.get('page_1')?.monitors ?? [];
    bed.server.context.faults.add({
      method: 'PUT',
      path: `${v1}/status/pages/update/page_1`,
      kind: 'status',
      status: 503,
      times: 1,
    });
    await bed.queue('updatePage', 'page_1', { monitors: [...shown, 'mon_9'] });
    await bed.queue('deleteMonitor', 'mon_9', {});

    await bed.flush();
    expect(writeLines(bed.server)).toEqual([`PUT ${v1}/status/pages/update/page_1`]);
    await bed.makeDue();
    await bed.flush();
    expect(writeLines(bed.server)).toEqual([
      `PUT ${v1}/status/pages/update/page_1`,
      `PUT ${v1}/status/pages/update/page_1`,
      `DELETE ${v1}/monitors/delete/mon_9`,
    ]);
    expect(await bed.rows()).toEqual([]);
    expect(monitoring().monitors.has('mon_9')).toBe(false);
  });
});
