import { useState } from 'preact/hooks';
import { BuyTicketForm } from '../../../components/tickets/BuyTicketForm';
import { PurchaseCards } from '../../../components/tickets/PurchaseCards';
import { PurchaseConfirmPrompt } from '../../../components/tickets/PurchaseConfirmPrompt';
import { PurchaseStatus } from '../../../components/tickets/PurchaseStatus';
import { TicketList } from '../../../components/tickets/TicketList';
import { ticketStrings as t } from '../../../components/tickets/ticket-strings';
import { useNow } from '../../../components/time';
import { isoDate } from '../../model/calendar';
import { eventDaysLeft, openDays } from '../../model/open-days';
import type { TicketRow } from '../../model/rows';
import { groupPurchases } from '../../model/ticket-purchases';
import { findTicket } from '../../storage/ticket-queries';
import { useOnline } from '../useOnline';
import { ticketActions } from './ticket-actions';
import { useBuyTickets } from './useBuyTickets';
import { useTicketWallet } from './useTicketWallet';

export interface TicketWalletProps {
  ticketHref: (ticketId: string) => string;
  /**
   * The popup gives these: a line for each of its first `limit` upcoming purchases, and a link
   * to buy on the Tickets page, where its 400 px have no room for the form. Without them, the
   * Tickets page: every purchase as a card, past ones folded, and the form itself.
   */
  limit?: number;
  moreHref?: string;
  buyHref?: string;
  /** False while the museum's opening hours are unknown: a ticket for when? */
  canBuy?: boolean;
  /** Open with the form showing (a link to buy led here). */
  startBuying?: boolean;
}

/** A 2xx the museum sent whose body could not be read: the purchase most likely happened. */
const isSuccessStatus = (status?: number) => status !== undefined && status >= 200 && status < 300;

/**
 * "My tickets" with "Buy ticket". Reads IndexedDB only; buying, sending again and discarding are
 * commands.
 */
export function TicketWallet(props: TicketWalletProps) {
  const { ticketHref, limit, moreHref, buyHref, canBuy = true } = props;
  const now = new Date(useNow(60_000));
  const today = isoDate(now);
  const wallet = useTicketWallet(today);
  const online = useOnline();
  const [buying, setBuying] = useState(props.startBuying ?? false);
  const order = useBuyTickets(() => setBuying(false));
  if (!wallet) return null;

  // A tab of its own, as a link's would be: a page window.open()s is left without the
  // extension APIs (browser.i18n) in Chromium, and the door could not say a word.
  const openDoor = (ticket: TicketRow) =>
    void browser.tabs.create({ url: new URL(ticketHref(ticket.ticketId), location.href).href });
  const followed = order.followed.flatMap((id) => findTicket(wallet.tickets, id) ?? []);
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
        <span class="muted">{wallet.purchases.coming.length ? t.myTickets : t.noTickets}</span>
        {canBuy && buyHref && (
          <a href={buyHref} target="_blank" rel="noreferrer" data-testid="buy-ticket-toggle">
            {t.buy}
          </a>
        )}
        {canBuy && !buyHref && !buying && (
          <button type="button" onClick={() => setBuying(true)} data-testid="buy-ticket-toggle">
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
          currency={wallet.currency}
          fieldErrors={order.fieldErrors}
          busy={order.busy}
          onSubmit={(purchase, count) => void order.buy(purchase, count)}
          onCancel={() => setBuying(false)}
        />
      )}
      {groupPurchases(followed, wallet.stateOf).map((purchase) => (
        <PurchaseStatus
          key={purchase.key}
          purchase={purchase}
          online={online}
          onShowAtDoor={() => openDoor(purchase.ticket)}
          onClose={order.stopFollowing}
        />
      ))}
      {asking.map(prompt)}
      {limit !== undefined ? (
        <TicketList
          purchases={wallet.purchases.coming}
          today={today}
          ticketHref={ticketHref}
          limit={limit}
          moreHref={moreHref}
        />
      ) : (
        <PurchaseCards
          coming={wallet.purchases.coming}
          past={wallet.purchases.past}
          priceOf={wallet.priceOf}
          currency={wallet.currency}
          onShowAtDoor={(purchase) => openDoor(purchase.ticket)}
        />
      )}
    </div>
  );
}
