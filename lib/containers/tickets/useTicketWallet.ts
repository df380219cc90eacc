import type { OutboxRow } from '../../model/outbox-row';
import type { TicketRow } from '../../model/rows';
import { purchaseState } from '../../model/ticket-status';
import { db } from '../../storage/database';
import {
  eventsOnSale,
  myTickets,
  openingHoursFrom,
  ticketPurchasesQueued,
} from '../../storage/ticket-queries';
import { useLiveQuery } from '../useLiveQuery';

/**
 * Tickets, events on sale, queued purchases and the opening hours ahead from IndexedDB, re-read
 * whenever they change.
 */
export function useTicketWallet(today: string) {
  const data = useLiveQuery(async () => {
    const [tickets, events, queued, hours] = await Promise.all([
      myTickets(db, today),
      eventsOnSale(db, today),
      ticketPurchasesQueued(db),
      openingHoursFrom(db, today),
    ]);
    return { tickets, events, queued, hours };
  }, [today]);
  if (!data) return undefined;
  const outboxOf = (ticket: TicketRow): OutboxRow | undefined => data.queued.get(ticket.ticketId);
  return {
    ...data,
    outboxOf,
    stateOf: (ticket: TicketRow) => purchaseState(ticket, outboxOf(ticket)),
  };
}
