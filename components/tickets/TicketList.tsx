import type { TicketRow } from '../../lib/model/rows';
import { type PurchaseState, ticketTiming } from '../../lib/model/ticket-status';
import { ticketStrings as t, ticketDateShort } from './ticket-strings';

export interface TicketListProps {
  /** Upcoming first (`myTickets`). */
  tickets: readonly TicketRow[];
  today: string;
  stateOf: (ticket: TicketRow) => PurchaseState;
  ticketHref: (ticketId: string) => string;
  /** Show only the first few (the popup); all when omitted (the options page). */
  limit?: number;
  /** Where all of them are: past `limit`, a "N more" link leads there. */
  moreHref?: string;
}

const BADGES: Partial<Record<PurchaseState, string>> = {
  queued: t.notBoughtYet,
  sending: t.notBoughtYet,
  'needs-confirmation': t.checkNeeded,
  refused: t.refusedBadge,
};

/** "My tickets": each opens the door view on that ticket. */
export function TicketList(props: TicketListProps) {
  const { tickets, today, stateOf, ticketHref, limit, moreHref } = props;
  const shown = limit === undefined ? tickets : tickets.slice(0, limit);
  const more = tickets.length - shown.length;
  return (
    <ul class="tickets" data-testid="ticket-list">
      {shown.map((ticket) => {
        const timing = ticketTiming(ticket, today);
        const badge = BADGES[stateOf(ticket)];
        return (
          <li key={ticket.ticketId} class={`ticket-item ticket-${timing}`}>
            <a
              href={ticketHref(ticket.ticketId)}
              target="_blank"
              rel="noreferrer"
              data-testid="ticket-link"
            >
              {ticketDateShort(ticket.ticketDate)} · {ticket.eventName ?? t.general}
            </a>
            {timing !== 'upcoming' && <span class="ticket-badge"> {t[timing]}</span>}
            {badge && <em class="ticket-badge not-sent"> ({badge})</em>}
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
