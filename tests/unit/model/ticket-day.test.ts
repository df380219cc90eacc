import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isoDate } from '../../../lib/model/calendar';
import { planTicketDay, type TicketDayTicket, ticketMorning } from '../../../lib/model/ticket-day';

/** The browser's time zone for the tests in `body`: the reminder keeps its local wall clock. */
function inZone(zone: string, body: () => void) {
  describe(`in ${zone}`, () => {
    beforeAll(() => {
      vi.stubEnv('TZ', zone);
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });
    body();
  });
}

/** A local wall-clock time in the zone the test runs in. */
const local = (text: string) => new Date(text).getTime();

let seq = 0;
function ticket(ticketDate: string, fields: Partial<TicketDayTicket> = {}): TicketDayTicket {
  seq += 1;
  return {
    ticketId: `t${seq}`,
    state: 'bought',
    ticketDate,
    createdAt: local('2026-06-01T18:00'),
    purchasedAt: local('2026-06-01T18:00'),
    ...fields,
  };
}

inZone('Europe/Berlin', () => {
  it('waits for 08:00 on the ticket’s day, then is due once', () => {
    const tickets = [ticket('2026-06-03')];
    expect(planTicketDay(tickets, local('2026-06-02T12:00'), null)).toEqual({
      due: null,
      next: { day: '2026-06-03', at: local('2026-06-03T08:00') },
    });
    const morning = planTicketDay(tickets, local('2026-06-03T08:00'), null);
    expect(morning.due?.tickets).toEqual(tickets);
    expect(morning.next).toBeNull();
    // Marked: the same day's next pass raises nothing.
    expect(planTicketDay(tickets, local('2026-06-03T08:05'), '2026-06-03')).toEqual({
      due: null,
      next: null,
    });
  });

  it('a worker asleep at 08:00 and woken later that day still finds it due', () => {
    const due = planTicketDay([ticket('2026-06-03')], local('2026-06-03T16:40'), '2026-06-01');
    expect(due.due?.day).toBe('2026-06-03');
    // The next day it is past.
    expect(planTicketDay([ticket('2026-06-03')], local('2026-06-04T08:30'), null).due).toBeNull();
  });

  it('several tickets that day are one reminder; pending and failed ones are not reminded of', () => {
    const bought = [ticket('2026-06-03', { eventName: 'Night' }), ticket('2026-06-03')];
    const others = [
      ticket('2026-06-03', { state: 'pending' }),
      ticket('2026-06-03', { state: 'failed' }),
      ticket('2026-06-05', { state: 'failed' }),
    ];
    const plan = planTicketDay([...others, ...bought], local('2026-06-03T09:00'), null);
    expect(plan.due).toEqual({ day: '2026-06-03', tickets: bought });
    expect(plan.next).toBeNull();
  });

  it('after today’s reminder it plans the next day with a ticket', () => {
    const tickets = [ticket('2026-06-03'), ticket('2026-06-09'), ticket('2026-06-07')];
    const plan = planTicketDay(tickets, local('2026-06-03T08:00'), null);
    expect(plan.due?.day).toBe('2026-06-03');
    expect(plan.next).toEqual({ day: '2026-06-07', at: local('2026-06-07T08:00') });
  });

  it('a ticket bought on its own day after the morning raises none', () => {
    const late = ticket('2026-06-03', {
      createdAt: local('2026-06-03T10:00'),
      purchasedAt: local('2026-06-03T10:01'),
    });
    expect(planTicketDay([late], local('2026-06-03T10:02'), null)).toEqual({
      due: null,
      next: null,
    });
    // Bought that day before the morning: reminded at the morning.
    const early = ticket('2026-06-03', {
      createdAt: local('2026-06-03T06:30'),
      purchasedAt: local('2026-06-03T06:30'),
    });
    expect(planTicketDay([early, late], local('2026-06-03T08:00'), null).due?.tickets).toEqual([
      early,
    ]);
  });

  it('a ticket ordered the evening before and sent only after the morning is reminded of', () => {
    // Bought offline at 22:00: the purchase waited in the outbox until the network came back.
    const queued = ticket('2026-06-03', {
      createdAt: local('2026-06-02T22:00'),
      purchasedAt: local('2026-06-03T08:30'),
    });
    expect(planTicketDay([queued], local('2026-06-03T08:31'), null).due?.tickets).toEqual([queued]);
  });

  it('comes an hour before the museum opens when it opens before 09:00, never before 06:00', () => {
    expect(ticketMorning('2026-06-03', '10:00')).toBe(local('2026-06-03T08:00'));
    expect(ticketMorning('2026-06-03', '0730')).toBe(local('2026-06-03T06:30'));
    expect(ticketMorning('2026-06-03', '00:00')).toBe(local('2026-06-03T06:00'));
    expect(ticketMorning('2026-06-03', 'noon')).toBe(local('2026-06-03T08:00'));
    const opensEarly = (day: string) => (day === '2026-06-03' ? '07:00' : undefined);
    expect(
      planTicketDay([ticket('2026-06-03')], local('2026-06-02T20:00'), null, opensEarly),
    ).toEqual({ due: null, next: { day: '2026-06-03', at: local('2026-06-03T06:00') } });
  });

  it('keeps 08:00 on the wall clock across both daylight-saving changes', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST; 25 October: 03:00 CEST becomes 02:00 CET.
    expect(ticketMorning('2026-03-29')).toBe(Date.parse('2026-03-29T06:00:00Z'));
    expect(ticketMorning('2026-10-25')).toBe(Date.parse('2026-10-25T07:00:00Z'));
    const plan = planTicketDay([ticket('2026-03-29')], Date.parse('2026-03-28T22:00:00Z'), null);
    expect(plan.next?.at).toBe(Date.parse('2026-03-29T06:00:00Z'));
  });

  it('whatever the tickets and the hour: never due twice a day, never a past alarm, never a later day', () => {
    const day = fc.integer({ min: 1, max: 9 }).map((d) => `2026-06-0${d}`);
    const anyTicket = fc.record({
      ticketDate: day,
      state: fc.constantFrom('bought', 'pending', 'failed') as fc.Arbitrary<
        TicketDayTicket['state']
      >,
      hour: fc.integer({ min: 0, max: 23 }),
      boughtOn: day,
    });
    fc.assert(
      fc.property(
        fc.array(anyTicket, { maxLength: 6 }),
        day,
        fc.integer({ min: 0, max: 1439 }),
        (rows, today, minute) => {
          const tickets = rows.map((row) =>
            ticket(row.ticketDate, {
              state: row.state,
              createdAt: local(`${row.boughtOn}T${String(row.hour).padStart(2, '0')}:00`),
            }),
          );
          const now = local(`${today}T00:00`) + minute * 60_000;
          const plan = planTicketDay(tickets, now, null);
          if (plan.due) {
            expect(plan.due.day).toBe(isoDate(now));
            expect(planTicketDay(tickets, now, plan.due.day).due).toBeNull();
          }
          if (plan.next) expect(plan.next.at).toBeGreaterThan(now);
        },
      ),
    );
  });
});

inZone('America/New_York', () => {
  it('the day is the browser’s own: 08:00 in New York, also on the day clocks go forward', () => {
    // 8 March 2026: 02:00 EST becomes 03:00 EDT.
    expect(ticketMorning('2026-03-08')).toBe(Date.parse('2026-03-08T12:00:00Z'));
    expect(ticketMorning('2026-03-07')).toBe(Date.parse('2026-03-07T13:00:00Z'));
    // 10:00 UTC on the 8th is still the night before 08:00 there.
    const plan = planTicketDay([ticket('2026-03-08')], Date.parse('2026-03-08T10:00:00Z'), null);
    expect(plan).toEqual({
      due: null,
      next: { day: '2026-03-08', at: Date.parse('2026-03-08T12:00:00Z') },
    });
  });
});

inZone('Asia/Tokyo', () => {
  it('a ticket for a day that has begun there though not in UTC is due there', () => {
    const at = Date.parse('2026-06-01T23:30:00Z'); // 08:30 on 2 June in Tokyo
    expect(planTicketDay([ticket('2026-06-02')], at, null).due?.day).toBe('2026-06-02');
  });
});
