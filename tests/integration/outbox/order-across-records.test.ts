import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from '../../../lib/background/outbox/flush';
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

describe('creates among themselves', () => {
  it('two same-looking creates go one after the other, each made once', async () => {
    await bed.pull('monitors');
    const twin = { name: 'Twin', type: 'http', uri: 'https://twin.example.com/' };
    await bed.queue('createMonitor', undefined, { ...twin, interval: 60 });
    await bed.queue('createMonitor', undefined, { ...twin, interval: 120 });
    expect(await bed.flush()).toEqual(['sent', 'sent']);
    const twins = [...monitoring().monitors.values()].filter((m) => m.name === 'Twin');
    expect(twins.map((m) => m.interval)).toEqual([60, 120]);
    const lines = bed.server.context.log.entries.map((e) => `${e.method} ${e.path}`);
    const posts = lines.flatMap((line, index) => (line.endsWith('/monitors/new') ? [index] : []));
    // The second reads what the server has only after the first was made.
    expect(lines.slice(posts[0], posts[1]).some((line) => line.includes('/monitors/list'))).toBe(
      true,
    );
  });

  it('a name that merely starts with "local-" is not taken for a temporary id', async () => {
    await bed.queue('createCategory', undefined, { name: 'local-network' });
    expect(await bed.flush()).toEqual(['sent']);
    const made = [...monitoring().categories.values()].filter((c) => c.name === 'local-network');
    expect(made).toHaveLength(1);
  });
});

describe('when the next flush is due', () => {
  it('a write held behind a refused one, or queued for another account, sets no timer', async () => {
    await bed.pull('categories');
    bed.server.context.faults.add({
      method: 'PUT',
      path: `${v1}/categories/update/cat_1`,
      kind: 'status',
      status: 422,
      times: 1,
    });
    await bed.queue('updateCategory', 'cat_1', { description: 'refused' });
    await bed.flush();
    await bed.queue('updateCategory', 'cat_1', { name: 'behind the refused one' });
    const { accounts } = await bed.connect();
    expect(await nextAttemptAt(bed.worker, accounts)).toBeNull();
    expect(await nextAttemptAt(bed.worker, { ...accounts, monitoring: 'someone else' })).toBeNull();
  });
});
