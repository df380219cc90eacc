import type { Purchase } from '../../lib/model/ticket-purchases';
import { PurchaseCard } from './PurchaseCard';
import { ticketStrings as t } from './ticket-strings';

export interface PurchaseCardsProps {
  /** Today and later, soonest first. */
  coming: readonly Purchase[];
  /** Before today, most recent first: folded away. */
  past: readonly Purchase[];
  priceOf: (purchase: Purchase) => number | undefined;
  currency: string | null;
  onShowAtDoor: (purchase: Purchase) => void;
}

/** The Tickets page's wallet: a card per purchase, those to come first, past ones folded. */
export function PurchaseCards({ coming, past, ...card }: PurchaseCardsProps) {
  const cards = (purchases: readonly Purchase[]) => (
    <ul class="purchase-cards">
      {purchases.map((purchase) => (
        <PurchaseCard
          key={purchase.key}
          purchase={purchase}
          price={card.priceOf(purchase)}
          currency={card.currency}
          onShowAtDoor={() => card.onShowAtDoor(purchase)}
        />
      ))}
    </ul>
  );
  const pastTickets = past.reduce((sum, purchase) => sum + purchase.tickets.length, 0);
  return (
    <div data-testid="purchase-cards">
      {coming.length > 0 && cards(coming)}
      {past.length > 0 && (
        <details class="past-tickets" data-testid="past-tickets">
          <summary>{t.pastTickets(pastTickets)}</summary>
          {cards(past)}
        </details>
      )}
    </div>
  );
}
