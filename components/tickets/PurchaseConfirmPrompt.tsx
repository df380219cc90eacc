import { formatDayShort } from '../../lib/model/date-formats';
import type { TicketRow } from '../../lib/model/rows';
import { uncertainPurchaseQuestion } from '../../lib/model/ticket-purchases';
import { ticketStrings as t } from './ticket-strings';

export interface PurchaseConfirmPromptProps {
  ticket: TicketRow;
  /** Why it failed, for a refused purchase; absent when the answer was lost. */
  refusedBecause?: string;
  /** The museum said 2xx but its answer could not be read: bought, most likely. */
  acceptedUnreadable?: boolean;
  onSendAgain: () => void;
  onDiscard: () => void;
}

/**
 * A purchase only the user may send again: its answer was lost (it may have gone through, and a
 * second send buys a second ticket), or the museum refused it.
 */
export function PurchaseConfirmPrompt(props: PurchaseConfirmPromptProps) {
  const { ticket, refusedBecause, acceptedUnreadable, onSendAgain, onDiscard } = props;
  const what = `${ticket.eventName ?? t.general}, ${formatDayShort(ticket.ticketDate)}`;
  return (
    <section class="purchase-prompt" aria-label={what} data-testid="purchase-prompt">
      <p>
        <strong>
          {refusedBecause !== undefined
            ? t.refused(refusedBecause)
            : acceptedUnreadable
              ? t.acceptedUnreadable
              : uncertainPurchaseQuestion()}
        </strong>{' '}
        <span class="muted">{what}</span>
      </p>
      {refusedBecause === undefined && (
        <p class="muted">
          {acceptedUnreadable ? t.acceptedUnreadableDetail : t.mayNotHaveGoneThroughDetail}
        </p>
      )}
      <div class="form-actions">
        <button type="button" onClick={onSendAgain} data-testid="purchase-send-again">
          {t.sendAgain}
        </button>
        <button type="button" onClick={onDiscard} data-testid="purchase-discard">
          {t.discard}
        </button>
      </div>
    </section>
  );
}
