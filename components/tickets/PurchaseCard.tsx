import { formatDayLong } from '../../lib/model/date-formats';
import { type Purchase, purchaseStateWord } from '../../lib/model/ticket-purchases';
import { museumPrice } from '../museum-values';
import { CurrencyNote } from './CurrencyNote';
import { ticketStrings as t } from './ticket-strings';

export interface PurchaseCardProps {
  purchase: Purchase;
  /** The event's price, for an event ticket whose event is still cached. */
  price: number | undefined;
  /** The museum's currency as the user set it; null while unset. */
  currency: string | null;
  /** Opens the door view on this purchase's first ticket. */
  onShowAtDoor: () => void;
}

function PriceText({ purchase, price, currency }: Omit<PurchaseCardProps, 'onShowAtDoor'>) {
  // General entry has none; an event no longer cached has none to show.
  if (purchase.ticket.ticketType === 'general' || price === undefined) {
    return <>{t.noPublishedPrice}</>;
  }
  if (price === 0) return <>{t.free}</>;
  const count = purchase.tickets.length;
  const each = museumPrice(price, currency);
  return (
    <>
      {count === 1 ? each : t.priceEachAndTotal(each, museumPrice(price * count, currency))}
      <CurrencyNote currency={currency} />
    </>
  );
}

/**
 * One purchase: what it is for, when, how many tickets, what they cost, whose they are and
 * where it stands; "Show at the door" opens the door view on it.
 */
export function PurchaseCard(props: PurchaseCardProps) {
  const { purchase, onShowAtDoor } = props;
  const { ticket, tickets, state } = purchase;
  const titleId = `purchase-${purchase.key.replace(/[^\w-]/g, '-')}`;
  return (
    <li
      class={`purchase-card state-${state}`}
      aria-labelledby={titleId}
      data-testid="purchase-card"
      data-state={state}
      data-date={ticket.ticketDate}
    >
      <h3 id={titleId} class="purchase-title">
        <bdi>{ticket.eventName ?? t.general}</bdi>
        <span class="purchase-date"> · {formatDayLong(ticket.ticketDate)}</span>
      </h3>
      <dl class="purchase-details">
        <dt>{t.kind}</dt>
        <dd>{ticket.ticketType === 'event' ? t.event : t.general}</dd>
        <dt>{t.quantity}</dt>
        <dd data-testid="purchase-quantity">{t.count(tickets.length)}</dd>
        <dt>{t.door.price}</dt>
        <dd data-testid="purchase-price">
          <PriceText {...props} />
        </dd>
        <dt>{t.door.holder}</dt>
        <dd>
          <bdi>{ticket.email}</bdi>
        </dd>
        <dt>{t.state}</dt>
        <dd data-testid="purchase-state">{purchaseStateWord(state)}</dd>
      </dl>
      <button type="button" class="button" onClick={onShowAtDoor} data-testid="show-at-door">
        {t.showAtDoor}
      </button>
    </li>
  );
}
