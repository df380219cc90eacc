import { useRef, useState } from 'preact/hooks';
import { message } from '../../lib/platform/i18n';
import type { Choice } from './form-model';
import './bulk-bar.css';

export interface BulkBarProps {
  /** "20 selected". */
  countText: string;
  /** The plain edits' labels (Pause, Resume); `onAction` gets one's place in this list. */
  actions: readonly string[];
  onAction: (index: number) => void;
  /** A field all may be given (a monitor's category): its label and choices. */
  move?: { label: string; choices: readonly Choice[] };
  onMove: (value: string) => void;
  /** The one question a delete asks, naming the count; null when the records cannot be deleted. */
  deleteQuestion: string | null;
  onDelete: () => void;
  onClear: () => void;
  /** While the last edit is being queued: nothing more is pressed meanwhile. */
  busy: boolean;
}

/** What the records selected in a list can have done to them, together. */
export function BulkBar(props: BulkBarProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [target, setTarget] = useState(props.move?.choices[0]?.value ?? '');
  return (
    <fieldset class="bulk-bar" data-testid="bulk-bar">
      <legend class="visually-hidden">{message('bulkBarLabel')}</legend>
      <strong data-testid="bulk-count" aria-live="polite">
        {props.countText}
      </strong>
      {props.actions.map((label, index) => (
        <button
          key={label}
          type="button"
          disabled={props.busy}
          onClick={() => props.onAction(index)}
        >
          {label}
        </button>
      ))}
      {props.move && (
        <span class="bulk-move">
          <label>
            {props.move.label}{' '}
            <select value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
              {props.move.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>{' '}
          <button type="button" disabled={props.busy} onClick={() => props.onMove(target)}>
            {message('bulkMove')}
          </button>
        </span>
      )}
      {props.deleteQuestion !== null && (
        <button
          type="button"
          class="danger"
          disabled={props.busy}
          onClick={() => dialog.current?.showModal()}
        >
          {message('bulkDelete')}
        </button>
      )}
      <button type="button" class="link-button" onClick={props.onClear}>
        {message('bulkClear')}
      </button>
      <dialog
        ref={dialog}
        class="bulk-confirm"
        aria-labelledby="bulk-delete-question"
        data-testid="bulk-delete-dialog"
      >
        <form method="dialog">
          <p id="bulk-delete-question">{props.deleteQuestion}</p>
          <p class="form-actions">
            <button type="submit" class="danger" onClick={props.onDelete}>
              {message('recordDeleteYes')}
            </button>
            {/* The safe answer is the one a stray Enter gives. */}
            <button type="submit" autofocus>
              {message('bulkDeleteNo')}
            </button>
          </p>
        </form>
      </dialog>
    </fieldset>
  );
}
