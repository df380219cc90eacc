import { describe, expect, it } from 'vitest';
import { useOutboxBed } from '../support/outbox-harness';

// Until the server answers, the UI shows the optimistic row: it must have the server's shape, so
// every view reads it the same way (no request-only fields, references where the server has them).
const bed = useOutboxBed();

describe('an optimistic change keeps the server row’s shape', () => {
  it('a monitor’s website settings go where the server keeps them', async () => {
    await bed.pull('monitors');
    await bed.queue('updateMonitor', 'mon_1', { sslErrors: 'yes', interval: 600 });
    const row = await bed.database.monitors.get('mon_1');
    expect(row).toMatchObject({ interval: 600, websiteDetails: { sslErrors: 'yes' } });
    expect(row).not.toHaveProperty('sslErrors');
  });

  it('ids a request names show as the references the server sends, with their names', async () => {
    await bed.pull('pages');
    await bed.pull('announcements');
    await bed.pull('integrations');
    const page = await bed.database.pages.get('page_2');
    await bed.queue('updateAnnouncement', 'ann_1', { pages: ['page_2'] });
    expect((await bed.database.announcements.get('ann_1'))?.pages).toEqual([
      { id: 'page_2', name: page?.name },
    ]);

    const integration = await bed.database.integrations.get('int_1');
    const { recordId } = await bed.queue('createSeat', undefined, {
      name: 'Night shift',
      email: 'night@example.com',
      integrations: ['int_1'],
    });
    expect((await bed.database.seats.get(recordId))?.integrations).toEqual([
      { id: 'int_1', name: integration?.name },
    ]);
  });
});
