import { describe, expect, it, vi } from 'vitest';
import { writeOperations } from '../../../lib/background/outbox/writes/all-writes';
import { onlyRow, requestsTo, useOutboxBed } from '../support/outbox-harness';

// A ticket purchase must never be sent twice without the user saying so: the museum API has no
// idempotency key and no way to list tickets (docs/MUSEUM.md), so a second POST is a second ticket.
const bed = useOutboxBed();
const PURCHASE = { ticketType: 'general', ticketDate: '2031-03-04', email: 'door@example.com' };
const purchasesMade = () =>
  [...bed.server.context.state.museum.tickets.values()].filter((t) => t.email === PURCHASE.email);
const posts = () => requestsTo(bed.server, 'POST', '/v1.1/tickets');

/** Flushes again and again, as alarms and restarts would, with every retry time passed. */
async function flushLater(times = 3) {
  for (let i = 0; i < times; i++) {
    await bed.makeDue();
    await bed.flush();
  }
}

describe('a purchase is never bought twice behind the user’s back', () => {
  it('the museum confirmed it but saving the answer locally failed: not bought again, saved later', async () => {
    await bed.queue('buyTickets', undefined, PURCHASE);
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const store = vi.spyOn(writeOperations.buyTickets, 'storeResult').mockRejectedValueOnce(quota);
    expect(await bed.flush()).toEqual(['answered']);
    store.mockRestore();
    await flushLater();

    expect(posts()).toHaveLength(1);
    expect(purchasesMade()).toHaveLength(1);
    const [made] = purchasesMade();
    expect(await bed.database.tickets.get(made?.ticketId as string)).toMatchObject({
      state: 'bought',
      confirmationCode: made?.confirmationCode,
    });
    expect(await bed.rows()).toEqual([]);
  });

  for (const status of [502, 504]) {
    it(`HTTP ${status} (a gateway lost the museum's answer): waits for the user`, async () => {
      bed.server.context.faults.add({
        method: 'POST',
        path: '/v1.1/tickets',
        kind: 'status',
        status,
        times: 1,
      });
      const { recordId } = await bed.queue('buyTickets', undefined, PURCHASE);
      expect(await bed.flush()).toEqual(['needs-confirmation']);
      await flushLater();
      expect(posts()).toHaveLength(1);
      expect(await onlyRow(bed.database)).toMatchObject({ state: 'needs-confirmation' });
      expect(await bed.database.tickets.get(recordId)).toMatchObject({ state: 'pending' });
    });
  }

  it('a 201 whose answer does not read as a confirmation is not bought again', async () => {
    bed.server.context.faults.add({
      method: 'POST',
      path: '/v1.1/tickets',
      kind: 'rewrite',
      set: { ticketId: 42, ticketDate: 'someday' },
      times: 1,
    });
    await bed.queue('buyTickets', undefined, PURCHASE);
    await bed.flush();
    await flushLater();
    expect(posts()).toHaveLength(1);
    expect(purchasesMade()).toHaveLength(1);
    // Not a purchase that failed: the museum said 201 Created, so the ticket may well exist.
    expect(await onlyRow(bed.database)).toMatchObject({
      state: 'needs-confirmation',
      lastError: { kind: 'bad-response', status: 201 },
    });
  });

  it('a 201 with an empty confirmation code is a bought ticket, not a failure to re-send', async () => {
    // The field has no published pattern, so "" is a valid confirmation (docs/MUSEUM.md).
    bed.server.context.faults.add({
      method: 'POST',
      path: '/v1.1/tickets',
      kind: 'rewrite',
      set: { confirmationCode: '' },
      times: 1,
    });
    await bed.queue('buyTickets', undefined, PURCHASE);
    await bed.flush();
    await flushLater();
    expect(posts()).toHaveLength(1);
    const [made] = purchasesMade();
    expect(await bed.database.tickets.get(made?.ticketId as string)).toMatchObject({
      state: 'bought',
      confirmationCode: '',
    });
    expect(await bed.rows()).toEqual([]);
  });
});
