import { useState } from 'preact/hooks';
import { BuyTicketForm, type PurchaseInput } from '../../../components/tickets/BuyTicketForm';
import type { FieldMessage } from '../../../components/tickets/FormField';
import { PurchaseConfirmPrompt } from '../../../components/tickets/PurchaseConfirmPrompt';
import { PurchaseStatus } from '../../../components/tickets/PurchaseStatus';
import { TicketList } from '../../../components/tickets/TicketList';
import { ticketStrings as t } from '../../../components/tickets/ticket-strings';
import { useNow } from '../../../components/time';
import { isoDate } from '../../model/calendar';
import { eventDaysLeft, openDays } from '../../model/open-days';
import type { TicketRow } from '../../model/rows';
import { findTicket } from '../../storage/ticket-queries';
import { useOnline } from '../useOnline';
import { ticketActions } from './ticket-actions';
import { useTicketWallet } from './useTicketWallet';

export interface TicketWalletProps {
  ticketHref: (ticketId: string) => string;
  /** The popup shows a few upcoming tickets; the options page every ticket, past ones last. */
  limit?: number;
  /** Where the rest of the tickets are, past `limit`. */
  moreHref?: string;
  includePast?: boolean;
  /** False while the museum's opening hours are unknown: a ticket for when? */
  canBuy?: boolean;
  /** Buy on another page (the popup has no room for the form); here when absent. */
  buyHref?: string;
  /** Open with the form showing (a link to buy led here). */
  startBuying?: boolean;
}

/** A 2xx the museum sent whose body could not be read: the purchase most likely happened. */
const isSuccessStatus = (status?: number) => status !== undefined && status >= 200 && status < 300;

/**
 * "My tickets" with "Buy ticket": the form itself on the options page's Tickets section, a link
 * to it from the popup's museum strip. Reads IndexedDB only; buying, sending again and
 * discarding are commands.
 */
export function TicketWallet(props: TicketWalletProps) {
  const { ticketHref, limit, moreHref, includePast = true, canBuy = true, buyHref } = props;
  const now = new Date(useNow(60_000));
  const today = isoDate(now);
  const wallet = useTicketWallet(today);
  const online = useOnline();
  const [buying, setBuying] = useState(props.startBuying ?? false);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldMessage[]>([]);
  const [followed, setFollowed] = useState<string[]>([]);
  if (!wallet) return null;

  /** One purchase per ticket, stopping at the first the background refuses. */
  async function buy(purchase: PurchaseInput, count: number) {
    setBusy(true);
    try {
      const bought: string[] = [];
      for (let n = 0; n < count; n++) {
        const result = await ticketActions.buy(purchase);
        setFieldErrors(result.ok ? [] : result.fieldErrors);
        if (!result.ok) break;
        bought.push(result.recordId);
      }
      setFollowed(bought);
      if (bought.length === count) setBuying(false);
    } catch (error) {
      setFieldErrors([{ field: '', message: String(error) }]);
    } finally {
      setBusy(false);
    }
  }

  const upcoming = wallet.tickets.filter((ticket) => ticket.ticketDate >= today);
  const listed = includePast ? wallet.tickets : upcoming;
  const followedTickets = followed.flatMap((id) => findTicket(wallet.tickets, id) ?? []);
  const latest = [...wallet.tickets].sort((a, b) => b.createdAt - a.createdAt)[0];
  const asking = wallet.tickets.filter((ticket) =>
    ['needs-confirmation', 'refused'].includes(wallet.stateOf(ticket)),
  );
  const prompt = (ticket: TicketRow) => {
    const outbox = wallet.outboxOf(ticket);
    const seq = outbox?.seq;
    const refused = wallet.stateOf(ticket) === 'refused';
    return (
      <PurchaseConfirmPrompt
        key={ticket.ticketId}
        ticket={ticket}
        refusedBecause={refused ? (outbox?.lastError?.message ?? '') : undefined}
        acceptedUnreadable={isSuccessStatus(outbox?.lastError?.status)}
        onSendAgain={() => seq !== undefined && void ticketActions.sendAgain(seq)}
        onDiscard={() => seq !== undefined && void ticketActions.discard(seq)}
      />
    );
  };

  return (
    <div class="ticket-wallet" data-testid="ticket-wallet">
      <p class="wallet-head">
        <span class="muted">{upcoming.length ? t.myTickets : t.noTickets}</span>
        {canBuy && buyHref && (
          <a href={buyHref} target="_blank" rel="noreferrer" data-testid="buy-ticket-toggle">
            {t.buy}
          </a>
        )}
        {canBuy && !buyHref && !buying && (
          <button
            type="button"
            class="link-button"
            onClick={() => setBuying(true)}
            data-testid="buy-ticket-toggle"
          >
            {t.buy}
          </button>
        )}
      </p>
      {canBuy && !buyHref && buying && (
        <BuyTicketForm
          events={wallet.events
            .map((event) => ({ ...event, dates: eventDaysLeft(event.dates, wallet.hours, now) }))
            .filter((event) => event.dates.length > 0)}
          openDays={openDays(wallet.hours, now)}
          defaultEmail={latest?.email}
          fieldErrors={fieldErrors}
          busy={busy}
          onSubmit={(purchase, count) => void buy(purchase, count)}
          onCancel={() => setBuying(false)}
        />
      )}
      {followedTickets.map((ticket) => (
        <PurchaseStatus
          key={ticket.ticketId}
          ticket={ticket}
          state={wallet.stateOf(ticket)}
          doorHref={ticketHref(ticket.ticketId)}
          online={online}
          onClose={() =>
            setFollowed((ids) =>
              ids.filter((id) => id !== ticket.localId && id !== ticket.ticketId),
            )
          }
        />
      ))}
      {asking.map(prompt)}
      <TicketList
        tickets={listed}
        today={today}
        stateOf={wallet.stateOf}
        ticketHref={ticketHref}
        limit={limit}
        moreHref={moreHref}
      />
    </div>
  );
}
