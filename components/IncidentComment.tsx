import { useState } from 'preact/hooks';
import type { RecordOf } from '../lib/model/resources';
import { strings } from './strings';

export interface IncidentCommentProps {
  incident: RecordOf<'incidents'>;
  /** Resolves to a message for the user, or null once the comment is queued. */
  onComment: (incidentId: string, comment: string) => Promise<string | null>;
  onClose: () => void;
}

/** A quick comment on one incident, sent as a command like every other write. */
export function IncidentComment({ incident, onComment, onClose }: IncidentCommentProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = incident.monitorName ?? '';

  async function submit(event: Event) {
    event.preventDefault();
    const problem = await onComment(incident.id, text);
    setError(problem);
    if (!problem) onClose();
  }

  return (
    <form onSubmit={submit} class="comment-form">
      <textarea
        aria-label={strings.commentLabel(name)}
        placeholder={strings.commentPlaceholder}
        value={text}
        onInput={(e) => setText(e.currentTarget.value)}
        rows={2}
        data-testid="comment-text"
      />
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <button type="submit" data-testid="comment-send">
        {strings.send}
      </button>
      <button type="button" class="link-button" onClick={onClose}>
        {strings.cancel}
      </button>
    </form>
  );
}
