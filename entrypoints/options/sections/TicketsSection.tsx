import { TicketWallet } from '../../../lib/containers/tickets/TicketWallet';
import { doorPath } from '../../../lib/model/monitor-link';
import { message } from '../../../lib/platform/i18n';
import { MuseumCurrencySetting } from './MuseumCurrencySetting';

/**
 * Buy museum tickets and see every ticket bought here, upcoming first. Buying lives here rather
 * than in the popup, whose 400 px are the monitors' (`#/tickets/buy` opens the form).
 */
export function TicketsSection({ buying = false }: { buying?: boolean }) {
  return (
    <section aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">{message('optionsTickets')}</h2>
      <p class="muted">
        {message('ticketsIntro')}{' '}
        <a href={doorPath()} target="_blank" rel="noreferrer">
          {message('ticketsOpenDoor')}
        </a>
      </p>
      {/* Keyed: following a link to buy opens the form even when the section is already shown. */}
      <TicketWallet key={String(buying)} ticketHref={doorPath} startBuying={buying} />
      <MuseumCurrencySetting />
    </section>
  );
}
