import type { OutboxRow } from '../../model/outbox-row';
import type { TicketRow } from '../../model/rows';
import { groupPurchases, type Purchase } from '../../model/ticket-purchases';
import { purchaseState } from '../../model/ticket-status';
import { db } from '../../storage/database';
import { museumCurrencyItem } from '../../storage/settings';
import {
  eventPrices,
  eventsOnSale,
  myTickets,
  openingHoursFrom,
  ticketPurchasesQueued,
} from '../../storage/ticket-queries';
import { useLiveQuery } from '../useLiveQuery';
import { useStorageItem } from '../useStorageItem';

/**
 * Tickets, events on sale, queued purchases, the opening hours ahead and the prices of the events
 * tickets are for from IndexedDB, re-read whenever they change; the museum's currency setting.
 */
export function useTicketWallet(today: string) {
  const data = useLiveQuery(async () => {
    const [tickets, events, queued, hours] = await Promise.all([
      myTickets(db, today),
      eventsOnSale(db, today),
      ticketPurchasesQueued(db),
      openingHoursFrom(db, today),
    ]);
    return { tickets, events, queued, hours, prices: await eventPrices(db, tickets) };
  }, [today]);
  const currency = useStorageItem(museumCurrencyItem) ?? null;
  if (!data) return undefined;
  const outboxOf = (ticket: TicketRow): OutboxRow | undefined => data.queued.get(ticket.ticketId);
  const stateOf = (ticket: TicketRow) => purchaseState(ticket, outboxOf(ticket));
  return {
    ...data,
    currency,
    outboxOf,
    stateOf,
    /** Tickets to come as purchases, soonest first; past ones, most recent first. */
    purchases: {
      coming: groupPurchases(
        data.tickets.filter((t) => t.ticketDate >= today),
        stateOf,
      ),
      past: groupPurchases(
        data.tickets.filter((t) => t.ticketDate < today),
        stateOf,
      ),
    },
    priceOf: (purchase: Purchase) =>
      purchase.ticket.eventId ? data.prices.get(purchase.ticket.eventId) : undefined,
  };
}
