import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEEDED_EVENT } from '../support/outbox-cases-museum';
import { useOutboxBed } from '../support/outbox-harness';

const bed = useOutboxBed();

describe('an update whose answer names another record', () => {
  it('keeps the row that was asked about, with the answer’s fields, and adds no other', async () => {
    const seeded = bed.server.context.state.museum.events.get(SEEDED_EVENT);
    if (!seeded) throw new Error('the demo event is missing');
    await bed.database.events.put({ ...seeded });
    const elsewhere = randomUUID();
    bed.server.context.faults.add({
      method: 'PATCH',
      path: '/v1.1/special-events/*',
      kind: 'rewrite',
      set: { eventId: elsewhere },
      times: 1,
    });
    await bed.queue('updateEvent', SEEDED_EVENT, { price: 21 });
    await bed.flush();

    expect(await bed.database.events.get(SEEDED_EVENT)).toMatchObject({
      eventId: SEEDED_EVENT,
      price: 21,
    });
    expect(await bed.database.events.get(elsewhere)).toBeUndefined();
    expect(await bed.rows()).toEqual([]);
  });
});
