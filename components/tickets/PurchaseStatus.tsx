import type { TicketRow } from '../../lib/model/rows';
import type { PurchaseState } from '../../lib/model/ticket-status';
import { confirmationShown, ticketStrings as t } from './ticket-strings';

export interface PurchaseStatusProps {
  ticket: TicketRow;
  state: PurchaseState;
  doorHref: string;
  /** A queued purchase goes out at once when online; offline it waits, and says so. */
  online: boolean;
  onClose: () => void;
}

/**
 * What became of the purchase just submitted. Lost answers and refusals are asked about where
 * every such ticket is (PurchaseConfirmPrompt), so they are not repeated here.
 */
export function PurchaseStatus(props: PurchaseStatusProps) {
  const { ticket, state, doorHref, online, onClose } = props;
  if (state === 'needs-confirmation' || state === 'refused') return null;
  const waiting = state === 'sending' || (state === 'queued' && online) ? t.sending : t.queued;
  return (
    <div class="purchase-status" role="status" data-testid="purchase-status" data-state={state}>
      {state === 'bought' ? (
        <>
          <p>{t.bought(ticket.message ?? '')}</p>
          <p>
            {t.confirmationCode}{' '}
            <code class="confirmation-code" data-testid="purchase-code">
              {confirmationShown(ticket)}
            </code>
          </p>
        </>
      ) : (
        <p>
          <strong>{waiting}</strong>
        </p>
      )}
      <div class="form-actions">
        {state === 'bought' && (
          <a href={doorHref} target="_blank" rel="noreferrer" data-testid="purchase-door-link">
            {t.showAtDoor}
          </a>
        )}
        <button type="button" class="link-button" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </div>
  );
}
