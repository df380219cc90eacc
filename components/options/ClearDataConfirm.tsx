import { useState } from 'preact/hooks';
import { clearDataStrings as text } from './clear-data-strings';

export interface ClearDataConfirmProps {
  /** Queued writes, purchases not bought yet included: clearing drops them all. */
  unsentChanges: number;
  unconfirmedPurchases: number;
  /** Kept unless the user ticks the separate box: the museum cannot send them again. */
  boughtTickets: number;
  onConfirm: (includeTickets: boolean) => void;
  onCancel: () => void;
}

/** The "Clear local data?" question: what is lost, what is kept, and an explicit ticket opt-in. */
export function ClearDataConfirm(props: ClearDataConfirmProps) {
  const { unsentChanges, unconfirmedPurchases, boughtTickets } = props;
  const [includeTickets, setIncludeTickets] = useState(false);
  const deletingTickets = includeTickets && boughtTickets > 0;
  return (
    <div class="clear-confirm" data-testid="clear-confirm">
      <div role="alert">
        <p>{text.question}</p>
        {unsentChanges > 0 && (
          <p class="error" data-testid="clear-unsent">
            {text.unsent(unsentChanges, unconfirmedPurchases)}
          </p>
        )}
        {boughtTickets > 0 && !deletingTickets && (
          <p data-testid="clear-tickets-kept">{text.ticketsKept(boughtTickets)}</p>
        )}
      </div>
      {boughtTickets > 0 && (
        <label class="clear-tickets-choice">
          <input
            type="checkbox"
            checked={includeTickets}
            onChange={(e) => setIncludeTickets(e.currentTarget.checked)}
            data-testid="clear-include-tickets"
          />{' '}
          {text.alsoDeleteTickets(boughtTickets)}
        </label>
      )}
      {deletingTickets && (
        <p class="error" role="alert" data-testid="clear-tickets-lost">
          {text.ticketsLost(boughtTickets)}
        </p>
      )}
      <p class="form-actions">
        <button type="button" class="danger" onClick={() => props.onConfirm(deletingTickets)}>
          {deletingTickets ? text.confirmWithTickets(boughtTickets) : text.confirm}
        </button>
        <button type="button" onClick={props.onCancel}>
          {text.cancel}
        </button>
      </p>
    </div>
  );
}
