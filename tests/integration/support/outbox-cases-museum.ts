import { expect } from 'vitest';
import type { WriteCase } from './outbox-cases';
import { recordsWhere } from './outbox-cases-monitoring';

/** Seeded special events; CONTRACT.md: their ids are stable across resets and restarts. */
export const SEEDED_EVENT = '141b54aa-b2f9-4653-924c-db5341ba9b54';
const OTHER_SEEDED_EVENT = '08b855db-2f9d-4235-b407-fd0ffd664db8';

/** Special events and ticket purchases. */
export const museumWriteCases: WriteCase[] = [
  {
    operation: 'createEvent',
    payload: {
      name: 'Outbox lecture',
      location: 'Lecture Theatre',
      eventDescription: 'A talk booked through the outbox',
      dates: ['2031-03-04'],
      price: 5,
    },
    expectOnServer: ({ museum }, made) =>
      expect(recordsWhere(museum.events, (e) => e.name === 'Outbox lecture')).toHaveLength(made),
  },
  {
    operation: 'updateEvent',
    recordId: SEEDED_EVENT,
    payload: { price: 21 },
    expectOnServer: ({ museum }) => expect(museum.events.get(SEEDED_EVENT)?.price).toBe(21),
  },
  {
    operation: 'deleteEvent',
    recordId: OTHER_SEEDED_EVENT,
    payload: {},
    expectOnServer: ({ museum }) => expect(museum.events.has(OTHER_SEEDED_EVENT)).toBe(false),
  },
  {
    operation: 'buyTickets',
    payload: { ticketType: 'general', ticketDate: '2031-03-04', email: 'outbox@example.com' },
    expectOnServer: ({ museum }, made) =>
      expect(recordsWhere(museum.tickets, (t) => t.email === 'outbox@example.com')).toHaveLength(
        made,
      ),
  },
];
