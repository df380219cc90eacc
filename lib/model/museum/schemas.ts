import * as v from 'valibot';
import { message } from '../../platform/i18n';
import { problem } from '../errors/field-problems';

/*
 * The museum API's records (docs/MUSEUM.md "Records"). Answers are checked exactly as strictly as
 * the published description and no more: what it requires is required, its formats (UUID, date,
 * the time pattern) are checked, and everything else it allows is admitted and shown sensibly.
 *
 * Deliberate leniencies, per field — the one list; keep it in step with the schemas below. Each
 * line: what is admitted, why, and how the UI shows it (components/museum-values.ts,
 * components/tickets/ticket-strings.ts).
 *
 * - Unknown fields of any record: kept as sent (looseObject) — a later version may add fields;
 *   not shown.
 * - Any list answer: may be empty — no minimum is published; the strip says "Closed today", a
 *   table is empty.
 * - Hours `timeOpen`, `timeClose`: the published pattern, colon optional (`0900` as well as
 *   `09:00`), stored as sent; a close before the open is not refused (nothing forbids it).
 *   Shown by museumTime(): HH:MM as the user's locale writes a time.
 * - Event `name`, `location`, `eventDescription`: any string, empty included — no pattern or
 *   length is published; shown as sent.
 * - Event `dates`: real YYYY-MM-DD days; the array may be empty (no minimum is published).
 * - Event `price`: any JSON number — negative, fractional, huge (no bounds are published).
 *   Shown by eventPrice(): two decimals in the user's locale, never e-notation nor "-0.00"; no currency
 *   symbol, as none is published. The edit form starts from numberInputValue()
 *   (components/options/form-model.ts): plain digits that read back as the same number.
 * - Confirmation `message`, `eventName`: any string, empty included.
 * - Confirmation `confirmationCode`: any string, empty included — the 201 is what says the ticket
 *   was bought. Shown by confirmationShown(): "— (ticket <id>)" when empty or only spaces.
 * - Error bodies: problem+json, JSON or neither — the status decides the error's kind; a
 *   title/detail, when readable, goes into its message (lib/background/api/http/failure.ts).
 *
 * Not lenient, because the description publishes them: ids are UUIDs, dates are real calendar
 * days, ticketType is "general" or "event", and every field it marks required is required.
 */

/** The paging maximum of `limit` (docs/MUSEUM.md). */
export const MAX_LIMIT = 30;

/** valibot's isoDate checks only the shape, so 2025-02-30 would pass without the round trip. */
function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const DATE_MESSAGE = () => message('fieldRealDate');

export const CalendarDateSchema = v.pipe(
  v.string(DATE_MESSAGE),
  v.isoDate(DATE_MESSAGE),
  v.check(isRealDay, DATE_MESSAGE),
);

/**
 * 24-hour time with an optional colon, the published pattern exactly (docs/MUSEUM.md): `0900` is
 * as valid as `09:00`. Stored as sent; components/museum-values.ts shows both alike.
 */
export const MUSEUM_TIME_PATTERN = /^([01]\d|2[0-3]):?([0-5]\d)$/;
const TimeOfDaySchema = v.pipe(
  v.string(),
  v.regex(MUSEUM_TIME_PATTERN, () => message('fieldTimeOfDay')),
);

export const UuidSchema = v.pipe(v.string('Expected an id'), v.uuid('Expected a UUID'));

export const SpecialEventSchema = v.looseObject({
  eventId: UuidSchema,
  name: v.string(),
  location: v.string(),
  eventDescription: v.string(),
  dates: v.array(CalendarDateSchema),
  price: v.number(),
});
export type SpecialEvent = v.InferOutput<typeof SpecialEventSchema>;

export const MuseumHoursSchema = v.looseObject({
  date: CalendarDateSchema,
  timeOpen: TimeOfDaySchema,
  timeClose: TimeOfDaySchema,
});

const TICKET_TYPE_MESSAGE = () => message('fieldTicketType');
const TicketTypeSchema = v.picklist(['general', 'event'], TICKET_TYPE_MESSAGE);

export const PurchaseConfirmationSchema = v.looseObject({
  message: v.string(),
  ticketId: UuidSchema,
  ticketType: TicketTypeSchema,
  ticketDate: CalendarDateSchema,
  // No pattern is published, so "" is a confirmation too: the 201 says the ticket was bought.
  confirmationCode: v.string(),
  eventName: v.optional(v.string()),
});

// Requests: checked before sending, so a form can show the same messages the client throws.

// An event's messages follow the field's name (field-problems.ts), as the monitoring forms' do.
const requiredText = v.pipe(
  v.string(problem('problemRequired')),
  v.trim(),
  v.nonEmpty(problem('problemRequired')),
);

const newEventEntries = {
  name: requiredText,
  location: requiredText,
  eventDescription: requiredText,
  dates: v.pipe(
    v.array(CalendarDateSchema, problem('problemAtLeastOneDay')),
    v.nonEmpty(problem('problemAtLeastOneDay')),
  ),
  price: v.pipe(
    v.number(problem('problemRequired')),
    v.finite(problem('problemNumber')),
    v.minValue(0, problem('problemNotNegative')),
  ),
};

export const NewEventSchema = v.object(newEventEntries);
export type NewEvent = v.InferOutput<typeof NewEventSchema>;

/** Any non-empty subset of the five fields; only those change (docs/MUSEUM.md "update event"). */
export const EventPatchSchema = v.pipe(
  v.partial(v.object(newEventEntries)),
  v.check(
    (patch) => Object.values(patch).some((value) => value !== undefined),
    'Change at least one field',
  ),
);
export type EventPatch = v.InferOutput<typeof EventPatchSchema>;

const EVENT_MESSAGE = () => message('fieldEvent');
const purchaseEntries = {
  ticketDate: CalendarDateSchema,
  email: v.pipe(
    v.string(() => message('fieldEmailMissing')),
    v.trim(),
    v.email(() => message('fieldEmailInvalid')),
  ),
  /** Optional; a blank field is left out rather than sent empty. */
  phone: v.optional(
    v.pipe(
      v.string(() => message('fieldPhone')),
      v.trim(),
      v.transform((phone) => phone || undefined),
    ),
  ),
};

/** `eventId` is required exactly when buying for a special event (docs/MUSEUM.md "Records"). */
export const TicketPurchaseSchema = v.variant(
  'ticketType',
  [
    v.object({ ticketType: v.literal('general'), ...purchaseEntries }),
    v.object({
      ticketType: v.literal('event'),
      eventId: v.pipe(v.string(EVENT_MESSAGE), v.uuid(EVENT_MESSAGE)),
      ...purchaseEntries,
    }),
  ],
  TICKET_TYPE_MESSAGE,
);
export type TicketPurchase = v.InferOutput<typeof TicketPurchaseSchema>;

/**
 * A purchase as the UI orders it: the request plus what is kept only to show it, never sent: the
 * event's name, and which submit of the form it came from. The museum sells one ticket per
 * request, so a form's "3 tickets" is three orders sharing one `purchaseId` (ticket-purchases.ts).
 */
const shownEventName = {
  eventName: v.optional(v.string()),
  purchaseId: v.optional(v.pipe(v.string(), v.maxLength(64))),
};
export const TicketOrderSchema = v.variant(
  'ticketType',
  [
    v.object({ ...TicketPurchaseSchema.options[0].entries, ...shownEventName }),
    v.object({ ...TicketPurchaseSchema.options[1].entries, ...shownEventName }),
  ],
  TICKET_TYPE_MESSAGE,
);

/** A purchase as the ticket form sends it: the `buyTickets` command's payload. */
export type TicketOrder = v.InferInput<typeof TicketOrderSchema>;

const pagingEntries = {
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'Pages start at 1'))),
  limit: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LIMIT, `At most ${MAX_LIMIT}`)),
  ),
};

export const MuseumHoursQuerySchema = v.object({
  startDate: v.optional(CalendarDateSchema),
  ...pagingEntries,
});
export type MuseumHoursQuery = v.InferOutput<typeof MuseumHoursQuerySchema>;

export const EventsQuerySchema = v.pipe(
  v.object({
    startDate: v.optional(CalendarDateSchema),
    endDate: v.optional(CalendarDateSchema),
    ...pagingEntries,
  }),
  v.forward(
    v.check(
      ({ startDate, endDate }) => !startDate || !endDate || startDate <= endDate,
      'The end date cannot be before the start date',
    ),
    ['endDate'],
  ),
);
export type EventsQuery = v.InferOutput<typeof EventsQuerySchema>;
