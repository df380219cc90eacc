import { describe, expect, it } from 'vitest';
import { requestsTo, useOutboxBed } from '../support/outbox-harness';

// The popup, the side panel and two options tabs may edit one record within the same second.
// Their edits reach the worker as messages, in the order they were made; each is queued in that
// order (enqueue.ts), so the last one typed wins on the server and in every view.
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const MONITOR_1 = '/endpoints/v1/monitors/update/mon_1';

describe('edits of one record from several pages at once', () => {
  it('an edit with a password and a later one without: the later name wins, both are sent', async () => {
    await bed.pull('monitors');
    // Tab one saves a new name with basic-auth credentials; tab two renames a moment later,
    // before the first has been queued (its password is being put aside in browser.storage).
    const first = bed.queue('updateMonitor', 'mon_1', {
      name: 'Checkout (tab one)',
      authType: 'basic',
      authUsername: 'probe',
      authPassword: 'probe-secret',
    });
    const second = bed.queue('updateMonitor', 'mon_1', { name: 'Checkout (tab two)' });
    await Promise.all([first, second]);

    expect((await bed.database.monitors.get('mon_1'))?.name).toBe('Checkout (tab two)');
    await bed.flush();
    expect(monitoring().monitors.get('mon_1')).toMatchObject({
      name: 'Checkout (tab two)',
      authUsername: 'probe',
    });
    expect((await bed.database.monitors.get('mon_1'))?.name).toBe('Checkout (tab two)');
    expect(requestsTo(bed.server, 'PUT', MONITOR_1)).toHaveLength(1);
  });

  it('four pages, each a field and then one name each: every field lands, the last name wins', async () => {
    await bed.pull('monitors');
    const edits = [
      { name: 'Popup', interval: 600 },
      { name: 'Side panel', authType: 'basic', authUsername: 'u', authPassword: 'probe-secret' },
      { name: 'Options tab A', timeout: 20 },
      { name: 'Options tab B' },
    ];
    await Promise.all(edits.map((edit) => bed.queue('updateMonitor', 'mon_1', edit)));
    await bed.flush();

    const expected = { name: 'Options tab B', interval: 600, timeout: 20, authUsername: 'u' };
    expect(monitoring().monitors.get('mon_1')).toMatchObject(expected);
    expect(await bed.database.monitors.get('mon_1')).toMatchObject({
      name: 'Options tab B',
      interval: 600,
      timeout: 20,
    });
  });
});
