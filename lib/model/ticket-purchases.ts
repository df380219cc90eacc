import { message } from '../platform/i18n';
import type { TicketRow } from './rows';
import type { PurchaseState } from './ticket-status';

/**
 * What each purchase state is called, in every view that names it (the Tickets page, the popup's
 * "My tickets", the door): one word per state, so an uncertain purchase reads the same wherever
 * it is seen. The door says "bought" by showing the QR code, so it names only the others.
 */
const PURCHASE_STATE_WORDS: Record<PurchaseState, () => string> = {
  bought: () => message('ticketStateBought'),
  queued: () => message('ticketNotBoughtYet'),
  sending: () => message('ticketNotBoughtYet'),
  'needs-confirmation': () => message('ticketCheckNeeded'),
  refused: () => message('ticketRefusedBadge'),
};

export const purchaseStateWord = (state: PurchaseState) => PURCHASE_STATE_WORDS[state]();

/**
 * The question asked of a purchase only the user may send again, in the Tickets page, the popup
 * and the door alike.
 */
export const uncertainPurchaseQuestion = () => message('ticketMayNotHaveGoneThrough');

/** The tickets one submit of the buy form ordered that now stand in the same state. */
export interface Purchase {
  /** Stable across renders: the purchase's id and its state. */
  key: string;
  /** The first ticket: what the purchase is for (all are alike but for their codes). */
  ticket: TicketRow;
  tickets: TicketRow[];
  state: PurchaseState;
}

/**
 * Tickets as purchases, in the order given. The museum sells one ticket per request, so a
 * purchase of 3 is three rows; the form gives them one `purchaseId`. A purchase whose tickets
 * stand in different states (one confirmed, one whose answer was lost) is one card per state:
 * "2 bought" beside "1 may not have gone through" says what a single card could not. Tickets
 * bought before `purchaseId` existed are each their own purchase: nothing else reliably links
 * them (two alike bought a minute apart may be two visits).
 */
export function groupPurchases(
  tickets: readonly TicketRow[],
  stateOf: (ticket: TicketRow) => PurchaseState,
): Purchase[] {
  const byKey = new Map<string, Purchase>();
  for (const ticket of tickets) {
    const state = stateOf(ticket);
    const key = `${ticket.purchaseId ?? ticket.localId ?? ticket.ticketId}:${state}`;
    const purchase = byKey.get(key);
    if (purchase) purchase.tickets.push(ticket);
    else byKey.set(key, { key, ticket, tickets: [ticket], state });
  }
  return [...byKey.values()];
}
