import type { OutboxRow } from '../model/outbox-row';
import type { TicketRow } from '../model/rows';
import { boughtInOrder, upcomingFirst } from '../model/ticket-status';
import type { GatehouseDatabase } from './database';

/**
 * Read-only ticket queries for the popup, the door view and the options page, run
 * through liveQuery like lib/storage/queries.ts. None reads more than one image Blob.
 */

/** Every ticket, upcoming first (soonest first), then past ones (most recent first). */
export async function myTickets(database: GatehouseDatabase, today: string) {
  return upcomingFirst(await database.tickets.toArray(), today);
}

/** The bought tickets for `today`, read by its index: a few rows, however many there are in all. */
export async function todayTickets(database: GatehouseDatabase, today: string) {
  return boughtInOrder(await database.tickets.where('ticketDate').equals(today).toArray());
}

/** Purchases still in the outbox, by the ticket's (temporary) id. */
export async function ticketPurchasesQueued(
  database: GatehouseDatabase,
): Promise<Map<string, OutboxRow>> {
  const rows = await database.outbox.where('recordKey').startsWith(TICKET_WRITES).toArray();
  return queuedByTicket(rows);
}

/** The `recordKey` prefix of a ticket's writes (outbox-row.ts). */
export const TICKET_WRITES = 'tickets:';

/** ticketPurchasesQueued from the ticket writes in the outbox (also read by first-paint.ts). */
export const queuedByTicket = (rows: OutboxRow[]) =>
  new Map(rows.map((row) => [row.recordId, row]));

/**
 * What the door view shows of all tickets: the bought ones (upcoming first) to step through,
 * apart from them those not bought yet, and the ticket on screen — the one `wantedId` names,
 * else the next bought one.
 */
export function doorTickets<T extends TicketRow>(
  rows: T[],
  today: string,
  wantedId: string | null,
) {
  const all = upcomingFirst(rows, today);
  const tickets = all.filter((t) => t.state === 'bought');
  const waiting = all.filter((t) => t.state !== 'bought');
  const ticket =
    (wantedId === null ? undefined : findTicket(all, wantedId)) ?? tickets[0] ?? waiting[0];
  return { tickets, waiting, ticket };
}

/**
 * Everything the door view shows, in one read and no network: doorTickets, the purchases still
 * queued, the ticket on screen's cached image and, for an event, the event's price. The wanted
 * ticket's image is read beside the tickets, so a cold start paints the QR in one step
 * (tests/bench/door-open.ts), and the image always belongs to the ticket shown with it.
 * first-paint.ts reads the same with raw IndexedDB for the first screen.
 */
export async function doorView(
  database: GatehouseDatabase,
  today: string,
  wantedId: string | null,
) {
  const [rows, queued, wantedImage] = await Promise.all([
    database.tickets.toArray(),
    ticketPurchasesQueued(database),
    wantedId ? database.ticketImages.get(wantedId) : undefined,
  ]);
  const { tickets, waiting, ticket } = doorTickets(rows, today, wantedId);
  const [image, event] = await Promise.all([
    ticket?.ticketId === wantedId
      ? wantedImage
      : ticket && database.ticketImages.get(ticket.ticketId),
    ticket?.eventId ? database.events.get(ticket.eventId) : undefined,
  ]);
  return { tickets, waiting, queued, ticket, image, price: event?.price };
}

export type DoorView = Awaited<ReturnType<typeof doorView>>;

/** Special events one can still buy a ticket for, with only their dates from today on. */
export async function eventsOnSale(database: GatehouseDatabase, today: string) {
  const events = await database.events.where('dates').aboveOrEqual(today).distinct().toArray();
  return events
    .map((event) => ({ ...event, dates: event.dates.filter((date) => date >= today).sort() }))
    .sort(
      (a, b) => (a.dates[0] ?? '').localeCompare(b.dates[0] ?? '') || a.name.localeCompare(b.name),
    );
}

/** The price of each cached event the tickets are for, by event id. */
export async function eventPrices(database: GatehouseDatabase, tickets: readonly TicketRow[]) {
  const ids = [...new Set(tickets.flatMap((ticket) => ticket.eventId ?? []))];
  const events = await database.events.bulkGet(ids);
  return new Map(events.flatMap((event) => (event ? [[event.eventId, event.price] as const] : [])));
}

/** The ticket a page followed by id, also after its temporary id became the museum's. */
export function findTicket<T extends { ticketId: string; localId?: string }>(
  tickets: readonly T[],
  id: string,
) {
  return tickets.find((t) => t.ticketId === id) ?? tickets.find((t) => t.localId === id);
}

/** The museum's published opening hours from `today` on: the days a ticket may be for. */
export function openingHoursFrom(database: GatehouseDatabase, today: string) {
  return database.museumHours.where('date').aboveOrEqual(today).toArray();
}
