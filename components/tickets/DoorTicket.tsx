import type { ComponentChildren } from 'preact';
import { formatDayAndTime, formatDayLong } from '../../lib/model/date-formats';
import type { TicketImageRow, TicketRow } from '../../lib/model/rows';
import { type DoorWarning, ticketTiming } from '../../lib/model/ticket-status';
import { museumPrice } from '../museum-values';
import { strings } from '../strings';
import { CurrencyNote } from './CurrencyNote';
import { DoorWarnings } from './DoorWarnings';
import { confirmationShown, ticketStrings as t } from './ticket-strings';

export interface DoorTicketProps {
  ticket: TicketRow;
  today: string;
  warnings: readonly DoorWarning[];
  image: TicketImageRow | undefined;
  /** An object URL of the cached PNG; null when there is none to show. */
  qrUrl: string | null;
  /** The event's price, when the ticket is for an event still cached. */
  price: number | undefined;
  /** The museum's currency as the user set it; null while unset, undefined until read. */
  currency: string | null | undefined;
  onFetchQrAgain: () => void;
  /** A prompt for a purchase that needs the user (lost answer or refusal), if any. */
  prompt?: ComponentChildren;
  /** The way to the other tickets, kept in view beside the code. */
  nav: ComponentChildren;
}

/**
 * One ticket as the door staff see it: the QR large on white inside its quiet zone, the
 * confirmation code big enough to read out, and what it is for. On a wide screen the QR stands
 * beside the rest, so a 720 px tall laptop shows QR, code and navigation without scrolling.
 */
export function DoorTicket(props: DoorTicketProps) {
  const { ticket, today, warnings, image, qrUrl, price, currency, onFetchQrAgain, prompt, nav } =
    props;
  // Undefined until bought; an empty code is a bought ticket's, shown with its id instead.
  const code = ticket.confirmationCode === undefined ? undefined : confirmationShown(ticket);
  const kind = ticket.ticketType === 'event' ? t.event : t.general;
  return (
    <article
      class={`door-ticket timing-${ticketTiming(ticket, today)}`}
      aria-labelledby="door-ticket-title"
      data-testid="door-ticket"
      data-ticket-id={ticket.ticketId}
    >
      <div class="qr-card">
        {qrUrl ? (
          <img class="qr" src={qrUrl} alt={t.door.qrAlt(code ?? '')} data-testid="door-qr" />
        ) : (
          <p class="qr-none">
            {t.door.noQr}
            {code && <span class="muted"> {t.door.useCode}</span>}
          </p>
        )}
      </div>
      <div class="door-info">
        <header class="door-head">
          <p class="door-type">{strings.footer.museum}</p>
          <h1 id="door-ticket-title">
            <bdi>{ticket.eventName ?? t.general}</bdi>
          </h1>
          <p class="door-date" data-testid="door-date">
            {formatDayLong(ticket.ticketDate)}
          </p>
        </header>
        <DoorWarnings
          warnings={warnings}
          ticketDate={ticket.ticketDate}
          onFetchQrAgain={onFetchQrAgain}
        />
        {prompt}
        {code && (
          <p class="door-code">
            <span class="visually-hidden">{t.confirmationCode}: </span>
            <span data-testid="door-code">{code}</span>
          </p>
        )}
        {nav}
        <dl class="door-details" data-testid="door-details">
          <dt>{t.door.ticketKind}</dt>
          <dd>{kind}</dd>
          {price !== undefined && (
            <>
              <dt>{t.door.price}</dt>
              <dd data-testid="door-price">
                {museumPrice(price, currency)}
                <CurrencyNote currency={currency} />
              </dd>
            </>
          )}
          <dt>{t.door.holder}</dt>
          <dd>{ticket.email}</dd>
        </dl>
        {image?.cachedAt && (
          <p class="muted door-cached" data-testid="door-cached-at">
            {t.door.savedOn(formatDayAndTime(image.cachedAt))}
          </p>
        )}
      </div>
    </article>
  );
}
