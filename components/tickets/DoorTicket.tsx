import type { ComponentChildren } from 'preact';
import type { TicketImageRow, TicketRow } from '../../lib/db/rows';
import { type DoorWarning, ticketTiming } from '../../lib/tickets/ticket-status';
import { dateTimeText } from '../time';
import { DoorWarnings } from './DoorWarnings';
import { confirmationShown, ticketStrings as t, ticketDateLong } from './ticket-strings';

export interface DoorTicketProps {
  ticket: TicketRow;
  today: string;
  warnings: readonly DoorWarning[];
  image: TicketImageRow | undefined;
  /** An object URL of the cached PNG; null when there is none to show. */
  qrUrl: string | null;
  onFetchQrAgain: () => void;
  /** A prompt for a purchase that needs the user (lost answer or refusal), if any. */
  prompt?: ComponentChildren;
}

/**
 * One ticket as the door staff see it: the QR large on white inside its quiet zone, the
 * confirmation code big enough to read out, and what it is for.
 */
export function DoorTicket(props: DoorTicketProps) {
  const { ticket, today, warnings, image, qrUrl, onFetchQrAgain, prompt } = props;
  // Undefined until bought; an empty code is a bought ticket's, shown with its id instead.
  const code = ticket.confirmationCode === undefined ? undefined : confirmationShown(ticket);
  return (
    <article
      class={`door-ticket timing-${ticketTiming(ticket, today)}`}
      aria-labelledby="door-ticket-title"
      data-testid="door-ticket"
      data-ticket-id={ticket.ticketId}
    >
      <header class="door-head">
        {ticket.ticketType === 'event' && <p class="door-type">{t.event}</p>}
        <h1 id="door-ticket-title">{ticket.eventName ?? t.general}</h1>
        <p class="door-date" data-testid="door-date">
          {ticketDateLong(ticket.ticketDate)}
        </p>
      </header>
      <DoorWarnings
        warnings={warnings}
        ticketDate={ticket.ticketDate}
        onFetchQrAgain={onFetchQrAgain}
      />
      {prompt}
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
      {code && (
        <p class="door-code">
          <span class="visually-hidden">{t.confirmationCode}: </span>
          <span data-testid="door-code">{code}</span>
        </p>
      )}
      {image?.cachedAt && (
        <p class="muted door-cached" data-testid="door-cached-at">
          {t.door.cachedAt(dateTimeText(image.cachedAt))}
        </p>
      )}
    </article>
  );
}
