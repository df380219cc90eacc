import { useState } from 'preact/hooks';
import { describedBy, Field } from '../../../../components/options/Field';
import { errorsByField } from '../../../../components/options/form-model';
import type { OutboxRow } from '../../../../lib/model/outbox-row';
import { resubmitWrite, submitWrite } from '../../resource/writes';

export interface CommentFormProps {
  incidentId: string;
  /** A comment of this incident the server refused: shown here to fix and send again. */
  refused?: OutboxRow;
}

function textOf(write: OutboxRow | undefined) {
  const payload = write?.payload;
  const comment =
    payload && typeof payload === 'object'
      ? new Map(Object.entries(payload)).get('comment')
      : undefined;
  return typeof comment === 'string' ? comment : '';
}

/** CONTRACT.md: a comment is 1–2000 characters. The background and the server say the rest. */
const MAX = 2000;

/** "Add comment": queued like every write, so it shows at once and reaches the server later. */
export function CommentForm({ incidentId, refused }: CommentFormProps) {
  const [text, setText] = useState(textOf(refused));
  const [error, setError] = useState(refused?.lastError?.message ?? '');
  const [message, setMessage] = useState('');
  const id = `comment-${incidentId}`;

  async function submit(event: Event) {
    event.preventDefault();
    const comment = text.trim();
    setMessage('');
    if (!comment) return setError('Write a comment first.');
    if (comment.length > MAX) return setError(`A comment can be at most ${MAX} characters.`);
    const result =
      refused?.seq !== undefined
        ? await resubmitWrite(refused.seq, { comment })
        : await submitWrite('commentOnIncident', { comment }, incidentId);
    const errors = errorsByField(result.errors);
    setError(errors.comment ?? errors._form ?? '');
    if (result.errors.length) return;
    setText('');
    setMessage('Comment added. It will reach the server as soon as it can.');
  }

  return (
    <form class="comment-form" onSubmit={submit} noValidate data-testid="comment-form">
      <Field
        id={id}
        label={refused ? 'Your comment was not sent — fix it and send it again' : 'Add a comment'}
        error={error}
      >
        <textarea
          id={id}
          rows={3}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          onInput={(e) => setText(e.currentTarget.value)}
        />
      </Field>
      <div class="form-actions">
        <button type="submit" class="primary">
          {refused ? 'Send again' : 'Add comment'}
        </button>
        {message && (
          <span class="notice" role="status">
            {message}
          </span>
        )}
      </div>
    </form>
  );
}
