import { museumPrice } from '../museum-values';
import { CurrencyNote } from './CurrencyNote';
import { FormField } from './FormField';
import type { TicketKind } from './TicketChoiceFields';
import { ticketStrings as t } from './ticket-strings';

/**
 * Most tickets one submit buys. The API buys one ticket per request (docs/MUSEUM.md "buy
 * tickets"), so each is its own purchase; a small bound keeps a slip of the finger cheap.
 */
export const MOST_TICKETS = 10;

/** The number typed, or null when it is not a whole number from 1 to MOST_TICKETS. */
export function ticketCount(typed: string): number | null {
  const count = Number(typed);
  return Number.isInteger(count) && count >= 1 && count <= MOST_TICKETS ? count : null;
}

export interface TicketQuantityProps {
  quantity: string;
  onQuantity: (quantity: string) => void;
  kind: TicketKind;
  /** The chosen event's price (event tickets; undefined while none is chosen). */
  price: number | undefined;
  /** The museum's currency as the user set it; null while unset. */
  currency: string | null;
}

/** General entry has no published price; an event's is shown once an event is chosen. */
function PriceLine({
  kind,
  price,
  count,
  currency,
}: Omit<TicketQuantityProps, 'quantity' | 'onQuantity'> & { count: number | null }) {
  if (kind === 'general') return <span class="muted">{t.generalNoPrice}</span>;
  if (price === undefined) return <span class="muted">{t.eventNoPrice}</span>;
  if (price === 0) return <>{t.free}</>;
  const shown = (amount: number) => museumPrice(amount, currency);
  return (
    <>
      {t.priceEach(shown(price))}
      {count !== null && (
        <>
          {' · '}
          <strong>{t.priceTotal(shown(price * count))}</strong>
        </>
      )}
      <CurrencyNote currency={currency} />
    </>
  );
}

/** How many tickets, what one costs and what they all cost. */
export function TicketQuantity({ quantity, onQuantity, ...priced }: TicketQuantityProps) {
  const count = ticketCount(quantity);
  return (
    <>
      <FormField
        id="ticket-quantity"
        label={t.quantity}
        errors={count === null ? [t.quantityRange(MOST_TICKETS)] : []}
      >
        {(aria) => (
          <input
            {...aria}
            type="number"
            inputMode="numeric"
            min={1}
            max={MOST_TICKETS}
            step={1}
            value={quantity}
            onInput={(e) => onQuantity(e.currentTarget.value)}
          />
        )}
      </FormField>
      <p class="ticket-price" data-testid="ticket-price" aria-live="polite">
        <PriceLine {...priced} count={count} />
      </p>
    </>
  );
}
