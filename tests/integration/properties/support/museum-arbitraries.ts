import fc from 'fast-check';
import { anyJsonNumber, anyText, calendarDay, withExtras } from './shared-arbitraries';

/*
 * Answers valid under the published Museum API 1.1.1 description (docs/MUSEUM.md "Records"):
 * every required field present with its published type and format, nothing more demanded.
 */

/** A UUID in either case (the format does not fix one). */
export const uuid = fc
  .tuple(fc.uuid(), fc.boolean())
  .map(([id, upper]) => (upper ? id.toUpperCase() : id));

const HOUR = fc.integer({ min: 0, max: 23 }).map((h) => String(h).padStart(2, '0'));
const MINUTE = fc.integer({ min: 0, max: 59 }).map((m) => String(m).padStart(2, '0'));

/** The published pattern `^([01]\d|2[0-3]):?([0-5]\d)$`: `09:00` and `0900` alike. */
const museumTime = fc
  .tuple(HOUR, MINUTE, fc.boolean())
  .map(([h, m, colon]) => `${h}${colon ? ':' : ''}${m}`);

const HOURS_FIELDS = ['date', 'timeOpen', 'timeClose'];
const EVENT_FIELDS = ['eventId', 'name', 'location', 'eventDescription', 'dates', 'price'];
const CONFIRMATION_FIELDS = [
  'message',
  'ticketId',
  'ticketType',
  'ticketDate',
  'confirmationCode',
  'eventName',
];

const hoursRecord = withExtras(
  fc.record({ date: calendarDay, timeOpen: museumTime, timeClose: museumTime }),
  HOURS_FIELDS,
);

/** A page of hours: one row per day (the list's key), any number of them up to a page. */
export const hoursList = fc.uniqueArray(hoursRecord, {
  selector: (row) => row.date,
  maxLength: 30,
  size: 'small',
});

export const eventRecord = (eventId: fc.Arbitrary<string> = uuid) =>
  withExtras(
    fc.record({
      eventId,
      name: anyText,
      location: anyText,
      eventDescription: anyText,
      dates: fc.array(calendarDay, { maxLength: 5 }),
      price: anyJsonNumber,
    }),
    EVENT_FIELDS,
  );

/**
 * Events as the list answers them, ids unique (the key); sometimes more than one page of 30,
 * so the client's paging is part of the path.
 */
export const eventList = fc.oneof(
  {
    weight: 19,
    arbitrary: fc.uniqueArray(eventRecord(), {
      selector: (e) => e.eventId.toLowerCase(),
      maxLength: 8,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.uniqueArray(eventRecord(), {
      selector: (e) => e.eventId.toLowerCase(),
      minLength: 29,
      maxLength: 62,
    }),
  },
);

/** A purchase confirmation for a ticket of `ticketType`; `eventName` only for event tickets. */
export const confirmation = (ticketType: 'general' | 'event') =>
  withExtras(
    fc.record(
      {
        message: anyText,
        ticketId: uuid,
        ticketType: fc.constant(ticketType),
        ticketDate: calendarDay,
        confirmationCode: anyText,
        eventName: anyText,
      },
      { requiredKeys: ['message', 'ticketId', 'ticketType', 'ticketDate', 'confirmationCode'] },
    ),
    CONFIRMATION_FIELDS,
  );

/** A published error: problem+json with `type` and `title`, often `detail`, any extras. */
export const problem = withExtras(
  fc.record(
    { type: anyText, title: anyText, detail: anyText },
    { requiredKeys: ['type', 'title'] },
  ),
  ['type', 'title', 'detail'],
);
