import { isolated } from '../../lib/model/bidi';
import { formatDayShort } from '../../lib/model/date-formats';
import type { Purchase } from '../../lib/model/ticket-purchases';
import { confirmationShown, ticketStrings as t } from './ticket-strings';

export interface PurchaseStatusProps {
  /** The tickets the form just ordered, as one purchase in one state. */
  purchase: Purchase;
  /** A queued purchase goes out at once when online; offline it waits, and says so. */
  online: boolean;
  onShowAtDoor: () => void;
  onClose: () => void;
}

/** "2 tickets · General entry · Sat 12 Jul": what was bought, in the popup's words. */
const whatWasBought = ({ ticket, tickets }: Purchase) =>
  `${t.count(tickets.length)} · ${ticket.eventName ? isolated(ticket.eventName) : t.general} · ${formatDayShort(ticket.ticketDate)}`;

/**
 * What became of the purchase just submitted. Lost answers and refusals are asked about where
 * every such ticket is (PurchaseConfirmPrompt), so they are not repeated here.
 */
export function PurchaseStatus({ purchase, online, onShowAtDoor, onClose }: PurchaseStatusProps) {
  const { state } = purchase;
  if (state === 'needs-confirmation' || state === 'refused') return null;
  const waiting = state === 'sending' || (state === 'queued' && online) ? t.sending : t.queued;
  return (
    <div class="purchase-status" role="status" data-testid="purchase-status" data-state={state}>
      {state === 'bought' ? (
        <>
          <p>
            <strong>{t.bought(whatWasBought(purchase))}</strong>
          </p>
          <p>
            {t.confirmationCode}{' '}
            {purchase.tickets.map((ticket, i) => (
              <span key={ticket.ticketId}>
                {i > 0 && ', '}
                <code class="confirmation-code" data-testid="purchase-code">
                  {confirmationShown(ticket)}
                </code>
              </span>
            ))}
          </p>
        </>
      ) : (
        <p>
          <strong>{waiting}</strong>
        </p>
      )}
      <div class="form-actions">
        {state === 'bought' && (
          <button
            type="button"
            class="button"
            onClick={onShowAtDoor}
            data-testid="purchase-door-link"
          >
            {t.showAtDoor}
          </button>
        )}
        <button type="button" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </div>
  );
}
