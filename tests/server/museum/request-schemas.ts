import * as v from 'valibot';
import { isCalendarDate } from './calendar';

/** The museum API's paging bounds (docs/MUSEUM.md). */
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 30;

const CalendarDate = (field: string) =>
  v.pipe(
    v.string(`${field} must be a string`),
    v.check(isCalendarDate, `${field} must be a real date in the form YYYY-MM-DD`),
  );

const WholeNumber = (field: string, min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, `${field} must be a whole number`),
      v.transform(Number),
      v.minValue(min, `${field} must be at least ${min}`),
      v.maxValue(max, `${field} must be at most ${max}`),
    ),
    String(fallback),
  );

const pagingEntries = {
  page: WholeNumber('page', 1, Number.MAX_SAFE_INTEGER, 1),
  limit: WholeNumber('limit', 1, MAX_LIMIT, DEFAULT_LIMIT),
};

export const HoursQuerySchema = v.object({
  startDate: v.optional(CalendarDate('startDate')),
  ...pagingEntries,
});

export const EventsQuerySchema = v.object({
  startDate: v.optional(CalendarDate('startDate')),
  endDate: v.optional(CalendarDate('endDate')),
  ...pagingEntries,
});

const Text = (field: string) =>
  v.pipe(v.string(`${field} must be a string`), v.trim(), v.nonEmpty(`${field} must not be empty`));

const newEventEntries = {
  name: Text('name'),
  location: Text('location'),
  eventDescription: Text('eventDescription'),
  dates: v.pipe(
    v.array(CalendarDate('dates'), 'dates must be an array of dates'),
    v.nonEmpty('dates must list at least one date'),
  ),
  price: v.pipe(v.number('price must be a number'), v.minValue(0, 'price must not be negative')),
};

export const NewEventSchema = v.object(newEventEntries);

export const EventPatchSchema = v.pipe(
  v.partial(v.object(newEventEntries)),
  v.check(
    (patch) => Object.values(patch).some((value) => value !== undefined),
    'Send at least one of name, location, eventDescription, dates, price',
  ),
);

export const TicketPurchaseSchema = v.pipe(
  v.object({
    ticketType: v.picklist(['general', 'event'], 'ticketType must be "general" or "event"'),
    ticketDate: CalendarDate('ticketDate'),
    email: v.pipe(
      v.string('email must be a string'),
      v.trim(),
      v.includes('@', 'email must be an email address'),
    ),
    eventId: v.optional(v.string('eventId must be a string')),
    phone: v.optional(v.string('phone must be a string')),
  }),
  v.forward(
    v.check(
      ({ ticketType, eventId }) => ticketType !== 'event' || Boolean(eventId),
      'eventId is required for a special event ticket',
    ),
    ['eventId'],
  ),
);
