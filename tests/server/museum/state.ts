import { type OpeningHours, openingHoursFrom } from './hours';
import { seedEvents } from './seed-events';

/** A special event exactly as the API returns it (docs/MUSEUM.md "Records"). */
export interface MuseumEvent {
  eventId: string;
  name: string;
  location: string;
  eventDescription: string;
  /** `YYYY-MM-DD`, in the order the client sent them. */
  dates: string[];
  price: number;
}

type TicketType = 'general' | 'event';

/** A bought ticket: the purchase confirmation plus what the buyer sent. */
export interface Ticket {
  ticketId: string;
  ticketType: TicketType;
  ticketDate: string;
  confirmationCode: string;
  email: string;
  phone?: string;
  eventId?: string;
  eventName?: string;
  purchasedAt: string;
}

export interface MuseumState {
  events: Map<string, MuseumEvent>;
  tickets: Map<string, Ticket>;
  /**
   * Rendered QR PNGs by `qrImageKey` (ticket id and QR format): rendering takes tens of
   * milliseconds, tickets never change.
   */
  qrImages: Map<string, Promise<Buffer>>;
  /**
   * The published opening hours from a day on: the demo week (hours.ts) unless a test publishes
   * its own, e.g. a day whose closing time has passed.
   */
  schedule: (startDate: string) => OpeningHours[];
}

/** The QR image cache's key: the same ticket encodes differently under each `qrText`. */
export const qrImageKey = (ticketId: string, format: string) => `${format}:${ticketId}`;

/** The seeded demo state; the events are dated relative to `now`. */
export function createMuseumState({ now }: { now: Date }): MuseumState {
  return {
    events: seedEvents(now),
    tickets: new Map(),
    qrImages: new Map(),
    schedule: openingHoursFrom,
  };
}

/** The earliest of an event's dates: what lists sort by. */
function firstDateOf(event: MuseumEvent): string {
  return [...event.dates].sort()[0] ?? '';
}

/** Events with any date in `[startDate, endDate]`, by first date then name (CONTRACT.md). */
export function eventsInRange(
  state: MuseumState,
  startDate: string,
  endDate: string,
): MuseumEvent[] {
  return [...state.events.values()]
    .filter((event) => event.dates.some((date) => date >= startDate && date <= endDate))
    .sort((a, b) => firstDateOf(a).localeCompare(firstDateOf(b)) || a.name.localeCompare(b.name));
}
