import { eventPrice } from '../museum-values';
import { FormField } from './FormField';
import { ticketStrings as t } from './ticket-strings';

/**
 * Most tickets one submit buys. The API buys one ticket per request (docs/MUSEUM.md "buy
 * tickets"), so each is its own purchase; a small bound keeps a slip of the finger cheap.
 */
const MOST_TICKETS = 10;

/** The number typed, or null when it is not a whole number from 1 to MOST_TICKETS. */
export function ticketCount(typed: string): number | null {
  const count = Number(typed);
  return Number.isInteger(count) && count >= 1 && count <= MOST_TICKETS ? count : null;
}

export interface TicketQuantityProps {
  quantity: string;
  onQuantity: (quantity: string) => void;
  /** The chosen event's price; undefined for general entry, which has no published price. */
  price: number | undefined;
}

/** How many tickets, what one costs and what they all cost. */
export function TicketQuantity({ quantity, onQuantity, price }: TicketQuantityProps) {
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
        {price === undefined ? (
          <span class="muted">{t.generalNoPrice}</span>
        ) : price === 0 ? (
          t.free
        ) : (
          <>
            {t.priceEach(eventPrice(price))}
            {count !== null && (
              <>
                {' · '}
                <strong>{t.priceTotal(eventPrice(price * count))}</strong>
              </>
            )}
          </>
        )}
      </p>
    </>
  );
}
