import type { MuseumHoursRow, TicketRow } from '../lib/db/rows';
import { strings } from './strings';

export interface MuseumStripProps {
  today: MuseumHoursRow | undefined;
  tickets: readonly TicketRow[];
  ticketHref: (ticketId: string) => string;
}

/** Today's opening hours and the next tickets; a ticket opens the door view. */
export function MuseumStrip({ today, tickets, ticketHref }: MuseumStripProps) {
  return (
    <section class="strip museum" aria-label={strings.museumToday} data-testid="museum-strip">
      <p>
        <strong>{strings.museumToday}:</strong>{' '}
        <span data-testid="museum-hours">
          {today ? `${today.timeOpen}–${today.timeClose}` : strings.museumClosed}
        </span>
      </p>
      <p class="muted">{tickets.length ? strings.myTickets : strings.noTickets}</p>
      <ul class="tickets">
        {tickets.slice(0, 3).map((ticket) => (
          <li key={ticket.ticketId}>
            <a
              href={ticketHref(ticket.ticketId)}
              target="_blank"
              rel="noreferrer"
              data-testid="ticket-link"
            >
              {ticket.ticketDate} · {ticket.eventName ?? 'General entry'}
              {ticket.state === 'pending' && <em> ({strings.ticketPending})</em>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
