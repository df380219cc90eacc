import { isolated } from '../../lib/model/bidi';
import type { TicketRow } from '../../lib/model/rows';
import { ticketStrings as t } from './ticket-strings';

export interface TodayTicketCardProps {
  /** The bought tickets for today, in the order they were bought; the card shows only with one. */
  tickets: readonly Pick<TicketRow, 'ticketId' | 'eventName'>[];
  /** Opens the door view on this ticket (it steps on to the others from there). */
  onShowAtDoor: (ticketId: string) => void;
}

/** What today's tickets are for: each event once, "General entry" for the others. */
function whatFor(tickets: TodayTicketCardProps['tickets']) {
  const names = new Set(
    tickets.map((ticket) => (ticket.eventName ? isolated(ticket.eventName) : t.general)),
  );
  return [...names].join(' · ');
}

/**
 * The popup's first card on a day with a ticket: "Today", what for, how many, and the button
 * to the door view. A visitor at the museum opens the popup for this and nothing else.
 */
export function TodayTicketCard({ tickets, onShowAtDoor }: TodayTicketCardProps) {
  const [first] = tickets;
  if (!first) return null;
  return (
    <section class="today-ticket" aria-labelledby="today-ticket-heading" data-testid="today-ticket">
      <div class="today-ticket-text">
        <h2 id="today-ticket-heading">{t.todayCard}</h2>
        <p>
          <bdi>{whatFor(tickets)}</bdi> ·{' '}
          <span class="today-ticket-count">{t.count(tickets.length)}</span>
        </p>
      </div>
      <button
        type="button"
        class="button"
        onClick={() => onShowAtDoor(first.ticketId)}
        data-testid="today-ticket-door"
      >
        {t.showAtDoor}
      </button>
    </section>
  );
}
