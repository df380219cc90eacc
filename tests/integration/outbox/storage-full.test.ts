import { describe, expect, it } from 'vitest';
import { enqueueWrite } from '../../../lib/background/outbox/enqueue';
import { handleResubmitWrite } from '../../../lib/messaging/outbox-handlers';
import { fillStorage, freeStorage } from '../../unit/support/storage-full';
import { requestsTo, useOutboxBed } from '../support/outbox-harness';

// A full disk refuses a user's change before it is queued: the page must hear so in words, keep
// what was typed, and find nothing half-written (docs/ERRORS.md, "A full disk").
const bed = useOutboxBed();
const DISK_FULL = 'Not saved: this device’s storage is full. Free some space and try again.';

async function submit(operation: string, recordId: string | undefined, payload: object) {
  const { accounts } = await bed.connect();
  return enqueueWrite(bed.worker, { operation, recordId, payload } as never, accounts);
}

describe('a write the disk has no room for', () => {
  it('an edit is refused in words, and neither shown nor queued', async () => {
    await bed.pull('monitors');
    const before = await bed.database.monitors.get('mon_1');
    fillStorage(['outbox']);
    expect(await submit('updateMonitor', 'mon_1', { name: 'Typed by hand' })).toEqual({
      ok: false,
      fieldErrors: [{ field: '', message: DISK_FULL }],
    });
    // The optimistic change was in the same transaction: taken back with the queued row.
    expect(await bed.database.monitors.get('mon_1')).toEqual(before);
    expect(await bed.rows()).toEqual([]);
  });

  it('a create whose placeholder does not fit leaves no row and no queued write', async () => {
    fillStorage(['monitors']);
    const result = await submit('createMonitor', undefined, {
      type: 'http',
      name: 'Shop',
      uri: 'https://shop.example',
    });
    expect(result).toMatchObject({ ok: false, fieldErrors: [{ message: DISK_FULL }] });
    expect(await bed.database.monitors.count()).toBe(0);
    expect(await bed.rows()).toEqual([]);
  });

  it('a purchase that does not fit buys nothing, now or later', async () => {
    fillStorage(['tickets']);
    const result = await submit('buyTickets', undefined, {
      ticketType: 'general',
      ticketDate: '2031-03-04',
      email: 'door@example.com',
    });
    expect(result).toMatchObject({ ok: false, fieldErrors: [{ message: DISK_FULL }] });
    freeStorage();
    expect(await bed.flush()).toEqual([]);
    expect(await bed.database.tickets.count()).toBe(0);
  });

  it('once there is room, the same change is queued as if nothing happened', async () => {
    await bed.pull('monitors');
    fillStorage(['outbox']);
    await submit('updateMonitor', 'mon_1', { name: 'Typed by hand' });
    freeStorage();
    expect(await submit('updateMonitor', 'mon_1', { name: 'Typed by hand' })).toMatchObject({
      ok: true,
    });
    expect(await bed.database.monitors.get('mon_1')).toMatchObject({ name: 'Typed by hand' });
    expect(await bed.rows()).toMatchObject([{ operation: 'updateMonitor', state: 'pending' }]);
  });

  it('a refused edit sent again, fixed, is refused in words too and stays as it was', async () => {
    await bed.pull('monitors');
    const { seq } = await bed.queue('updateMonitor', 'mon_1', { name: 'First' });
    await bed.database.outbox.update(seq as number, { state: 'failed' });
    fillStorage(['outbox']);
    expect(
      await handleResubmitWrite(bed.worker, { seq, payload: { name: 'Fixed' } }),
    ).toMatchObject({ ok: false, fieldErrors: [{ message: DISK_FULL }] });
    expect(await bed.rows()).toMatchObject([{ state: 'failed', payload: { name: 'First' } }]);
  });

  it('an answer the disk has no room for is kept to save later, said plainly, and not sent again', async () => {
    await bed.pull('monitors');
    await bed.queue('updateMonitor', 'mon_1', { name: 'Renamed' });
    fillStorage(['monitors']);
    expect(await bed.flush()).toEqual(['answered']);
    expect(await bed.rows()).toMatchObject([
      {
        state: 'answered',
        lastError: {
          kind: 'storage-full',
          message: expect.stringContaining(
            'could not save its answer (this device’s storage is full)',
          ),
        },
      },
    ]);
    freeStorage();
    await bed.makeDue();
    expect(await bed.flush()).toEqual(['sent']);
    expect(requestsTo(bed.server, 'PUT', '/endpoints/v1/monitors/update/mon_1')).toHaveLength(1);
    expect(await bed.database.monitors.get('mon_1')).toMatchObject({ name: 'Renamed' });
  });
});
