import { useState } from 'preact/hooks';
import type { TicketRow } from '../../lib/db/rows';
import { findTicket } from '../../lib/db/ticket-queries';
import { isoDate } from '../../lib/sync/calendar';
import { useNow } from '../time';
import { useOnline } from '../useOnline';
import { BuyTicketForm, type PurchaseInput } from './BuyTicketForm';
import type { FieldMessage } from './FormField';
import { PurchaseConfirmPrompt } from './PurchaseConfirmPrompt';
import { PurchaseStatus } from './PurchaseStatus';
import { TicketList } from './TicketList';
import { ticketActions } from './ticket-actions';
import { ticketStrings as t } from './ticket-strings';
import { useTicketWallet } from './useTicketWallet';

export interface TicketWalletProps {
  ticketHref: (ticketId: string) => string;
  /** The popup shows a few upcoming tickets; the options page every ticket, past ones last. */
  limit?: number;
  includePast?: boolean;
  /** False while the museum's opening hours are unknown: a ticket for when? */
  canBuy?: boolean;
}

/** A 2xx the museum sent whose body could not be read: the purchase most likely happened. */
const isSuccessStatus = (status?: number) => status !== undefined && status >= 200 && status < 300;

/**
 * "My tickets" with a "Buy ticket" form, for the popup's museum strip and the options
 * page. Reads IndexedDB only; buying, sending again and discarding are commands.
 */
export function TicketWallet({
  ticketHref,
  limit,
  includePast = true,
  canBuy = true,
}: TicketWalletProps) {
  const today = isoDate(useNow(60_000));
  const wallet = useTicketWallet(today);
  const online = useOnline();
  const [buying, setBuying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldMessage[]>([]);
  const [followed, setFollowed] = useState<string | null>(null);
  if (!wallet) return null;

  async function buy(purchase: PurchaseInput) {
    setBusy(true);
    try {
      const result = await ticketActions.buy(purchase);
      setFieldErrors(result.ok ? [] : result.fieldErrors);
      if (result.ok) {
        setFollowed(result.recordId);
        setBuying(false);
      }
    } catch (error) {
      setFieldErrors([{ field: '', message: String(error) }]);
    } finally {
      setBusy(false);
    }
  }

  const upcoming = wallet.tickets.filter((ticket) => ticket.ticketDate >= today);
  const listed = includePast ? wallet.tickets : upcoming;
  const followedTicket = followed === null ? undefined : findTicket(wallet.tickets, followed);
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
        {canBuy && !buying && (
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
      {canBuy && buying && (
        <BuyTicketForm
          events={wallet.events}
          today={today}
          defaultEmail={latest?.email}
          fieldErrors={fieldErrors}
          busy={busy}
          onSubmit={(purchase) => void buy(purchase)}
          onCancel={() => setBuying(false)}
        />
      )}
      {followedTicket && (
        <PurchaseStatus
          ticket={followedTicket}
          state={wallet.stateOf(followedTicket)}
          doorHref={ticketHref(followedTicket.ticketId)}
          online={online}
          onClose={() => setFollowed(null)}
        />
      )}
      {asking.map(prompt)}
      <TicketList
        tickets={listed}
        today={today}
        stateOf={wallet.stateOf}
        ticketHref={ticketHref}
        limit={limit}
      />
    </div>
  );
}
