import type { OutboxRow } from '../model/outbox-row';
import { upcomingFirst } from '../model/ticket-status';
import type { GatehouseDatabase } from './database';

/**
 * Read-only ticket queries for the popup, the door view and the options page, run
 * through liveQuery like lib/storage/queries.ts. None reads more than one image Blob.
 */

/** Every ticket, upcoming first (soonest first), then past ones (most recent first). */
export async function myTickets(database: GatehouseDatabase, today: string) {
  return upcomingFirst(await database.tickets.toArray(), today);
}

/** Purchases still in the outbox, by the ticket's (temporary) id. */
export async function ticketPurchasesQueued(
  database: GatehouseDatabase,
): Promise<Map<string, OutboxRow>> {
  const rows = await database.outbox.where('recordKey').startsWith('tickets:').toArray();
  return new Map(rows.map((row) => [row.recordId, row]));
}

/** Special events one can still buy a ticket for, with only their dates from today on. */
export async function eventsOnSale(database: GatehouseDatabase, today: string) {
  const events = await database.events.where('dates').aboveOrEqual(today).distinct().toArray();
  return events
    .map((event) => ({ ...event, dates: event.dates.filter((date) => date >= today).sort() }))
    .sort(
      (a, b) => (a.dates[0] ?? '').localeCompare(b.dates[0] ?? '') || a.name.localeCompare(b.name),
    );
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
