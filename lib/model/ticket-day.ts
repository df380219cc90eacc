import { isoDate, localDay } from './calendar';
import type { TicketRow } from './rows';

/*
 * When the ticket-day reminder is due (docs/MUSEUM.md, "The ticket-day reminder"): on the
 * morning of a day a bought ticket is for, in the browser's local time, once per day.
 */

/** The morning, unless the museum opens earlier than an hour after it. */
const MORNING = { hours: 8, minutes: 0 };
/** How long before the museum opens the reminder comes when it opens before 09:00. */
const BEFORE_OPENING_MINUTES = 60;
/** Never earlier than this, whenever the museum opens: a reminder should not wake anyone. */
const EARLIEST = { hours: 6, minutes: 0 };

/** The fields of a ticket the reminder looks at. */
export type TicketDayTicket = Pick<
  TicketRow,
  'ticketId' | 'state' | 'ticketDate' | 'purchasedAt' | 'createdAt' | 'eventName'
>;

/** A museum time of day (`0900` or `09:00`, docs/MUSEUM.md) in minutes after midnight. */
function minutesOf(time: string | undefined): number | undefined {
  const parts = /^(\d{2}):?(\d{2})$/.exec(time ?? '');
  return parts ? Number(parts[1]) * 60 + Number(parts[2]) : undefined;
}

/** The local time `minutes` after the start of `day`'s calendar date, on the wall clock. */
function atMinutes(day: string, minutes: number): number {
  const at = localDay(day);
  // setHours on the wall calendar: a DST change that day moves the instant, not the 08:00.
  at.setHours(Math.floor(minutes / 60), minutes % 60, 0, 0);
  return at.getTime();
}

/**
 * The reminder's time on `day`: 08:00 local, or an hour before `opensAt` (that day's cached
 * opening time) when the museum opens earlier than 09:00, but never before 06:00.
 */
export function ticketMorning(day: string, opensAt?: string): number {
  const morning = MORNING.hours * 60 + MORNING.minutes;
  const opens = minutesOf(opensAt);
  const beforeOpening = opens === undefined ? morning : opens - BEFORE_OPENING_MINUTES;
  const earliest = EARLIEST.hours * 60 + EARLIEST.minutes;
  return atMinutes(day, Math.max(earliest, Math.min(morning, beforeOpening)));
}

export interface TicketDayPlan {
  /** The tickets to remind of now (today's), or none. */
  due: { day: string; tickets: TicketDayTicket[] } | null;
  /** When to look again: the next morning that has a ticket to remind of, if any. */
  next: { day: string; at: number } | null;
}

/**
 * What the reminder does at `now`, given the tickets from today on, each day's opening time
 * (`opensOn`) and the last day already reminded of. A day's reminder names the bought tickets
 * for it that were ordered (Buy pressed: `createdAt`) before its morning: one ordered later that
 * day was ordered by someone who knows, and already shows its "Show at the door" button. Not when
 * the server confirmed it: a purchase ordered offline the evening before may be sent that morning.
 */
export function planTicketDay(
  tickets: readonly TicketDayTicket[],
  now: number,
  remindedDay: string | null,
  opensOn: (day: string) => string | undefined = () => undefined,
): TicketDayPlan {
  const today = isoDate(now);
  const days = [...new Set(tickets.filter((t) => t.state === 'bought').map((t) => t.ticketDate))]
    .filter((day) => day >= today && day !== remindedDay)
    .sort();
  const reminded = (day: string, morning: number) =>
    tickets.filter((t) => t.state === 'bought' && t.ticketDate === day && t.createdAt < morning);
  let due: TicketDayPlan['due'] = null;
  for (const day of days) {
    const morning = ticketMorning(day, opensOn(day));
    if (morning > now) return { due, next: { day, at: morning } };
    // Only today's morning can have passed: the days are from today on.
    const tickets = reminded(day, morning);
    if (tickets.length) due = { day, tickets };
  }
  return { due, next: null };
}
