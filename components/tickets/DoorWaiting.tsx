import { formatDayShort } from '../../lib/model/date-formats';
import type { TicketRow } from '../../lib/model/rows';
import { purchaseStateWord } from '../../lib/model/ticket-purchases';
import type { PurchaseState } from '../../lib/model/ticket-status';
import { ticketStrings as t } from './ticket-strings';

export interface DoorWaitingProps {
  waiting: readonly { ticket: TicketRow; purchase: PurchaseState }[];
  /** The ticket on screen, marked in the list when it is one of these. */
  shownId: string;
}

/**
 * Purchases the museum has not confirmed, listed apart from the tickets to show: nothing here
 * gets anyone in, but each can be opened to send it again or discard it.
 */
export function DoorWaiting({ waiting, shownId }: DoorWaitingProps) {
  if (waiting.length === 0) return null;
  return (
    <section class="door-waiting" aria-labelledby="door-waiting-title" data-testid="door-waiting">
      <h2 id="door-waiting-title">{t.door.waiting(waiting.length)}</h2>
      <ul>
        {waiting.map(({ ticket, purchase }) => (
          <li key={ticket.ticketId}>
            <a
              href={`#/${encodeURIComponent(ticket.ticketId)}`}
              aria-current={ticket.ticketId === shownId ? 'true' : undefined}
            >
              {ticket.eventName ? <bdi>{ticket.eventName}</bdi> : t.general} —{' '}
              {formatDayShort(ticket.ticketDate)}
            </a>{' '}
            <span class="muted">({purchaseStateWord(purchase)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
