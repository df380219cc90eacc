import { WithNameIsolated } from './Isolated';
import { DismissIcon, Icon } from './icons';
import { strings } from './strings';

export interface UndoNoticeProps {
  /** What just happened, in words. */
  message: string;
  /** The server-given name the message holds, isolated in it (components/Isolated.tsx). */
  name?: string;
  /** Absent when there is nothing to undo (the change was not taken). */
  onUndo?: () => void;
  onDismiss: () => void;
}

/** A short confirmation with Undo (or a refusal, without), announced politely to screen readers. */
export function UndoNotice({ message, name, onUndo, onDismiss }: UndoNoticeProps) {
  return (
    <div class="undo-notice" role="status" data-testid="undo-notice">
      <span>
        <WithNameIsolated text={message} name={name ?? null} />
      </span>
      {onUndo && (
        <button type="button" class="link-button" onClick={onUndo}>
          {strings.undo}
        </button>
      )}
      <button
        type="button"
        class="icon-button"
        onClick={onDismiss}
        aria-label={strings.dismiss}
        title={strings.dismiss}
      >
        <Icon icon={DismissIcon} />
      </button>
    </div>
  );
}
