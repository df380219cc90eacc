import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GatehouseDatabase } from '../../../lib/storage/database';
import {
  doorTickets,
  eventsOnSale,
  findTicket,
  ticketPurchasesQueued,
  todayTickets,
} from '../../../lib/storage/ticket-queries';
import { boughtTicket } from '../support/tickets';

let database: GatehouseDatabase;
const event = (eventId: string, name: string, dates: string[]) => ({
  eventId,
  name,
  location: 'Hall',
  eventDescription: '',
  dates,
  price: 10,
});

beforeEach(() => {
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
});
afterEach(() => database.delete());

describe('ticket queries', () => {
  it('offers events with a date from today on, with only those dates, soonest first', async () => {
    await database.events.bulkPut([
      event('a', 'Over', ['2031-03-01']),
      event('b', 'Late', ['2031-03-18', '2031-04-09', '2031-04-02']),
      event('c', 'Soon', ['2031-03-25']),
    ]);
    const onSale = await eventsOnSale(database, '2031-03-20');
    expect(onSale.map((e) => [e.name, e.dates])).toEqual([
      ['Soon', ['2031-03-25']],
      ['Late', ['2031-04-02', '2031-04-09']],
    ]);
  });

  it('the door view opened without a ticket opens on today’s, before a later one bought earlier', () => {
    const rows = [
      { ...boughtTicket('yesterday', '2031-03-19'), createdAt: 1 },
      { ...boughtTicket('tomorrow', '2031-03-21'), createdAt: 2 },
      { ...boughtTicket('not-yet', '2031-03-20'), state: 'pending' as const, createdAt: 3 },
      { ...boughtTicket('today', '2031-03-20'), createdAt: 4 },
    ];
    const door = doorTickets(rows, '2031-03-20', null);
    expect(door.ticket?.ticketId).toBe('today');
    expect(door.tickets.map((t) => t.ticketId)).toEqual(['today', 'tomorrow', 'yesterday']);
  });

  it('reads only today’s bought tickets for the popup’s first card, in the order bought', async () => {
    await database.tickets.bulkPut([
      { ...boughtTicket('second', '2031-03-20'), createdAt: 9 },
      { ...boughtTicket('first', '2031-03-20'), createdAt: 5 },
      { ...boughtTicket('refused', '2031-03-20'), state: 'failed', createdAt: 1 },
      boughtTicket('tomorrow', '2031-03-21'),
    ]);
    const today = await todayTickets(database, '2031-03-20');
    expect(today.map((t) => t.ticketId)).toEqual(['first', 'second']);
  });

  it('finds a ticket by its temporary id after the museum gave it its own', () => {
    const bought = { ...boughtTicket('real-id', '2031-03-20'), localId: 'local-1' };
    expect(findTicket([bought], 'local-1')).toBe(bought);
    expect(findTicket([bought], 'real-id')).toBe(bought);
    expect(findTicket([bought], 'other')).toBeUndefined();
  });

  it('knows which purchases are still queued', async () => {
    const row = {
      table: 'tickets',
      operation: 'buyTickets',
      payload: {},
      state: 'needs-confirmation' as const,
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: 1,
    };
    await database.outbox.bulkAdd([
      { ...row, recordKey: 'tickets:local-1', recordId: 'local-1' },
      { ...row, recordKey: 'events:e1', recordId: 'e1', table: 'events' },
    ]);
    const queued = await ticketPurchasesQueued(database);
    expect([...queued.keys()]).toEqual(['local-1']);
    expect(queued.get('local-1')?.state).toBe('needs-confirmation');
  });
});
