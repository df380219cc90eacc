import { useState } from 'preact/hooks';
import type { IncidentRow } from '../lib/db/rows';
import { strings } from './strings';
import { clockTime } from './time';

export interface IncidentStripProps {
  open: readonly IncidentRow[];
  onComment: (incidentId: string, comment: string) => Promise<string | null>;
}

/** Open incidents at a glance, with the shortcut people want most: a quick comment. */
export function IncidentStrip({ open, onComment }: IncidentStripProps) {
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const latest = open[0];

  async function submit(event: Event) {
    event.preventDefault();
    if (!latest) return;
    const problem = await onComment(latest.id, text);
    setError(problem);
    if (!problem) {
      setText('');
      setWriting(false);
    }
  }

  return (
    <section
      class="strip incidents"
      aria-label={strings.incidents(open.length)}
      data-testid="incident-strip"
    >
      <p>
        <strong>{open.length ? strings.incidents(open.length) : strings.noIncidents}</strong>
        {latest && (
          <span class="muted">
            {' '}
            · {strings.latestIncident(latest.monitorName ?? '', clockTime(latest.startedAt))}
          </span>
        )}
      </p>
      {latest && !writing && (
        <button
          type="button"
          class="link-button"
          onClick={() => setWriting(true)}
          data-testid="add-comment"
        >
          {strings.addComment}
        </button>
      )}
      {latest && writing && (
        <form onSubmit={submit} class="comment-form">
          <textarea
            aria-label={strings.commentLabel(latest.monitorName ?? '')}
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
          <button type="button" class="link-button" onClick={() => setWriting(false)}>
            {strings.cancel}
          </button>
        </form>
      )}
    </section>
  );
}
