import { TicketWallet } from '../../../components/tickets/TicketWallet';

const doorHref = (ticketId: string) => `/door.html#/${encodeURIComponent(ticketId)}`;

/** Buy museum tickets and see every ticket bought here, upcoming first. */
export function TicketsSection() {
  return (
    <section aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">Tickets</h2>
      <p class="muted">
        Tickets open at the door from this browser's copy, with no network needed.{' '}
        <a href="/door.html" target="_blank" rel="noreferrer">
          Open the door view
        </a>
      </p>
      <TicketWallet ticketHref={doorHref} />
    </section>
  );
}
