import { describe, expect, it } from 'vitest';
import type { TicketRow } from '../../../lib/model/rows';
import { groupPurchases } from '../../../lib/model/ticket-purchases';
import type { PurchaseState } from '../../../lib/model/ticket-status';

const ticket = (ticketId: string, more: Partial<TicketRow> = {}): TicketRow => ({
  ticketId,
  state: 'bought',
  ticketType: 'general',
  ticketDate: '2031-07-12',
  email: 'a@example.com',
  createdAt: 1,
  ...more,
});

describe('tickets as purchases', () => {
  it('puts the tickets one submit ordered on one purchase, in the order given', () => {
    const rows = [
      ticket('a', { purchaseId: 'p1' }),
      ticket('b', { purchaseId: 'p2', ticketDate: '2031-07-13' }),
      ticket('c', { purchaseId: 'p1' }),
    ];
    const purchases = groupPurchases(rows, () => 'bought');
    expect(purchases.map((p) => p.tickets.map((t) => t.ticketId))).toEqual([['a', 'c'], ['b']]);
  });

  it('splits a purchase whose tickets stand in different states', () => {
    const rows = [ticket('a', { purchaseId: 'p1' }), ticket('b', { purchaseId: 'p1' })];
    const state = (t: TicketRow): PurchaseState =>
      t.ticketId === 'a' ? 'bought' : 'needs-confirmation';
    expect(groupPurchases(rows, state).map((p) => [p.state, p.tickets.length])).toEqual([
      ['bought', 1],
      ['needs-confirmation', 1],
    ]);
  });

  it('keeps tickets without a purchase id (bought before there was one) apart, even when alike', () => {
    expect(groupPurchases([ticket('a'), ticket('b')], () => 'bought')).toHaveLength(2);
  });
});
