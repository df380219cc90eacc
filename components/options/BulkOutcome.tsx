import { message, plural } from '../../lib/platform/i18n';
import { WithNameIsolated } from '../Isolated';

/** One refused write of a bulk edit, as the outbox words it. */
interface RefusedWrite {
  seq: number;
  /** "Pause ‘Payments’". */
  title: string;
  /** "refused: …", the server's reason. */
  why: string;
  recordName: string | null;
}

export interface BulkOutcomeProps {
  /** "12 of 20 sent", then "20 of 20 sent." */
  progress: string;
  done: boolean;
  /** Records left alone, and why ("3 already paused: left as they were"). */
  notes: readonly string[];
  /** "2 refused by the server"; shown with `refused` once there are any. */
  refusedText: string;
  refused: readonly RefusedWrite[];
  outboxHref: string;
  onDismiss: () => void;
}

/** Refused writes listed here; the rest are counted, and all are in the outbox. */
const REFUSED_SHOWN = 20;

/** How a bulk edit is going, live from its outbox rows, and what the server refused. */
export function BulkOutcome(props: BulkOutcomeProps) {
  const more = props.refused.length - REFUSED_SHOWN;
  return (
    <div class="bulk-outcome" data-testid="bulk-outcome">
      <p role="status" data-testid="bulk-progress">
        {props.progress}
        {props.notes.map((note) => (
          <span key={note}> {note}</span>
        ))}
      </p>
      {props.refused.length > 0 && (
        <div class="error" data-testid="bulk-refused">
          <p>{props.refusedText}</p>
          <ul>
            {props.refused.slice(0, REFUSED_SHOWN).map((write) => (
              <li key={write.seq}>
                <strong>
                  <WithNameIsolated text={write.title} name={write.recordName} />
                </strong>{' '}
                — {write.why}
              </li>
            ))}
          </ul>
          {more > 0 && <p>{plural('bulkRefusedMore', more)}</p>}
          <p>
            <a href={props.outboxHref}>{message('bulkRefusedInOutbox')}</a>
          </p>
        </div>
      )}
      {props.done && (
        <button type="button" class="link-button" onClick={props.onDismiss}>
          {message('bulkDismiss')}
        </button>
      )}
    </div>
  );
}
