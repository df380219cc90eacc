import { formatDayShort } from '../../lib/model/date-formats';
import { type Purchase, purchaseStateWord } from '../../lib/model/ticket-purchases';
import { ticketTiming } from '../../lib/model/ticket-status';
import { ticketStrings as t } from './ticket-strings';

export interface TicketListProps {
  /** Upcoming first (`myTickets`), a line per purchase. */
  purchases: readonly Purchase[];
  today: string;
  ticketHref: (ticketId: string) => string;
  /** Show only the first few. */
  limit: number;
  /** Where all of them are: past `limit`, a "N more" link leads there. */
  moreHref?: string;
}

/** The popup's "My tickets": a line per purchase (when, what, how many), each opening the door. */
export function TicketList(props: TicketListProps) {
  const { purchases, today, ticketHref, limit, moreHref } = props;
  const shown = purchases.slice(0, limit);
  const more = purchases.length - shown.length;
  return (
    <ul class="tickets" data-testid="ticket-list">
      {shown.map(({ key, ticket, tickets, state }) => {
        const timing = ticketTiming(ticket, today);
        return (
          <li key={key} class={`ticket-item ticket-${timing}`} data-testid="ticket-line">
            <a
              href={ticketHref(ticket.ticketId)}
              target="_blank"
              rel="noreferrer"
              data-testid="ticket-link"
            >
              {formatDayShort(ticket.ticketDate)} · <bdi>{ticket.eventName ?? t.general}</bdi>
              {' · '}
              {t.count(tickets.length)}
            </a>
            {timing === 'today' && <span class="ticket-badge"> {t.today}</span>}
            {state !== 'bought' && (
              <em class="ticket-badge not-sent"> ({purchaseStateWord(state)})</em>
            )}
          </li>
        );
      })}
      {more > 0 && moreHref && (
        <li class="ticket-item">
          <a href={moreHref} target="_blank" rel="noreferrer" data-testid="tickets-more">
            {t.more(more)}
          </a>
        </li>
      )}
    </ul>
  );
}
