import { db } from '../../lib/db/database';
import type { OutboxRow } from '../../lib/db/outbox-row';
import type { TicketRow } from '../../lib/db/rows';
import { eventsOnSale, myTickets, ticketPurchasesQueued } from '../../lib/db/ticket-queries';
import { purchaseState } from '../../lib/tickets/ticket-status';
import { useLiveQuery } from '../useLiveQuery';

/** Tickets, events on sale and queued purchases from IndexedDB, re-read whenever they change. */
export function useTicketWallet(today: string) {
  const data = useLiveQuery(async () => {
    const [tickets, events, queued] = await Promise.all([
      myTickets(db, today),
      eventsOnSale(db, today),
      ticketPurchasesQueued(db),
    ]);
    return { tickets, events, queued };
  }, [today]);
  if (!data) return undefined;
  const outboxOf = (ticket: TicketRow): OutboxRow | undefined => data.queued.get(ticket.ticketId);
  return {
    ...data,
    outboxOf,
    stateOf: (ticket: TicketRow) => purchaseState(ticket, outboxOf(ticket)),
  };
}
